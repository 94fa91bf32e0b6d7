import { join } from 'node:path'
import { type Config, loadConfig } from '../server/config'
import { type Database, openDatabase } from '../server/db/connect'
import { lockDataDir } from '../server/db/data-dir-lock'

/** Opens the configured database for a command-line tool, refusing while a server holds the PGlite folder. */
export async function withDatabase<T>(work: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig()
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'npm run admin')
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pg'),
  })
  try {
    await database.migrate()
    return await work(database, config)
  } finally {
    await database.close()
    unlock()
  }
}

export { flags } from '../server/features/staff/command-flags'

export interface Command {
  summary: string
  run(args: string[]): Promise<void>
}

export async function runCommands(program: string, commands: Record<string, Command>, argv: string[]) {
  const [name, ...args] = argv
  const command = name ? commands[name] : undefined
  if (!command) {
    const width = Math.max(...Object.keys(commands).map((n) => n.length))
    console.log(`Usage: ${program} <command> [options]\n\nCommands:`)
    for (const [n, c] of Object.entries(commands)) console.log(`  ${n.padEnd(width)}  ${c.summary}`)
    process.exitCode = name && name !== '--help' && name !== 'help' ? 1 : 0
    if (name && process.exitCode) console.error(`\nUnknown command: ${name}`)
    return
  }
  try {
    await command.run(args)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  }
}
