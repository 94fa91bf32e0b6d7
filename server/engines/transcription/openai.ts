import type { OpenAiApiOptions } from '../openai-api'
import type { EngineReadiness, EngineStatus, TranscribeRequest, TranscriptionEngine } from './engine'
import { TranscriptionRetryableError, TranscriptionUnavailableError } from './engine'
import { wavFromFloat } from './wav-pcm'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Any OpenAI-compatible `/audio/transcriptions` endpoint: OpenAI, Azure OpenAI, Groq, faster-whisper, whisper.cpp.
 * When its attempts run out, the transcription job retries later still.
 */
export function openAiTranscriptionEngine(options: OpenAiApiOptions): TranscriptionEngine {
  const url = `${options.baseUrl.replace(/\/$/, '')}/audio/transcriptions`
  const attempts = options.attempts ?? 3
  const backoffMs = options.backoffMs ?? 1000
  const timeoutMs = options.timeoutMs ?? 120_000

  async function once(request: TranscribeRequest): Promise<string> {
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(wavFromFloat(request.pcm))], { type: 'audio/wav' }),
      'chunk.wav',
    )
    form.append('model', request.model ?? options.model)
    form.append('language', request.language)
    form.append('response_format', 'json')
    if (request.prompt) form.append('prompt', request.prompt)
    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        body: form,
        headers: options.apiKey
          ? { authorization: `Bearer ${options.apiKey}`, 'api-key': options.apiKey }
          : {},
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new TranscriptionRetryableError(
        `the transcription service did not answer: ${error instanceof Error ? error.message : error}`,
      )
    }
    const body = await response.text()
    if (response.status === 429 || response.status >= 500) {
      throw new TranscriptionRetryableError(`the transcription service answered ${response.status}`)
    }
    if (!response.ok) {
      const detail = (() => {
        try {
          return (JSON.parse(body) as { error?: { message?: string } }).error?.message ?? body.slice(0, 300)
        } catch {
          return body.slice(0, 300)
        }
      })()
      const hint =
        response.status === 401 || response.status === 403
          ? 'check TRANSCRIPTION_API_KEY'
          : response.status === 404
            ? 'check TRANSCRIPTION_URL and TRANSCRIPTION_MODEL'
            : 'the service refused the audio'
      throw new TranscriptionUnavailableError(
        `transcription service answered ${response.status} (${hint}): ${detail}`,
      )
    }
    try {
      const parsed = JSON.parse(body) as { text?: unknown }
      if (typeof parsed.text !== 'string') throw new Error('no text')
      return parsed.text
    } catch {
      throw new TranscriptionRetryableError('the transcription service answered without text')
    }
  }

  /** Configured means ready until the service refuses for a reason retrying will not change (key, URL, model). */
  let readiness: EngineReadiness = { state: 'ready', reason: null }

  /** After a refusal: asks the service's model list whether the address and key work now. */
  async function probe(): Promise<EngineReadiness> {
    try {
      const response = await fetch(`${options.baseUrl.replace(/\/$/, '')}/models`, {
        headers: options.apiKey
          ? { authorization: `Bearer ${options.apiKey}`, 'api-key': options.apiKey }
          : {},
        signal: AbortSignal.timeout(10_000),
      })
      await response.body?.cancel()
      if (response.status === 401 || response.status === 403) return readiness
      return { state: 'ready', reason: null }
    } catch (error) {
      return {
        state: 'unavailable',
        reason: `the transcription service at TRANSCRIPTION_URL does not answer (${error instanceof Error ? error.message : error})`,
      }
    }
  }

  return {
    name: 'openai',
    transcribe: async (request) => {
      for (let attempt = 1; ; attempt++) {
        try {
          const text = await once(request)
          readiness = { state: 'ready', reason: null }
          return text
        } catch (error) {
          if (error instanceof TranscriptionUnavailableError) {
            readiness = { state: 'unavailable', reason: error.message }
          }
          if (!(error instanceof TranscriptionRetryableError) || attempt >= attempts) throw error
          await sleep(backoffMs * 2 ** (attempt - 1))
        }
      }
    },
    status: async (): Promise<EngineStatus> => {
      if (readiness.state !== 'ready') readiness = await probe()
      return readiness.state === 'ready'
        ? { available: true }
        : { available: false, reason: readiness.reason ?? 'unavailable' }
    },
    readiness: () => readiness,
    close: async () => {},
  }
}
