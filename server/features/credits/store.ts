import { and, desc, eq, gte, sql, sum } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { creditEntries, creditPools } from '../../db/schema'

export type PoolKind = 'user' | 'organization'
export type EntryKind = 'welcome' | 'grant' | 'document' | 'refund'

/** The pool of an owner, made empty on first use; locked until the caller's transaction ends when `lock`. */
async function ensuredPool(db: Db, kind: PoolKind, ownerId: string, lock: boolean) {
  await db.insert(creditPools).values({ kind, ownerId }).onConflictDoNothing()
  const query = db
    .select()
    .from(creditPools)
    .where(and(eq(creditPools.kind, kind), eq(creditPools.ownerId, ownerId)))
  const [pool] = await (lock ? query.for('update') : query)
  return pool!
}

/** The pools of `kind`, their owner and balance, for another feature's query to join (support's lists). */
export const poolsOf = (db: Db, kind: PoolKind) =>
  db
    .select({ ownerId: creditPools.ownerId, balance: creditPools.balance })
    .from(creditPools)
    .where(eq(creditPools.kind, kind))
    .as(`${kind}_pools`)

/** The pool of an owner, made empty on first use. */
export const poolOf = (db: Db, kind: PoolKind, ownerId: string) => ensuredPool(db, kind, ownerId, false)

/**
 * The pool of an owner, made empty on first use, locked until the caller's transaction ends: a grant or
 * take-back reads the balance it checks and writes in one step with any spend running meanwhile.
 */
export const lockPool = (db: Db, kind: PoolKind, ownerId: string) => ensuredPool(db, kind, ownerId, true)

/** The sum of a pool's ledger: equal to its balance at every commit. */
export async function ledgerSum(db: Db, poolId: string) {
  const [row] = await db
    .select({ total: sum(creditEntries.amount) })
    .from(creditEntries)
    .where(eq(creditEntries.poolId, poolId))
  return Number(row?.total ?? 0)
}

type Entry = {
  amount: number
  kind: EntryKind
  reason: string
  userId?: string | null
  documentId?: string
  sessionId?: string
}

/** A ledger row alone: its amount is already applied to the balance. */
export async function insertEntry(db: Db, poolId: string, entry: Entry) {
  await db.insert(creditEntries).values({ poolId, ...entry })
}

/** A ledger row and its amount added to the balance. */
export async function addEntry(db: Db, poolId: string, entry: Entry) {
  await db
    .update(creditPools)
    .set({ balance: sql`${creditPools.balance} + ${entry.amount}` })
    .where(eq(creditPools.id, poolId))
  await insertEntry(db, poolId, entry)
}

/** Takes `amount` from the pool only if it holds that much; false when it does not (never below zero). */
export async function takeIfAvailable(db: Db, poolId: string, amount: number) {
  const rows = await db
    .update(creditPools)
    .set({ balance: sql`${creditPools.balance} - ${amount}` })
    .where(and(eq(creditPools.id, poolId), gte(creditPools.balance, amount)))
    .returning({ balance: creditPools.balance })
  return rows.length === 1
}

/** The pool's newest ledger rows (only one user's when `onlyUserId`). */
export const entriesOf = (db: Db, poolId: string, onlyUserId?: string) =>
  db
    .select()
    .from(creditEntries)
    .where(
      and(eq(creditEntries.poolId, poolId), onlyUserId ? eq(creditEntries.userId, onlyUserId) : undefined),
    )
    .orderBy(desc(creditEntries.createdAt))
    .limit(500)

export async function spentBy(db: Db, poolId: string, userId: string) {
  const [row] = await db
    .select({ total: sum(creditEntries.amount) })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.poolId, poolId),
        eq(creditEntries.userId, userId),
        sql`${creditEntries.kind} in ('document', 'refund')`,
      ),
    )
  return -Number(row?.total ?? 0)
}
