import { createHash } from 'node:crypto'
import type { Dirent } from 'node:fs'
import { readdir, readFile, rm, rmdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { BlobNotFoundError, type BlobStore } from './blobs'

/** What became of one file of the folder. */
export type BlobMigrationStep =
  | { key: string; bytes: number; outcome: 'copied' | 'already there' }
  | { key: string; bytes: number; outcome: 'failed'; reason: string }

export interface BlobMigrationSummary {
  files: number
  copied: number
  /** Already in the target with the same checksum (a run resumed): not written again. */
  skipped: number
  failed: { key: string; reason: string }[]
  /** Bytes of the files copied or found in the target. */
  bytes: number
  /** Files removed from the folder once the target held them (with `removeSource`). */
  removed: number
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

/** Every file under `root` as the store's key (slash-separated, relative), in a stable order. */
export async function blobKeysIn(root: string): Promise<string[]> {
  const keys: string[] = []
  const visit = async (folder: string) => {
    let entries: Dirent[]
    try {
      entries = await readdir(folder, { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) await visit(path)
      else if (entry.isFile()) keys.push(relative(root, path).split(sep).join('/'))
    }
  }
  await visit(root)
  return keys.sort()
}

/** The target's checksum of a key, or undefined when it holds nothing under it. */
async function checksumIn(target: BlobStore, key: string): Promise<string | undefined> {
  try {
    return sha256(await target.get(key))
  } catch (error) {
    if (error instanceof BlobNotFoundError) return undefined
    throw error
  }
}

/** Removes `path`'s folders up to `root` that the removal of their last file left empty. */
async function removeEmptyFolders(root: string, key: string) {
  const parts = key.split('/').slice(0, -1)
  for (let depth = parts.length; depth > 0; depth--) {
    try {
      await rmdir(join(root, ...parts.slice(0, depth)))
    } catch {
      return
    }
  }
}

/**
 * Copies every file of the filesystem store's folder into `target` under the same key, one file at a time.
 * A key the target already holds with the same SHA-256 is not written again, so a run stopped halfway is
 * simply run again; every copy is read back from the target and its checksum compared before it counts. With
 * `removeSource`, a file is deleted from the folder only once the target holds it with its checksum.
 */
export async function migrateBlobs(options: {
  sourceDir: string
  target: BlobStore
  removeSource?: boolean
  onStep?: (step: BlobMigrationStep, index: number, total: number) => void
}): Promise<BlobMigrationSummary> {
  const { sourceDir, target } = options
  const keys = await blobKeysIn(sourceDir)
  const summary: BlobMigrationSummary = {
    files: keys.length,
    copied: 0,
    skipped: 0,
    failed: [],
    bytes: 0,
    removed: 0,
  }
  for (const [index, key] of keys.entries()) {
    const path = join(sourceDir, ...key.split('/'))
    let step: BlobMigrationStep
    let bytes = 0
    try {
      const data = await readFile(path)
      bytes = data.byteLength
      const checksum = sha256(data)
      if ((await checksumIn(target, key)) === checksum) {
        step = { key, bytes, outcome: 'already there' }
      } else {
        await target.put(key, data)
        const back = await checksumIn(target, key)
        step =
          back === checksum
            ? { key, bytes, outcome: 'copied' }
            : {
                key,
                bytes,
                outcome: 'failed',
                reason: back
                  ? `read back with SHA-256 ${back}, not ${checksum}`
                  : 'not found in the target after writing it',
              }
      }
    } catch (error) {
      step = { key, bytes, outcome: 'failed', reason: error instanceof Error ? error.message : String(error) }
    }
    if (step.outcome === 'failed') summary.failed.push({ key, reason: step.reason })
    else {
      summary.bytes += step.bytes
      if (step.outcome === 'copied') summary.copied++
      else summary.skipped++
      if (options.removeSource) {
        await rm(path, { force: true })
        await removeEmptyFolders(sourceDir, key)
        summary.removed++
      }
    }
    options.onStep?.(step, index, keys.length)
  }
  return summary
}
