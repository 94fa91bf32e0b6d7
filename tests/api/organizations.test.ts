import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creditPools, invitations } from '../../server/db/schema'
import { wavFromPcm } from '../../server/features/consultations/wav'
import { grant } from '../../server/features/credits/service'
import { insertCustomDocument, insertRequest } from '../../server/features/templates/store'
import { readOutbox } from '../support/outbox'
import { callAs, testAppForFile } from './test-app'
import { invitationTokenMailedTo, signedInUser, startedConsultation } from './users'

const t = testAppForFile({
  WELCOME_CREDITS: '3',
  CREDITS_PER_DOCUMENT: '1',
  SUPPORT_CONTACT: 'apoio@escriba.example',
})
type Who = Awaited<ReturnType<typeof signedInUser>>
const as = callAs(t)

async function team() {
  const admin = await signedInUser(t)
  const res = await as(admin, 'POST', '/v1/organizations', { organization: { name: 'Clínica do Largo' } })
  expect(res.statusCode).toBe(201)
  return { admin, org: res.json().data.d_organization }
}

/** Invites `who` into the organisation and accepts through the mailed link; answers the token. */
async function join(admin: Who, orgId: string, who: Who) {
  await as(admin, 'POST', `/v1/organizations/${orgId}/invitations`, { emails: who.email })
  const link = await invitationLink(who.email)
  const res = await as(who, 'POST', `/v1/organization_invitations/${link}/accept`)
  expect(res.statusCode).toBe(200)
  return link
}

/** The token of the last invitation mailed to this email, once the mails queued so far are sent. */
const invitationLink = (email: string) => invitationTokenMailedTo(t, email)

describe('organisations', () => {
  it('makes its creator the admin, and one organisation per user', async () => {
    const { admin, org } = await team()
    expect(org).toMatchObject({
      name: 'Clínica do Largo',
      role: 'admin',
      members: [{ user_id: admin.user.id, role: 'admin' }],
    })
    expect((await as(admin, 'GET', '/v1/organizations')).json().data.d_organizations).toEqual([
      { id: org.id, name: 'Clínica do Largo', role: 'admin' },
    ])
    const second = await as(admin, 'POST', '/v1/organizations', { organization: { name: 'Outra' } })
    expect(second.statusCode).toBe(409)
    expect(
      (await as(admin, 'POST', '/v1/organizations', { organization: { name: 'ab' } })).json().error.fields,
    ).toHaveProperty(['organization.name'])
  })

  it('shows an organisation to its members only, and lets only admins rename it', async () => {
    const { admin, org } = await team()
    const member = await signedInUser(t)
    const stranger = await signedInUser(t)
    await join(admin, org.id, member)
    expect((await as(member, 'GET', `/v1/organizations/${org.id}`)).json().data.d_organization.role).toBe(
      'member',
    )
    expect((await as(stranger, 'GET', `/v1/organizations/${org.id}`)).statusCode).toBe(404)
    expect(
      (await as(member, 'PUT', `/v1/organizations/${org.id}`, { organization: { name: 'Tomada' } }))
        .statusCode,
    ).toBe(403)
    const renamed = await as(admin, 'PUT', `/v1/organizations/${org.id}`, {
      organization: { name: 'USF do Largo' },
    })
    expect(renamed.json().data.d_organization.name).toBe('USF do Largo')
  })
})

