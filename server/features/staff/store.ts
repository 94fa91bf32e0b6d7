import { and, desc, eq, ilike, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import type { NewAuditRow } from '../../db/schema'
import { creditPools, organizations, staffAuditLog } from '../../db/schema'
import { everyUser, memberCount } from '../accounts/store'

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

const accountsQuery = (db: Db) => {
  const { people, user } = everyUser(db)
  return {
    people,
    query: db
      .select({
        user,
        organizationName: organizations.name,
        balance: sql<number>`coalesce(${creditPools.balance}, 0)`,
      })
      .from(people)
      .leftJoin(organizations, eq(organizations.id, people.organizationId))
      .leftJoin(creditPools, and(eq(creditPools.kind, 'user'), eq(creditPools.ownerId, people.id))),
  }
}

export type AccountRow = Awaited<ReturnType<typeof findAccounts>>[number]

export function findAccounts(db: Db, emailPart: string) {
  const { people, query } = accountsQuery(db)
  return query
    .where(ilike(people.email, containing(emailPart.toLowerCase())))
    .orderBy(people.email)
    .limit(50)
}

export async function findAccount(db: Db, id: string) {
  const { people, query } = accountsQuery(db)
  const [row] = await query.where(eq(people.id, id))
  return row
}

const organizationsQuery = (db: Db) =>
  db
    .select({
      organization: organizations,
      balance: sql<number>`coalesce(${creditPools.balance}, 0)`,
      members: memberCount(organizations.id),
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
