import { and, count, desc, eq, ilike, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { containing, namesById, rowsWhere, rowWhere } from '../../db/rows'
import { invitations, organizations } from '../../db/schema'
import { memberCount } from '../accounts/store'
import { sessionSummariesOf } from '../consultations/store'
import { poolsOf } from '../credits/store'
import { documentsBySession } from '../documents/store'

export async function insertOrganization(db: Db, name: string) {
  const [row] = await db.insert(organizations).values({ name }).returning()
  return row!
}

export async function findOrganization(db: Db, id: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id))
  return row
}

/** The names of these organisations that still exist, by id. */
export const organizationNamesOf = (db: Db, ids: readonly string[]) =>
  namesById(db, organizations.id, organizations.name, ids)

/** Each organisation's id and name, for another feature's query to join (support's accounts). */
export const organizationNames = (db: Db) =>
  db.select({ id: organizations.id, name: organizations.name }).from(organizations).as('organization_names')

/** Support's view of organisations: each with its credit balance and how many members it has. */
const organizationsForSupport = (db: Db) => {
  const pools = poolsOf(db, 'organization')
  return db
    .select({
      organization: organizations,
      balance: sql<number>`coalesce(${pools.balance}, 0)`,
      members: memberCount(organizations.id),
    })
    .from(organizations)
    .leftJoin(pools, eq(pools.ownerId, organizations.id))
}

/** Support's search: the organisations whose name contains `namePart`, by name, at most 50. */
export const findOrganizationsForSupport = (db: Db, namePart: string) =>
  organizationsForSupport(db)
    .where(ilike(organizations.name, containing(namePart)))
    .orderBy(organizations.name)
    .limit(50)

export async function findOrganizationForSupport(db: Db, id: string) {
  const [row] = await organizationsForSupport(db).where(eq(organizations.id, id))
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

export async function deleteOrganization(db: Db, id: string) {
  await db.delete(organizations).where(eq(organizations.id, id))
}
