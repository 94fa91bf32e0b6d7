import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../../server/config'
import { blobParts } from '../../../server/db/schema'
import { BlobNotFoundError, type BlobStore, filesystemBlobStore } from '../../../server/storage/blobs'
import { BLOB_PART_BYTES, postgresBlobStore } from '../../../server/storage/postgres-blobs'
import { s3BlobStore } from '../../../server/storage/s3-blobs'
import { openTestDatabase } from '../test-app'
import { startS3Loopback } from './s3-loopback'

/** More than two parts of the database store, with every byte value (zeros included). */
const large = () => randomBytes(Math.floor(BLOB_PART_BYTES * 2.5))

const S3_KEYS = {
  accessKeyId: 'escriba-test',
  secretAccessKey: 'loopback-secret-0123456789',
  region: 'eu-west-1',
}

/** What every blob store must do, whichever holds the files. */
function blobStoreContract(name: string, open: () => Promise<{ store: BlobStore; close(): Promise<void> }>) {
  describe(`the ${name} blob store`, () => {
    let store: BlobStore
    let close: () => Promise<void>
    beforeAll(async () => {
      ;({ store, close } = await open())
    })
    afterAll(() => close())

    it('gives back binary data larger than one part byte for byte, under a key with slashes', async () => {
      const data = large()
      await store.put('sessions/5f0c/000001.wav', data)
      const back = await store.get('sessions/5f0c/000001.wav')
      expect(back.byteLength).toBe(data.byteLength)
      expect(back.equals(data)).toBe(true)
      const empty = Buffer.alloc(0)
      await store.put('sessions/5f0c/empty.bin', empty)
      expect((await store.get('sessions/5f0c/empty.bin')).byteLength).toBe(0)
    })

    it('overwrites a blob, longer with shorter and shorter with longer', async () => {
      const first = large()
      await store.put('templates/r1/file', first)
      const shorter = Buffer.from('a short replacement')
      await store.put('templates/r1/file', shorter)
      expect((await store.get('templates/r1/file')).equals(shorter)).toBe(true)
      const longer = large()
      await store.put('templates/r1/file', longer)
      expect((await store.get('templates/r1/file')).equals(longer)).toBe(true)
    })

    it('rejects reading a missing key with a not-found error that names the key', async () => {
      const missing = store.get('sessions/none/000001.wav')
      await expect(missing).rejects.toBeInstanceOf(BlobNotFoundError)
      await expect(store.get('sessions/none/000001.wav')).rejects.toThrow(
        'blob not found: sessions/none/000001.wav',
      )
    })

    it('deletes a folder and nothing beside it, whatever LIKE would make of its name', async () => {
      const keys = [
        'research/s1/p1/a.pdf',
        'research/s1/p1/deeper/b.pdf',
        'research/s1/p10/a.pdf',
        'research/s1/p2/a.pdf',
        'odd/a_b%/x',
        'odd/aXbYZ/x',
        'odd/a_b%c/x',
      ]
      for (const key of keys) await store.put(key, Buffer.from(key))
      await store.deletePrefix('research/s1/p1')
      await store.deletePrefix('odd/a_b%/')
      for (const gone of ['research/s1/p1/a.pdf', 'research/s1/p1/deeper/b.pdf', 'odd/a_b%/x'])
        await expect(store.get(gone)).rejects.toBeInstanceOf(BlobNotFoundError)
      for (const kept of ['research/s1/p10/a.pdf', 'research/s1/p2/a.pdf', 'odd/aXbYZ/x', 'odd/a_b%c/x'])
        expect((await store.get(kept)).toString()).toBe(kept)
    })

    it('deletes one file by its own key, and a prefix that holds nothing quietly', async () => {
      await store.put('research/s2/p1/doc1.pdf', Buffer.from('one'))
      await store.put('research/s2/p1/doc2.pdf', Buffer.from('two'))
      await store.deletePrefix('research/s2/p1/doc1.pdf')
      await expect(store.get('research/s2/p1/doc1.pdf')).rejects.toBeInstanceOf(BlobNotFoundError)
      expect((await store.get('research/s2/p1/doc2.pdf')).toString()).toBe('two')
      await expect(store.deletePrefix('research/nothing-here')).resolves.toBeUndefined()
    })

    it('refuses to delete everything with an empty prefix', async () => {
      await expect(store.deletePrefix('')).rejects.toThrow(/empty/)
      await expect(store.deletePrefix('/')).rejects.toThrow(/empty/)
    })
  })
}

blobStoreContract('filesystem', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'escriba-blobs-'))
  return { store: filesystemBlobStore(dir), close: async () => rmSync(dir, { recursive: true, force: true }) }
})

blobStoreContract('database', async () => {
  const { database, drop } = await openTestDatabase()
  return { store: postgresBlobStore(database.db), close: drop }
})

blobStoreContract('S3', async () => {
  const s3 = await startS3Loopback({ bucket: 'escriba', ...S3_KEYS, pageSize: 3 })
  const store = s3BlobStore({ endpoint: s3.endpoint, bucket: 'escriba', forcePathStyle: true, ...S3_KEYS })
  return {
    store,
    close: async () => {
      store.close()
      await s3.close()
    },
  }
})

