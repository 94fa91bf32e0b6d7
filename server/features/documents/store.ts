import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { ReviewResult } from '../../../contract/review'
import type { Db } from '../../db/connect'
import {
  audioChunks,
  documentDismissals,
  documentSignoffs,
  documentVersions,
  generatedDocuments,
} from '../../db/schema'

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
export async function upsertPendingDocument(db: Db, sessionId: string, name: string, ticket: string) {
  const [row] = await db
    .insert(generatedDocuments)
    .values({ sessionId, name, status: 'pending', ticket })
    .onConflictDoUpdate({
      target: [generatedDocuments.sessionId, generatedDocuments.name],
      set: {
        status: 'pending',
        error: null,
        ticket,
        waitingJob: null,
        claimedBy: null,
        updatedAt: new Date(),
      },
    })
    .returning()
  return row!
}

/** A new paid request for an existing document: pending again, under its own ticket. */
export async function setPendingTicket(db: Db, id: string, ticket: string) {
  await db
    .update(generatedDocuments)
    .set({ status: 'pending', error: null, ticket, waitingJob: null, claimedBy: null, updatedAt: new Date() })
    .where(eq(generatedDocuments.id, id))
}

/** The job's ticket as stored: null for jobs queued before tickets existed. */
const ticketIs = (ticket: string | undefined) =>
  ticket ? eq(generatedDocuments.ticket, ticket) : isNull(generatedDocuments.ticket)

/**
 * Takes the document for one generation, in one UPDATE … WHERE: only while this ticket is still owed and
 * nobody generates it, or when the same queue job (a retry after a crash) took it before. Whoever gets the
 * row generates; every other job (the fallback re-check, a duplicate) gets nothing and stops.
 */
export async function claimForGeneration(db: Db, id: string, ticket: string | undefined, jobId: string) {
  const [row] = await db
    .update(generatedDocuments)
    .set({ status: 'generating', waitingJob: null, claimedBy: jobId, updatedAt: new Date() })
    .where(
      and(
        eq(generatedDocuments.id, id),
        ticketIs(ticket),
        or(
          eq(generatedDocuments.status, 'pending'),
          and(eq(generatedDocuments.status, 'generating'), eq(generatedDocuments.claimedBy, jobId)),
        ),
      ),
    )
    .returning()
  return row
}

/** Leaves the job on a pending document for the transcription job to start; false when no longer owed. */
export async function parkWaitingJob(db: Db, id: string, ticket: string | undefined, job: object) {
  const rows = await db
    .update(generatedDocuments)
    .set({ waitingJob: job as Record<string, unknown> })
    .where(and(eq(generatedDocuments.id, id), ticketIs(ticket), eq(generatedDocuments.status, 'pending')))
    .returning({ id: generatedDocuments.id })
  return rows.length === 1
}

/** Takes the session's parked generation jobs, each by one caller only (row locks), to start them now. */
export async function takeWaitingJobs(db: Db, sessionId: string) {
  // RETURNING shows the row after the update, so the parked job is read from the locked row before it.
  const result = (await db.execute(sql`
    update ${generatedDocuments} set waiting_job = null
      from (select id, waiting_job from ${generatedDocuments}
             where session_id = ${sessionId} and status = 'pending' and waiting_job is not null
             for update) as parked
     where ${generatedDocuments.id} = parked.id
    returning parked.waiting_job as job`)) as unknown as { rows: { job: Record<string, unknown> }[] }
  return result.rows.map((row) => row.job)
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
    /** The version's review check, and the text it read; null when the check could not run. */
    review?: ReviewResult | null
    reviewSource?: string | null
    /** How the version was written, when the clinician should know; none for the clinician's own markdown. */
    notice?: { code: string; text: string } | null
  },
) {
  const doc = await writeVersion(db, documentId, eq(generatedDocuments.id, documentId), version)
  return doc!
}

/** Raises the document's version where `where` holds and records that version; no row when it did not hold. */
async function writeVersion(
  db: Db,
  documentId: string,
  where: SQL | undefined,
  version: Parameters<typeof addVersion>[2],
) {
  const [doc] = await db
    .update(generatedDocuments)
    .set({
      version: sql`${generatedDocuments.version} + 1`,
      content: version.content,
      status: 'ready',
      error: null,
      notice: version.notice ?? null,
      updatedAt: new Date(),
    })
    .where(where)
    .returning()
  if (!doc) return undefined
  await db.insert(documentVersions).values({
    documentId,
    version: doc.version,
    content: version.content,
    source: version.source,
    instruction: version.instruction ?? null,
    engine: version.engine ?? null,
    model: version.model ?? null,
    review: version.review ?? null,
    reviewSource: version.reviewSource ?? null,
  })
  return doc
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
    const where = and(eq(generatedDocuments.id, documentId), eq(generatedDocuments.version, fromVersion))
    return (await writeVersion(tx, documentId, where, version)) !== undefined
  })
}

