import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ErrorReportRequest, REPORTER_LIMITS } from '../../contract/error-reports'
import {
  createErrorReporter,
  createHttpReporterTransport,
  fitReport,
  payloadBytes,
  type ReporterTransport,
} from './error-reporter'

const config = { error_report_token: 'report-token', environment: 'production', code_version: '2.3.4' }

/** A transport that keeps what it is asked to send. */
function recordingTransport(overrides: Partial<ReporterTransport> = {}) {
  const sent: ErrorReportRequest[] = []
  const fetchConfig = vi.fn(async () => config)
  const transport: ReporterTransport = {
    fetchConfig,
    send: async (report) => {
      sent.push(report)
    },
    ...overrides,
  }
  return { transport, sent, fetchConfig }
}

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2025-03-01T10:00:00Z')) {
  let current = start
  return { now: () => current, advance: (ms: number) => (current += ms) }
}

describe('error reporter', () => {
  describe('rate limit: 60 items per rolling minute', () => {
    it('sends 60 reports in a minute, drops and counts the rest', async () => {
      const clock = manualClock()
      const { transport, sent } = recordingTransport()
      const reporter = createErrorReporter({ transport, now: clock.now })
      const outcomes = []
      for (let index = 0; index < 63; index += 1) {
        outcomes.push(await reporter.report(new Error(`failure ${index}`), 'manual'))
        clock.advance(500)
      }
      expect(REPORTER_LIMITS.itemsPerMinute).toBe(60)
      expect(sent).toHaveLength(60)
      expect(outcomes.filter((outcome) => outcome === 'dropped')).toHaveLength(3)
      expect(reporter.droppedCount()).toBe(3)
    })

    it('accepts reports again as the oldest leave the rolling minute, and tells how many were dropped', async () => {
      const clock = manualClock()
      const { transport, sent } = recordingTransport()
      const reporter = createErrorReporter({ transport, now: clock.now })
      for (let index = 0; index < 61; index += 1) await reporter.report(new Error('burst'), 'manual')
      expect(sent).toHaveLength(60)
      clock.advance(59_999)
      expect(await reporter.report(new Error('still inside the minute'), 'manual')).toBe('dropped')
      clock.advance(1)
      expect(await reporter.report(new Error('after the minute'), 'manual')).toBe('sent')
      const last = sent.at(-1)
      expect(last?.message).toBe('Error: after the minute')
      expect(last?.telemetry.at(-1)?.message).toMatch(/^2 error reports dropped/)
    })
  })

  describe('telemetry: at most 100 events', () => {
    it('attaches the latest 100 events, oldest first, to each report', async () => {
      const { transport, sent } = recordingTransport()
      const reporter = createErrorReporter({ transport })
      for (let index = 0; index < 150; index += 1) reporter.recordNavigation(`/page/${index}`)
      reporter.recordNetworkError('GET /v1/account → network')
      await reporter.report(new Error('boom'), 'manual')
      const telemetry = sent[0]?.telemetry ?? []
      expect(telemetry).toHaveLength(REPORTER_LIMITS.maxTelemetryEvents)
      expect(telemetry[0]).toMatchObject({ type: 'navigation', message: '/page/51' })
      expect(telemetry.at(-1)).toMatchObject({ type: 'network', message: 'GET /v1/account → network' })
      expect(sent[0]?.truncated).toBe(false)
    })

    it('keeps console errors as telemetry without reporting them', async () => {
      const { transport, sent } = recordingTransport()
      const reporter = createErrorReporter({ transport })
      const silence = vi.spyOn(console, 'error').mockImplementation(() => {})
      const uninstall = reporter.install(window)
      console.error('Could not load the document list', { status: 500 })
      uninstall()
      silence.mockRestore()
      expect(sent).toHaveLength(0)
      expect(reporter.telemetry().at(-1)).toMatchObject({
        type: 'error',
        message: 'Could not load the document list {"status":500}',
      })
    })
  })

  describe('payload: at most 512 KiB', () => {
    const bulky = (): ErrorReportRequest => ({
      access_token: 'report-token',
      environment: 'staging',
      code_version: '1.0.0',
      level: 'error',
      source: 'manual',
      // Three-byte characters: within the contract's character caps but far above 512 KiB.
      message: '€'.repeat(9_000),
      stack: '€'.repeat(199_000),
      telemetry: Array.from({ length: 100 }, (_, index) => ({
        type: 'log' as const,
        at: '2025-03-01T10:00:00.000Z',
        message: `${index} ${'€'.repeat(1_990)}`,
      })),
      truncated: false,
      occurred_at: '2025-03-01T10:00:00.000Z',
    })

    it('cuts stack and telemetry so the body stays within 512 KiB, and says so', () => {
      expect(payloadBytes(bulky())).toBeGreaterThan(REPORTER_LIMITS.maxPayloadBytes)
      const fitted = fitReport(bulky(), REPORTER_LIMITS.maxPayloadBytes)
      expect(payloadBytes(fitted)).toBeLessThanOrEqual(REPORTER_LIMITS.maxPayloadBytes)
      expect(fitted.truncated).toBe(true)
      expect(fitted.stack?.length).toBeLessThan(199_000)
      expect(ErrorReportRequest.safeParse(fitted).success).toBe(true)
    })

    it('drops the oldest telemetry and then cuts the message when the stack is not enough', () => {
      const fitted = fitReport(bulky(), 20_000)
      expect(payloadBytes(fitted)).toBeLessThanOrEqual(20_000)
      expect(fitted.stack).toBe('')
      expect(fitted.telemetry).toHaveLength(0)
      expect(fitted.message.endsWith('…[truncated]')).toBe(true)
    })

    it('keeps newer telemetry when it drops some', () => {
      const fitted = fitReport({ ...bulky(), stack: undefined, message: 'short' }, 300_000)
      expect(payloadBytes(fitted)).toBeLessThanOrEqual(300_000)
      expect(fitted.telemetry.length).toBeGreaterThan(0)
      expect(fitted.telemetry.length).toBeLessThan(100)
      expect(fitted.telemetry.at(-1)?.message.startsWith('99 ')).toBe(true)
      expect(fitted.truncated).toBe(true)
    })

    it('cuts fields above the contract caps even when the body is small enough', () => {
      const fitted = fitReport(
        { ...bulky(), message: 'x'.repeat(20_000), stack: undefined, telemetry: [] },
        1e9,
      )
      expect(fitted.message.length).toBeLessThanOrEqual(10_000)
      expect(fitted.truncated).toBe(true)
    })

    it('leaves a small report untouched', () => {
      const small = { ...bulky(), message: 'TypeError: x is undefined', stack: 'at a.ts:1', telemetry: [] }
      expect(fitReport(small, REPORTER_LIMITS.maxPayloadBytes)).toEqual(small)
    })

    it('sends huge errors truncated within the limit', async () => {
      const { transport, sent } = recordingTransport()
      const reporter = createErrorReporter({ transport })
      const error = new Error('€'.repeat(50_000))
      error.stack = '€'.repeat(400_000)
      for (let index = 0; index < 100; index += 1) reporter.recordNavigation(`/${'€'.repeat(3_000)}`)
      await reporter.report(error, 'manual')
      expect(sent[0]?.truncated).toBe(true)
      expect(payloadBytes(sent[0]!)).toBeLessThanOrEqual(REPORTER_LIMITS.maxPayloadBytes)
      expect(ErrorReportRequest.safeParse(sent[0]).success).toBe(true)
    })
  })

  describe('sources', () => {
    let uninstall = () => {}
    afterEach(() => uninstall())

    it('reports uncaught exceptions from window error events', async () => {
      const { transport, sent } = recordingTransport()
      const reporter = createErrorReporter({ transport })
      uninstall = reporter.install(window)
      const error = new TypeError('Cannot read properties of undefined')
      window.dispatchEvent(
        new ErrorEvent('error', { error, message: error.message, filename: 'app.js', lineno: 3 }),
      )
      await vi.waitFor(() => expect(sent).toHaveLength(1))
      expect(sent[0]).toMatchObject({
        source: 'exception',
        message: 'TypeError: Cannot read properties of undefined',
      })
      expect(sent[0]?.stack).toContain('at app.js:3')
    })

    it('reports unhandled promise rejections', async () => {
      const { transport, sent } = recordingTransport()
      const reporter = createErrorReporter({ transport })
      uninstall = reporter.install(window)
      const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('upload failed') })
      window.dispatchEvent(rejection)
      await vi.waitFor(() => expect(sent).toHaveLength(1))
      expect(sent[0]).toMatchObject({ source: 'unhandled_rejection', message: 'Error: upload failed' })
    })

    it('stops listening once uninstalled', async () => {
      const { transport, sent } = recordingTransport()
      const reporter = createErrorReporter({ transport })
      reporter.install(window)()
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('late'), message: 'late' }))
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(sent).toHaveLength(0)
    })
  })

  describe('client config', () => {
    it('fetches the config once, lazily, and tags reports with it', async () => {
      const { transport, sent, fetchConfig } = recordingTransport()
      const reporter = createErrorReporter({ transport })
      expect(fetchConfig).not.toHaveBeenCalled()
      await reporter.report(new Error('one'), 'manual')
      await reporter.report(new Error('two'), 'manual')
      expect(fetchConfig).toHaveBeenCalledTimes(1)
      expect(sent[1]).toMatchObject({
        access_token: 'report-token',
        environment: 'production',
        code_version: '2.3.4',
      })
    })

    it('uses staging and 1.0.0 when the config leaves them empty', async () => {
      const { transport, sent } = recordingTransport({
        fetchConfig: async () => ({ error_report_token: 't', environment: '', code_version: '' }),
      })
      await createErrorReporter({ transport }).report(new Error('x'), 'manual')
      expect(sent[0]).toMatchObject({ environment: 'staging', code_version: '1.0.0' })
    })

    it('tries the config again after a failure, without throwing', async () => {
      const fetchConfig = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(config)
      const { transport, sent } = recordingTransport({ fetchConfig })
      const reporter = createErrorReporter({ transport })
      expect(await reporter.report(new Error('first'), 'manual')).toBe('failed')
      expect(await reporter.report(new Error('second'), 'manual')).toBe('sent')
      expect(sent.map((report) => report.message)).toEqual(['Error: second'])
    })
  })
})

