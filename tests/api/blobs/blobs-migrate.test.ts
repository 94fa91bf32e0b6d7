import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../server/db/connect'
import { BlobNotFoundError, type BlobStore, filesystemBlobStore } from '../../../server/storage/blobs'
import { migrateBlobs } from '../../../server/storage/migrate-blobs'
import { BLOB_PART_BYTES, postgresBlobStore } from '../../../server/storage/postgres-blobs'
import { runScript } from '../../support/run-script'
import { openTestDatabase } from '../test-app'
import { startS3Loopback } from './s3-loopback'

/**
 * `npm run admin -- blobs:migrate`: an installation's files move from DATA_DIR/blobs into the database (PGlite
 * here, PostgreSQL under npm run test:pg) or an S3-compatible bucket (a loopback S3 server), verified by
 * checksum and resumable.
 */

const S3_KEYS = {
  accessKeyId: 'escriba-test',
  secretAccessKey: 'loopback-secret-0123456789',
  region: 'eu-west-1',
}
const { DATABASE_URL: postgresUrl, ...inherited } = process.env

/** An installation's files as the filesystem store keeps them: audio chunks (one over a part), a PDF. */
function installationFiles() {
  return new Map<string, Buffer>([
    ['sessions/0b6c1c5e-1111-4a4a-8a8a-000000000001/000000.wav', randomBytes(BLOB_PART_BYTES + 4321)],
    ['sessions/0b6c1c5e-1111-4a4a-8a8a-000000000001/000001.wav', randomBytes(20_000)],
    ['research/space-1/patient-1/doc-1', randomBytes(3_000)],
    ['template-requests/req-1/file-1', Buffer.alloc(0)],
  ])
}

function writeFiles(blobsDir: string, files: Map<string, Buffer>) {
  for (const [key, data] of files) {
    const path = join(blobsDir, ...key.split('/'))
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, data)
  }
}

/** Runs `npm run admin -- blobs:migrate …` as an operator does. */
function admin(args: string[], env: Record<string, string | undefined>) {
  return runScript('scripts/admin.ts', ['blobs:migrate', ...args], {
    env: { ...inherited, LOG_LEVEL: 'silent', ...env },
  })
}

const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

function freshDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'escriba-migrate-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

describe('npm run admin -- blobs:migrate --to postgres', () => {
  const dataDir = freshDataDir()
  const blobsDir = join(dataDir, 'blobs')
  const files = installationFiles()
  let env: Record<string, string | undefined>
  /** Reads the target database between runs of the command (PGlite is one process at a time). */
  let inDatabase: <T>(read: (store: BlobStore) => Promise<T>) => Promise<T>

  beforeAll(async () => {
    writeFiles(blobsDir, files)
    if (postgresUrl) {
      const { database, url, drop } = await openTestDatabase()
      cleanups.push(drop)
      env = { DATA_DIR: dataDir, DATABASE_URL: url }
      inDatabase = (read) => read(postgresBlobStore(database.db))
    } else {
      const template = process.env.ESCRIBA_PGLITE_TEMPLATE
      if (!template) throw new Error('tests/api/global-setup.ts did not run')
      cpSync(template, join(dataDir, 'pg'), { recursive: true })
      env = { DATA_DIR: dataDir }
      inDatabase = async (read) => {
        const database = await openDatabase({ pgliteDir: join(dataDir, 'pg') })
        try {
          return await read(postgresBlobStore(database.db))
        } finally {
          await database.close()
        }
      }
    }
  })

  it('copies every file into the database byte for byte, printing each and a summary, and keeps the folder', async () => {
    const run = await admin(['--to', 'postgres'], env)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`Moving 4 file(s) from ${blobsDir} to the database`)
    expect(run.stdout).toMatch(/\[1\/4\] copied +research\/space-1\/patient-1\/doc-1 \(0\.0 MB\)/)
    expect(run.stdout).toMatch(/\[4\/4\] copied +template-requests\/req-1\/file-1/)
    expect(run.stdout).toContain('4 file(s): 4 copied, 0 already there with the same SHA-256, 0 failed')
    expect(run.stdout).toContain('run this again to move files uploaded meanwhile')
    await inDatabase(async (store) => {
      for (const [key, data] of files) expect((await store.get(key)).equals(data)).toBe(true)
    })
    expect(readdirSync(blobsDir).sort()).toEqual(['research', 'sessions', 'template-requests'])
  })

  it('run again, skips what the database holds with the same checksum and copies what differs or is new', async () => {
    const changed = 'sessions/0b6c1c5e-1111-4a4a-8a8a-000000000001/000001.wav'
    // A copy left different (a file rewritten on disk after the first run), and a chunk uploaded meanwhile.
    await inDatabase((store) => store.put(changed, Buffer.from('an older version')))
    const added = 'sessions/0b6c1c5e-1111-4a4a-8a8a-000000000001/000002.wav'
    files.set(added, randomBytes(5_000))
    writeFiles(blobsDir, new Map([[added, files.get(added)!]]))

    const run = await admin(['--to', 'postgres'], env)
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('5 file(s): 2 copied, 3 already there with the same SHA-256, 0 failed')
    expect(run.stdout).toMatch(/copied +sessions\/0b6c1c5e-1111-4a4a-8a8a-000000000001\/000001\.wav/)
    expect(run.stdout).toMatch(/already there +sessions\/0b6c1c5e-1111-4a4a-8a8a-000000000001\/000000\.wav/)
    await inDatabase(async (store) => {
      for (const [key, data] of files) expect((await store.get(key)).equals(data)).toBe(true)
    })
  })

  it('with --remove-source, deletes each file from the folder once the database holds it', async () => {
    const run = await admin(['--to', 'postgres', '--remove-source'], env)
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('5 file(s): 0 copied, 5 already there with the same SHA-256, 0 failed')
    expect(run.stdout).toContain(`5 removed from ${blobsDir}.`)
    expect(existsSync(blobsDir) ? readdirSync(blobsDir) : []).toEqual([])
    await inDatabase(async (store) => {
      for (const [key, data] of files) expect((await store.get(key)).equals(data)).toBe(true)
    })
    const again = await admin(['--to', 'postgres'], env)
    expect(again.code).toBe(0)
    expect(again.stdout).toContain('nothing to move')
  })
})

