import { createHash } from 'node:crypto'
import type { z } from 'zod'
import type { Language } from '../../../contract/common'
import {
  ACTIVE_STATUSES,
  type AudioChunk,
  type ChunkErrorCode,
  type ConsultationSession,
  type CreateSessionRequest,
  type FeedbackRequest,
  type GeneratedDocument,
  type RecordingRequest,
  type SessionMode,
  type SessionStatus,
  type UpdateSessionRequest,
} from '../../../contract/consultations'
import { inputsById } from '../../catalogue/catalogue'
import type { ProcessorInputDef } from '../../catalogue/model'
import type { Config } from '../../config'
import type { Database, Db, UuidQuery } from '../../db/connect'
import type { ChunkRow, NewSession, SessionRow } from '../../db/schema'
import { AppError, badRequest, conflict, notFound } from '../../http/errors'
import { isUuid } from '../../http/ids'
import type { BlobStore } from '../../storage/blobs'
import { getType } from '../catalogue/service'
import { sessionListCache } from './list-cache'
import { sessionStatusCache } from './status-cache'
import * as store from './store'
import { checkWav } from './wav'

/**
 * What consultations asks of the documents feature, given at registration: documents depend on
 * consultations (a session's owner and text), never the other way.
 */
export interface SessionDocuments {
  /** The documents of these sessions, with their reviews, read for all of them at once, by session id. */
  ofSessions(db: Db, sessions: SessionRow[]): Promise<Map<string, GeneratedDocument[]>>
  /** Deletes a session's documents (their versions, dismissals and sign-offs go with them). */
  deleteOf(db: Db, sessionId: string): Promise<void>
}

export interface ConsultationsDeps {
  db: Db
  config: Pick<Config, 'retentionHours'>
  blobs: BlobStore
  log: { info(obj: object, msg: string): void }
  documents: SessionDocuments
  /** Called once for each newly stored chunk: transcription starts at once. */
  onChunkStored?: (chunkId: string) => Promise<void>
}

type UserInputs = z.infer<typeof UpdateSessionRequest>['user_inputs']

const isActive = (status: string) => (ACTIVE_STATUSES as readonly string[]).includes(status)
const chunkFolder = (sessionId: string) => `sessions/${sessionId}`

/** The blob folders of a user's consultations: their audio, removed with the account. */
export async function sessionBlobFoldersOf(db: Db, userId: string) {
  return (await store.sessionIdsWithChunksOf(db, userId)).map(chunkFolder)
}

export function sessionDto(
  row: SessionRow,
  retentionHours: number,
  documents: GeneratedDocument[] = [],
): ConsultationSession {
  const purgeAt =
    row.finishedAt && !row.purgedAt ? new Date(row.finishedAt.getTime() + retentionHours * 3_600_000) : null
  return {
    id: row.id,
    status: row.status as SessionStatus,
    show_transcription: row.showTranscription,
    consultation_type_id: row.consultationTypeId,
    mobile: row.mobile,
    force: row.force,
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    purge_at: purgeAt?.toISOString() ?? null,
    purged_at: row.purgedAt?.toISOString() ?? null,
    mode: row.mode as SessionMode,
    language: row.language as Language,
    transcription: row.transcription ?? row.assembledTranscription,
    notes: row.notes,
    user_inputs: row.userInputs,
    generated_documents: documents,
    deleted: row.deletedAt !== null,
    created_at: row.createdAt.toISOString(),
  }
}

export const chunkDto = (row: ChunkRow): AudioChunk => ({
  id: row.id,
  order: row.order,
  status: row.status as AudioChunk['status'],
  duration_ms: row.durationMs,
  text: row.text,
  error: row.error,
  error_code: row.status === 'failed' ? ((row.errorCode as ChunkErrorCode | null) ?? 'engine_failed') : null,
})

export async function ownSession(db: Db, userId: string, id: string) {
  const row = isUuid(id) ? await store.findSession(db, userId, id) : undefined
  if (!row) throw notFound('Consultation')
  return row
}

/** Postgres' unique violation, however the driver wraps it. */
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown }
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause))
}

export async function createSession(
  deps: ConsultationsDeps,
  user: { id: string; language: string },
  body: z.infer<typeof CreateSessionRequest>,
  language: Language,
) {
  const userId = user.id
  try {
    await getType(deps.db, userId, body.consultation_type_id, language)
  } catch {
    throw badRequest('Unknown consultation type', { consultation_type_id: 'Unknown consultation type' })
  }
  const now = new Date()
  if (body.force) await store.finishActiveSessions(deps.db, userId, now)
  const mode = body.mode ?? (body.mobile ? 'mobile' : 'consultation')
  try {
    const row = await store.insertSession(deps.db, {
      userId,
      consultationTypeId: body.consultation_type_id,
      mobile: body.mobile,
      force: body.force,
      mode,
      showTranscription: mode === 'dictaphone',
      language: body.language ?? user.language,
      status: 'created',
      startedAt: now,
    })
    return sessionDto(row, deps.config.retentionHours)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw conflict('An unfinished consultation exists: finish it, or start with force to end it', {
      force: 'An unfinished consultation exists',
    })
  }
}

