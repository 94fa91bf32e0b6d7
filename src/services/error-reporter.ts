import { REPORTER_DEFAULTS, REPORTER_LIMITS } from '../../contract/constants'
import type { ClientConfig, ErrorReportRequest, TelemetryEvent } from '../../contract/error-reports'

/** Field caps of ErrorReportRequest and TelemetryEvent in the contract, in characters. */
const FIELD_CAPS = {
  message: 10_000,
  stack: 200_000,
  url: 2000,
  userAgent: 1000,
  telemetryMessage: 2000,
} as const

/** How far back the rate limit looks. */
const RATE_WINDOW_MS = 60_000

const TRUNCATION_MARK = '…[truncated]'

export type ReportSource = ErrorReportRequest['source']
export type ReportLevel = ErrorReportRequest['level']

/** Talks to the server: the lazily fetched client config and the report itself. */
export type ReporterTransport = {
  fetchConfig: () => Promise<ClientConfig>
  send: (report: ErrorReportRequest) => Promise<void>
}

export type ReporterDependencies = {
  transport: ReporterTransport
  /** Milliseconds since the epoch; injectable so tests control the rolling minute. */
  now?: () => number
  /** The page the error happened on. */
  currentUrl?: () => string
  userAgent?: string
  limits?: Partial<typeof REPORTER_LIMITS>
}

export type ReportOutcome = 'sent' | 'dropped' | 'failed'

export type ErrorReporter = ReturnType<typeof createErrorReporter>

/** The byte size of the JSON body the transport sends. */
export const payloadBytes = (report: ErrorReportRequest): number =>
  new TextEncoder().encode(JSON.stringify(report)).length

/** Cuts text to at most `maxChars` characters, never inside a surrogate pair, marking the cut. */
function cut(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text
  let end = Math.max(0, maxChars - TRUNCATION_MARK.length)
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return `${text.slice(0, end)}${TRUNCATION_MARK}`
}

/**
 * Keeps a report within the contract's field caps and the payload limit: the stack is cut first, then
 * the oldest telemetry is dropped, then the message is cut. Any cut sets `truncated`.
 */
export function fitReport(report: ErrorReportRequest, maxBytes: number): ErrorReportRequest {
  let truncated = report.truncated
  const capped = (text: string, max: number) => {
    const result = cut(text, max)
    if (result !== text) truncated = true
    return result
  }
  let fitted: ErrorReportRequest = {
    ...report,
    message: capped(report.message, FIELD_CAPS.message),
    ...(report.stack === undefined ? {} : { stack: capped(report.stack, FIELD_CAPS.stack) }),
    ...(report.url === undefined ? {} : { url: capped(report.url, FIELD_CAPS.url) }),
    ...(report.user_agent === undefined
      ? {}
      : { user_agent: capped(report.user_agent, FIELD_CAPS.userAgent) }),
    telemetry: report.telemetry.slice(-REPORTER_LIMITS.maxTelemetryEvents).map((event) => ({
      ...event,
      message: capped(event.message, FIELD_CAPS.telemetryMessage),
    })),
  }
  if (fitted.telemetry.length < report.telemetry.length) truncated = true
  fitted = { ...fitted, truncated }

  let excess = payloadBytes(fitted) - maxBytes
  // Each step removes at least the excess (a character is at least one byte), so a few rounds suffice.
  while (excess > 0 && fitted.stack) {
    fitted = {
      ...fitted,
      truncated: true,
      stack: cut(fitted.stack, Math.max(0, fitted.stack.length - excess - 16)),
    }
    if (fitted.stack === TRUNCATION_MARK) fitted = { ...fitted, stack: '' }
    excess = payloadBytes(fitted) - maxBytes
  }
  while (excess > 0 && fitted.telemetry.length > 0) {
    const bytes = fitted.telemetry.map((event) => new TextEncoder().encode(JSON.stringify(event)).length + 1)
    let drop = 0
    for (let freed = 0; freed < excess && drop < bytes.length; drop += 1) freed += bytes[drop] ?? 0
    fitted = { ...fitted, truncated: true, telemetry: fitted.telemetry.slice(drop) }
    excess = payloadBytes(fitted) - maxBytes
  }
  while (excess > 0 && fitted.message.length > 0) {
    fitted = {
      ...fitted,
      truncated: true,
      message: cut(fitted.message, Math.max(0, fitted.message.length - excess - 16)),
    }
    excess = payloadBytes(fitted) - maxBytes
  }
  return fitted
}

