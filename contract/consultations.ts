import { z } from 'zod'
import { envelope, Id, Language } from './common'
import { INSTRUCTION_REFUSAL_REASONS } from './constants'
import { Finding, LineEvidence, ReviewWarning } from './review'

export const SessionStatus = z.enum(['created', 'recording', 'paused', 'finished', 'deleted'])
export type SessionStatus = z.infer<typeof SessionStatus>
/** Sessions in these states are the user's active one. */
export const ACTIVE_STATUSES = ['created', 'recording', 'paused'] as const satisfies SessionStatus[]
export const SessionMode = z.enum(['consultation', 'dictaphone', 'mobile', 'teleconsultation'])
export type SessionMode = z.infer<typeof SessionMode>
/** Data of a finished session is kept this long unless the user opted in to keep it (spec, section 9). */
export const DEFAULT_RETENTION_HOURS = 1

export const UserInput = z.object({
  processor_input_id: Id,
  /** Given by the browser as 'primary:secondary' keys when an input has a secondary part. */
  secondary_processor_input_id: Id.nullable().optional(),
  value: z.string().max(20_000),
})
export type UserInput = z.infer<typeof UserInput>

export const GeneratedDocumentStatus = z.enum(['pending', 'generating', 'ready', 'failed'])
export type GeneratedDocumentStatus = z.infer<typeof GeneratedDocumentStatus>
/** The main note is named 'main'; a selectable document carries its id as name. */
export const MAIN_DOCUMENT = 'main'

/** A finding as its document carries it: `dismissed` once the clinician put it aside (kept across versions). */
export const DocumentFinding = Finding.extend({ dismissed: z.boolean() })
export type DocumentFinding = z.infer<typeof DocumentFinding>

/** The review check of a document's current version. */
export const DocumentReview = z.object({
  /** The version checked: the document's current one. */
  version: z.number().int(),
  findings: z.array(DocumentFinding),
  /** Every sentence or bullet of the note with its evidence; no evidence marks a line to check. */
  lines: z.array(LineEvidence),
  warnings: z.array(ReviewWarning),
  /** Findings not dismissed. */
  open: z.number().int(),
  /**
   * The text the check read, which transcript evidence offsets point into. Null only in an answer that
   * carries the document inside its session, when it is that session's transcript and notes joined by
   * `reviewSource` (so a session's documents do not each repeat its transcript).
   */
  source: z.string().nullable(),
})
export type DocumentReview = z.infer<typeof DocumentReview>

/** The clinician's confirmation that they reviewed a version: who, when, and the findings at that moment. */
export const DocumentSignoff = z.object({
  version: z.number().int(),
  /** Who signed, by the name they had then (null id once the account is gone). */
  signed_by: z.object({ id: Id.nullable(), name: z.string() }),
  signed_at: z.string(),
  open_findings: z.number().int(),
  dismissed_findings: z.number().int(),
})
export type DocumentSignoff = z.infer<typeof DocumentSignoff>

/**
 * The text a note is written from and checked against: the transcript (edited, else assembled) and the typed
 * notes, each trimmed, joined by a blank line. The server and the browser both read evidence offsets in it.
 */
export const reviewSource = (transcription: string | null, notes: string | null) =>
  [transcription ?? '', notes ?? '']
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n\n')
/** Why the offline engine cannot carry out an instruction (constants.ts says each). */
export const InstructionRefusalReason = z.enum(INSTRUCTION_REFUSAL_REASONS)
export type InstructionRefusalReason = z.infer<typeof InstructionRefusalReason>

/**
 * A note about how the document was written, shown above it: the model's answer lacked the template's
 * headings, so its sections were matched to the template by near-miss headings (`headings_mapped`), or
 * text under no template heading was kept under its own (`headings_kept`). `text` is in the note's language.
 */
export const DocumentNotice = z.object({
  code: z.enum(['headings_mapped', 'headings_kept']),
  text: z.string(),
})
export type DocumentNotice = z.infer<typeof DocumentNotice>

