import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../../server/db/connect'
import { RATE_LIMITS } from '../../../server/features/accounts/service'
import { ERROR_REPORTS_PER_ADDRESS } from '../../../server/features/error-reports/service'
import { anotherServer, createTestApp } from '../test-app'

/**
 * Two server processes on one PostgreSQL database, each with its own connections (as behind a load balancer):
 * a limit per address is one limit, however the requests are spread between them. Only PostgreSQL has several
 * processes on one database (PGlite is one process per data folder), so this runs in the PostgreSQL suite
 * (npm run test:pg).
 */
const postgres = Boolean(process.env.DATABASE_URL)

let t: Awaited<ReturnType<typeof createTestApp>>
let secondDatabase: Database
let second: FastifyInstance

describe.skipIf(!postgres)('limits shared by two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    t = await createTestApp()
    secondDatabase = await openDatabase({ databaseUrl: t.databaseUrl, pgliteDir: '' })
    second = await anotherServer(t, secondDatabase)
    await second.ready()
  })
  afterAll(async () => {
    await second?.close()
    await secondDatabase?.close()
    await t?.close()
  })

  let addresses = 0
  const nextIp = () => `10.42.0.${++addresses}`
  let emails = 0
  const nextEmail = () => `shared-limits-${++emails}@clinic.example`

  /** Sends one request after another until one is refused (429); answers how many were accepted. */
  async function acceptedUntilRefused(
    send: (i: number) => Promise<{ statusCode: number }>,
    cap: number,
  ): Promise<number> {
    for (let i = 0; i < cap; i++) {
      const { statusCode } = await send(i)
      if (statusCode === 429) return i
      expect(statusCode).toBeLessThan(300)
    }
    return cap
  }
  /** The first process for one address, or both in turn for another. */
  const oneProcess = () => [t.app]
  const twoProcesses = () => [t.app, second]

  const signup = (apps: FastifyInstance[], ip: string) => (i: number) =>
    apps[i % apps.length]!.inject({
      method: 'POST',
      url: '/v1/signup',
      remoteAddress: ip,
      payload: {
        user: { name: 'Dra. Ana Lima', email: nextEmail(), password: 'secret-pass', language: 'pt' },
      },
    })
  const resetRequest = (apps: FastifyInstance[], ip: string) => (i: number) =>
    apps[i % apps.length]!.inject({
      method: 'POST',
      url: '/v1/reset_password',
      remoteAddress: ip,
      payload: { email: nextEmail() },
    })
  const report = () => ({
    access_token: t.config.errorReportToken,
    environment: 'staging',
    code_version: '1.0.0',
    level: 'error' as const,
    source: 'ui' as const,
    message: 'TypeError',
    telemetry: [],
    occurred_at: new Date().toISOString(),
  })
  const errorReport = (apps: FastifyInstance[], ip: string) => (i: number) =>
    apps[i % apps.length]!.inject({
      method: 'POST',
      url: '/v1/error_reports',
      remoteAddress: ip,
      payload: report(),
    })

  it('refuses signups from one address after the same number whether one process or two answer', async () => {
    const { max } = RATE_LIMITS.signupsPerAddress
    expect(await acceptedUntilRefused(signup(oneProcess(), nextIp()), max + 5)).toBe(max)
    const ip = nextIp()
    expect(await acceptedUntilRefused(signup(twoProcesses(), ip), max + 5)).toBe(max)
    // Refused by each process now, not only by the one that saw the last request.
    for (const app of twoProcesses()) expect((await signup([app], ip)(0)).statusCode).toBe(429)
  })

  it('refuses password-reset requests from one address after the same number whether one process or two answer', async () => {
    const { max } = RATE_LIMITS.resetsPerAddress
    expect(await acceptedUntilRefused(resetRequest(oneProcess(), nextIp()), max + 5)).toBe(max)
    expect(await acceptedUntilRefused(resetRequest(twoProcesses(), nextIp()), max + 5)).toBe(max)
  })

  it('refuses error reports from one address after the same number whether one process or two answer', async () => {
    const { max } = ERROR_REPORTS_PER_ADDRESS
    expect(await acceptedUntilRefused(errorReport(oneProcess(), nextIp()), max + 5)).toBe(max)
    const ip = nextIp()
    expect(await acceptedUntilRefused(errorReport(twoProcesses(), ip), max + 5)).toBe(max)
    for (const app of twoProcesses()) expect((await errorReport([app], ip)(0)).statusCode).toBe(429)
  })

  it('counts error reports arriving at both processes at the same moment each once', async () => {
    const { max } = ERROR_REPORTS_PER_ADDRESS
    const ip = nextIp()
    const send = errorReport(twoProcesses(), ip)
    const answers = await Promise.all(Array.from({ length: max + 10 }, (_, i) => send(i)))
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(max)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
  })
})