describe('error reporter over HTTP', () => {
  const BASE = 'http://api.escriba.test'
  const server = setupServer()
  const received: unknown[] = []
  let configCalls = 0

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    received.length = 0
    configCalls = 0
    server.use(
      http.get(`${BASE}/v1/client_config`, () => {
        configCalls += 1
        return HttpResponse.json({ data: config })
      }),
      http.post(`${BASE}/v1/error_reports`, async ({ request }) => {
        received.push(await request.json())
        return HttpResponse.json({ data: { id: 'r-1' } }, { status: 201 })
      }),
    )
  })
  afterAll(() => server.close())

  it('posts a valid ErrorReportRequest with the access token from GET /v1/client_config', async () => {
    const reporter = createErrorReporter({ transport: createHttpReporterTransport({ baseUrl: BASE }) })
    reporter.recordNavigation('/settings')
    expect(await reporter.report(new Error('boom'), 'ui')).toBe('sent')
    expect(await reporter.report(new Error('again'), 'ui')).toBe('sent')
    expect(configCalls).toBe(1)
    expect(received).toHaveLength(2)
    const body = ErrorReportRequest.parse(received[0])
    expect(body).toMatchObject({ access_token: 'report-token', source: 'ui', message: 'Error: boom' })
    expect(body.telemetry).toEqual([expect.objectContaining({ type: 'navigation', message: '/settings' })])
  })

  it('fails quietly when the server refuses the report', async () => {
    server.use(http.post(`${BASE}/v1/error_reports`, () => new HttpResponse(null, { status: 500 })))
    const reporter = createErrorReporter({ transport: createHttpReporterTransport({ baseUrl: BASE }) })
    expect(await reporter.report(new Error('boom'), 'manual')).toBe('failed')
  })
})
