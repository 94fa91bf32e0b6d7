import type { z } from 'zod'
import type { CreditsResponse } from '../../../contract/credits'
import type { Db } from '../../db/connect'
import { AppError } from '../../http/errors'
import * as store from './store'

/** Who pays for a user's documents: their organisation's pool when they belong to one, else their own. */
export const spendingPool = (db: Db, user: { id: string; organizationId: string | null }) =>
  user.organizationId
    ? store.poolOf(db, 'organization', user.organizationId)
    : store.poolOf(db, 'user', user.id)

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
 * Spends the price of a document, in the caller's transaction with the document itself. The conditional
 * update makes two generations racing for the last credit end with exactly one success.
 */
export async function spendForDocument(
  db: Db,
  user: { id: string; organizationId: string | null },
  spend: { amount: number; documentId: string; sessionId: string; reason: string; supportContact: string },
) {
  if (spend.amount === 0) return null
  const pool = await spendingPool(db, user)
  if (!(await store.takeIfAvailable(db, pool.id, spend.amount))) {
    throw new AppError(
      402,
      'insufficient_credits',
      `No credits left${user.organizationId ? ' in your organisation' : ''}: to buy more, contact support (${spend.supportContact})`,
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

const entryDto = (row: Awaited<ReturnType<typeof store.entriesOf>>[number]) => ({
  id: row.entry.id,
  amount: row.entry.amount,
  kind: row.entry.kind as Pool['history'][number]['kind'],
  reason: row.entry.reason,
  user_id: row.entry.userId,
  user_name: row.userName,
  document_id: row.entry.documentId,
  session_id: row.entry.sessionId,
  created_at: row.entry.createdAt.toISOString(),
})

/** The pools a user sees: their own, and their organisation's (its whole history for admins, theirs for members). */
export async function creditsView(
  db: Db,
  user: { id: string; name: string; organizationId: string | null; organizationRole: string | null },
  organizationName: string | null,
): Promise<Pool[]> {
  const own = await store.poolOf(db, 'user', user.id)
  const pools: Pool[] = [
    {
      kind: 'user',
      name: user.name,
      balance: own.balance,
      spending: !user.organizationId,
      history: (await store.entriesOf(db, own.id)).map(entryDto),
    },
  ]
  if (user.organizationId) {
    const shared = await store.poolOf(db, 'organization', user.organizationId)
    const onlyOwn = user.organizationRole === 'admin' ? undefined : user.id
    pools.push({
      kind: 'organization',
      name: organizationName ?? '',
      balance: shared.balance,
      spending: true,
      history: (await store.entriesOf(db, shared.id, onlyOwn)).map(entryDto),
    })
  }
  return pools
}
