import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../../server/http/logging'
import { createTestApp } from '../test-app'

/**
 * Request lines at the default level (info): a write, a failed read and a slow read are logged with their
 * method, masked address and status; a successful read is not. At debug every request is, as Fastify logs it.
 */

type Line = {
  level: number
  msg: string
  reqId?: string
  req?: { method: string; url: string }
  res?: { statusCode: number }
}

async function appLogging(level: string) {
  const lines: Line[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line)
      done()
    },
  })
  const t = await createTestApp({}, { logger: createLogger(level, sink) })
  return { t, lines }
}

/** The lines of the requests to `url`: those naming it, and the others of the same request. */
function linesOf(lines: Line[], url: string): Line[] {
  const ids = new Set(lines.filter((line) => line.req?.url === url).map((line) => line.reqId))
  return lines.filter((line) => line.reqId !== undefined && ids.has(line.reqId))
}

describe('request logging at info', () => {
  let app: Awaited<ReturnType<typeof appLogging>>
  beforeAll(async () => {
    app = await appLogging('info')
  })
  afterAll(async () => {
    await app?.t.close()
  })
  const requestLines = (url: string) => linesOf(app.lines, url)

  it('leaves out a read that succeeded', async () => {
    const health = await app.t.app.inject({ method: 'GET', url: '/health' })
    expect(health.statusCode).toBe(200)
    expect(requestLines('/health')).toEqual([])
  })

  it('logs a read that failed, with its status, and masks its secrets', async () => {
    const unauthorized = await app.t.app.inject({ method: 'GET', url: '/v1/consultation_sessions' })
    expect(unauthorized.statusCode).toBe(401)
    const [line] = requestLines('/v1/consultation_sessions')
    expect(line).toMatchObject({ msg: 'request completed', req: { method: 'GET' }, res: { statusCode: 401 } })
    await app.t.app.inject({ method: 'GET', url: '/v1/reset_password/secret-token-123' })
    expect(JSON.stringify(app.lines)).not.toContain('secret-token-123')
    expect(requestLines('/v1/reset_password/[redacted]').length).toBe(1)
  })

  it('logs every write, as Fastify does', async () => {
    const signIn = await app.t.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { user: { email: 'nobody@clinic.example', password: 'wrong-password' } },
    })
    const lines = requestLines('/v1/login')
    expect(lines.map((line) => line.msg)).toContain('incoming request')
    expect(lines.find((line) => line.msg === 'request completed')?.res?.statusCode).toBe(signIn.statusCode)
  })
})

describe('request logging at debug', () => {
  it('logs every request, reads that succeeded among them', async () => {
    const { t, lines } = await appLogging('debug')
    try {
      await t.app.inject({ method: 'GET', url: '/health' })
      const health = linesOf(lines, '/health')
      expect(health.map((line) => line.msg)).toEqual(['incoming request', 'request completed'])
    } finally {
      await t.close()
    }
  })
})
