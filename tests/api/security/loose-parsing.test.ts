import { describe, expect, it } from 'vitest'
import { wavFromPcm } from '../../../server/features/consultations/wav'
import { testAppForFile } from '../test-app'
import { signedInUser, startedConsultation, uploadChunk } from '../users'

const t = testAppForFile()

type Who = Awaited<ReturnType<typeof signedInUser>>
const second = () => wavFromPcm(new Int16Array(16_000).map((_, i) => Math.round(8000 * Math.sin(i / 5))))

const upload = (who: Who, sessionId: string, order: string) => uploadChunk(t, who, sessionId, order, second())

const newSession = (who: Who) => startedConsultation(t, who)

/** A logout whose request says it carries JSON, with `payload` as its body, or none. */
const jsonLogout = (who: Who, payload?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/v1/logout',
    headers: { ...who.headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload }),
  })

describe('strict parsing', () => {
  it.each(['', '0x10', '1e1', ' 1', '+1', '-1', '1.0', '0b1', 'Infinity'])(
    'refuses a chunk order of %j, naming the field',
    async (order) => {
      const ana = await signedInUser(t)
      const id = await newSession(ana)
      const res = await upload(ana, id, order)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields.order).toMatch(/whole number|digits/i)
    },
  )

  it('accepts a chunk order written in decimal digits', async () => {
    const ana = await signedInUser(t)
    const id = await newSession(ana)
    expect((await upload(ana, id, '0')).statusCode).toBeLessThan(300)
    expect((await upload(ana, id, '16')).statusCode).toBeLessThan(300)
    const chunks = await t.app.inject({
      method: 'GET',
      url: `/v1/consultation_sessions/${id}/audios`,
      headers: ana.headers,
    })
    expect(chunks.statusCode).toBe(200)
  })

  it('accepts a DELETE that says application/json and sends no body', async () => {
    const ana = await signedInUser(t)
    const res = await jsonLogout(ana)
    expect(res.statusCode).toBe(204)
    expect((await t.app.inject({ method: 'GET', url: '/v1/account', headers: ana.headers })).statusCode).toBe(
      401,
    )
  })

  it('still refuses a DELETE whose JSON body is broken, and a POST whose JSON body is empty', async () => {
    const ana = await signedInUser(t)
    const broken = await jsonLogout(ana, '{"a":')
    expect(broken.statusCode).toBe(400)
    expect(broken.json().error.fields).toHaveProperty('body')
    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.fields).toHaveProperty('body')
  })
})
