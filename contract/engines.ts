import { z } from 'zod'
import { envelope, Id } from './common'

/** Transcription defaults (spec, section 9). */
export const DEFAULT_TRANSCRIPTION_MODEL = 'whisper-1'
export const DEFAULT_TRANSCRIPTION_PROMPT = 'standard'

/** Multipart fields of POST /audio-to-text and /audio-to-text-upload; the file part is `audio` or `file`. */
export const AudioToTextFields = z.object({
  prompt: z.string().max(200).default(DEFAULT_TRANSCRIPTION_PROMPT),
  /** Remove hesitations (um, hum, äh) from the text. */
  clean: z.stringbool().default(false),
  model: z.string().max(100).default(DEFAULT_TRANSCRIPTION_MODEL),
  /** The language spoken; the request's accept-language by default. */
  language: z.enum(['pt', 'en', 'de', 'es']).optional(),
})
export const AudioToTextResponse = envelope(z.object({ text: z.string() }))

/** The notes generation payload (spec, section 3). */
export const NotesData = z.object({
  text: z.string().max(2_000_000),
  previous_consultation: z.string().max(100_000).optional(),
  exams_data: z.string().max(100_000).optional(),
  physical_exam: z.string().max(100_000).optional(),
  extra_text: z.string().max(100_000).optional(),
  bloodpressure: z.string().max(50).optional(),
  hemoglobinac: z.string().max(50).optional(),
  colesterol: z.string().max(50).optional(),
  weightmassindex: z.string().max(50).optional(),
  next_consultation_date: z.string().max(50).optional(),
  medication: z.string().max(100_000).optional(),
})
export const GenerateRequest = z.object({
  data: NotesData,
  template: z.string().min(1).max(200),
  model: z.string().max(100).optional(),
  temperature: z.number().min(0).max(2).optional(),
})
export const GenerateResponse = envelope(z.object({ text: z.string() }))

export const AssistantRequest = z.object({
  message: z.string().min(1).max(20_000),
  assistant_key: z.string().min(1).max(100),
  /** The conversation to continue; left out, a new one starts. */
  thread_key: z.string().max(100).optional(),
})
export type AssistantRequest = z.infer<typeof AssistantRequest>
export const AssistantRunStarted = envelope(z.object({ thread_key: z.string(), run_key: z.string() }))
export const AssistantRunQuery = z.object({
  assistant_key: z.string().min(1).max(100),
  thread_key: z.string().min(1).max(100),
  run_key: z.string().min(1).max(100),
})
export const AssistantRunState = z.enum(['queued', 'running', 'completed', 'failed'])
export type AssistantRunState = z.infer<typeof AssistantRunState>
export const AssistantRunStatus = envelope(
  z.object({
    status: AssistantRunState,
    reply: z.string().nullable(),
    /** Why a failed run has no reply. */
    error: z.string().nullable(),
  }),
)
export type AssistantRunStatus = z.infer<typeof AssistantRunStatus>['data']
export const Assistant = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** False while the server has no language model configured: the assistant cannot answer. */
  available: z.boolean(),
})
export type Assistant = z.infer<typeof Assistant>
export const AssistantsResponse = envelope(z.object({ assistants: z.array(Assistant) }))

/** A conversation kept on the server: its messages in order, and the run still writing an answer. */
export const AssistantThreadQuery = z.object({
  assistant_key: z.string().min(1).max(100),
  thread_key: z.string().min(1).max(100),
})
export const AssistantMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  created_at: z.string(),
})
export type AssistantMessage = z.infer<typeof AssistantMessage>
export const AssistantThreadResponse = envelope(
  z.object({
    thread_key: z.string(),
    messages: z.array(AssistantMessage),
    /** The run still writing an answer to the last message, if any. */
    open_run_key: z.string().nullable(),
  }),
)

/** GET /start: what the home screen needs at once. */
export const StartResponse = envelope(
  z.object({
    active_session_id: Id.nullable(),
    recent_session_ids: z.array(Id),
    announcements: z.array(z.unknown()),
  }),
)

export const RegenerateFields = z.object({
  'requested_changes[text]': z.string().max(20_000).optional(),
  'requested_changes[markdown]': z.string().max(2_000_000).optional(),
})

/** A generation model the server is configured with. */
export const GenerationModel = z.object({
  id: z.string(),
  /** Runs on infrastructure the clinic controls (no data leaves it). */
  private: z.boolean(),
  experimental: z.boolean(),
  default: z.boolean(),
})
export const ModelsResponse = envelope(z.object({ engine: z.string(), models: z.array(GenerationModel) }))