/** Sessions with their documents, reading the documents of all of them in one query. */
async function withDocuments(deps: ConsultationsDeps, rows: SessionRow[]) {
  if (rows.length === 0) return []
  const bySession = await deps.documents.ofSessions(deps.db, rows)
  return rows.map((row) => sessionDto(row, deps.config.retentionHours, bySession.get(row.id) ?? []))
}

export async function listSessions(deps: ConsultationsDeps, userId: string, page: number, perPage: number) {
  const { rows, total } = await store.listSessions(deps.db, userId, {
    limit: perPage,
    offset: (page - 1) * perPage,
  })
  return { sessions: await withDocuments(deps, rows), total }
}

export async function getSession(deps: ConsultationsDeps, userId: string, id: string) {
  const [session] = await withDocuments(deps, [await ownSession(deps.db, userId, id)])
  return session!
}

export async function activeSession(deps: ConsultationsDeps, userId: string) {
  const row = await store.findActiveSession(deps.db, userId)
  if (!row) throw notFound('Active consultation')
  const [session] = await withDocuments(deps, [row])
  return session!
}

/** The channel the database's triggers notify with the user id whose session list changed. */
export const SESSION_LIST_CHANNEL = 'session_list'

/**
 * Home's session list, answered from memory while the database's notifications keep that memory current
 * (every write to a session, its documents, their versions, dismissals and sign-offs notifies its owner,
 * from any process or job); otherwise read as before. The answer is kept as the bytes of the JSON the route
 * serialised.
 */
export function cachedSessionList(deps: ConsultationsDeps & { listen: Database['listen'] }) {
  const cache = sessionListCache()
  const listener = deps.listen(SESSION_LIST_CHANNEL, { notify: cache.invalidate, reset: cache.clear })
  return {
    async json(
      userId: string,
      page: number,
      perPage: number,
      serialize: (answer: { sessions: ConsultationSession[]; total: number }) => string,
    ): Promise<Buffer> {
      const current = listener.current()
      if (current === true || (current !== false && (await current))) {
        const hit = cache.get(userId, page, perPage)
        if (hit !== undefined) return hit
      }
      const ticket = cache.ticket(userId)
      const json = Buffer.from(serialize(await listSessions(deps, userId, page, perPage)))
      cache.store(ticket, page, perPage, json)
      return json
    },
    close: () => listener.close(),
  }
}

/** The channel the database's triggers notify with the user id whose status poll answer changed. */
export const SESSION_STATUS_CHANNEL = 'session_status'

/**
 * The status poll (every 5 s from each phone-mode clinician). Answered from memory while the database's
 * notifications keep that memory current (on PostgreSQL, for every server process and every job);
 * otherwise one prepared statement both proves the sign-in session live and reads the active session id.
 * Undefined when the session is not live.
 */
export function activeStatusPoll(deps: { uuidQuery: UuidQuery; listen: Database['listen'] }) {
  const query = store.activeStatusQuery(deps.uuidQuery)
  const cache = sessionStatusCache()
  const listener = deps.listen(SESSION_STATUS_CHANNEL, { notify: cache.invalidate, reset: cache.clear })
  return {
    async status(claims: { sessionId: string; userId: string }) {
      const current = listener.current()
      if (current === true || (current !== false && (await current))) {
        const hit = cache.get(claims)
        if (hit) return hit
      }
      const ticket = cache.ticket(claims.userId)
      const found = await query(claims)
      if (found) cache.store(ticket, claims.sessionId, found)
      return found
    },
    close: () => listener.close(),
  }
}

/** '120', '7,5' (a decimal comma) or '7.5' → a number; anything else → NaN. */
const parseNumber = (value: string) =>
  /^-?\d+([.,]\d+)?$/.test(value.trim()) ? Number(value.trim().replace(',', '.')) : NaN

function checkValue(def: Omit<ProcessorInputDef, 'secondary'>, value: string): string | null {
  // Blank is accepted: many fields do not apply to every consultation.
  if (value.trim() === '') return null
  if (def.type === 'number') {
    const n = parseNumber(value)
    const unit = def.unit ? ` ${def.unit}` : ''
    if (Number.isNaN(n)) return 'Not a number'
    if ((def.min !== undefined && n < def.min) || (def.max !== undefined && n > def.max)) {
      return `Outside the plausible range ${def.min ?? '…'}–${def.max ?? '…'}${unit}`
    }
  }
  if (def.type === 'date' && (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))) {
    return 'Not a date (YYYY-MM-DD)'
  }
  if (def.type === 'select' && !(def.options ?? []).some((o) => o.value === value))
    return 'Not one of the options'
  return null
}

