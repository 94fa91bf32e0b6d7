import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkWav } from '../../server/features/consultations/wav'
import { launchBrowser, type RunningServer, runTool, startServer, watchErrors } from './harness'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const audioDir = path.join(repoRoot, 'src', 'services', 'audio')
/** Where the built modules appear on the server's origin. */
const BASE = '/__audio-check/'
const SPEECH =
  'Bom dia. O doente refere dor torácica há dois dias, sem febre. Tensão arterial cento e trinta por oitenta. ' +
  'Vamos pedir um eletrocardiograma e reavaliar dentro de uma semana.'

/** The modules the entry exports, as the page sees them. */
type AudioModules = typeof import('../../src/services/audio/capture') &
  typeof import('../../src/services/audio/microphone') &
  typeof import('../../src/services/audio/chunker') &
  typeof import('../../src/services/audio/wav') &
  typeof import('../../src/services/audio/decode-file') &
  typeof import('../../src/services/audio/chunk-queue')

let work: string
let staticDir: string
let speechWav: string
let server: RunningServer
let browser: Browser
let context: BrowserContext

/** The audio modules as the app's build makes them, with one entry the page can import. */
async function buildAudioModules(outDir: string) {
  const entry = path.join(work, 'audio-entry.ts')
  const from = (name: string) => JSON.stringify(path.join(audioDir, name))
  writeFileSync(
    entry,
    [
      `export { startPcmCapture } from ${from('capture.ts')}`,
      `export { createMicrophonePreference, listMicrophones, openMicrophone } from ${from('microphone.ts')}`,
      `export { createChunker } from ${from('chunker.ts')}`,
      `export { encodeWav } from ${from('wav.ts')}`,
      `export { decodeFileToChunks } from ${from('decode-file.ts')}`,
      `export { openIndexedDbChunkQueue } from ${from('chunk-queue.ts')}`,
    ].join('\n'),
  )
  await build({
    configFile: false,
    root: repoRoot,
    base: BASE,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: {
        input: entry,
        preserveEntrySignatures: 'strict',
        output: { entryFileNames: 'audio.js' },
      },
    },
  })
  writeFileSync(
    path.join(outDir, 'loader.js'),
    "import * as audio from './audio.js'\nglobalThis.escribaAudio = audio\n",
  )
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'escriba-audio-e2e-'))
  // The built app (global-setup checked it is there) plus the audio modules and the speech file.
  staticDir = path.join(work, 'static')
  cpSync(path.join(repoRoot, 'dist'), staticDir, { recursive: true })
  // A Portuguese voice, resampled to 48 kHz as a real microphone would deliver it.
  const spoken = path.join(work, 'speech-22k.wav')
  speechWav = path.join(staticDir, 'speech-48k.wav')
  runTool('espeak-ng', ['-v', 'pt', '-w', spoken, SPEECH])
  runTool('sox', [spoken, '-r', '48000', speechWav])
  await buildAudioModules(path.join(staticDir, BASE))
  ;[server, browser] = await Promise.all([
    startServer({ env: { STATIC_DIR: staticDir } }),
    launchBrowser({ fakeMicrophoneWav: speechWav }),
  ])
  context = await browser.newContext({ baseURL: server.baseUrl })
}, 180_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
})

/** A page of the real app (its CSP applies) with the audio modules one import away. */
async function appPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage()
  const errors = watchErrors(page)
  const response = await page.goto('/login')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
  await page.addScriptTag({ url: `${BASE}loader.js`, type: 'module' })
  await page.waitForFunction(() => 'escribaAudio' in globalThis)
  return { page, errors }
}

