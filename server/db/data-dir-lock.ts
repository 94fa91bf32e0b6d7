import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirBusyError extends Error {}

/** Whether a process with this pid runs (EPERM: it runs, under another user). */
export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite is one process per data folder: a second process would corrupt it. The first one to start keeps a
 * pid file there; others are refused with what to do. A pid file left by a crashed process is taken over.
 */
export function lockDataDir(dataDir: string, who: string): () => void {
  const file = join(dataDir, 'escriba.pid')
  try {
    const [pid, ...who] = readFileSync(file, 'utf8').trim().split(' ')
    const owner = who.join(' ') || undefined
    const holder = Number(pid)
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new DataDirBusyError(
        `${owner ?? 'Another Escriba process'} (pid ${holder}) is using ${dataDir}. The embedded database allows ` +
          'one process per data folder: stop it first, or set DATABASE_URL to use PostgreSQL.',
      )
    }
  } catch (error) {
    if (error instanceof DataDirBusyError) throw error
  }
  writeFileSync(file, `${process.pid} ${who}\n`, { mode: 0o600 })
  return () => rmSync(file, { force: true })
}
