import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { audioChunks, documentVersions, generatedDocuments } from '../../db/schema'

export type DocumentRow = typeof generatedDocuments.$inferSelect

export const listDocuments = (db: Db, sessionIds: string[]) =>
  sessionIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(generatedDocuments)
        .where(inArray(generatedDocuments.sessionId, sessionIds))
        .orderBy(generatedDocuments.createdAt)

export async function findDocument(db: Db, sessionId: string, id: string) {
  const [row] = await db
    .select()
    .from(generatedDocuments)
    .where(and(eq(generatedDocuments.sessionId, sessionId), eq(generatedDocuments.id, id)))
  return row
}

export async function findDocumentById(db: Db, id: string) {
  const [row] = await db.select().from(generatedDocuments).where(eq(generatedDocuments.id, id))
  return row
}

/** The session's document of this name, created pending if new, set pending again if it exists. */
export async function upsertPendingDocument(db: Db, sessionId: string, name: string) {
  const [row] = await db
    .insert(generatedDocuments)
    .values({ sessionId, name, status: 'pending' })
    .onConflictDoUpdate({
      target: [generatedDocuments.sessionId, generatedDocuments.name],
      set: { status: 'pending', error: null, updatedAt: new Date() },
    })
    .returning()
  return row!
}

export async function setDocumentState(
  db: Db,
  id: string,
  values: { status: string; error?: string | null },
) {
  await db
    .update(generatedDocuments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(generatedDocuments.id, id))
}

/** Adds a version and makes it the current one, in one statement each, version numbers never reused. */
export async function addVersion(
  db: Db,
  documentId: string,
  version: {
    content: string
    source: string
    instruction?: string | null
    engine?: string
    model?: string | null
  },
) {
  const [doc] = await db
    .update(generatedDocuments)
    .set({
      version: sql`${generatedDocuments.version} + 1`,
      content: version.content,
      status: 'ready',
      error: null,
      updatedAt: new Date(),
    })
    .where(eq(generatedDocuments.id, documentId))
    .returning()
  await db.insert(documentVersions).values({
    documentId,
    version: doc!.version,
    content: version.content,
    source: version.source,
    instruction: version.instruction ?? null,
    engine: version.engine ?? null,
    model: version.model ?? null,
  })
  return doc!
}

/**
 * A new version only while the document is still at `fromVersion` (one transaction): a generation job that
 * runs twice writes once. Answers whether it wrote.
 */
export async function addVersionIfCurrent(
  db: Db,
  documentId: string,
  fromVersion: number,
  version: Parameters<typeof addVersion>[2],
) {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .update(generatedDocuments)
      .set({
        version: sql`${generatedDocuments.version} + 1`,
        content: version.content,
        status: 'ready',
        error: null,
        updatedAt: new Date(),
      })
      .where(and(eq(generatedDocuments.id, documentId), eq(generatedDocuments.version, fromVersion)))
      .returning()
    if (!doc) return false
    await tx.insert(documentVersions).values({
      documentId,
      version: doc.version,
      content: version.content,
      source: version.source,
      instruction: version.instruction ?? null,
      engine: version.engine ?? null,
      model: version.model ?? null,
    })
    return true
  })
}

export const listVersions = (db: Db, documentId: string) =>
  db
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.version))

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

export async function deleteDocumentsOf(db: Db, sessionId: string) {
  await db.delete(generatedDocuments).where(eq(generatedDocuments.sessionId, sessionId))
}
