import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedWhisperEngine, fittedAudioContext } from '../../server/engines/transcription/embedded'
import {
  TranscriptionRetryableError,
  TranscriptionUnavailableError,
} from '../../server/engines/transcription/engine'
import { ensureModelFile } from '../../server/engines/transcription/model-file'
import { openAiTranscriptionEngine } from '../../server/engines/transcription/openai'
import { promptFor } from '../../server/engines/transcription/prompts'
import { cutLoops, removeFillers, stitch } from '../../server/engines/transcription/text-guard'
import { detectVoice } from '../../server/engines/transcription/vad'
import { pcmFromWav } from '../../server/engines/transcription/wav-pcm'
import { speechClips } from '../support/speech'
import { speechApiForSuite, TEST_WHISPER_MODEL } from './test-app'

const silentLog = { info() {}, error() {} }
const clip = () => pcmFromWav(speechClips()[0]!.wav)

describe('OpenAI-compatible engine (against a loopback test double of the external API)', () => {
  const api = speechApiForSuite('Doente refere tosse seca há uma semana.')
  const engine = (options: Partial<Parameters<typeof openAiTranscriptionEngine>[0]> = {}) =>
    openAiTranscriptionEngine({
      baseUrl: api.baseUrl,
      apiKey: 'sk-test',
      model: 'whisper-1',
      backoffMs: 10,
      ...options,
    })

  it('sends the audio as a WAV file with model, language and prompt, and answers the text', async () => {
    const pcm = clip()
    const text = await engine().transcribe({
      pcm,
      language: 'pt',
      prompt: promptFor('standard', 'pt', 'tosse'),
    })
    expect(text).toBe('Doente refere tosse seca há uma semana.')
    const got = api.received.at(-1)!
    expect(got).toMatchObject({
      model: 'whisper-1',
      language: 'pt',
      responseFormat: 'json',
      fileName: 'chunk.wav',
    })
    expect(got.fileType).toBe('audio/wav')
    expect(got.fileBytes).toBe(44 + pcm.length * 2)
    expect(got.prompt).toMatch(/^Consulta médica.*tosse$/)
    expect(got.authorization).toBe('Bearer sk-test')
  })

  it('honours the model asked for', async () => {
    await engine().transcribe({ pcm: clip(), language: 'en', prompt: '', model: 'whisper-large-v3' })
    expect(api.received.at(-1)!.model).toBe('whisper-large-v3')
  })

  it('retries a rate limit and a server error with backoff, then answers', async () => {
    api.queue({ status: 429, body: { error: { message: 'slow down' } } }, { status: 503 })
    const before = api.received.length
    expect(await engine().transcribe({ pcm: clip(), language: 'pt', prompt: '' })).toMatch(/tosse/)
    expect(api.received.length - before).toBe(3)
  })

  it('gives up after its attempts with a retryable error', async () => {
    api.queue({ status: 500 }, { status: 500 }, { status: 500 })
    await expect(engine().transcribe({ pcm: clip(), language: 'pt', prompt: '' })).rejects.toBeInstanceOf(
      TranscriptionRetryableError,
    )
  })

  it('says what to check when the key or the model is refused, without retrying', async () => {
    api.queue({ status: 401, body: { error: { message: 'Incorrect API key provided' } } })
    const before = api.received.length
    const error = await engine()
      .transcribe({ pcm: clip(), language: 'pt', prompt: '' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TranscriptionUnavailableError)
    expect(String(error)).toMatch(/401.*TRANSCRIPTION_API_KEY.*Incorrect API key/)
    expect(api.received.length - before).toBe(1)
    api.queue({ status: 404, body: { error: { message: 'model not found' } } })
    await expect(engine().transcribe({ pcm: clip(), language: 'pt', prompt: '' })).rejects.toThrow(
      /TRANSCRIPTION_MODEL/,
    )
  })

  it('times out a service that does not answer', async () => {
    api.queue({ status: 200, body: { text: 'late' }, delayMs: 1500 })
    await expect(
      engine({ timeoutMs: 200, attempts: 1 }).transcribe({ pcm: clip(), language: 'pt', prompt: '' }),
    ).rejects.toBeInstanceOf(TranscriptionRetryableError)
  })
})

describe('embedded Whisper engine', () => {
  it('loads the model in a worker and transcribes a real clip without blocking the event loop', async () => {
    const engine = embeddedWhisperEngine({ model: { path: TEST_WHISPER_MODEL }, log: silentLog, threads: 1 })
    let ticks = 0
    const timer = setInterval(() => ticks++, 5)
    const started = Date.now()
    const text = await engine.transcribe({ pcm: clip(), language: 'en', prompt: promptFor('standard', 'en') })
    const elapsed = Date.now() - started
    clearInterval(timer)
    await engine.close()
    // The test model has no trained weights: it runs the whole pipeline and answers empty text.
    expect(text.trim()).toBe('')
    expect(elapsed).toBeGreaterThan(100)
    expect(ticks).toBeGreaterThan(elapsed / 5 / 4)
  }, 60_000)

  it('fits the encoder context to short audio, with 2 s to spare, and keeps the full window for long audio', () => {
    const seconds = (n: number) => n * 16_000
    expect(fittedAudioContext(seconds(12))).toBe(12 * 50 + 100)
    expect(fittedAudioContext(seconds(12.01))).toBe(Math.ceil(12.01 * 50) + 100)
    // Never below about 5 s of positions, and the whole 30 s window (0) once the audio nearly fills it.
    expect(fittedAudioContext(seconds(1))).toBe(256)
    expect(fittedAudioContext(seconds(27.9))).toBe(27.9 * 50 + 100)
    expect(fittedAudioContext(seconds(28))).toBe(0)
    expect(fittedAudioContext(seconds(30))).toBe(0)
  })

  it.each([true, false])(
    'transcribes a short clip with the fitted context set to %s',
    async (fitContext) => {
      const engine = embeddedWhisperEngine({
        model: { path: TEST_WHISPER_MODEL },
        log: silentLog,
        threads: 1,
        fitContext,
      })
      const pcm = clip()
      expect(pcm.length / 16_000).toBeLessThan(28)
      const text = await engine.transcribe({ pcm, language: 'pt', prompt: '' })
      await engine.close()
      expect(text.trim()).toBe('')
    },
    60_000,
  )

  it('reports itself unavailable, saying what to configure, when there is no model and no download', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'escriba-model-')), 'ggml-base-q5_1.bin')
    const engine = embeddedWhisperEngine({ model: { path }, log: silentLog })
    const status = await engine.status()
    expect(status.available).toBe(false)
    expect(status.available === false && status.reason).toMatch(
      /transcription engine unavailable.*WHISPER_MODEL_URL/,
    )
    await expect(engine.transcribe({ pcm: clip(), language: 'pt', prompt: '' })).rejects.toBeInstanceOf(
      TranscriptionUnavailableError,
    )
    await engine.close()
  })

  it('reports a broken model file as unavailable', async () => {
    const engine = embeddedWhisperEngine({
      model: { path: join(import.meta.dirname, 'transcription-engines.test.ts') },
      log: silentLog,
    })
    expect((await engine.status()).available).toBe(false)
    await engine.close()
  })
})

