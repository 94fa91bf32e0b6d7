import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'
import { PRIVATE_DIR, PRIVATE_FILE } from './file-modes'

/** Where audio chunks and uploaded files live; the filesystem by default, an object store later. */
export interface BlobStore {
  put(key: string, data: Buffer): Promise<void>
  get(key: string): Promise<Buffer>
  /** Deletes every blob whose key starts with the prefix (a session's folder). */
  deletePrefix(prefix: string): Promise<void>
}

/** Blobs as files under one folder; keys are relative paths made by the server, never by a user. */
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
    get: (key) => readFile(pathOf(key)),
    deletePrefix: async (prefix) => {
      await rm(pathOf(prefix), { recursive: true, force: true })
    },
  }
}
