import { and, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm'
import type { ChunkErrorCode } from '../../../contract/consultations'
import type { Db } from '../../db/connect'
import { audioChunks, consultationSessions } from '../../db/schema'

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
