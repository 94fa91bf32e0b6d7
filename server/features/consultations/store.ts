import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm'
import { ACTIVE_STATUSES, type ChunkErrorCode } from '../../../contract/consultations'
import type { Db, UuidQuery } from '../../db/connect'
import { rowWhere, updateRowWhere } from '../../db/rows'
import { audioChunks, consultationSessions, type NewSession, sessionFeedback } from '../../db/schema'
import { liveSignInSql, retentionChoices } from '../accounts/store'
import type { LiveStatus } from './status-cache'

const isActive = inArray(consultationSessions.status, [...ACTIVE_STATUSES])
const notDeleted = isNull(consultationSessions.deletedAt)

export async function insertSession(db: Db, values: NewSession) {
  const [row] = await db.insert(consultationSessions).values(values).returning()
  return row!
}

/** A session of this user (never another user's), unless deleted. */
export async function findSession(db: Db, userId: string, id: string) {
  return rowWhere(db, consultationSessions, { id, userId }, notDeleted)
}

/** A session by id, whoever owns it: for jobs, which act for the owner already checked at the request. */
export async function findSessionById(db: Db, id: string) {
  return rowWhere(db, consultationSessions, { id }, notDeleted)
}

export async function findActiveSession(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(consultationSessions)
    .where(and(eq(consultationSessions.userId, userId), isActive))
    .orderBy(desc(consultationSessions.createdAt))
    .limit(1)
  return row
}

/**
 * The polled call in one prepared statement: a row only while the sign-in session is live (not revoked,
 * not expired by the database's clock, which every server process shares), holding the user's active
 * session id (from the partial unique index of active sessions) or null, and how long the sign-in session
 * stays live (by the same clock, so a cached answer ends with it), as accounts selects the sign-in session.
 * No user row is read.
 */
export function activeStatusQuery(uuidQuery: UuidQuery) {
  const statuses = ACTIVE_STATUSES.map((status) => `'${status}'`).join(', ')
  const run = uuidQuery<{ active_id: string | null; remaining_ms: number }>(
    'active_session_status',
    `select (select c.id from consultation_sessions c
               where c.user_id = s.user_id and c.status in (${statuses}) limit 1) as active_id,
            s.remaining_ms
       from (${liveSignInSql('$1', '$2')}) s`,
  )
  return async (claims: { sessionId: string; userId: string }): Promise<LiveStatus | undefined> => {
    const [row] = await run([claims.sessionId, claims.userId])
    return row ? { activeId: row.active_id, remainingMs: Number(row.remaining_ms) } : undefined
  }
}

/**
 * The user's history: every session but those the clinician deleted. Those retention deleted stay listed
 * (type and dates only), so history can say what happened to them.
 */
