import { z } from 'zod'
import { envelope } from './common'
import { REPORTER_LIMITS } from './constants'

export { REPORTER_DEFAULTS, REPORTER_LIMITS } from './constants'

export const TelemetryEvent = z.object({
  type: z.enum(['navigation', 'network', 'log', 'error', 'dom']),
  at: z.string(),
  message: z.string().max(2000),
})
export type TelemetryEvent = z.infer<typeof TelemetryEvent>

export const ErrorReportRequest = z.object({
  access_token: z.string().min(1).max(200),
  environment: z.string().min(1).max(50),
  code_version: z.string().min(1).max(50),
  level: z.enum(['error', 'warning', 'info']),
  source: z.enum(['ui', 'exception', 'unhandled_rejection', 'manual']),
  message: z.string().max(10_000),
  stack: z.string().max(200_000).optional(),
  url: z.string().max(2000).optional(),
  user_agent: z.string().max(1000).optional(),
  telemetry: z.array(TelemetryEvent).max(REPORTER_LIMITS.maxTelemetryEvents),
  truncated: z.boolean().default(false),
  occurred_at: z.string(),
})
export type ErrorReportRequest = z.infer<typeof ErrorReportRequest>
export const ErrorReportResponse = envelope(z.object({ id: z.string() }))

/** What the browser needs before it can report: the reporter's access token and environment. */
export const ClientConfigResponse = envelope(
  z.object({ error_report_token: z.string(), environment: z.string(), code_version: z.string() }),
)
export type ClientConfig = z.infer<typeof ClientConfigResponse>['data']
