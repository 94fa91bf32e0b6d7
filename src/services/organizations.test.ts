import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { mswServer, TEST_API, testApi } from '../../tests/unit/api-client'
import { clinician } from '../../tests/unit/fixtures'
import { resendConfirmation } from './accounts'
import { ApiError } from './api'
import { createCredits } from './credits'
import { createOrganizations } from './organizations'

const BASE = TEST_API
const server = mswServer()

const api = testApi()
const organizations = createOrganizations(api)

const organization = {
  id: 'o-1',
  name: 'Clínica do Largo',
  role: 'admin',
  members: [{ user_id: 'u-1', name: 'Ana Sousa', email: 'ana@example.pt', role: 'admin', joined_at: null }],
}
const invitation = {
  id: 'i-1',
  email: 'rui@example.pt',
  invited_at: '2026-01-07T12:00:00.000Z',
  expires_at: '2026-01-14T12:00:00.000Z',
  status: 'pending',
}
const summary = (role: string) =>
  HttpResponse.json({ data: { d_organizations: [{ id: 'o-1', name: 'Clínica do Largo', role }] } })

describe('organizations service', () => {
  it("reads the user's organisation with its members and, for an admin, its invitations", async () => {
    server.use(
      http.get(`${BASE}/v1/organizations`, () => summary('admin')),
      http.get(`${BASE}/v1/organizations/o-1`, () =>
        HttpResponse.json({ data: { d_organization: organization } }),
      ),
      http.get(`${BASE}/v1/organizations/o-1/invitations`, () =>
        HttpResponse.json({ data: { d_invitations: [invitation] } }),
      ),
    )
    expect(await organizations.own()).toEqual({ organization, invitations: [invitation] })
  })

  it('asks a member for no invitations, and answers none for a user without an organisation', async () => {
    server.use(
      http.get(`${BASE}/v1/organizations`, () => summary('member')),
      http.get(`${BASE}/v1/organizations/o-1`, () =>
        HttpResponse.json({ data: { d_organization: { ...organization, role: 'member' } } }),
      ),
    )
    expect((await organizations.own()).invitations).toEqual([])
    server.use(
      http.get(`${BASE}/v1/organizations`, () => HttpResponse.json({ data: { d_organizations: [] } })),
    )
    expect(await organizations.own()).toEqual({ organization: null, invitations: [] })
  })

  it('invites one email per line and answers each line with the invitations as they are now', async () => {
    let sent: unknown
    server.use(
      http.post(`${BASE}/v1/organizations/o-1/invitations`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(
          {
            data: {
              d_lines: [
                { line: 'rui@example.pt', valid: true, problem: null },
                { line: 'x', valid: false, problem: 'Not an email' },
              ],
              d_invitations: [invitation],
            },
          },
          { status: 201 },
        )
      }),
      http.get(`${BASE}/v1/organizations/o-1/invitations`, () =>
        HttpResponse.json({
          data: { d_invitations: [invitation, { ...invitation, id: 'i-0', status: 'expired' }] },
        }),
      ),
    )
    const answer = await organizations.invite('o-1', 'rui@example.pt\nx')
    expect(sent).toEqual({ emails: 'rui@example.pt\nx' })
    expect(answer.lines.map((line) => line.valid)).toEqual([true, false])
    expect(answer.invitations).toHaveLength(2)
  })

  it("reads a member's history in the admin's own organisation, and none without one", async () => {
    const history = {
      d_member: { user_id: 'u-2', name: 'Rui', email: 'rui@example.pt', role: 'member', joined_at: null },
      d_consultation_sessions: [],
      d_credits_spent: 0,
    }
    server.use(
      http.get(`${BASE}/v1/organizations`, () => summary('admin')),
      http.get(`${BASE}/v1/organizations/o-1/members/u-2/history`, () =>
        HttpResponse.json({ data: history }),
      ),
    )
    expect(await organizations.memberHistory('u-2')).toEqual(history)
    server.use(
      http.get(`${BASE}/v1/organizations`, () => HttpResponse.json({ data: { d_organizations: [] } })),
    )
    await expect(organizations.memberHistory('u-2')).rejects.toMatchObject({ code: 'not_found', status: 404 })
  })

  it('signs up with the invitation token and signs in with the token of the answer', async () => {
    let sent: unknown
    server.use(
      http.post(`${BASE}/v1/signup`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(
          { data: { d_user: clinician } },
          { status: 201, headers: { authorization: 'Bearer jwt-invited' } },
        )
      }),
    )
    const user = { name: 'Ana Sousa', email: 'ana@example.pt', password: 'secret1', language: 'pt' as const }
    expect(await organizations.signUpWithInvitation({ token: 'tok/1', user })).toEqual({
      token: 'jwt-invited',
      user: clinician,
    })
    expect(sent).toEqual({ user, invitation_token: 'tok/1' })
  })

  it('escapes tokens in paths and reads the refusal of an expired invitation', async () => {
    server.use(
      http.post(`${BASE}/v1/organization_invitations/tok%2F1/accept`, () =>
        HttpResponse.json(
          {
            error: { code: 'conflict', message: 'This invitation is expired', fields: { token: 'expired' } },
          },
          { status: 409 },
        ),
      ),
    )
    const refused = await organizations.acceptInvitation('tok/1').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ code: 'conflict', body: { error: { fields: { token: 'expired' } } } })
  })
})

describe('credits service', () => {
  it('reads the pools, what a document costs and whom to ask for more', async () => {
    server.use(
      http.get(`${BASE}/v1/credits`, () =>
        HttpResponse.json({
          data: { d_pools: [], credits_per_document: 2, support_contact: 'apoio@escriba.pt' },
        }),
      ),
    )
    expect(await createCredits(api).load()).toEqual({
      pools: [],
      creditsPerDocument: 2,
      supportContact: 'apoio@escriba.pt',
    })
  })
})

describe('confirmation link again', () => {
  it('posts the address and takes the neutral 202', async () => {
    let sent: unknown
    server.use(
      http.post(`${BASE}/v1/confirm_email`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ data: { message: 'sent if waiting' } }, { status: 202 })
      }),
    )
    await resendConfirmation(api, 'ana@example.pt')
    expect(sent).toEqual({ email: 'ana@example.pt' })
  })
})
