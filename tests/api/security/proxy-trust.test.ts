import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { desc, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../server/config'
import { authEvents } from '../../../server/db/schema'
import { createTestApp } from '../test-app'

let t: Awaited<ReturnType<typeof createTestApp>> | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

let emails = 0
const signup = (app: NonNullable<typeof t>['app'], from: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/signup',
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: {
      user: {
        name: 'Dra. Ana',
        email: `proxy${++emails}@clinic.example`,
        password: 'secret-pass',
        language: 'pt',
      },
    },
  })

/** The address the audit trail recorded for the last signup of that email. */
async function recordedAddress(email: string) {
  const [row] = await t!.database.db
    .select({ ip: authEvents.ip })
    .from(authEvents)
    .where(eq(authEvents.email, email))
    .orderBy(desc(authEvents.at))
  return row?.ip
}

describe('proxy trust', () => {
  it('ignores X-Forwarded-For by default, so a client cannot escape the per-address limit', async () => {
    t = await createTestApp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await signup(t.app, '10.1.0.1', `198.51.100.${i}`)).statusCode)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201))
    expect(statuses[10]).toBe(429)
    expect(await recordedAddress(`proxy${emails - 1}@clinic.example`)).toBe('10.1.0.1')
  })

  it('takes the client address from the nearest proxy hops when TRUST_PROXY is a hop count', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' })
    expect((await signup(t.app, '10.1.0.2', '203.0.113.9, 198.51.100.20')).statusCode).toBe(201)
    expect(await recordedAddress(`proxy${emails}@clinic.example`)).toBe('198.51.100.20')
  })

  it('believes X-Forwarded-For only from the listed proxy addresses and CIDRs', async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1, 10.2.0.0/16' })
    await signup(t.app, '10.2.3.4', '198.51.100.30')
    expect(await recordedAddress(`proxy${emails}@clinic.example`)).toBe('198.51.100.30')
    await signup(t.app, '10.3.0.1', '198.51.100.31')
    expect(await recordedAddress(`proxy${emails}@clinic.example`)).toBe('10.3.0.1')
  })

  it('refuses a TRUST_PROXY that is neither off, a hop count nor addresses, naming the setting', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'escriba-config-'))
    try {
      for (const value of ['maybe', '10.0.0.0/33', '10.0.0.1,', 'true']) {
        expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value })).toThrow(
          /TRUST_PROXY: expected false/,
        )
      }
      expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false)
      expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toBe(2)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