describe('audio in Chromium', () => {
  it('captures the microphone through the AudioWorklet as 16 kHz speech, chunked into accepted WAVs', async () => {
    const { page, errors } = await appPage()
    const result = await page.evaluate(async () => {
      const audio = (globalThis as unknown as { escribaAudio: AudioModules }).escribaAudio
      const stream = await audio.openMicrophone(
        navigator.mediaDevices,
        audio.createMicrophonePreference(localStorage),
      )
      const microphones = await audio.listMicrophones(navigator.mediaDevices)
      const chunker = audio.createChunker()
      const levels: number[] = []
      let samples = 0
      const chunks: Float32Array[] = []
      const started = performance.now()
      const capture = await audio.startPcmCapture(stream, {
        onSamples: (block: Float32Array) => {
          samples += block.length
          chunks.push(...chunker.push(block).map((chunk: { samples: Float32Array }) => chunk.samples))
        },
        onLevel: (db: number) => levels.push(db),
      })
      await new Promise((resolve) => setTimeout(resolve, 4000))
      await capture.pause()
      const pausedAt = samples
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const duringPause = samples - pausedAt
      await capture.resume()
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await capture.stop()
      const elapsed = (performance.now() - started) / 1000
      const last = chunker.flush()
      if (last) chunks.push(last.samples)
      const wav = new Uint8Array(audio.encodeWav(chunks[0] ?? new Float32Array(0)))
      return {
        inputRate: capture.inputRate,
        samples,
        elapsed,
        duringPause,
        loudest: Math.max(...levels),
        chunkCount: chunks.length,
        wav: Array.from(wav),
        microphones: microphones.length,
      }
    })

    expect(result.microphones).toBeGreaterThan(0)
    expect(result.inputRate).toBeGreaterThanOrEqual(16_000)
    // About 6 s of listening (4 + 2) at 16 kHz, none while paused.
    expect(result.duringPause).toBe(0)
    expect(result.samples / 16_000).toBeGreaterThan(5)
    expect(result.samples / 16_000).toBeLessThan(result.elapsed)
    // The fake microphone plays speech, not silence.
    expect(result.loudest).toBeGreaterThan(-40)
    expect(result.chunkCount).toBe(1)
    const check = checkWav(Buffer.from(result.wav))
    expect(check.ok).toBe(true)
    // The worklet is a file of its own, from the app's origin, and the CSP let it run (no errors).
    const assets = readdirSync(path.join(staticDir, BASE, 'assets'))
    expect(assets.filter((name) => /^pcm-capture\.worklet-.+\.js$/.test(name))).toHaveLength(1)
    console.log(
      `captured ${(result.samples / 16_000).toFixed(2)} s at 16 kHz from a ${result.inputRate} Hz context ` +
        `in ${result.elapsed.toFixed(2)} s, loudest block ${result.loudest.toFixed(1)} dBFS`,
    )
    expect(errors).toEqual([])
  })

  it('decodes an uploaded 48 kHz file into 16 kHz chunks with the same duration', async () => {
    const { page, errors } = await appPage()
    const result = await page.evaluate(async () => {
      const audio = (globalThis as unknown as { escribaAudio: AudioModules }).escribaAudio
      const file = await (await fetch('/speech-48k.wav')).blob()
      const chunks = await audio.decodeFileToChunks(file)
      return chunks.map((chunk: { samples: Float32Array }) => chunk.samples.length)
    })
    const seconds = (readFileSync(speechWav).length - 44) / 2 / 48_000
    expect(result.length).toBeGreaterThanOrEqual(1)
    const decoded = result.reduce((sum, length) => sum + length, 0) / 16_000
    expect(decoded).toBeCloseTo(seconds, 1)
    expect(errors).toEqual([])
  })

  it('keeps queued chunks in IndexedDB across a reload until they are deleted', async () => {
    const { page, errors } = await appPage()
    const put = await page.evaluate(async () => {
      const audio = (globalThis as unknown as { escribaAudio: AudioModules }).escribaAudio
      const queue = await audio.openIndexedDbChunkQueue()
      for (const order of [2, 0, 1]) {
        const wav = audio.encodeWav(new Float32Array(1600).fill(order / 10))
        await queue.put({ sessionId: 's-e2e', order, wav, durationMs: 100, createdAt: Date.now() })
      }
      await queue.put({
        sessionId: 's-other',
        order: 0,
        wav: new ArrayBuffer(44),
        durationMs: 0,
        createdAt: 0,
      })
      await queue.delete('s-other', 0)
      return queue.pending('s-e2e')
    })
    expect(put).toEqual([0, 1, 2])

    await page.reload()
    await page.addScriptTag({ url: `${BASE}loader.js`, type: 'module' })
    await page.waitForFunction(() => 'escribaAudio' in globalThis)
    const after = await page.evaluate(async () => {
      const audio = (globalThis as unknown as { escribaAudio: AudioModules }).escribaAudio
      const queue = await audio.openIndexedDbChunkQueue()
      const pending = await queue.pending('s-e2e')
      const first = await queue.get('s-e2e', 1)
      await queue.delete('s-e2e', 0)
      return {
        pending,
        bytes: first?.wav.byteLength,
        afterDelete: await queue.pending('s-e2e'),
        sessions: await queue.sessions(),
        lastOrder: await queue.lastOrder('s-e2e'),
        otherLastOrder: await queue.lastOrder('s-other'),
      }
    })
    expect(after).toEqual({
      pending: [0, 1, 2],
      bytes: 44 + 3200,
      afterDelete: [1, 2],
      sessions: ['s-e2e'],
      lastOrder: 2,
      otherLastOrder: 0,
    })
    expect(errors).toEqual([])
  })
})