describe('npm run admin -- blobs:migrate --to s3', () => {
  it('puts every file in the bucket under its key, and a second run writes nothing', async () => {
    const s3 = await startS3Loopback({ bucket: 'escriba', ...S3_KEYS, pageSize: 2 })
    cleanups.push(() => s3.close())
    const dataDir = freshDataDir()
    const files = installationFiles()
    writeFiles(join(dataDir, 'blobs'), files)
    const env = {
      DATA_DIR: dataDir,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: S3_KEYS.region,
      S3_BUCKET: 'escriba',
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    }

    const run = await admin(['--to', 's3'], env)
    expect(run.stderr).not.toContain('failed')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('to the S3 bucket escriba')
    expect(run.stdout).toContain('4 file(s): 4 copied, 0 already there with the same SHA-256, 0 failed')
    expect([...s3.objects.keys()].sort()).toEqual([...files.keys()].sort())
    for (const [key, data] of files) expect(s3.objects.get(key)!.equals(data)).toBe(true)
    // Each copy was read back from the bucket before it counted.
    const puts = s3.requests.filter((r) => r.operation === 'PutObject').map((r) => r.key)
    expect(puts.sort()).toEqual([...files.keys()].sort())

    s3.requests.length = 0
    const again = await admin(['--to', 's3'], env)
    expect(again.code).toBe(0)
    expect(again.stdout).toContain('4 file(s): 0 copied, 4 already there with the same SHA-256, 0 failed')
    expect(s3.requests.filter((r) => r.operation === 'PutObject')).toEqual([])
    expect(s3.refused).toEqual([])
  })

  it('names the missing S3 settings, and the stores it can move to', async () => {
    const dataDir = freshDataDir()
    writeFiles(join(dataDir, 'blobs'), installationFiles())
    const missing = await admin(['--to', 's3'], { DATA_DIR: dataDir, S3_ENDPOINT: 'http://127.0.0.1:9' })
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('S3_BUCKET')
    const nowhere = await admin(['--to', 'ftp'], { DATA_DIR: dataDir })
    expect(nowhere.code).toBe(1)
    expect(nowhere.stderr).toContain('--to postgres|s3')
  })
})

describe('moving files between stores', () => {
  it('counts a copy only when the target gives back the same SHA-256, and keeps the file when it does not', async () => {
    const source = freshDataDir()
    const files = installationFiles()
    writeFiles(source, files)
    const kept = filesystemBlobStore(freshDataDir())
    const bad = 'research/space-1/patient-1/doc-1'
    // A store that loses a byte of one file, and refuses another.
    const target: BlobStore = {
      ...kept,
      put: async (key, data) => {
        if (key.startsWith('template-requests/')) throw new Error('the store refused it')
        await kept.put(key, key === bad ? data.subarray(1) : data)
      },
    }
    const summary = await migrateBlobs({ sourceDir: source, target, removeSource: true })
    expect(summary.copied).toBe(2)
    expect(summary.failed).toEqual([
      { key: bad, reason: expect.stringMatching(/^read back with SHA-256 [0-9a-f]{64}, not [0-9a-f]{64}$/) },
      { key: 'template-requests/req-1/file-1', reason: 'the store refused it' },
    ])
    // Only what the target holds verified left the folder.
    expect(existsSync(join(source, 'research/space-1/patient-1/doc-1'))).toBe(true)
    expect(existsSync(join(source, 'template-requests/req-1/file-1'))).toBe(true)
    expect(existsSync(join(source, 'sessions'))).toBe(false)
    await expect(kept.get('template-requests/req-1/file-1')).rejects.toBeInstanceOf(BlobNotFoundError)

    // Resumed against a store that works, it copies only what is missing or wrong.
    const resumed = await migrateBlobs({ sourceDir: source, target: kept })
    expect(resumed).toMatchObject({ files: 2, copied: 2, skipped: 0, failed: [] })
    for (const [key, data] of files) expect((await kept.get(key)).equals(data)).toBe(true)
  })
})
