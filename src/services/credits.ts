import type { z } from 'zod'
import { type CreditPool, CreditsResponse } from '../../contract/credits'
import type { Api } from './api'

export type Pool = z.infer<typeof CreditPool>
export type CreditEntry = Pool['history'][number]

/** The credit pools the user can see, what a document costs, and whom to ask for more. */
export type Credits = { pools: Pool[]; creditsPerDocument: number; supportContact: string }

export type CreditsService = ReturnType<typeof createCredits>

/** The credit calls of the browser, parsed with the contract. */
export function createCredits(api: Api) {
  return {
    /** GET /v1/credits: the personal pool and, in an organisation, its pool (whole history for admins). */
    async load(): Promise<Credits> {
      const { data } = await api.get('/v1/credits', { schema: CreditsResponse })
      return {
        pools: data.d_pools,
        creditsPerDocument: data.credits_per_document,
        supportContact: data.support_contact,
      }
    },
  }
}