/**
 * How a version was made: written from the transcript, from a typed or spoken instruction, saved from the
 * clinician's markdown, or an earlier version restored.
 */
export const VersionSource = z.enum(['generated', 'instruction', 'voice', 'markdown', 'restored'])
export type VersionSource = z.infer<typeof VersionSource>
/** Anything but a plain generation is the clinician's edit: generating again over it asks first. */
export const isEditedSource = (source: VersionSource | null | undefined) =>
  source !== null && source !== undefined && source !== 'generated'
export const GeneratedDocument = z.object({
  id: Id,
  name: z.string(),
  status: GeneratedDocumentStatus,
  /** The current version's markdown (the previous one while a new version is generating). */
  content: z.string().nullable(),
  /** Number of the current version; 0 before the first one. */
  version: z.number().int(),
  /** Why the last generation failed. */
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The check of the current version; null before the first version, or when the check could not run. */
  review: DocumentReview.nullable(),
  /** The sign-off of the current version; null while it is unsigned (every new version is). */
  signoff: DocumentSignoff.nullable(),
  /** How the current version was written, when the clinician should know (absent or null: nothing to say). */
  notice: DocumentNotice.nullish(),
  /** How the current version was made (absent or null before the first version). */
  source: VersionSource.nullish(),
})
export type GeneratedDocument = z.infer<typeof GeneratedDocument>
export const DocumentVersion = z.object({
  version: z.number().int(),
  content: z.string(),
  source: VersionSource,
  instruction: z.string().nullable(),
  /** The version a restored one copies; null for any other source. */
  restored_from: z.number().int().nullable(),
  created_at: z.string(),
})
export type DocumentVersion = z.infer<typeof DocumentVersion>
export const DocumentVersionsResponse = envelope(z.object({ d_versions: z.array(DocumentVersion) }))
/** The version to restore: one of the document's, by its number. */
/** `version` is written in decimal digits only: `1e0`, `0x1` and ` 1` are not version 1. */
export const VersionParams = z.object({
  id: Id,
  docId: Id,
  version: z
    .string()
    .regex(/^\d{1,7}$/, 'Expected a version number written in digits, like 1, 2, 3')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'Versions are numbered from 1')
        .max(1_000_000, 'No document has that many versions'),
    ),
})
/** Options of a generation request (JSON body, all optional). */
export const GenerateDocumentRequest = z
  .object({ model: z.string().max(100), temperature: z.number().min(0).max(2) })
  .partial()
  .nullish()

