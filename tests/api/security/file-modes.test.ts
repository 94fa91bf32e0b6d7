import { chmodSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { wavFromPcm } from '../../../server/features/consultations/wav'
import { freePort, type ServerProcess, startServer } from '../../support/server-processes'
import { dataDirWithDatabase, testAppForFile } from '../test-app'
import { signedInUser, startedConsultation, uploadChunk } from '../users'

const t = testAppForFile()

const modeOf = (path: string) => statSync(path).mode & 0o777

/** Every folder and file under `dir` (the folder itself first). */
function tree(dir: string): string[] {
  return [dir, ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => join(dir, name))]
}

function expectPrivate(paths: string[]) {
  const loose = paths
    .map((path) => ({ path, mode: modeOf(path), wanted: statSync(path).isDirectory() ? 0o700 : 0o600 }))
    .filter((entry) => entry.mode !== entry.wanted)
    .map((entry) => `${entry.path} ${entry.mode.toString(8)}`)
  expect(loose).toEqual([])
}

describe('data file modes', () => {
  it('stores audio chunks and outbox mails readable by the server user only', async () => {
    const ana = await signedInUser(t)
    const id = await startedConsultation(t, ana)
    const audio = wavFromPcm(new Int16Array(16_000).map((_, i) => Math.round(8000 * Math.sin(i / 5))))
    const upload = await uploadChunk(t, ana, id, 0, audio)
    expect(upload.statusCode).toBeLessThan(300)
    await t.app.inject({ method: 'POST', url: '/v1/reset_password', payload: { email: ana.email } })
    await t.mailsSent()
    expect(tree(t.config.blobsDir).some((path) => path.endsWith('.wav') || statSync(path).isFile())).toBe(
      true,
    )
    expectPrivate(tree(t.config.blobsDir))
    expect(readdirSync(t.config.outboxDir).length).toBeGreaterThan(0)
    expectPrivate(tree(t.config.outboxDir))
    expect(modeOf(t.config.dataDir)).toBe(0o700)
  })

  it('makes an existing data folder private when the server starts', async () => {
    const dataDir = dataDirWithDatabase('escriba-modes-')
    let server: ServerProcess | undefined
    try {
      mkdirSync(join(dataDir, 'blobs', 'sessions', 'old'), { recursive: true })
      writeFileSync(join(dataDir, 'blobs', 'sessions', 'old', '0.wav'), 'audio of an earlier version')
      mkdirSync(join(dataDir, 'outbox'))
      writeFileSync(
        join(dataDir, 'outbox', 'old.eml'),
        'Subject: reset\n\nhttps://escriba.example/reset_password/x',
      )
      for (const path of tree(dataDir)) chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o644)

      server = startServer({
        dataDir,
        port: await freePort(),
        env: { TRANSCRIPTION_ENGINE: 'openai', TRANSCRIPTION_URL: 'http://127.0.0.1:9/v1' },
      })
      await server.healthy(90_000)
      expectPrivate(tree(dataDir))
    } finally {
      await server?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