describe('invitations', () => {
  it('answers each line valid or invalid and mails the valid ones', async () => {
    const { admin, org } = await team()
    const member = await signedInUser(t)
    await join(admin, org.id, member)
    const res = await as(admin, 'POST', `/v1/organizations/${org.id}/invitations`, {
      emails: `nova@clinica.example\n  not-an-email \nNOVA@clinica.example\n${member.email}\n\n`,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().data.d_lines).toEqual([
      { line: 'nova@clinica.example', valid: true, problem: null },
      { line: 'not-an-email', valid: false, problem: 'Not an email' },
      { line: 'NOVA@clinica.example', valid: false, problem: 'Listed twice' },
      { line: member.email, valid: false, problem: 'Already a member' },
    ])
    const again = await as(admin, 'POST', `/v1/organizations/${org.id}/invitations`, {
      emails: 'nova@clinica.example',
    })
    expect(again.json().data.d_lines[0].problem).toBe('Already invited')
    const list = (await as(admin, 'GET', `/v1/organizations/${org.id}/invitations`)).json().data.d_invitations
    expect(list.map((i: { email: string; status: string }) => [i.email, i.status])).toContainEqual([
      'nova@clinica.example',
      'pending',
    ])
    await t.mailsSent()
    const mail = readOutbox(t.config.outboxDir)
      .filter((m) => m.to.includes('nova@clinica.example'))
      .at(-1)!
    expect(mail.subject).toBe('Convite para uma organização no Escriba')
    expect(mail.text).toContain('«Clínica do Largo»')
  })

  it('lets only admins invite and see invitations', async () => {
    const { admin, org } = await team()
    const member = await signedInUser(t)
    await join(admin, org.id, member)
    expect(
      (await as(member, 'POST', `/v1/organizations/${org.id}/invitations`, { emails: 'x@y.pt' })).statusCode,
    ).toBe(403)
    expect((await as(member, 'GET', `/v1/organizations/${org.id}/invitations`)).statusCode).toBe(403)
  })

  it('signs up a new clinician from the invitation, confirmed, signed in and a member', async () => {
    const { admin, org } = await team()
    await as(admin, 'POST', `/v1/organizations/${org.id}/invitations`, {
      emails: 'convidada@clinica.example',
    })
    const token = await invitationLink('convidada@clinica.example')
    const view = await as(null, 'GET', `/v1/organization_invitations/${token}`)
    expect(view.json().data.d_invitation).toMatchObject({
      organization_name: 'Clínica do Largo',
      email: 'convidada@clinica.example',
      status: 'pending',
      has_account: false,
    })
    const signup = await as(null, 'POST', '/v1/signup', {
      user: {
        name: 'Dra. Convidada',
        email: 'convidada@clinica.example',
        password: 'secret-pass',
        language: 'pt',
      },
      invitation_token: token,
    })
    expect(signup.statusCode).toBe(201)
    expect(signup.json().data.d_user).toMatchObject({ organization_id: org.id, email_confirmed: true })
    const headers = { authorization: String(signup.headers.authorization) }
    const mine = await t.app.inject({ method: 'GET', url: `/v1/organizations/${org.id}`, headers })
    expect(mine.json().data.d_organization.role).toBe('member')
    const members = (await as(admin, 'GET', `/v1/organizations/${org.id}`)).json().data.d_organization.members
    expect(members.map((m: { email: string }) => m.email)).toContain('convidada@clinica.example')
  })

  it('refuses an invitation signup with another email, and an unknown invitation', async () => {
    const { admin, org } = await team()
    await as(admin, 'POST', `/v1/organizations/${org.id}/invitations`, { emails: 'certa@clinica.example' })
    const token = await invitationLink('certa@clinica.example')
    const wrong = await as(null, 'POST', '/v1/signup', {
      user: { name: 'Dr. Errado', email: 'errada@clinica.example', password: 'secret-pass', language: 'pt' },
      invitation_token: token,
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields).toHaveProperty('invitation_token')
    const unknown = await as(null, 'GET', '/v1/organization_invitations/nope')
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses to accept for another email, an expired, a rejected or a withdrawn invitation', async () => {
    const { admin, org } = await team()
    const invitee = await signedInUser(t)
    const other = await signedInUser(t)
    await as(admin, 'POST', `/v1/organizations/${org.id}/invitations`, { emails: invitee.email })
    const token = await invitationLink(invitee.email)
    expect((await as(other, 'POST', `/v1/organization_invitations/${token}/accept`)).statusCode).toBe(403)

    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, invitee.email))
    expect(
      (await as(null, 'GET', `/v1/organization_invitations/${token}`)).json().data.d_invitation.status,
    ).toBe('expired')
    const expired = await as(invitee, 'POST', `/v1/organization_invitations/${token}/accept`)
    expect(expired.statusCode).toBe(409)
    expect(expired.json().error.message).toMatch(/expired/)

    await as(admin, 'POST', `/v1/organizations/${org.id}/invitations`, { emails: other.email })
    const otherToken = await invitationLink(other.email)
    expect(
      (await as(null, 'POST', `/v1/organization_invitations/${otherToken}/reject`)).json().data.d_invitation
        .status,
    ).toBe('rejected')
    expect((await as(other, 'POST', `/v1/organization_invitations/${otherToken}/accept`)).statusCode).toBe(
      409,
    )

    const third = await signedInUser(t)
    await as(admin, 'POST', `/v1/organizations/${org.id}/invitations`, { emails: third.email })
    const thirdToken = await invitationLink(third.email)
    const id = (await as(admin, 'GET', `/v1/organizations/${org.id}/invitations`))
      .json()
      .data.d_invitations.find((i: { email: string }) => i.email === third.email).id
    expect((await as(admin, 'DELETE', `/v1/organizations/${org.id}/invitations/${id}`)).statusCode).toBe(204)
    expect((await as(third, 'POST', `/v1/organization_invitations/${thirdToken}/accept`)).statusCode).toBe(
      409,
    )
  })
})

