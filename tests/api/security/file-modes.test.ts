import { type ChildProcess, spawn } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { wavFromPcm } from '../../../server/features/consultations/wav'
import { multipart } from '../../support/multipart'
import { testAppForFile } from '../test-app'
import { signedInUser, startedConsultation } from '../users'

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
    const body = multipart({ order: '0' }, [
      { name: 'audio_file', data: audio, filename: 'c.wav', type: 'audio/wav' },
    ])
    const upload = await t.app.inject({
      method: 'POST',
      url: `/v1/consultation_sessions/${id}/audios`,
      headers: { ...ana.headers, ...body.headers },
      payload: body.payload,
    })
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
    const dataDir = mkdtempSync(join(tmpdir(), 'escriba-modes-'))
    let child: ChildProcess | undefined
    try {
      const template = process.env.ESCRIBA_PGLITE_TEMPLATE
      if (template) cpSync(template, join(dataDir, 'pg'), { recursive: true })
      mkdirSync(join(dataDir, 'blobs', 'sessions', 'old'), { recursive: true })
      writeFileSync(join(dataDir, 'blobs', 'sessions', 'old', '0.wav'), 'audio of an earlier version')
      mkdirSync(join(dataDir, 'outbox'))
      writeFileSync(
        join(dataDir, 'outbox', 'old.eml'),
        'Subject: reset\n\nhttps://escriba.example/reset_password/x',
      )
      for (const path of tree(dataDir)) chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o644)

      const port = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as { port: number }
          probe.close(() => resolve(port))
        })
      })
      const { DATABASE_URL: _embedded, ...inherited } = process.env
      let output = ''
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: process.cwd(),
        env: {
          ...inherited,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          STATIC_DIR: join(dataDir, 'no-app'),
          LOG_LEVEL: 'warn',
          TRANSCRIPTION_ENGINE: 'openai',
          TRANSCRIPTION_URL: 'http://127.0.0.1:9/v1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
      })
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
      })
      const deadline = Date.now() + 90_000
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited: ${output}`)
        if (Date.now() > deadline) throw new Error(`the server did not start in 90 s: ${output}`)
        const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
          (res) => res.ok,
          () => false,
        )
        if (ok) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expectPrivate(tree(dataDir))
    } finally {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child!.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
