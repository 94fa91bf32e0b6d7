import { and, asc, desc, eq, inArray, lt, max, notExists } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { rowsWhere, rowWhere } from '../../db/rows'
import { assistantMessages, assistantRuns, assistantThreads } from '../../db/schema'
import { retentionChoices, userPreferences } from '../accounts/store'
import { retainedSessionsOf } from '../consultations/store'
import { readyMainNotes } from '../documents/store'

export async function insertThread(db: Db, userId: string, assistantKey: string) {
  const [row] = await db.insert(assistantThreads).values({ userId, assistantKey }).returning()
  return row!
}

/** A thread of this user with this assistant (never another user's). */
export async function findThread(db: Db, userId: string, assistantKey: string, id: string) {
  return rowWhere(db, assistantThreads, { id, userId, assistantKey })
}

/** The run and its thread's owner, for the job. */
export async function findRunWithThread(db: Db, runId: string) {
  const owners = userPreferences(db)
  const [row] = await db
    .select({
      run: assistantRuns,
      thread: assistantThreads,
      language: owners.language,
      preferredModel: owners.preferredModel,
    })
    .from(assistantRuns)
    .innerJoin(assistantThreads, eq(assistantThreads.id, assistantRuns.threadId))
    .innerJoin(owners, eq(owners.id, assistantThreads.userId))
    .where(eq(assistantRuns.id, runId))
  return row
}

export async function findRun(db: Db, threadId: string, runId: string) {
  return rowWhere(db, assistantRuns, { threadId, id: runId })
}

export async function findOpenRun(db: Db, threadId: string) {
  return rowWhere(db, assistantRuns, { threadId }, inArray(assistantRuns.status, ['queued', 'running']))
}

/** The message a completed run wrote. */
export async function findReply(db: Db, runId: string) {
  return rowWhere(db, assistantMessages, { runId, role: 'assistant' })
}

export const listMessages = (db: Db, threadId: string) =>
  rowsWhere(db, assistantMessages, { threadId }, asc(assistantMessages.position))

/** Appends a message at the thread's next position. */
export async function appendMessage(
  db: Db,
  threadId: string,
  message: { role: 'user' | 'assistant'; content: string; runId: string },
) {
  const [last] = await db
    .select({ position: max(assistantMessages.position) })
    .from(assistantMessages)
    .where(eq(assistantMessages.threadId, threadId))
  await db.insert(assistantMessages).values({ threadId, position: (last?.position ?? 0) + 1, ...message })
  await db.update(assistantThreads).set({ updatedAt: new Date() }).where(eq(assistantThreads.id, threadId))
}

/** A queued run; the partial unique index refuses a second open run in the thread. */
export async function insertRun(db: Db, threadId: string, model: string | null) {
  const [row] = await db.insert(assistantRuns).values({ threadId, model }).returning()
  return row!
}

export async function setRunState(
  db: Db,
  id: string,
  values: { status: 'running' | 'completed' | 'failed'; error?: string | null },
) {
  await db
    .update(assistantRuns)
    .set({ ...values, ...(values.status === 'running' ? {} : { finishedAt: new Date() }) })
    .where(eq(assistantRuns.id, id))
}

/**
 * The current main note of the user's consultations still within retention (unfinished, or finished
 * after `since`, and not purged), newest first.
 */
export function recentMainNotes(db: Db, userId: string, since: Date, limit: number) {
  const sessions = retainedSessionsOf(db, userId, since)
  const notes = readyMainNotes(db)
  return db
    .select({
      content: notes.content,
      consultationTypeId: sessions.consultationTypeId,
      startedAt: sessions.startedAt,
      createdAt: sessions.createdAt,
    })
    .from(notes)
    .innerJoin(sessions, eq(sessions.id, notes.sessionId))
    .orderBy(desc(sessions.createdAt), desc(notes.updatedAt))
    .limit(limit)
}

/**
 * Threads idle since before `idleBefore` whose owner does not keep text data, with no answer being written:
 * retention deletes them as it deletes a consultation's texts.
 */
export function threadsDueForPurge(db: Db, idleBefore: Date, limit: number) {
  const owners = retentionChoices(db)
  return db
    .select({ id: assistantThreads.id, userId: assistantThreads.userId })
    .from(assistantThreads)
    .innerJoin(owners, eq(owners.id, assistantThreads.userId))
    .where(
      and(
        lt(assistantThreads.updatedAt, idleBefore),
        eq(owners.saveTextData, false),
        notExists(
          db
            .select({ id: assistantRuns.id })
            .from(assistantRuns)
            .where(
              and(
                eq(assistantRuns.threadId, assistantThreads.id),
                inArray(assistantRuns.status, ['queued', 'running']),
              ),
            ),
        ),
      ),
    )
    .orderBy(assistantThreads.updatedAt)
    .limit(limit)
}

/** Deletes threads with their runs and messages (the foreign keys cascade). */
export async function deleteThreads(db: Db, ids: string[]) {
  if (ids.length > 0) await db.delete(assistantThreads).where(inArray(assistantThreads.id, ids))
}