export async function listSessions(db: Db, userId: string, page: { limit: number; offset: number }) {
  const where = and(
    eq(consultationSessions.userId, userId),
    or(notDeleted, isNotNull(consultationSessions.purgedAt)),
  )
  // The total comes with the page (a window count), so a page costs one query, not two.
  const found = await db
    .select({ row: consultationSessions, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(consultationSessions)
    .where(where)
    .orderBy(desc(consultationSessions.createdAt), desc(consultationSessions.id))
    .limit(page.limit)
    .offset(page.offset)
  if (found.length > 0 || page.offset === 0) {
    return { rows: found.map((f) => f.row), total: found[0]?.total ?? 0 }
  }
  // Past the last page the window has no row to carry the total.
  const [total] = await db.select({ n: count() }).from(consultationSessions).where(where)
  return { rows: [], total: total?.n ?? 0 }
}

export async function updateSession(db: Db, id: string, values: Partial<NewSession>) {
  return (await updateRowWhere(db, consultationSessions, { id }, values))!
}

/** Ends every unfinished session of the user (a forced start). */
export async function finishActiveSessions(db: Db, userId: string, at: Date) {
  await db
    .update(consultationSessions)
    .set({ status: 'finished', finishedAt: at, updatedAt: at })
    .where(and(eq(consultationSessions.userId, userId), isActive))
}

export async function listChunks(db: Db, sessionId: string, ids?: string[]) {
  return db
    .select()
    .from(audioChunks)
    .where(and(eq(audioChunks.sessionId, sessionId), ids ? inArray(audioChunks.id, ids) : undefined))
    .orderBy(audioChunks.order)
}

export async function findChunk(db: Db, sessionId: string, id: string) {
  return rowWhere(db, audioChunks, { sessionId, id })
}

/** A failed chunk back to `received`, unless something else already took it; the row, or undefined. */
export async function requeueFailedChunk(db: Db, id: string) {
  const [row] = await db
    .update(audioChunks)
    .set({ status: 'received', error: null, errorCode: null, updatedAt: new Date() })
    .where(and(eq(audioChunks.id, id), eq(audioChunks.status, 'failed')))
    .returning()
  return row
}

export async function findChunkByOrder(db: Db, sessionId: string, order: number) {
  return rowWhere(db, audioChunks, { sessionId, order })
}

/** Inserts a chunk; undefined when one with this order exists (a concurrent retry won the race). */
export async function insertChunk(
  db: Db,
  values: {
    sessionId: string
    order: number
    blobKey: string
    sha256: string
    durationMs: number
    bytes: number
  },
) {
  const [row] = await db
    .insert(audioChunks)
    .values(values)
    .onConflictDoNothing({ target: [audioChunks.sessionId, audioChunks.order] })
    .returning()
  return row
}

export async function insertFeedback(db: Db, values: typeof sessionFeedback.$inferInsert) {
  await db.insert(sessionFeedback).values(values)
}

/** Finished sessions past retention whose content is still stored, with their owner's opt-ins. */
export async function sessionsDueForPurge(db: Db, finishedBefore: Date, limit: number) {
  const owners = retentionChoices(db)
  return db
    .select({
      id: consultationSessions.id,
      userId: consultationSessions.userId,
      saveAudios: owners.saveAudios,
      saveTextData: owners.saveTextData,
    })
    .from(consultationSessions)
    .innerJoin(owners, eq(owners.id, consultationSessions.userId))
    .where(
      and(
        lt(consultationSessions.finishedAt, finishedBefore),
        isNull(consultationSessions.purgedAt),
        notDeleted,
      ),
    )
    .orderBy(consultationSessions.finishedAt)
    .limit(limit)
}

/** Removes what retention does not keep: audio (chunks' files and texts) and/or the session's texts. */
export async function purgeSessionContent(
  db: Db,
  id: string,
  keep: { audio: boolean; text: boolean },
  at: Date,
) {
  if (!keep.audio) await db.update(audioChunks).set({ blobKey: null }).where(eq(audioChunks.sessionId, id))
  if (!keep.text) await db.update(audioChunks).set({ text: null }).where(eq(audioChunks.sessionId, id))
  await db
    .update(consultationSessions)
    .set({
      purgedAt: at,
      updatedAt: at,
      ...(keep.text
        ? {}
        : {
            transcription: null,
            assembledTranscription: null,
            notes: null,
            userInputs: [],
            recordingInfo: null,
          }),
      ...(keep.audio || keep.text ? {} : { status: 'deleted', deletedAt: at }),
    })
    .where(eq(consultationSessions.id, id))
}

/** The clinician's own deletion: purgedAt is left null, which keeps it out of history (retention sets it). */
export async function deleteSessionContent(db: Db, id: string, at: Date) {
  await db.delete(audioChunks).where(eq(audioChunks.sessionId, id))
  await db
    .update(consultationSessions)
    .set({
      status: 'deleted',
      deletedAt: at,
      purgedAt: null,
      updatedAt: at,
      transcription: null,
      assembledTranscription: null,
      notes: null,
      userInputs: [],
      recordingInfo: null,
    })
    .where(eq(consultationSessions.id, id))
}

/** The user's sessions that still have audio chunks (whose files the blob store holds). */
export async function sessionIdsWithChunksOf(db: Db, userId: string) {
  const rows = await db
    .selectDistinct({ id: audioChunks.sessionId })
    .from(audioChunks)
    .innerJoin(consultationSessions, eq(consultationSessions.id, audioChunks.sessionId))
    .where(eq(consultationSessions.userId, userId))
  return rows.map((row) => row.id)
}

// Sessions as a subquery another feature's query joins (with the documents, which are not this store's).

/**
 * The user's sessions still within retention: unfinished, or finished after `since`, and neither deleted nor
 * purged (what the assistant may read of).
 */
export const retainedSessionsOf = (db: Db, userId: string, since: Date) =>
  db
    .select({
      id: consultationSessions.id,
      consultationTypeId: consultationSessions.consultationTypeId,
      startedAt: consultationSessions.startedAt,
      createdAt: consultationSessions.createdAt,
    })
    .from(consultationSessions)
    .where(
      and(
        eq(consultationSessions.userId, userId),
        notDeleted,
        isNull(consultationSessions.purgedAt),
        or(isNull(consultationSessions.finishedAt), gte(consultationSessions.finishedAt, since)),
      ),
    )
    .as('retained_sessions')

/** Every session of the user, deleted ones too, without clinical content (an organisation's member history). */
export const sessionSummariesOf = (db: Db, userId: string) =>
  db
    .select({
      id: consultationSessions.id,
      consultationTypeId: consultationSessions.consultationTypeId,
      status: consultationSessions.status,
      startedAt: consultationSessions.startedAt,
      finishedAt: consultationSessions.finishedAt,
      createdAt: consultationSessions.createdAt,
    })
    .from(consultationSessions)
    .where(eq(consultationSessions.userId, userId))
    .as('session_summaries')

// What transcription reads and writes of a chunk and its session (the chunk's job, the readiness watcher).

/** A chunk with what its transcription needs from its session. */
export async function findChunkForTranscription(db: Db, chunkId: string) {
  const [row] = await db
    .select({
      chunk: audioChunks,
      language: consultationSessions.language,
      editedTranscription: consultationSessions.transcription,
      purgedAt: consultationSessions.purgedAt,
    })
    .from(audioChunks)
    .innerJoin(consultationSessions, eq(consultationSessions.id, audioChunks.sessionId))
    .where(eq(audioChunks.id, chunkId))
  return row
}

export async function setChunkStatus(
  db: Db,
  chunkId: string,
  values: {
    status: string
    text?: string | null
    error?: string | null
    /** A ChunkErrorCode when failed; cleared otherwise. */
    errorCode?: ChunkErrorCode | null
  },
) {
  await db
    .update(audioChunks)
    .set({ errorCode: null, ...values, updatedAt: new Date() })
    .where(eq(audioChunks.id, chunkId))
}

export async function previousChunkText(db: Db, sessionId: string, order: number) {
  const [row] = await db
    .select({ text: audioChunks.text })
    .from(audioChunks)
    .where(and(eq(audioChunks.sessionId, sessionId), eq(audioChunks.order, order - 1)))
  return row?.text ?? ''
}

export const transcribedTexts = (db: Db, sessionId: string) =>
  db
    .select({ order: audioChunks.order, text: audioChunks.text })
    .from(audioChunks)
    .where(and(eq(audioChunks.sessionId, sessionId), eq(audioChunks.status, 'transcribed')))
    .orderBy(audioChunks.order)

export async function saveAssembled(db: Db, sessionId: string, assembled: string, edited: string | null) {
  await db
    .update(consultationSessions)
    .set({
      assembledTranscription: assembled,
      ...(edited !== null ? { transcription: edited } : {}),
      updatedAt: new Date(),
    })
    .where(eq(consultationSessions.id, sessionId))
}

/**
 * Chunks to queue again at start: never transcribed, or failed on the engine; those that failed because no
 * engine could run wait for the readiness watcher (`claimChunksWaitingForEngine`).
 */
export const chunksToRetry = (db: Db) =>
  db
    .select({ id: audioChunks.id })
    .from(audioChunks)
    .innerJoin(consultationSessions, eq(consultationSessions.id, audioChunks.sessionId))
    .where(
      and(
        or(
          inArray(audioChunks.status, ['received', 'transcribing']),
          and(
            eq(audioChunks.status, 'failed'),
            or(isNull(audioChunks.errorCode), ne(audioChunks.errorCode, 'engine_unavailable')),
          ),
        ),
        isNotNull(audioChunks.blobKey),
        isNull(consultationSessions.purgedAt),
      ),
    )
    .orderBy(audioChunks.createdAt)

/**
 * Chunks that failed because no engine could run, back to `received`: claimed in one statement, so when
 * several processes see the engine become ready each chunk is queued once.
 */
export const claimChunksWaitingForEngine = (db: Db) =>
  db
    .update(audioChunks)
    .set({ status: 'received', error: null, errorCode: null, updatedAt: new Date() })
    .where(
      and(
        eq(audioChunks.status, 'failed'),
        eq(audioChunks.errorCode, 'engine_unavailable'),
        isNotNull(audioChunks.blobKey),
      ),
    )
    .returning({ id: audioChunks.id })

// What generation asks of a session's chunks.

/** Chunks still on their way to text: generation waits for them. */
export async function countUntranscribedChunks(db: Db, sessionId: string) {
  const rows = await db
    .select({ id: audioChunks.id })
    .from(audioChunks)
    .where(
      and(eq(audioChunks.sessionId, sessionId), inArray(audioChunks.status, ['received', 'transcribing'])),
    )
  return rows.length
}

export async function countChunks(db: Db, sessionId: string) {
  const rows = await db
    .select({ id: audioChunks.id })
    .from(audioChunks)
    .where(eq(audioChunks.sessionId, sessionId))
  return rows.length
}
