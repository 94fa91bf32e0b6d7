import { createHash } from 'node:crypto'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export interface ModelSource {
  path: string
  /** Where to fetch the file once when it is absent; none means it must be put there by hand. */
  url?: string | undefined
  /** Expected SHA-256 of the download, hex. */
  sha256?: string | undefined
}

interface Log {
  info(obj: object, msg: string): void
}

/**
 * The model file, fetched once when absent (with progress in the log and a SHA-256 check) and kept.
 * Throws with what to configure when it is absent and cannot be fetched.
 */
export async function ensureModelFile(
  source: ModelSource,
  log: Log,
  fetchImpl: typeof fetch = fetch,
  /** Told each whole percent of a download, for GET /health. */
  onProgress: (percent: number) => void = () => {},
): Promise<string> {
  if (existsSync(source.path)) return source.path
  if (!source.url) {
    throw new Error(
      `no Whisper model at ${source.path}: put a ggml model there (WHISPER_MODEL_PATH) or set WHISPER_MODEL_URL, ` +
        'or set TRANSCRIPTION_ENGINE=openai with TRANSCRIPTION_URL',
    )
  }
  await mkdir(dirname(source.path), { recursive: true, mode: 0o700 })
  const partial = `${source.path}.download`
  log.info({ url: source.url, path: source.path }, 'downloading the Whisper model')
  let response: Response
  try {
    response = await fetchImpl(source.url)
  } catch (error) {
    throw new Error(
      `cannot download the Whisper model from ${source.url} (${error instanceof Error ? error.message : error}): ` +
        `put a ggml model at ${source.path} (WHISPER_MODEL_PATH), or set TRANSCRIPTION_ENGINE=openai with TRANSCRIPTION_URL`,
    )
  }
  if (!response.ok || !response.body)
    throw new Error(
      `downloading the Whisper model from ${source.url} answered HTTP ${response.status}: ` +
        `check WHISPER_MODEL_URL, or put a ggml model at ${source.path} (WHISPER_MODEL_PATH)`,
    )
  const total = Number(response.headers.get('content-length') ?? 0)
  const hash = createHash('sha256')
  let received = 0
  let reported = 0
  const body = Readable.fromWeb(response.body as never)
  body.on('data', (chunk: Buffer) => {
    hash.update(chunk)
    received += chunk.length
    const percent = total ? Math.floor((received / total) * 100) : 0
    onProgress(percent)
    if (total && percent >= reported + 10) {
      reported = percent - (percent % 10)
      log.info({ percent: reported, received, total }, 'downloading the Whisper model')
    }
  })
  try {
    await pipeline(body, createWriteStream(partial))
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
  const digest = hash.digest('hex')
  if (source.sha256 && digest !== source.sha256.toLowerCase()) {
    await rm(partial, { force: true })
    throw new Error(`the downloaded Whisper model has SHA-256 ${digest}, expected ${source.sha256}`)
  }
  await rename(partial, source.path)
  log.info({ path: source.path, sha256: digest, bytes: received }, 'Whisper model ready')
  return source.path
}
