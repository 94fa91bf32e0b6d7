import type { Language } from '../../../contract/common'
import type { Db } from '../../db/connect'
import {
  type TranscriptionEngine,
  TranscriptionRetryableError,
  TranscriptionUnavailableError,
} from '../../engines/transcription/engine'
import { promptFor } from '../../engines/transcription/prompts'
import { cutLoops, removeFillers, stitch } from '../../engines/transcription/text-guard'
import { detectVoice } from '../../engines/transcription/vad'
import { pcmFromWav } from '../../engines/transcription/wav-pcm'
import { AppError } from '../../http/errors'
import type { BlobStore } from '../../storage/blobs'
import {
  chunksToRetry,
  claimChunksWaitingForEngine,
  findChunkForTranscription,
  previousChunkText,
  saveAssembled,
  setChunkStatus,
  transcribedTexts,
} from '../consultations/store'

export interface TranscriptionDeps {
  db: Db
  blobs: BlobStore
  engine: TranscriptionEngine
  /** The prompt preset (TRANSCRIPTION_PROMPT). */
  prompt: string
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void }
}

/** The chunks' texts in order, stitched so words repeated across a boundary appear once. */
async function reassemble(db: Db, sessionId: string, edited: string | null, newText: string) {
  const texts = await transcribedTexts(db, sessionId)
  const assembled = texts.reduce((text, chunk) => stitch(text, chunk.text ?? ''), '')
  // A transcript the clinician already edited keeps their edits; what is said afterwards is added to its end.
  await saveAssembled(db, sessionId, assembled, edited === null ? null : stitch(edited, newText))
}

/**
 * The job for one chunk: silent chunks are marked and skipped (Whisper invents text on silence); others go to
 * the engine with the previous chunk's last words as context. An engine that cannot run marks the chunk failed
 * with the reason, and the audio stays stored to be transcribed later. Answers the chunk's session once the
 * chunk is done (transcribed, silent or failed for good).
 */
export async function transcribeChunk(
  deps: TranscriptionDeps,
  chunkId: string,
): Promise<{ sessionId: string } | undefined> {
  const found = await findChunkForTranscription(deps.db, chunkId)
  if (!found || found.purgedAt) return undefined
  const { chunk } = found
  const settled = { sessionId: chunk.sessionId }
  if (!chunk.blobKey) {
    await setChunkStatus(deps.db, chunk.id, {
      status: 'failed',
      error: 'the audio is no longer stored',
      errorCode: 'audio_missing',
    })
    return settled
  }
  await setChunkStatus(deps.db, chunk.id, { status: 'transcribing', error: null })
  const pcm = pcmFromWav(await deps.blobs.get(chunk.blobKey))
  if (!detectVoice(pcm).hasSpeech) {
    await setChunkStatus(deps.db, chunk.id, { status: 'silent', text: '' })
    return settled
  }
  const language = found.language as Language
  const previous = await previousChunkText(deps.db, chunk.sessionId, chunk.order)
  try {
    const raw = await deps.engine.transcribe({
      pcm,
      language,
      prompt: promptFor(deps.prompt, language, previous),
    })
    const text = cutLoops(raw)
    // One transaction: a generation that sees the chunk transcribed also sees its text in the transcript.
    await deps.db.transaction(async (tx) => {
      await setChunkStatus(tx, chunk.id, { status: 'transcribed', text })
      await reassemble(tx, chunk.sessionId, found.editedTranscription, text)
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await setChunkStatus(deps.db, chunk.id, {
      status: 'failed',
      error: reason.slice(0, 500),
      errorCode: error instanceof TranscriptionUnavailableError ? 'engine_unavailable' : 'engine_failed',
    })
    deps.log.error({ chunkId: chunk.id, sessionId: chunk.sessionId, reason }, 'chunk transcription failed')
    // Retryable failures go back to the queue's own retries; an unavailable engine waits until it is ready.
    if (error instanceof TranscriptionRetryableError) throw error
  }
  return settled
}

/** One-shot transcription (edit by voice, an uploaded recording): the text, optionally without hesitations. */
export async function transcribeOnce(
  deps: Pick<TranscriptionDeps, 'engine' | 'prompt'>,
  request: { pcm: Float32Array; language: Language; prompt?: string; clean: boolean; model?: string },
) {
  if (!detectVoice(request.pcm).hasSpeech) return ''
  try {
    const raw = await deps.engine.transcribe({
      pcm: request.pcm,
      language: request.language,
      prompt: promptFor(request.prompt ?? deps.prompt, request.language),
      ...(request.model ? { model: request.model } : {}),
    })
    const text = cutLoops(raw)
    return request.clean ? removeFillers(text, request.language) : text
  } catch (error) {
    if (error instanceof TranscriptionUnavailableError) {
      throw new AppError(503, 'unavailable', error.message)
    }
    throw new AppError(
      503,
      'server_overloaded',
      'The transcription service is busy; all the information is saved, try again',
    )
  }
}

/**
 * Chunks stored but not transcribed (the engine was unavailable, or the server stopped first) are queued
 * again; run at start, so configuring an engine and restarting transcribes what waited.
 */
export async function requeuePendingTranscriptions(
  db: Db,
  send: (chunkId: string) => Promise<unknown>,
  /** Chunks whose job is queued or running (here or in another process): queued again, each would run twice. */
  queued: () => Promise<Set<string>>,
) {
  const already = await queued()
  const pending = (await chunksToRetry(db)).filter((chunk) => !already.has(chunk.id))
  for (const chunk of pending) await send(chunk.id)
  return pending.length
}

/**
 * Gets the engine ready at start (its model fetched and loaded, with progress in the log) and checks it again
 * every `intervalMs` while it is not: the moment it becomes ready, the chunks that failed for want of it are
 * queued again, so configuring a model or a service needs no restart.
 */
export function watchEngineReadiness(deps: {
  db: Db
  engine: TranscriptionEngine
  send: (chunkId: string) => Promise<unknown>
  log: TranscriptionDeps['log']
  intervalMs: number
}) {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let wasReady = false
  const check = async () => {
    try {
      const ready = deps.engine.readiness().state === 'ready' || (await deps.engine.status()).available
      if (ready && !wasReady) {
        const waiting = await claimChunksWaitingForEngine(deps.db)
        for (const chunk of waiting) await deps.send(chunk.id)
        if (waiting.length > 0) {
          deps.log.info({ chunks: waiting.length }, 'transcription is ready: audio that waited for it queued')
        }
      }
      wasReady = ready
    } catch (error) {
      // The database may be closing with the server; the next check tries again.
      deps.log.error({ err: error }, 'checking the transcription engine failed')
    }
    if (!stopped) {
      timer = setTimeout(() => void check(), deps.intervalMs)
      timer.unref()
    }
  }
  let started = false
  return {
    start: () => {
      if (started) return
      started = true
      void check()
    },
    stop: () => {
      stopped = true
      clearTimeout(timer)
    },
  }
}