describe('model file', () => {
  const bytes = Buffer.from('ggml model bytes for the download test '.repeat(1000))
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  let url: string
  let close: () => void
  beforeAll(async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-length': bytes.length }).end(bytes)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ggml-test.bin`
    close = () => server.close()
  })
  afterAll(() => close?.())
  const target = () => join(mkdtempSync(join(tmpdir(), 'escriba-model-')), 'models', 'ggml-test.bin')

  it('downloads once, logs progress, checks the SHA-256 and keeps the file', async () => {
    const logged: object[] = []
    const path = target()
    await ensureModelFile({ path, url, sha256 }, { info: (obj) => logged.push(obj) })
    expect(readFileSync(path)).toEqual(bytes)
    expect(logged.some((o) => 'percent' in o)).toBe(true)
    // Kept: a second call does not fetch (an unreachable URL proves it).
    await ensureModelFile({ path, url: 'http://127.0.0.1:9/none', sha256 }, silentLog)
  })

  it('refuses a download whose checksum differs, and leaves nothing behind', async () => {
    const path = target()
    await expect(ensureModelFile({ path, url, sha256: '0'.repeat(64) }, silentLog)).rejects.toThrow(/SHA-256/)
    expect(existsSync(path)).toBe(false)
    expect(existsSync(`${path}.download`)).toBe(false)
  })

  it('says what to do when the download cannot be made', async () => {
    await expect(
      ensureModelFile({ path: target(), url: 'http://127.0.0.1:9/none' }, silentLog),
    ).rejects.toThrow(/put a ggml model at .*TRANSCRIPTION_ENGINE=openai/)
  })
})