describe('members and roles', () => {
  it('changes roles, but never leaves the organisation without an admin', async () => {
    const { admin, org } = await team()
    const member = await signedInUser(t)
    await join(admin, org.id, member)
    const url = (who: Who) => `/v1/organizations/${org.id}/members/${who.user.id}`
    expect((await as(member, 'PUT', url(admin), { role: 'member' })).statusCode).toBe(403)
    const demoteSole = await as(admin, 'PUT', url(admin), { role: 'member' })
    expect(demoteSole.statusCode).toBe(409)
    expect(demoteSole.json().error.message).toMatch(/promote another member first/)
    expect(
      (await as(admin, 'PUT', url(member), { role: 'admin' })).json().data.d_organization.members,
    ).toContainEqual(expect.objectContaining({ user_id: member.user.id, role: 'admin' }))
    expect((await as(admin, 'PUT', url(admin), { role: 'member' })).json().data.d_organization.role).toBe(
      'member',
    )
    expect((await as(admin, 'PUT', url(member), { role: 'viewer' })).statusCode).toBe(400)
  })

  it('lets a member leave, keeps a sole admin until another is promoted, and needs a new invitation to rejoin', async () => {
    const { admin, org } = await team()
    const member = await signedInUser(t)
    const token = await join(admin, org.id, member)
    const sole = await as(admin, 'DELETE', `/v1/organizations/${org.id}/members/${admin.user.id}`)
    expect(sole.statusCode).toBe(409)
    expect(sole.json().error.message).toMatch(/only admin/)
    expect(
      (await as(member, 'DELETE', `/v1/organizations/${org.id}/members/${member.user.id}`)).statusCode,
    ).toBe(204)
    expect((await as(member, 'GET', `/v1/organizations/${org.id}`)).statusCode).toBe(404)
    expect((await as(member, 'POST', `/v1/organization_invitations/${token}/accept`)).statusCode).toBe(409)
    await join(admin, org.id, member)
    expect((await as(member, 'GET', `/v1/organizations/${org.id}`)).statusCode).toBe(200)
  })

  it('lets its only member leave only by closing it: credits move to them, invitations are cancelled', async () => {
    const { admin, org } = await team()
    const member = await signedInUser(t)
    await join(admin, org.id, member)
    // Closing needs the others gone; a member cannot close it.
    expect((await as(member, 'DELETE', `/v1/organizations/${org.id}`)).statusCode).toBe(403)
    expect((await as(admin, 'DELETE', `/v1/organizations/${org.id}`)).statusCode).toBe(409)
    await as(admin, 'DELETE', `/v1/organizations/${org.id}/members/${member.user.id}`)
    const leaving = await as(admin, 'DELETE', `/v1/organizations/${org.id}/members/${admin.user.id}`)
    expect(leaving.statusCode).toBe(409)
    expect(leaving.json().error.message).toMatch(/only member: close the organisation/)

    // 12 credits in the organisation's pool, one invitation pending.
    await grant(t.database.db, { kind: 'organization', ownerId: org.id }, 12, 'Bought')
    await as(admin, 'POST', `/v1/organizations/${org.id}/invitations`, { emails: 'later@clinic.example' })
    const own = async () =>
      (await as(admin, 'GET', '/v1/credits'))
        .json()
        .data.d_pools.find((p: { kind: string }) => p.kind === 'user').balance as number
    const before = await own()
    const closed = await as(admin, 'DELETE', `/v1/organizations/${org.id}`)
    expect(closed.statusCode).toBe(200)
    expect(closed.json().data).toEqual({ credits_moved: 12, invitations_cancelled: 1 })
    expect(await own()).toBe(before + 12)
    expect((await as(admin, 'GET', `/v1/organizations/${org.id}`)).statusCode).toBe(404)
    expect((await as(admin, 'GET', '/v1/organizations')).json().data.d_organizations).toEqual([])
    // The invitation's link no longer works; the clinician can make a new organisation.
    const link = await invitationLink('later@clinic.example')
    const later = await signedInUser(t)
    expect((await as(later, 'POST', `/v1/organization_invitations/${link}/accept`)).statusCode).not.toBe(200)
    expect(
      (await as(admin, 'POST', '/v1/organizations', { organization: { name: 'Clínica Nova' } })).statusCode,
    ).toBe(201)
  })

  it("hands a closed organisation's documents, research spaces and template requests to its last member", async () => {
    const { admin, org } = await team()
    const shared = await as(admin, 'POST', '/v1/research_spaces', {
      research_space: { name: 'Ensaio do Largo', shared_with_organization: true },
    })
    expect(shared.json().data.d_research_space.owner).toBe('organization')
    await insertCustomDocument(t.database.db, {
      userId: null,
      organizationId: org.id,
      name: 'Carta do Largo',
      description: '',
      sections: [],
      requestId: null,
    })
    // A member asked for the organisation, then left; the last member has a pending request of their own,
    // and a clinician has one pending request at a time.
    const member = await signedInUser(t)
    await join(admin, org.id, member)
    const request = (who: Who, title: string, organizationId: string | null) =>
      insertRequest(t.database.db, {
        id: randomUUID(),
        userId: who.user.id,
        organizationId,
        title,
        sections: [],
        vocabularyComment: null,
        baseDocumentId: null,
      })
    const ofOrganization = await request(member, 'Pedido da clínica', org.id)
    await as(admin, 'DELETE', `/v1/organizations/${org.id}/members/${member.user.id}`)
    const own = await request(admin, 'Pedido próprio', null)

    expect((await as(admin, 'DELETE', `/v1/organizations/${org.id}`)).statusCode).toBe(200)
    const spaces = (await as(admin, 'GET', '/v1/research_spaces')).json().data.d_research_spaces
    expect(spaces).toEqual([expect.objectContaining({ name: 'Ensaio do Largo', owner: 'user' })])
    const documents = (await as(admin, 'GET', '/v1/custom_documents')).json().data.d_custom_documents
    expect(documents).toEqual([expect.objectContaining({ name: 'Carta do Largo', organization: false })])
    const requestsOf = async (who: Who) =>
      (await as(who, 'GET', '/v1/template_requests'))
        .json()
        .data.d_template_requests.map(
          (r: { id: string; status: string; decline_reason: string | null; for_organization: boolean }) => [
            r.id,
            r.status,
            r.decline_reason,
            r.for_organization,
          ],
        )
    expect(await requestsOf(admin)).toEqual([[own.id, 'pending', null, false]])
    expect(await requestsOf(member)).toEqual([
      [ofOrganization.id, 'declined', 'The organisation was closed', false],
    ])
  })

  it('lets admins remove members, and no member remove anyone', async () => {
    const { admin, org } = await team()
    const a = await signedInUser(t)
    const b = await signedInUser(t)
    await join(admin, org.id, a)
    await join(admin, org.id, b)
    expect((await as(a, 'DELETE', `/v1/organizations/${org.id}/members/${b.user.id}`)).statusCode).toBe(403)
    expect((await as(admin, 'DELETE', `/v1/organizations/${org.id}/members/${b.user.id}`)).statusCode).toBe(
      204,
    )
    expect((await as(b, 'GET', `/v1/organizations/${org.id}`)).statusCode).toBe(404)
  })

  it("shows admins a member's history, and no one else", async () => {
    const { admin, org } = await team()
    const member = await signedInUser(t)
    const stranger = await signedInUser(t)
    await join(admin, org.id, member)
    await as(member, 'POST', '/v1/consultation_sessions', {
      consultation_type_id: 'cardiology',
      mobile: false,
      force: true,
    })
    const history = await as(admin, 'GET', `/v1/organizations/${org.id}/members/${member.user.id}/history`)
    expect(history.statusCode).toBe(200)
    expect(history.json().data.d_consultation_sessions).toHaveLength(1)
    expect(history.json().data.d_consultation_sessions[0]).toMatchObject({
      consultation_type_id: 'cardiology',
      documents: 0,
    })
    expect(JSON.stringify(history.json())).not.toMatch(/transcription/)
    expect(
      (await as(member, 'GET', `/v1/organizations/${org.id}/members/${admin.user.id}/history`)).statusCode,
    ).toBe(403)
    expect(
      (await as(stranger, 'GET', `/v1/organizations/${org.id}/members/${member.user.id}/history`)).statusCode,
    ).toBe(404)
  })
})