describe('the database blob store', () => {
  it('keeps a large file as parts of at most 1 MiB, in order, and only the parts of the latest version', async () => {
    const { database, drop } = await openTestDatabase()
    try {
      const store = postgresBlobStore(database.db)
      await store.put('sessions/s/000001.wav', large())
      const smaller = randomBytes(BLOB_PART_BYTES + 10)
      await store.put('sessions/s/000001.wav', smaller)
      const parts = await database.db
        .select({ part: blobParts.part, bytes: sql<number>`octet_length(${blobParts.data})::int` })
        .from(blobParts)
        .where(eq(blobParts.key, 'sessions/s/000001.wav'))
        .orderBy(asc(blobParts.part))
      expect(parts).toEqual([
        { part: 0, bytes: BLOB_PART_BYTES },
        { part: 1, bytes: 10 },
      ])
    } finally {
      await drop()
    }
  })
})

describe('the S3 blob store, at the protocol level', () => {
  it('signs every request (AWS SigV4): a store with the wrong secret is refused', async () => {
    const s3 = await startS3Loopback({ bucket: 'escriba', ...S3_KEYS })
    const wrong = s3BlobStore({
      endpoint: s3.endpoint,
      bucket: 'escriba',
      forcePathStyle: true,
      ...S3_KEYS,
      secretAccessKey: 'not-the-secret',
    })
    try {
      await expect(wrong.put('a/b', Buffer.from('x'))).rejects.toThrow()
      expect(s3.refused).toEqual([expect.stringMatching(/^SignatureDoesNotMatch/)])
      expect(s3.objects.size).toBe(0)
    } finally {
      wrong.close()
      await s3.close()
    }
  })

  it('deletes a large folder by listing it page by page and deleting at most 1000 keys a request', async () => {
    const s3 = await startS3Loopback({ bucket: 'escriba', ...S3_KEYS, pageSize: 700 })
    const store = s3BlobStore({ endpoint: s3.endpoint, bucket: 'escriba', forcePathStyle: true, ...S3_KEYS })
    try {
      for (let i = 0; i < 2500; i++)
        s3.objects.set(`sessions/big/${String(i).padStart(6, '0')}.wav`, Buffer.from([i % 256]))
      s3.objects.set('sessions/big-other/000001.wav', Buffer.from('kept'))
      await store.deletePrefix('sessions/big')
      expect([...s3.objects.keys()]).toEqual(['sessions/big-other/000001.wav'])
      const operations = s3.requests.map((r) => (r.keys ? `${r.operation}:${r.keys}` : r.operation))
      expect(operations).toEqual([
        'ListObjectsV2',
        'ListObjectsV2',
        'ListObjectsV2',
        'ListObjectsV2',
        'DeleteObjects:1000',
        'DeleteObjects:1000',
        'DeleteObjects:500',
      ])
      expect(s3.refused).toEqual([])
    } finally {
      store.close()
      await s3.close()
    }
  })
})

describe('BLOB_STORE', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'escriba-data-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('keeps files on disk by default, and in the database whenever DATABASE_URL is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).blobs).toEqual({ store: 'fs' })
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/escriba' }).blobs).toEqual({
      store: 'postgres',
    })
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/escriba', BLOB_STORE: 'fs' }).blobs,
    ).toEqual({ store: 'fs' })
  })

  it('reads an S3-compatible store from the S3 variables, by path when an endpoint is named', () => {
    const s3 = {
      DATA_DIR: dataDir,
      BLOB_STORE: 's3',
      S3_BUCKET: 'escriba',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    }
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000' }).blobs).toEqual({
      store: 's3',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'escriba',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    })
    expect(loadConfig({ ...s3, S3_REGION: 'eu-central-1' }).blobs).toMatchObject({
      endpoint: undefined,
      region: 'eu-central-1',
      forcePathStyle: false,
    })
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' }).blobs,
    ).toMatchObject({ forcePathStyle: false })
  })

  it('fails at start naming the variable that is wrong or missing', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, BLOB_STORE: 'disk' })).toThrow(ConfigError)
    expect(() => loadConfig({ DATA_DIR: dataDir, BLOB_STORE: 'disk' })).toThrow(/BLOB_STORE/)
    const missing = () => loadConfig({ DATA_DIR: dataDir, BLOB_STORE: 's3', S3_ACCESS_KEY_ID: 'id' })
    expect(missing).toThrow(/S3_BUCKET: required when BLOB_STORE=s3/)
    expect(missing).toThrow(/S3_SECRET_ACCESS_KEY: required when BLOB_STORE=s3/)
    expect(missing).not.toThrow(/S3_ACCESS_KEY_ID/)
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        BLOB_STORE: 's3',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 's',
        S3_FORCE_PATH_STYLE: 'yes',
      }),
    ).toThrow(/S3_FORCE_PATH_STYLE/)
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/)
  })
})