export const listVersions = (db: Db, documentId: string) =>
  db
    .select({
      version: documentVersions.version,
      content: documentVersions.content,
      source: documentVersions.source,
      instruction: documentVersions.instruction,
      createdAt: documentVersions.createdAt,
    })
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

/** The current version's review of each document (and the text it read), by document id. */
export async function currentReviews(db: Db, documentIds: string[]) {
  if (documentIds.length === 0) return new Map<string, { review: ReviewResult; source: string | null }>()
  const rows = await db
    .select({
      documentId: documentVersions.documentId,
      review: documentVersions.review,
      source: documentVersions.reviewSource,
    })
    .from(documentVersions)
    .innerJoin(
      generatedDocuments,
      and(
        eq(generatedDocuments.id, documentVersions.documentId),
        eq(generatedDocuments.version, documentVersions.version),
      ),
    )
    .where(inArray(documentVersions.documentId, documentIds))
  return new Map(
    rows.flatMap((row) => (row.review ? [[row.documentId, { review: row.review, source: row.source }]] : [])),
  )
}

/** The findings dismissed on each document, by document id. */
export async function dismissedFindings(db: Db, documentIds: string[]) {
  const dismissed = new Map<string, Set<string>>()
  if (documentIds.length === 0) return dismissed
  const rows = await db
    .select({ documentId: documentDismissals.documentId, findingId: documentDismissals.findingId })
    .from(documentDismissals)
    .where(inArray(documentDismissals.documentId, documentIds))
  for (const row of rows) {
    const set = dismissed.get(row.documentId) ?? new Set<string>()
    set.add(row.findingId)
    dismissed.set(row.documentId, set)
  }
  return dismissed
}

export type SignoffRow = typeof documentSignoffs.$inferSelect

/** The sign-off of each document's current version, by document id. */
export async function currentSignoffs(db: Db, documentIds: string[]) {
  if (documentIds.length === 0) return new Map<string, SignoffRow>()
  const rows = await db
    .select({ signoff: documentSignoffs })
    .from(documentSignoffs)
    .innerJoin(
      generatedDocuments,
      and(
        eq(generatedDocuments.id, documentSignoffs.documentId),
        eq(generatedDocuments.version, documentSignoffs.version),
      ),
    )
    .where(inArray(documentSignoffs.documentId, documentIds))
  return new Map(rows.map((row) => [row.signoff.documentId, row.signoff]))
}

export async function addDismissal(db: Db, documentId: string, findingId: string, userId: string) {
  await db
    .insert(documentDismissals)
    .values({ documentId, findingId, dismissedBy: userId })
    .onConflictDoNothing()
}

export async function removeDismissal(db: Db, documentId: string, findingId: string) {
  await db
    .delete(documentDismissals)
    .where(and(eq(documentDismissals.documentId, documentId), eq(documentDismissals.findingId, findingId)))
}

/**
 * Records the sign-off of `version` while it is still the document's current version (one statement: a new
 * version written meanwhile makes it insert nothing). A version signed before keeps its first sign-off.
 * Answers whether the version is current and signed.
 */
export async function signOff(
  db: Db,
  signoff: {
    documentId: string
    version: number
    signedBy: string
    signerName: string
    openFindings: number
    dismissedFindings: number
  },
) {
  const result = (await db.execute(sql`
    insert into ${documentSignoffs}
      (document_id, version, signed_by, signer_name, open_findings, dismissed_findings)
    select ${signoff.documentId}, ${signoff.version}, ${signoff.signedBy}, ${signoff.signerName},
           ${signoff.openFindings}, ${signoff.dismissedFindings}
      from ${generatedDocuments}
     where ${generatedDocuments.id} = ${signoff.documentId} and ${generatedDocuments.version} = ${signoff.version}
    on conflict (document_id, version) do nothing
    returning id`)) as unknown as { rows: unknown[] }
  return result.rows.length === 1
}
