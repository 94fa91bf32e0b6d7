import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
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
  values: { status: string; text?: string | null; error?: string | null },
) {
  await db
    .update(audioChunks)
    .set({ ...values, updatedAt: new Date() })
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

/** Chunks waiting for an engine: never transcribed, or failed because none was available. */
export const chunksToRetry = (db: Db) =>
  db
    .select({ id: audioChunks.id })
    .from(audioChunks)
    .innerJoin(consultationSessions, eq(consultationSessions.id, audioChunks.sessionId))
    .where(
      and(
        inArray(audioChunks.status, ['received', 'transcribing', 'failed']),
        isNotNull(audioChunks.blobKey),
        isNull(consultationSessions.purgedAt),
      ),
    )
    .orderBy(audioChunks.createdAt)