describe('voice-activity detection', () => {
  it('finds speech in every real clip', () => {
    for (const { name, wav } of speechClips()) {
      const activity = detectVoice(pcmFromWav(wav))
      expect(activity.hasSpeech, name).toBe(true)
      expect(activity.speechMs, name).toBeGreaterThan(1000)
    }
  })

  it('finds none in silence, steady noise or a hum', () => {
    const seconds = 5 * 16_000
    const silence = new Float32Array(seconds)
    let seed = 42
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    const noise = Float32Array.from({ length: seconds }, () => (random() * 2 - 1) * 0.05)
    const hum = Float32Array.from(
      { length: seconds },
      (_, i) => 0.2 * Math.sin((2 * Math.PI * 50 * i) / 16_000),
    )
    for (const [what, pcm] of [
      ['silence', silence],
      ['noise', noise],
      ['hum', hum],
    ] as const) {
      expect(detectVoice(pcm).hasSpeech, what).toBe(false)
    }
  })

  it('finds speech surrounded by silence', () => {
    const speech = clip()
    const padded = new Float32Array(speech.length + 10 * 16_000)
    padded.set(speech, 5 * 16_000)
    expect(detectVoice(padded).hasSpeech).toBe(true)
  })
})

describe('text guard', () => {
  it('cuts a phrase repeated in a loop and the credits invented on silence', () => {
    expect(cutLoops('A doente refere dor. Obrigado. Obrigado. Obrigado. Obrigado.')).toBe(
      'A doente refere dor. Obrigado.',
    )
    expect(cutLoops('tem febre tem febre tem febre tem febre desde ontem')).toBe('tem febre desde ontem')
    expect(cutLoops('Legendas pela comunidade Amara.org')).toBe('')
    expect(cutLoops('Disse que sim, sim, está melhor.')).toBe('Disse que sim, sim, está melhor.')
  })

  it('stitches chunks without repeating the words across the boundary', () => {
    expect(stitch('O doente tem dor no peito', 'dor no peito desde ontem à noite.')).toBe(
      'O doente tem dor no peito desde ontem à noite.',
    )
    expect(stitch('Primeira frase.', 'Segunda frase.')).toBe('Primeira frase. Segunda frase.')
    expect(stitch('', 'Só esta.')).toBe('Só esta.')
  })

  it('removes hesitations in each language when asked to clean', () => {
    expect(removeFillers('Hum, o doente, hum, refere dor.', 'pt')).toBe('o doente, refere dor.')
    expect(removeFillers('Um, the patient, uh, has a cough.', 'en')).toBe('the patient, has a cough.')
    expect(removeFillers('Äh, der Patient hat, ähm, Husten.', 'de')).toBe('der Patient hat, Husten.')
    expect(removeFillers('Eh, el paciente tiene tos.', 'es')).toBe('el paciente tiene tos.')
  })

  it('gives the previous chunk end as context after the preset', () => {
    const words = Array.from({ length: 50 }, (_, i) => `w${i}`).join(' ')
    const prompt = promptFor('medical', 'de', words)
    expect(prompt).toMatch(/^Ärztliche Konsultation: Blutdruck/)
    expect(
      prompt.endsWith(
        'w20 w21 w22 w23 w24 w25 w26 w27 w28 w29 w30 w31 w32 w33 w34 w35 w36 w37 w38 w39 w40 w41 w42 w43 w44 w45 w46 w47 w48 w49',
      ),
    ).toBe(true)
    expect(promptFor('unknown-preset', 'es')).toBe(promptFor('standard', 'es'))
  })
})
