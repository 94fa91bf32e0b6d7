import { and, asc, desc, eq, getTableColumns, isNull, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { deleteRowWhere, rowsIn, rowsWhere, rowWhere, updateRowWhere } from '../../db/rows'
import type { CustomDocumentRow, TemplateRequestFileRow } from '../../db/schema'
import {
  type CustomSection,
  customDocuments,
  customTemplates,
  type TemplateRequestSection,
  templateRequestFiles,
  templateRequests,
} from '../../db/schema'
import { userContacts } from '../accounts/store'

export async function findPendingRequest(db: Db, where: { userId: string } | { organizationId: string }) {
  const owner =
    'userId' in where
      ? eq(templateRequests.userId, where.userId)
      : eq(templateRequests.organizationId, where.organizationId)
  return rowWhere(db, templateRequests, { status: 'pending' }, owner)
}

export async function insertRequest(
  db: Db,
  values: {
    id: string
    userId: string
    organizationId: string | null
    title: string
    sections: TemplateRequestSection[]
    vocabularyComment: string | null
    baseDocumentId: string | null
  },
) {
  const [row] = await db.insert(templateRequests).values(values).returning()
  return row!
}

export async function insertFiles(db: Db, files: TemplateRequestFileRow[]) {
  if (files.length === 0) return []
  return db.insert(templateRequestFiles).values(files).returning()
}

export const listRequestsOf = (db: Db, userId: string) =>
  rowsWhere(db, templateRequests, { userId }, desc(templateRequests.createdAt))

export async function findRequest(db: Db, id: string, userId?: string) {
  return rowWhere(db, templateRequests, { id }, userId ? eq(templateRequests.userId, userId) : undefined)
}

export const filesOf = (db: Db, requestIds: string[]) =>
  rowsIn(db, templateRequestFiles, 'requestId', requestIds, asc(templateRequestFiles.position))

export async function findFile(db: Db, requestId: string, fileId: string) {
  return rowWhere(db, templateRequestFiles, { requestId, id: fileId })
}

/** Requests for support, oldest first (the queue order), with who asked. */
export async function listRequestsForSupport(db: Db, status?: string, id?: string) {
  const askers = userContacts(db)
  return db
    .select({
      request: templateRequests,
      email: askers.email,
      userName: askers.name,
    })
    .from(templateRequests)
    .innerJoin(askers, eq(askers.id, templateRequests.userId))
    .where(
      and(
        status ? eq(templateRequests.status, status) : undefined,
        id ? eq(templateRequests.id, id) : undefined,
      ),
    )
    .orderBy(asc(templateRequests.createdAt))
}

/** Decides a pending request; answers nothing when it was not pending any more (decided meanwhile). */
export async function decideRequest(
  db: Db,
  id: string,
  decision: { status: 'approved'; customDocumentId: string } | { status: 'declined'; declineReason: string },
) {
  const [row] = await db
    .update(templateRequests)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(templateRequests.id, id), eq(templateRequests.status, 'pending')))
    .returning()
  return row
}

export async function insertCustomDocument(
  db: Db,
  values: {
    userId: string | null
    organizationId: string | null
    name: string
    description: string
    sections: CustomSection[]
    requestId: string | null
  },
) {
  const [row] = await db.insert(customDocuments).values(values).returning()
  return row!
}

/** What a user sees: their own documents and their organisation's. */
const visibleTo = (user: { id: string; organizationId: string | null }): SQL =>
  user.organizationId
    ? or(eq(customDocuments.userId, user.id), eq(customDocuments.organizationId, user.organizationId))!
    : eq(customDocuments.userId, user.id)

/** A custom document with the base document its request started from (null when none was chosen). */
const withBaseDocument = (db: Db) =>
  db
    .select({ ...getTableColumns(customDocuments), baseDocumentId: templateRequests.baseDocumentId })
    .from(customDocuments)
    .leftJoin(templateRequests, eq(templateRequests.id, customDocuments.requestId))
export type CustomDocumentWithBase = CustomDocumentRow & { baseDocumentId: string | null }

export const listCustomDocuments = (
  db: Db,
  user: { id: string; organizationId: string | null },
): Promise<CustomDocumentWithBase[]> =>
  withBaseDocument(db).where(visibleTo(user)).orderBy(asc(customDocuments.name))

export async function findCustomDocument(
  db: Db,
  user: { id: string; organizationId: string | null },
  id: string,
) {
  const [row] = await withBaseDocument(db).where(and(eq(customDocuments.id, id), visibleTo(user)))
  return row as CustomDocumentWithBase | undefined
}

export const listCustomTemplates = (db: Db, userId: string) =>
  rowsWhere(db, customTemplates, { userId }, desc(customTemplates.createdAt))

export async function findCustomTemplate(db: Db, userId: string, id: string) {
  return rowWhere(db, customTemplates, { userId, id })
}

export async function insertCustomTemplate(db: Db, values: { userId: string; name: string; text: string }) {
  const [row] = await db.insert(customTemplates).values(values).returning()
  return row!
}

export const updateCustomTemplate = (
  db: Db,
  userId: string,
  id: string,
  values: { name: string; text: string },
) => updateRowWhere(db, customTemplates, { userId, id }, values)

export const deleteCustomTemplate = (db: Db, userId: string, id: string) =>
  deleteRowWhere(db, customTemplates, { userId, id })

/** The user's template requests that have example files (kept in the blob store). */
export async function requestIdsWithFilesOf(db: Db, userId: string) {
  const rows = await db
    .selectDistinct({ id: templateRequestFiles.requestId })
    .from(templateRequestFiles)
    .innerJoin(templateRequests, eq(templateRequests.id, templateRequestFiles.requestId))
    .where(eq(templateRequests.userId, userId))
  return rows.map((row) => row.id)
}

/**
 * A closed organisation's custom documents become its last member's; its template requests stay theirs
 * without the organisation (a pending one is declined when they have one of their own, since a clinician
 * has one pending request at a time).
 */
export async function handOverToMember(db: Db, organizationId: string, userId: string) {
  await db
    .update(customDocuments)
    .set({ organizationId: null, userId })
    .where(eq(customDocuments.organizationId, organizationId))
  const ownPending = await db
    .select({ id: templateRequests.id })
    .from(templateRequests)
    .where(
      and(
        eq(templateRequests.userId, userId),
        eq(templateRequests.status, 'pending'),
        isNull(templateRequests.organizationId),
      ),
    )
  if (ownPending.length > 0)
    await db
      .update(templateRequests)
      .set({ status: 'declined', declineReason: 'The organisation was closed', decidedAt: new Date() })
      .where(and(eq(templateRequests.organizationId, organizationId), eq(templateRequests.status, 'pending')))
  await db
    .update(templateRequests)
    .set({ organizationId: null })
    .where(eq(templateRequests.organizationId, organizationId))
}
