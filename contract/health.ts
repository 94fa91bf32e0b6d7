import { z } from 'zod'

export const HealthCheck = z.enum(['ok', 'failing'])

/** Whether an engine can work now; `reason` names what to configure when it cannot. */
export const EngineHealth = z.object({
  ready: z.boolean(),
  /** `starting`: its model is downloading or loading; `unavailable`: it needs configuration or a service. */
  state: z.enum(['ready', 'starting', 'unavailable']),
  reason: z.string().nullable(),
})
export type EngineHealth = z.infer<typeof EngineHealth>

export const HealthResponse = z.object({
  status: HealthCheck,
  database: HealthCheck,
  jobs: HealthCheck,
  version: z.string(),
  /** Engines do not change `status`: the process serves typed transcripts and notes without transcription. */
  engines: z.object({
    transcription: EngineHealth,
    generation: EngineHealth,
    /** The assistant chat: unavailable while no language model is configured. */
    assistant: EngineHealth,
  }),
})
export type HealthResponse = z.infer<typeof HealthResponse>
