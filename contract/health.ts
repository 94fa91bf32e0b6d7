import { z } from 'zod'

export const HealthCheck = z.enum(['ok', 'failing'])
export const HealthResponse = z.object({
  status: HealthCheck,
  database: HealthCheck,
  jobs: HealthCheck,
  version: z.string(),
})
export type HealthResponse = z.infer<typeof HealthResponse>