function checkUserInputs(inputs: NonNullable<UserInputs>) {
  const fields: Record<string, string> = {}
  inputs.forEach((input, i) => {
    const def = inputsById.get(input.processor_input_id)
    if (!def) {
      fields[`user_inputs.${i}.processor_input_id`] = 'Unknown input'
      return
    }
    const secondaryId = input.secondary_processor_input_id
    if (secondaryId && def.secondary?.id !== secondaryId) {
      fields[`user_inputs.${i}.secondary_processor_input_id`] = 'Not a part of this input'
      return
    }
    const problem = checkValue(secondaryId && def.secondary ? def.secondary : def, input.value)
    if (problem) fields[`user_inputs.${i}.value`] = problem
  })
  if (Object.keys(fields).length > 0) throw badRequest('Some inputs are not valid', fields)
}

/** Writes `values` to the session and answers it as it now is. */
const written = async (deps: ConsultationsDeps, row: SessionRow, values: Partial<NewSession>) =>
  sessionDto(await store.updateSession(deps.db, row.id, values), deps.config.retentionHours)

export async function updateSession(
  deps: ConsultationsDeps,
  userId: string,
  id: string,
  body: z.infer<typeof UpdateSessionRequest>,
  language: Language,
) {
  const row = await ownSession(deps.db, userId, id)
  if (body.user_inputs) checkUserInputs(body.user_inputs)
  if (body.consultation_type_id) {
    try {
      await getType(deps.db, userId, body.consultation_type_id, language)
    } catch {
      throw badRequest('Unknown consultation type', { consultation_type_id: 'Unknown consultation type' })
    }
  }
  return written(deps, row, {
    ...(body.user_inputs ? { userInputs: body.user_inputs } : {}),
    ...(body.consultation_type_id ? { consultationTypeId: body.consultation_type_id } : {}),
    ...(body.show_transcription !== undefined ? { showTranscription: body.show_transcription } : {}),
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
  })
}

export async function finishSession(deps: ConsultationsDeps, userId: string, id: string) {
  const row = await ownSession(deps.db, userId, id)
  if (!isActive(row.status)) return sessionDto(row, deps.config.retentionHours)
  return written(deps, row, { status: 'finished', finishedAt: new Date() })
}

export async function changeRecording(
  deps: ConsultationsDeps,
  userId: string,
  id: string,
  action: 'pause' | 'resume' | 'start',
) {
  const row = await ownSession(deps.db, userId, id)
  if (!isActive(row.status)) throw conflict('The consultation has ended')
  return written(deps, row, { status: action === 'pause' ? 'paused' : 'recording' })
}

export async function saveTranscription(
  deps: ConsultationsDeps,
  userId: string,
  id: string,
  transcription: string,
) {
  return written(deps, await ownSession(deps.db, userId, id), { transcription })
}

export async function saveRecordingInfo(
  deps: ConsultationsDeps,
  userId: string,
  id: string,
  info: z.infer<typeof RecordingRequest>,
) {
  return written(deps, await ownSession(deps.db, userId, id), { recordingInfo: info })
}

export async function giveFeedback(
  deps: ConsultationsDeps,
  userId: string,
  id: string,
  feedback: z.infer<typeof FeedbackRequest>,
) {
  const row = await ownSession(deps.db, userId, id)
  await store.insertFeedback(deps.db, {
    sessionId: row.id,
    userId,
    doctorSatisfaction: feedback.doctor_satisfaction,
    patientSatisfaction: feedback.patient_satisfaction,
    notesQuality: feedback.notes_quality,
    editingTime: feedback.editing_time,
    comment: feedback.comment ?? null,
    sharePubliclyAnonymously: feedback.share_publicly_anonymously,
  })
}

export async function deleteSession(deps: ConsultationsDeps, userId: string, id: string) {
  const row = await ownSession(deps.db, userId, id)
  await deps.blobs.deletePrefix(chunkFolder(row.id))
  await deps.documents.deleteOf(deps.db, row.id)
  await store.deleteSessionContent(deps.db, row.id, new Date())
  deps.log.info({ sessionId: row.id }, 'consultation deleted by its clinician')
}

/**
 * Stores one chunk. A retry of the same chunk (same order, same bytes) answers the stored one, so uploads can
 * be repeated safely; a different chunk under a used order is a conflict.
 */
