import { z } from 'zod'
import { envelope, Id } from './common'

export const CreditPoolKind = z.enum(['user', 'organization'])
export const CreditEntry = z.object({
  id: Id,
  amount: z.number().int(),
  kind: z.enum(['welcome', 'grant', 'document', 'refund']),
  reason: z.string(),
  user_id: Id.nullable(),
  user_name: z.string().nullable(),
  document_id: Id.nullable(),
  session_id: Id.nullable(),
  created_at: z.string(),
})
export const CreditPool = z.object({
  kind: CreditPoolKind,
  /** The organisation's name, or the user's. */
  name: z.string(),
  balance: z.number().int(),
  /** Whether generating documents spends from this pool (an organisation member spends the organisation's). */
  spending: z.boolean(),
  history: z.array(CreditEntry),
})
export const CreditsResponse = envelope(
  z.object({
    d_pools: z.array(CreditPool),
    credits_per_document: z.number().int(),
    /** Where to ask for more credits. */
    support_contact: z.string(),
  }),
)