describe('credits', () => {
  async function noteReadySession(who: Who) {
    return startedConsultation(
      t,
      who,
      'Doente: Tenho dores de garganta há dois dias. Médico: Vamos ver a garganta.',
    )
  }
  const generate = (who: Who, id: string) =>
    as(who, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`)

  it('grants the welcome credits and spends one per document, with a ledger row each', async () => {
    const ana = await signedInUser(t)
    const id = await noteReadySession(ana)
    expect((await generate(ana, id)).statusCode).toBe(202)
    const view = (await as(ana, 'GET', '/v1/credits')).json().data
    expect(view.credits_per_document).toBe(1)
    expect(view.d_pools).toHaveLength(1)
    expect(view.d_pools[0]).toMatchObject({ kind: 'user', balance: 2, spending: true })
    expect(view.d_pools[0].history.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['document', -1],
      ['welcome', 3],
    ])
  })

  it('refuses a document with no credits left, saying to contact support', async () => {
    const ana = await signedInUser(t)
    const [pool] = await t.database.db.select().from(creditPools).where(eq(creditPools.ownerId, ana.user.id))
    await t.database.db.update(creditPools).set({ balance: 0 }).where(eq(creditPools.id, pool!.id))
    const res = await generate(ana, await noteReadySession(ana))
    expect(res.statusCode).toBe(402)
    expect(res.json().error).toMatchObject({
      code: 'insufficient_credits',
      message: expect.stringContaining('apoio@escriba.example'),
    })
  })

  it('spends exactly the balance when generations race for the last credits', async () => {
    const ana = await signedInUser(t)
    const sessions: string[] = []
    for (let i = 0; i < 8; i++) sessions.push(await noteReadySession(ana))
    const statuses = (await Promise.all(sessions.map((id) => generate(ana, id)))).map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 202)).toHaveLength(3)
    expect(statuses.filter((s) => s === 402)).toHaveLength(5)
    const pool = (await as(ana, 'GET', '/v1/credits')).json().data.d_pools[0]
    expect(pool.balance).toBe(0)
    expect(pool.history.filter((e: { kind: string }) => e.kind === 'document')).toHaveLength(3)
  })

  it('has members spend the organisation pool; admins see its whole history, members their own', async () => {
    const { admin, org } = await team()
    const member = await signedInUser(t)
    await join(admin, org.id, member)
    await grant(t.database.db, { kind: 'organization', ownerId: org.id }, 10, 'Pilot programme')
    expect((await generate(member, await noteReadySession(member))).statusCode).toBe(202)
    const mine = (await as(member, 'GET', '/v1/credits')).json().data.d_pools
    expect(
      mine.map((p: { kind: string; balance: number; spending: boolean }) => [p.kind, p.balance, p.spending]),
    ).toEqual([
      ['user', 3, false],
      ['organization', 9, true],
    ])
    expect(mine[1].history).toHaveLength(1)
    expect(mine[1].name).toBe('Clínica do Largo')
    const admins = (await as(admin, 'GET', '/v1/credits')).json().data.d_pools[1]
    expect(admins.history.map((e: { kind: string }) => e.kind)).toEqual(['document', 'grant'])
    expect(admins.history[0].user_name).toBe('Dra. Ana Lima')
    const history = (
      await as(admin, 'GET', `/v1/organizations/${org.id}/members/${member.user.id}/history`)
    ).json().data
    expect(history.d_credits_spent).toBe(1)
  })

  it('pays from the clinician’s own credits while the organisation pool is empty, and says which pool pays next', async () => {
    const { admin, org } = await team()
    const pools = async () =>
      (await as(admin, 'GET', '/v1/credits'))
        .json()
        .data.d_pools.map((p: { kind: string; balance: number; spending: boolean }) => [
          p.kind,
          p.balance,
          p.spending,
        ])
    // A new organisation has no credits: the next document is the admin's own.
    expect(await pools()).toEqual([
      ['user', 3, true],
      ['organization', 0, false],
    ])
    expect((await generate(admin, await noteReadySession(admin))).statusCode).toBe(202)
    expect(await pools()).toEqual([
      ['user', 2, true],
      ['organization', 0, false],
    ])
    // Once the organisation has credits, it pays again.
    await grant(t.database.db, { kind: 'organization', ownerId: org.id }, 1, 'Pilot programme')
    expect(await pools()).toEqual([
      ['user', 2, false],
      ['organization', 1, true],
    ])
    expect((await generate(admin, await noteReadySession(admin))).statusCode).toBe(202)
    expect(await pools()).toEqual([
      ['user', 2, true],
      ['organization', 0, false],
    ])
    // Both empty: refused, naming both.
    const [own] = await t.database.db.select().from(creditPools).where(eq(creditPools.ownerId, admin.user.id))
    await t.database.db.update(creditPools).set({ balance: 0 }).where(eq(creditPools.id, own!.id))
    const refused = await generate(admin, await noteReadySession(admin))
    expect(refused.statusCode).toBe(402)
    expect(refused.json().error.message).toMatch(/organisation nor your own/)
  })

  it('gives back the credit of a generation that fails (only silence was recorded)', async () => {
    const ana = await signedInUser(t)
    const id = await startedConsultation(t, ana, undefined, 'free_dictation')
    const silence = wavFromPcm(new Int16Array(16_000 * 2))
    const boundary = '----escriba-silence'
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="order"\r\n\r\n0\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="audio_file"; filename="c.wav"\r\n\r\n`,
      ),
      silence,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    await t.app.inject({
      method: 'POST',
      url: `/v1/consultation_sessions/${id}/audios`,
      headers: { ...ana.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    })
    const started = await generate(ana, id)
    expect(started.statusCode).toBe(202)
    const docId = started.json().data.d_generated_document.id
    await expect
      .poll(
        async () =>
          (await as(ana, 'GET', `/v1/consultation_sessions/${id}/generated_documents/${docId}`)).json().data
            .d_generated_document.status,
        { timeout: 20_000 },
      )
      .toBe('failed')
    const pool = (await as(ana, 'GET', '/v1/credits')).json().data.d_pools[0]
    expect(pool.history.map((e: { kind: string }) => e.kind)).toEqual(['refund', 'document', 'welcome'])
    expect(pool.balance).toBe(3)
  })
})
