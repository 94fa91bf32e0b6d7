import { chmodSync, lstatSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The data folder holds audio, notes and secrets: only the server's own user may read it. */
export const PRIVATE_DIR = 0o700
export const PRIVATE_FILE = 0o600
/** Made files private whatever the creator asked for (PGlite, nodemailer, downloads). */
export const PRIVATE_UMASK = 0o077

/**
 * Gives every folder under `dir` mode 0700 and every file 0600, for a data folder written by an older
 * version or copied in with looser modes. Symbolic links are left alone. Answers how many modes changed.
 */
export function makePrivate(dir: string): number {
  let changed = 0
  const visit = (path: string) => {
    const stat = lstatSync(path, { throwIfNoEntry: false })
    if (!stat || stat.isSymbolicLink()) return
    const wanted = stat.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE
    if ((stat.mode & 0o777) !== wanted) {
      chmodSync(path, wanted)
      changed++
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name))
  }
  visit(dir)
  return changed
}