export const ConsultationSession = z.object({
  id: Id,
  status: SessionStatus,
  show_transcription: z.boolean(),
  consultation_type_id: Id,
  mobile: z.boolean(),
  force: z.boolean(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** When the session's audio and texts are deleted, unless the user keeps them; null while unfinished. */
  purge_at: z.string().nullable(),
  /**
   * When retention deleted what the clinician did not opt in to keep (null until then). With `deleted` true
   * nothing is left but the consultation's type and dates: history says so.
   */
  purged_at: z.string().nullable(),
  mode: SessionMode,
  /** The language spoken in the consultation: transcription and documents follow it. */
  language: Language,
  /** The clinician's edited transcript, or else the chunks' texts in order as they are transcribed. */
  transcription: z.string().nullable(),
  notes: z.string().nullable(),
  user_inputs: z.array(UserInput),
  generated_documents: z.array(GeneratedDocument),
  deleted: z.boolean(),
  created_at: z.string(),
})
export type ConsultationSession = z.infer<typeof ConsultationSession>

export const SessionIdParams = z.object({ id: Id })
export const CreateSessionRequest = z.object({
  consultation_type_id: Id,
  mobile: z.boolean().default(false),
  /** End the user's unfinished active session first, instead of answering 409. */
  force: z.boolean().default(false),
  mode: SessionMode.optional(),
  /** Defaults to the clinician's language. */
  language: Language.optional(),
})
export const SessionEnvelope = envelope(z.object({ d_consultation_session: ConsultationSession }))
export const SessionListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
})
export const SessionListResponse = envelope(
  z.object({ d_consultation_sessions: z.array(ConsultationSession), total: z.number().int() }),
)
export const UpdateSessionRequest = z
  .object({
    user_inputs: z.array(UserInput).max(200),
    consultation_type_id: Id,
    show_transcription: z.boolean(),
    notes: z.string().max(2_000_000),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update', path: ['body'] })
/** The polled call: the id of the user's active session, or null. */
export const ActiveStatusResponse = envelope(z.object({ id: Id.nullable() }))
export type ActiveStatus = z.infer<typeof ActiveStatusResponse>['data']
export const SessionActionParams = z.object({
  id: Id,
  action: z.enum(['pause', 'resume', 'start']).default('pause'),
})
export const TranscriptionRequest = z.object({ transcription: z.string().max(2_000_000) })
export const RecordingRequest = z.object({
  platform: z.string().max(200),
  mics_info: z.array(z.object({ id: z.string().max(500), label: z.string().max(500) })).max(50),
})

export const EditingTime = z.enum([
  'none',
  'less than 1 min',
  '1 to 5 min',
  '5 to 10 min',
  'more than 10 min',
])
export const FeedbackRequest = z.object({
  doctor_satisfaction: z.number().int().min(0).max(10),
  patient_satisfaction: z.number().int().min(0).max(10),
  notes_quality: z.number().int().min(0).max(10),
  editing_time: EditingTime,
  comment: z.string().max(5000).optional(),
  share_publicly_anonymously: z.boolean(),
})

export const AudioChunkStatus = z.enum(['received', 'transcribing', 'transcribed', 'silent', 'failed'])
/**
 * Why a chunk failed: no engine could run (it is transcribed by itself once one can), the engine failed on
 * this audio (retry), or the audio is no longer stored (nothing to retry).
 */
export const ChunkErrorCode = z.enum(['engine_unavailable', 'engine_failed', 'audio_missing'])
export type ChunkErrorCode = z.infer<typeof ChunkErrorCode>
/** Audio chunks are 16 kHz mono 16-bit PCM WAV, at most a minute each. */
export const AUDIO_FORMAT = { sampleRate: 16_000, channels: 1, bitsPerSample: 16, maxSeconds: 60 } as const
export const MAX_CHUNK_ORDER = 100_000
export const AudioChunk = z.object({
  id: Id,
  order: z.number().int().min(0),
  status: AudioChunkStatus,
  duration_ms: z.number().int(),
  text: z.string().nullable(),
  /** Why transcription failed, when it did (the engine's words, for whoever runs the server). */
  error: z.string().nullable(),
  /** The same reason as a code the app translates; null unless failed. */
  error_code: ChunkErrorCode.nullable(),
})
export type AudioChunk = z.infer<typeof AudioChunk>
/** `order` is written in decimal digits only: `""` is not 0 and `0x10` is not 16. */
export const AudioUploadFields = z.object({
  order: z
    .string()
    .regex(/^\d{1,9}$/, 'Expected a whole number written in digits, like 0, 1, 2')
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_CHUNK_ORDER)),
})
export const AudioParams = z.object({ id: Id, audioId: Id })
export const AudioEnvelope = envelope(z.object({ d_audio: AudioChunk }))
/** Comma-separated chunk ids; without it, every chunk of the session. */
export const AudiosQuery = z.object({ audios_ids: z.string().max(10_000).optional() })
export const AudiosResponse = envelope(z.object({ d_audios: z.array(AudioChunk) }))

export const DocumentParams = z.object({ id: Id, docId: Id })
/** A finding's id (the router refuses a path part over 100 characters, 414). */
export const FindingParams = z.object({ id: Id, docId: Id, findingId: z.string().min(1).max(100) })
/** The version the clinician reviewed: signing answers 409 when it is no longer the current one. */
export const SignOffRequest = z.object({ version: z.number().int().min(1) })
export const DocumentNameParams = z.object({ id: Id, name: z.string().min(1).max(100) })
export const DocumentEnvelope = envelope(z.object({ d_generated_document: GeneratedDocument }))
