import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { rowsWhere, rowWhere } from '../../db/rows'
import {
  customDocuments,
  invitations,
  organizations,
  researchSpaces,
  templateRequests,
} from '../../db/schema'
import { sessionSummariesOf } from '../consultations/store'
import { documentsBySession } from '../documents/store'

export async function insertOrganization(db: Db, name: string) {
  const [row] = await db.insert(organizations).values({ name }).returning()
  return row!
}

export async function findOrganization(db: Db, id: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id))
  return row
}

export async function renameOrganization(db: Db, id: string, name: string) {
  await db.update(organizations).set({ name, updatedAt: new Date() }).where(eq(organizations.id, id))
}

export async function insertInvitation(
  db: Db,
  values: { organizationId: string; email: string; tokenHash: string; invitedBy: string; expiresAt: Date },
) {
  const [row] = await db.insert(invitations).values(values).returning()
  return row!
}

export const invitationsOf = (db: Db, organizationId: string) =>
  rowsWhere(db, invitations, { organizationId }, desc(invitations.invitedAt))

export async function findInvitationByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invitation: invitations, organizationName: organizations.name })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.tokenHash, tokenHash))
  return row
}

export async function findInvitation(db: Db, organizationId: string, id: string) {
  return rowWhere(db, invitations, { organizationId, id })
}

/** Gives a pending invitation the hash of the token its mail carries; false when it is no longer pending. */
export async function setInvitationToken(db: Db, id: string, tokenHash: string) {
  const rows = await db
    .update(invitations)
    .set({ tokenHash })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id })
  return rows.length > 0
}

/** Answers a pending invitation, only if it is still pending (a second answer finds nothing). */
export async function answerInvitation(db: Db, id: string, status: 'accepted' | 'rejected' | 'revoked') {
  const rows = await db
    .update(invitations)
    .set({ status, respondedAt: new Date() })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
    .returning()
  return rows[0]
}

/** A member's consultations with how many documents each has (no clinical content). */
export async function sessionsOfMember(db: Db, userId: string) {
  // Grouped by every column: a subquery's id, unlike a table's key, does not stand for the others.
  const sessions = sessionSummariesOf(db, userId)
  const documents = documentsBySession(db)
  return db
    .select({
      id: sessions.id,
      consultationTypeId: sessions.consultationTypeId,
      status: sessions.status,
      startedAt: sessions.startedAt,
      finishedAt: sessions.finishedAt,
      documents: count(documents.id),
    })
    .from(sessions)
    .leftJoin(documents, eq(documents.sessionId, sessions.id))
    .groupBy(
      sessions.id,
      sessions.consultationTypeId,
      sessions.status,
      sessions.startedAt,
      sessions.finishedAt,
      sessions.createdAt,
    )
    .orderBy(desc(sessions.createdAt))
    .limit(200)
}

/** Cancels the organisation's pending invitations; how many. */
export async function revokePendingInvitations(db: Db, organizationId: string) {
  const rows = await db
    .update(invitations)
    .set({ status: 'revoked', respondedAt: new Date() })
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id })
  return rows.length
}

/**
 * What the organisation owned becomes its last member's: custom documents and research spaces; template
 * requests stay theirs without the organisation (a pending one is declined when they have one of their own,
 * since a clinician has one pending request at a time).
 */
export async function handOverToMember(db: Db, organizationId: string, userId: string) {
  await db
    .update(customDocuments)
    .set({ organizationId: null, userId })
    .where(eq(customDocuments.organizationId, organizationId))
  await db
    .update(researchSpaces)
    .set({ organizationId: null, ownerUserId: userId })
    .where(eq(researchSpaces.organizationId, organizationId))
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

export async function deleteOrganization(db: Db, id: string) {
  await db.delete(organizations).where(eq(organizations.id, id))
}
