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

/** A speech-to-text engine; chosen by TRANSCRIPTION_ENGINE, never by `if` chains in features. */
export interface TranscriptionEngine {
  readonly name: string
  transcribe(request: TranscribeRequest): Promise<string>
  status(): Promise<EngineStatus>
  close(): Promise<void>
}

/**
 * A failure the engine knows will not go away by retrying the same audio (bad key, unknown model,
 * no model file): jobs stop retrying and keep the audio for later.
 */
export class TranscriptionUnavailableError extends Error {}

/** A failure worth retrying (rate limit, server error, timeout). */
export class TranscriptionRetryableError extends Error {}