/** Turns whatever was thrown into a message and a stack. */
function describeThrown(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`, ...(error.stack ? { stack: error.stack } : {}) }
  }
  if (typeof error === 'string') return { message: error }
  try {
    return { message: JSON.stringify(error) ?? String(error) }
  } catch {
    return { message: String(error) }
  }
}

/**
 * Sends uncaught errors to POST /v1/error_reports (spec, sections 8 and 9): every report carries the last
 * telemetry events; at most 60 reports leave per rolling minute; bodies stay within 512 KiB.
 */
export function createErrorReporter({
  transport,
  now = Date.now,
  currentUrl = () => globalThis.location?.href ?? '',
  userAgent = globalThis.navigator?.userAgent ?? '',
  limits: overrides = {},
}: ReporterDependencies) {
  const limits = { ...REPORTER_LIMITS, ...overrides }
  /** Ring buffer of the latest telemetry events, oldest first. */
  const telemetry: TelemetryEvent[] = []
  /** When each report of the rolling minute was accepted. */
  let sentAt: number[] = []
  /** Reports dropped by the rate limit, since the start and since the last report that said so. */
  let droppedTotal = 0
  let droppedUnannounced = 0
  let config: Promise<ClientConfig> | null = null

  const record = (type: TelemetryEvent['type'], message: string) => {
    telemetry.push({
      type,
      at: new Date(now()).toISOString(),
      message: cut(message, FIELD_CAPS.telemetryMessage),
    })
    if (telemetry.length > limits.maxTelemetryEvents)
      telemetry.splice(0, telemetry.length - limits.maxTelemetryEvents)
  }

  // Fetched the first time a report must leave; a failed fetch is retried with the next report.
  const clientConfig = () => {
    config ??= transport.fetchConfig().catch((error: unknown) => {
      config = null
      throw error
    })
    return config
  }

  const acceptedByRateLimit = () => {
    const current = now()
    sentAt = sentAt.filter((at) => current - at < RATE_WINDOW_MS)
    if (sentAt.length >= limits.itemsPerMinute) {
      droppedTotal += 1
      droppedUnannounced += 1
      return false
    }
    sentAt.push(current)
    return true
  }

  async function report(
    error: unknown,
    source: ReportSource,
    { level = 'error', context }: { level?: ReportLevel; context?: string } = {},
  ): Promise<ReportOutcome> {
    if (!acceptedByRateLimit()) return 'dropped'
    if (droppedUnannounced > 0) {
      record(
        'log',
        `${droppedUnannounced} error reports dropped by the limit of ${limits.itemsPerMinute} a minute`,
      )
      droppedUnannounced = 0
    }
    const { message, stack } = describeThrown(error)
    const fullStack = [stack, context].filter(Boolean).join('\n')
    const occurredAt = new Date(now()).toISOString()
    const events = [...telemetry]
    try {
      const { error_report_token, environment, code_version } = await clientConfig()
      if (!error_report_token) return 'failed'
      const body = fitReport(
        {
          access_token: error_report_token,
          environment: environment || REPORTER_DEFAULTS.environment,
          code_version: code_version || REPORTER_DEFAULTS.codeVersion,
          level,
          source,
          message,
          ...(fullStack ? { stack: fullStack } : {}),
          url: currentUrl(),
          user_agent: userAgent,
          telemetry: events,
          truncated: false,
          occurred_at: occurredAt,
        },
        limits.maxPayloadBytes,
      )
      await transport.send(body)
      return 'sent'
    } catch {
      // Reporting must never raise an error of its own.
      return 'failed'
    }
  }

  /** Listens for uncaught exceptions and unhandled rejections, and keeps console errors as telemetry. */
  function install(target: Window & typeof globalThis): () => void {
    const onError = (event: ErrorEvent) => {
      void report(event.error ?? event.message, 'exception', {
        context: event.filename ? `at ${event.filename}:${event.lineno}:${event.colno}` : undefined,
      })
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      void report(event.reason, 'unhandled_rejection')
    }
    const originalConsoleError = target.console.error
    target.console.error = (...args: unknown[]) => {
      record('error', args.map((arg) => describeThrown(arg).message).join(' '))
      originalConsoleError.apply(target.console, args)
    }
    target.addEventListener('error', onError)
    target.addEventListener('unhandledrejection', onRejection)
    return () => {
      target.removeEventListener('error', onError)
      target.removeEventListener('unhandledrejection', onRejection)
      target.console.error = originalConsoleError
    }
  }

  return {
    report,
    install,
    /** A page the person opened. */
    recordNavigation: (path: string) => record('navigation', path),
    /** A call that failed. */
    recordNetworkError: (message: string) => record('network', message),
    /** The telemetry a report would carry now, oldest first. */
    telemetry: (): readonly TelemetryEvent[] => [...telemetry],
    /** How many reports the rate limit dropped. */
    droppedCount: () => droppedTotal,
  }
}

/** The HTTP side of the reporter, with plain fetch: it must keep working when the API client fails. */
export function createHttpReporterTransport({
  baseUrl,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
}: {
  baseUrl: string
  fetch?: typeof fetch
}): ReporterTransport {
  const root = baseUrl.replace(/\/$/, '')
  return {
    async fetchConfig() {
      const response = await fetchImpl(`${root}/v1/client_config`, {
        headers: { accept: 'application/json' },
      })
      if (!response.ok) throw new Error(`client_config answered ${response.status}`)
      // The schema (and zod) loads with the first report, not with the page.
      const { ClientConfigResponse } = await import('../../contract/error-reports')
      return ClientConfigResponse.parse(await response.json()).data
    },
    async send(report) {
      const response = await fetchImpl(`${root}/v1/error_reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(report),
        keepalive: payloadBytes(report) < 60_000,
      })
      if (!response.ok) throw new Error(`error_reports answered ${response.status}`)
    },
  }
}
