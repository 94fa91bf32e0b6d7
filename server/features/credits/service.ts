import type { z } from 'zod'
import type { CreditsResponse } from '../../../contract/credits'
import type { Db } from '../../db/connect'
import { AppError, badRequest, conflict } from '../../http/errors'
import * as store from './store'

/**
 * The names of the users of these ids that exist, by id: accounts owns users (and grants credits at signup,
 * so credits never imports it); given at registration.
 */
export type UserNames = (db: Db, ids: readonly string[]) => Promise<Map<string, string>>

/**
 * The pools a user's documents are paid from, in order: their organisation's, then their own (an empty
 * organisation pool never stops a clinician who still has credits); only their own outside an organisation.
 */
async function poolsInOrder(db: Db, user: { id: string; organizationId: string | null }) {
  const own = await store.poolOf(db, 'user', user.id)
  if (!user.organizationId) return [own]
  return [await store.poolOf(db, 'organization', user.organizationId), own]
}

/** The pool that pays the user's next document: the first that holds its price, else the first. */
export async function payingPool(db: Db, user: { id: string; organizationId: string | null }, price: number) {
  const pools = await poolsInOrder(db, user)
  return pools.find((pool) => pool.balance >= price) ?? pools[0]!
}

export async function grant(
  db: Db,
  to: { kind: store.PoolKind; ownerId: string },
  amount: number,
  reason: string,
  kind: 'welcome' | 'grant' = 'grant',
  userId: string | null = null,
) {
  if (amount === 0) return
  const pool = await store.poolOf(db, to.kind, to.ownerId)
  await store.addEntry(db, pool.id, { amount, kind, reason, userId })
}

/**
 * Support grants credits, or takes them back with a negative amount, in one transaction over the locked pool:
 * a take-back never leaves the pool below zero, and the balance stays the sum of the ledger whatever spends
 * run at the same moment. `staffUserId` is kept on the ledger row (null from the admin command line).
 */
export async function grantBySupport(
  db: Db,
  to: { kind: store.PoolKind; ownerId: string },
  amount: number,
  reason: string,
  staffUserId: string | null,
) {
  if (!Number.isInteger(amount) || amount === 0)
    throw badRequest('The amount must be a whole number other than 0', { amount: 'Not a whole number ≠ 0' })
  const why = reason.trim()
  if (!why) throw badRequest('Say why: the reason is kept in the ledger', { reason: 'Empty' })
  return db.transaction(async (tx) => {
    const pool = await store.lockPool(tx, to.kind, to.ownerId)
    if (pool.balance + amount < 0) {
      throw conflict(`Only ${pool.balance} credits are left to take back`, {
        amount: `At most ${pool.balance} can be taken back`,
      })
    }
    await store.addEntry(tx, pool.id, {
      amount,
      kind: 'grant',
      reason: why.slice(0, 500),
      userId: staffUserId,
    })
    return { poolId: pool.id, balance: pool.balance + amount }
  })
}

/** A pool's balance and newest ledger rows, as support reads them. */
export async function poolForSupport(db: Db, names: UserNames, kind: store.PoolKind, ownerId: string) {
  const pool = await store.poolOf(db, kind, ownerId)
  return { id: pool.id, balance: pool.balance, ledger: await ledger(db, names, pool.id) }
}

/**
 * Spends the price of a document, in the caller's transaction with the document itself. The conditional
 * update makes two generations racing for the last credit end with exactly one success.
 */
export async function spendForDocument(
  db: Db,
  user: { id: string; organizationId: string | null },
  spend: { amount: number; documentId: string; sessionId: string; reason: string; supportContact: string },
) {
  if (spend.amount === 0) return null
  let pool: Awaited<ReturnType<typeof store.poolOf>> | undefined
  for (const candidate of await poolsInOrder(db, user)) {
    if (await store.takeIfAvailable(db, candidate.id, spend.amount)) {
      pool = candidate
      break
    }
  }
  if (!pool) {
    throw new AppError(
      402,
      'insufficient_credits',
      `No credits left${user.organizationId ? ' in your organisation nor your own' : ''}: to buy more, contact support (${spend.supportContact})`,
    )
  }
  await store.insertEntry(db, pool.id, {
    amount: -spend.amount,
    kind: 'document',
    reason: spend.reason,
    userId: user.id,
    documentId: spend.documentId,
    sessionId: spend.sessionId,
  })
  return pool.id
}

/** Gives back what a generation that failed spent. */
export async function refund(
  db: Db,
  poolId: string,
  refundOf: { amount: number; documentId: string; sessionId: string; userId: string; reason: string },
) {
  await store.addEntry(db, poolId, { ...refundOf, kind: 'refund' })
}

type Pool = z.infer<typeof CreditsResponse>['data']['d_pools'][number]

/** The pool's newest ledger rows with the name of who each concerns (null when no user or the user is gone). */
async function ledger(db: Db, names: UserNames, poolId: string, onlyUserId?: string) {
  const entries = await store.entriesOf(db, poolId, onlyUserId)
  const named = await names(
    db,
    entries.flatMap((entry) => (entry.userId ? [entry.userId] : [])),
  )
  return entries.map((entry) => ({
    id: entry.id,
    amount: entry.amount,
    kind: entry.kind as Pool['history'][number]['kind'],
    reason: entry.reason,
    user_id: entry.userId,
    user_name: (entry.userId && named.get(entry.userId)) ?? null,
    document_id: entry.documentId,
    session_id: entry.sessionId,
    created_at: entry.createdAt.toISOString(),
  }))
}

/**
 * The pools a user sees: their own, and their organisation's (its whole history for admins, theirs for
 * members); `spending` marks the one that pays the next document.
 */
export async function creditsView(
  db: Db,
  names: UserNames,
  user: { id: string; name: string; organizationId: string | null; organizationRole: string | null },
  organizationName: string | null,
  price: number,
): Promise<Pool[]> {
  const paying = await payingPool(db, user, price)
  const own = await store.poolOf(db, 'user', user.id)
  const pools: Pool[] = [
    {
      kind: 'user',
      name: user.name,
      balance: own.balance,
      spending: paying.id === own.id,
      history: await ledger(db, names, own.id),
    },
  ]
  if (user.organizationId) {
    const shared = await store.poolOf(db, 'organization', user.organizationId)
    const onlyOwn = user.organizationRole === 'admin' ? undefined : user.id
    pools.push({
      kind: 'organization',
      name: organizationName ?? '',
      balance: shared.balance,
      spending: paying.id === shared.id,
      history: await ledger(db, names, shared.id, onlyOwn),
    })
  }
  return pools
}
