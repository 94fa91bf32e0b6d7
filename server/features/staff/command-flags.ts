/** `--name value` pairs after a command-line command; a flag with no value is `'true'`. */
export function flags(args: string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg.startsWith('--'))
      out[arg.slice(2)] = args[i + 1]?.startsWith('--') === false ? args[++i]! : 'true'
  }
  return out
}
