import type { Language } from '../../../contract/common'

/** 16 kHz mono samples in [-1, 1]. */
export type Pcm = Float32Array

export interface TranscribeRequest {
  pcm: Pcm
  language: Language
  /** Vocabulary and context for the engine: the preset's words and the previous chunk's last words. */
  prompt: string
  /** The model asked for (OpenAI-compatible engines); the embedded engine uses its own file. */
  model?: string
}

export type EngineStatus = { available: true } | { available: false; reason: string }

/**
 * What an engine can do now, without starting anything: `starting` while its model loads or downloads,
 * `unavailable` with what to configure. Read by GET /health and by the readiness watcher.
 */
export interface EngineReadiness {
  state: 'ready' | 'starting' | 'unavailable'
  /** Why it is not ready, naming the setting to change; null when ready. */
  reason: string | null
}

/** A speech-to-text engine; chosen by TRANSCRIPTION_ENGINE, never by `if` chains in features. */
export interface TranscriptionEngine {
  readonly name: string
  transcribe(request: TranscribeRequest): Promise<string>
  /** Gets the engine ready (loads or fetches its model; tries again after a failure) and answers how it went. */
  status(): Promise<EngineStatus>
  /** The state now, without starting anything. */
  readiness(): EngineReadiness
  close(): Promise<void>
}

/**
 * A failure the engine knows will not go away by retrying the same audio (bad key, unknown model,
 * no model file): jobs stop retrying and keep the audio for later.
 */
export class TranscriptionUnavailableError extends Error {}

/** A failure worth retrying (rate limit, server error, timeout). */
export class TranscriptionRetryableError extends Error {}
