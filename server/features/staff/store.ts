import { and, desc, eq, ilike, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { containing } from '../../db/rows'
import type { NewAuditRow } from '../../db/schema'
import { staffAuditLog } from '../../db/schema'
import { everyUser } from '../accounts/store'
import { poolsOf } from '../credits/store'
import { organizationNames } from '../organizations/store'

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

const accountsQuery = (db: Db) => {
  const { people, user } = everyUser(db)
  const named = organizationNames(db)
  const pools = poolsOf(db, 'user')
  return {
    people,
    query: db
      .select({
        user,
        organizationName: named.name,
        balance: sql<number>`coalesce(${pools.balance}, 0)`,
      })
      .from(people)
      .leftJoin(named, eq(named.id, people.organizationId))
      .leftJoin(pools, eq(pools.ownerId, people.id)),
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