export async function uploadChunk(
  deps: ConsultationsDeps,
  userId: string,
  id: string,
  order: number,
  audio: Buffer,
) {
  const row = await ownSession(deps.db, userId, id)
  if (row.purgedAt) throw new AppError(410, 'conflict', 'This consultation has been purged', { id: 'Purged' })
  const wav = checkWav(audio)
  if (!wav.ok && wav.tooLong) {
    throw new AppError(413, 'payload_too_large', `The audio chunk is too long: ${wav.reason}`, {
      audio_file: wav.reason,
    })
  }
  if (!wav.ok) {
    throw new AppError(
      415,
      'unsupported_media_type',
      `The audio chunk is not 16 kHz mono 16-bit PCM WAV: ${wav.reason}`,
      {
        audio_file: wav.reason,
      },
    )
  }
  const sha256 = createHash('sha256').update(audio).digest('hex')
  const same = (chunk: ChunkRow) => {
    if (chunk.sha256 !== sha256) {
      throw conflict(`Another chunk was already uploaded as number ${order}`, {
        order: 'Already used by another chunk',
      })
    }
    return { chunk: chunkDto(chunk), created: false }
  }
  const existing = await store.findChunkByOrder(deps.db, row.id, order)
  if (existing) return same(existing)
  const blobKey = `${chunkFolder(row.id)}/${String(order).padStart(6, '0')}.wav`
  await deps.blobs.put(blobKey, audio)
  const inserted = await store.insertChunk(deps.db, {
    sessionId: row.id,
    order,
    blobKey,
    sha256,
    durationMs: wav.durationMs,
    bytes: audio.length,
  })
  if (inserted) {
    await deps.onChunkStored?.(inserted.id)
    return { chunk: chunkDto(inserted), created: true }
  }
  const raced = await store.findChunkByOrder(deps.db, row.id, order)
  return same(raced!)
}

export async function getChunk(deps: ConsultationsDeps, userId: string, id: string, audioId: string) {
  const row = await ownSession(deps.db, userId, id)
  const chunk = isUuid(audioId) ? await store.findChunk(deps.db, row.id, audioId) : undefined
  if (!chunk) throw notFound('Audio chunk')
  return chunkDto(chunk)
}

/**
 * Transcribes a failed chunk again, at the clinician's request: 409 when it has not failed, or when its audio
 * is no longer stored.
 */
export async function retryChunk(deps: ConsultationsDeps, userId: string, id: string, audioId: string) {
  const row = await ownSession(deps.db, userId, id)
  const chunk = isUuid(audioId) ? await store.findChunk(deps.db, row.id, audioId) : undefined
  if (!chunk) throw notFound('Audio chunk')
  if (chunk.status !== 'failed') {
    throw conflict(`Only a failed chunk is transcribed again; this one is ${chunk.status}`, {
      audioId: `Not failed (${chunk.status})`,
    })
  }
  if (!chunk.blobKey) {
    throw conflict('The audio of this chunk is no longer stored: type what was said instead', {
      audioId: 'Audio no longer stored',
    })
  }
  const queued = await store.requeueFailedChunk(deps.db, chunk.id)
  // Another request (or the readiness watcher) queued it first: answer its state, queue nothing twice.
  if (queued) await deps.onChunkStored?.(chunk.id)
  return chunkDto(queued ?? (await store.findChunk(deps.db, row.id, chunk.id))!)
}

export async function listChunks(
  deps: ConsultationsDeps,
  userId: string,
  id: string,
  audiosIds: string | undefined,
) {
  const row = await ownSession(deps.db, userId, id)
  const ids = audiosIds
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (ids?.some((i) => !isUuid(i)))
    throw badRequest('audios_ids lists chunk ids', { audios_ids: 'Not chunk ids' })
  return (await store.listChunks(deps.db, row.id, ids)).map(chunkDto)
}

/**
 * Retention: a finished session's audio and texts are deleted `retentionHours` after it ended, unless the
 * clinician opted in to keep them. The log names sessions only, never their content.
 */
export async function purgeFinishedSessions(deps: ConsultationsDeps, now = new Date()) {
  const before = new Date(now.getTime() - deps.config.retentionHours * 3_600_000)
  let purged = 0
  for (;;) {
    const due = await store.sessionsDueForPurge(deps.db, before, 100)
    for (const session of due) {
      const keep = { audio: session.saveAudios, text: session.saveTextData }
      if (!keep.audio) await deps.blobs.deletePrefix(chunkFolder(session.id))
      if (!keep.text) await deps.documents.deleteOf(deps.db, session.id)
      await store.purgeSessionContent(deps.db, session.id, keep, now)
      deps.log.info(
        { sessionId: session.id, keptAudio: keep.audio, keptText: keep.text },
        'consultation purged after retention',
      )
    }
    purged += due.length
    if (due.length < 100) return purged
  }
}
