import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Whether the module at `moduleUrl` (its `import.meta.url`) is the script node was asked to run. */
export const isEntry = (moduleUrl: string) =>
  Boolean(process.argv[1]) && path.resolve(process.argv[1]!) === fileURLToPath(moduleUrl)

/**
 * The value of the one option `name` a script takes (`--dir <folder>`): undefined without it, null when the
 * arguments hold anything else or the option no value (the caller prints its usage).
 */
export function onlyOption(argv: readonly string[], name: string): string | undefined | null {
  const at = argv.indexOf(name)
  const value = at >= 0 ? argv[at + 1] : undefined
  const extra = argv.filter((arg, index) => arg !== name && (at < 0 || index !== at + 1))
  if (extra.length || (at >= 0 && !value)) return null
  return value
}
