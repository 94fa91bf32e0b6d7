import { and, asc, eq, gte, like, or, sql } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { blobParts } from '../db/schema'
import { BlobNotFoundError, type BlobStore, folderOf } from './blobs'

/** 1 MiB: an audio chunk (about 1 MB) is one or two parts, and no statement carries more. */
export const BLOB_PART_BYTES = 1024 * 1024

/** `value` matched literally by LIKE (whose default escape character is the backslash). */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Blobs in the database (PostgreSQL or PGlite), so every server process on it reads the same files. A blob
 * is written as parts of at most `partBytes`, each its own statement with a view of the caller's buffer
 * (never a copy of the whole), and read part by part into one buffer of the blob's size.
 */
export function postgresBlobStore(db: Db, partBytes = BLOB_PART_BYTES): BlobStore {
  return {
    put: async (key, data) => {
      const parts = Math.max(1, Math.ceil(data.byteLength / partBytes))
      // One transaction: a reader sees the old blob or the new one, never a mixture.
      await db.transaction(async (tx) => {
        for (let part = 0; part < parts; part++) {
          const slice = data.subarray(part * partBytes, (part + 1) * partBytes)
          await tx
            .insert(blobParts)
            .values({ key, part, data: slice })
            .onConflictDoUpdate({ target: [blobParts.key, blobParts.part], set: { data: slice } })
        }
        // What a longer blob of the same key left behind.
        await tx.delete(blobParts).where(and(eq(blobParts.key, key), gte(blobParts.part, parts)))
      })
    },
    get: (key) =>
      // Repeatable read: the sizes and the parts come from the same version of the blob.
      db.transaction(
        async (tx) => {
          const sizes = await tx
            .select({ part: blobParts.part, bytes: sql<number>`octet_length(${blobParts.data})::int` })
            .from(blobParts)
            .where(eq(blobParts.key, key))
            .orderBy(asc(blobParts.part))
          if (sizes.length === 0) throw new BlobNotFoundError(key)
          const partOf = async (part: number) => {
            const [row] = await tx
              .select({ data: blobParts.data })
              .from(blobParts)
              .where(and(eq(blobParts.key, key), eq(blobParts.part, part)))
            if (!row) throw new BlobNotFoundError(key)
            return row.data
          }
          if (sizes.length === 1) return partOf(sizes[0]!.part)
          const whole = Buffer.allocUnsafe(sizes.reduce((sum, s) => sum + Number(s.bytes), 0))
          let offset = 0
          for (const { part } of sizes) offset += (await partOf(part)).copy(whole, offset)
          return whole
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
    deletePrefix: async (prefix) => {
      const folder = folderOf(prefix)
      await db
        .delete(blobParts)
        .where(or(eq(blobParts.key, folder), like(blobParts.key, `${likeLiteral(folder)}/%`)))
    },
  }
}
