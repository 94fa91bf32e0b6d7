// Issue 21, item 4: every mail goes out from a job. A request that may mail only queues the job and answers,
// so what it does, and how long it takes, is the same whether or not a mail follows: a password reset for an
// unknown email cannot be told from one for a known email. These tests run the server with no job worker,
// look at what a request wrote (nothing in the outbox, one job queued), then start the worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../../../server/features/accounts/service'
import { readOutbox } from '../../support/outbox'
import { createTestApp } from '../test-app'
import { signedInUser } from '../users'

let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  t = await createTestApp({}, { workers: false })
})
afterAll(async () => {
  await t?.close()
})

let addresses = 0
const nextIp = () => `10.21.4.${++addresses}`
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() })
const outbox = () => readOutbox(t.config.outboxDir)

describe('mail goes out from a job, after the request has answered', () => {
  it('answers a reset request for a known and an unknown email alike, each queuing one mail job and writing no mail', async () => {
    const known = 'known-reset@clinic.example'
    await createConfirmedUser(
      { db: t.database.db },
      { email: known, name: 'Dra. Ana Lima', password: 'right-pass', welcomeCredits: 0 },
    )
    const before = await t.pendingMails()

    const forKnown = await post('/v1/reset_password', { email: known })
    expect(forKnown.statusCode).toBe(202)
    expect(outbox()).toEqual([])
    expect(await t.pendingMails()).toBe(before + 1)

    const forUnknown = await post('/v1/reset_password', { email: 'nobody-here@clinic.example' })
    expect(forUnknown.statusCode).toBe(202)
    expect(forUnknown.body).toBe(forKnown.body)
    expect(Object.keys(forUnknown.headers).sort()).toEqual(Object.keys(forKnown.headers).sort())
    expect(outbox()).toEqual([])
    expect(await t.pendingMails()).toBe(before + 2)

    await t.startWorkers()
    await t.mailsSent()
    const reset = outbox().filter((m) => m.link?.kind === 'reset_password')
    expect(reset.map((m) => m.to)).toEqual([known])
    expect(outbox().some((m) => m.to.includes('nobody-here'))).toBe(false)
    // The link the worker made is a working one.
    const used = await t.app.inject({
      method: 'PATCH',
      url: `/v1/reset_password/${reset[0]!.link!.token}`,
      payload: { password: 'fresh-pass', password_confirmation: 'fresh-pass' },
    })
    expect(used.statusCode).toBe(200)
  })

  it('queues the confirmation of a signup, the mail to the owner of a taken email, and an invitation, without writing them', async () => {
    const owner = await signedInUser(t)
    const before = await t.pendingMails()
    const sentBefore = outbox().length
    const signup = (email: string) =>
      post('/v1/signup', { user: { name: 'Dr. Rui Sousa', email, password: 'secret-pass', language: 'en' } })

    expect((await signup('fresh-signup@clinic.example')).statusCode).toBe(201)
    expect((await signup(owner.email)).statusCode).toBe(201)
    const org = await post('/v1/organizations', { organization: { name: 'Clínica da Sé' } }, owner.headers)
    const invited = await post(
      `/v1/organizations/${org.json().data.d_organization.id}/invitations`,
      { emails: 'invitee@clinic.example' },
      owner.headers,
    )
    expect(invited.statusCode).toBe(201)
    // The invitation is listed at once; its mail is not written yet.
    expect(invited.json().data.d_invitations.map((i: { email: string }) => i.email)).toEqual([
      'invitee@clinic.example',
    ])
    expect(outbox()).toHaveLength(sentBefore)
    expect(await t.pendingMails()).toBe(before + 3)

    await t.startWorkers()
    await t.mailsSent()
    const written = outbox().slice(sentBefore)
    expect(written.map((m) => [m.to, m.link?.kind ?? 'invitation']).sort()).toEqual(
      [
        ['fresh-signup@clinic.example', 'confirm_email'],
        [owner.email, 'reset_password'],
        ['invitee@clinic.example', 'invitation'],
      ].sort(),
    )
    const invitation = written.find((m) => m.to === 'invitee@clinic.example')!
    const token = /\/organization\/invitations\/([A-Za-z0-9_-]+)/.exec(invitation.text)?.[1]
    const opened = await t.app.inject({ method: 'GET', url: `/v1/organization_invitations/${token}` })
    expect(opened.statusCode).toBe(200)
  })
})
