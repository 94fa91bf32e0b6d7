import { and, count, desc, eq, ilike, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import type { NewAuditRow } from '../../db/schema'
import { creditPools, organizations, staffAuditLog, users } from '../../db/schema'

export async function insertAudit(db: Db, row: NewAuditRow) {
  const [inserted] = await db.insert(staffAuditLog).values(row).returning()
  return inserted!
}

export const listAudit = (db: Db, filter: { action?: string; targetId?: string; limit: number }) =>
  db
    .select()
    .from(staffAuditLog)
    .where(
      and(
        filter.action ? eq(staffAuditLog.action, filter.action) : undefined,
        filter.targetId ? eq(staffAuditLog.targetId, filter.targetId) : undefined,
      ),
    )
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(filter.limit)

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const accountColumns = {
  user: users,
  organizationName: organizations.name,
  balance: sql<number>`coalesce(${creditPools.balance}, 0)`,
}

const accountsQuery = (db: Db) =>
  db
    .select(accountColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(creditPools, and(eq(creditPools.kind, 'user'), eq(creditPools.ownerId, users.id)))

export type AccountRow = Awaited<ReturnType<ReturnType<typeof accountsQuery>['execute']>>[number]

export const findAccounts = (db: Db, emailPart: string) =>
  accountsQuery(db)
    .where(ilike(users.email, containing(emailPart.toLowerCase())))
    .orderBy(users.email)
    .limit(50)

export async function findAccount(db: Db, id: string) {
  const [row] = await accountsQuery(db).where(eq(users.id, id))
  return row
}

const organizationsQuery = (db: Db) =>
  db
    .select({
      organization: organizations,
      balance: sql<number>`coalesce(${creditPools.balance}, 0)`,
      members: sql<number>`(select ${count()} from ${users} where ${users.organizationId} = ${organizations.id})`,
    })
    .from(organizations)
    .leftJoin(
      creditPools,
      and(eq(creditPools.kind, 'organization'), eq(creditPools.ownerId, organizations.id)),
    )

export const findOrganizations = (db: Db, namePart: string) =>
  organizationsQuery(db)
    .where(ilike(organizations.name, containing(namePart)))
    .orderBy(organizations.name)
    .limit(50)

export async function findOrganization(db: Db, id: string) {
  const [row] = await organizationsQuery(db).where(eq(organizations.id, id))
  return row
}

export const membersOf = (db: Db, organizationId: string) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, role: users.organizationRole })
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(users.email)
