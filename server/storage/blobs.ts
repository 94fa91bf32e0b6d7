import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'
import { PRIVATE_DIR, PRIVATE_FILE } from './file-modes'

/**
 * Where audio chunks and uploaded files live: the filesystem (embedded default), the database, or an
 * S3-compatible store (BLOB_STORE). Keys are slash-separated paths made by the server, never by a user.
 */
export interface BlobStore {
  put(key: string, data: Buffer): Promise<void>
  /** Rejects with BlobNotFoundError when no blob has this key. */
  get(key: string): Promise<Buffer>
  /**
   * Deletes the blob named `prefix` and every blob under `prefix/` (a session's folder, or one file), as
   * removing that path from a folder would: `sessions/ab` never touches `sessions/abc/…`.
   */
  deletePrefix(prefix: string): Promise<void>
}

/** A blob that is not (or no longer) in the store. */
export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`blob not found: ${key}`)
    this.name = 'BlobNotFoundError'
  }
}

/** A prefix without its trailing slashes, refused when empty: deleting everything is never meant. */
export function folderOf(prefix: string): string {
  const folder = prefix.replace(/\/+$/, '')
  if (!folder) throw new Error('refusing to delete every blob: the prefix is empty')
  return folder
}

/** Blobs as files under one folder. */
export function filesystemBlobStore(root: string): BlobStore {
  const base = resolve(root)
  const pathOf = (key: string) => {
    const path = resolve(base, key)
    if (!path.startsWith(base + sep)) throw new Error(`blob key outside the store: ${key}`)
    return path
  }
  return {
    put: async (key, data) => {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR })
      // Write then rename would be atomic; a partial file is harmless here because the row is written after.
      await writeFile(path, data, { mode: PRIVATE_FILE })
    },
    get: async (key) => {
      try {
        return await readFile(pathOf(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(key)
        throw error
      }
    },
    deletePrefix: async (prefix) => {
      await rm(pathOf(folderOf(prefix)), { recursive: true, force: true })
    },
  }
}
