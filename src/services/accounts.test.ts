import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mswServer, TEST_API, testApi } from '../../tests/unit/api-client'
import { refusal } from '../../tests/unit/api-errors'
import { clinician } from '../../tests/unit/fixtures'
import { bearerToken, createAccounts } from './accounts'
import { ApiError } from './api'

const BASE = TEST_API
const server = mswServer()
afterEach(() => {
  vi.restoreAllMocks()
})

function makeAccounts(token: string | null = null) {
  const api = testApi({ token })
  return createAccounts(api)
}

const userBody = { data: { d_user: clinician } }
const withToken = (body: unknown, token = 'jwt-1', status = 200) =>
  HttpResponse.json(body as never, { status, headers: { authorization: `Bearer ${token}` } })

describe('accounts service', () => {
  it('signs in: posts the credentials, reads the token from the Authorization header and d_user', async () => {
    let sent: unknown
    server.use(
      http.post(`${BASE}/v1/login`, async ({ request }) => {
        sent = await request.json()
        return withToken(userBody, 'jwt-login')
      }),
    )
    const signedIn = await makeAccounts().signIn({ email: 'ana@example.pt', password: 'secret1' })
    expect(sent).toEqual({ user: { email: 'ana@example.pt', password: 'secret1' } })
    expect(signedIn).toEqual({ token: 'jwt-login', user: clinician })
  })

  it('passes the server error on, unwrapped', async () => {
    server.use(http.post(`${BASE}/v1/login`, () => refusal('invalid_credentials', 401)))
    const error = await makeAccounts()
      .signIn({ email: 'ana@example.pt', password: 'nope12' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'invalid_credentials', status: 401 })
  })

  it('logs Token not returned when a sign-in answer has no token', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.patch(`${BASE}/v1/confirm_email/t-1`, () => HttpResponse.json(userBody)))
    const error = await makeAccounts()
      .confirmEmail('t-1')
      .catch((caught: unknown) => caught)
    expect(log).toHaveBeenCalledWith('Token not returned')
    expect(error).toMatchObject({ kind: 'invalid_response', message: 'Token not returned' })
  })

  it('logs User not returned when a sign-in answer has no d_user', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.patch(`${BASE}/v1/confirm_email/t-2`, () => withToken({ data: {} })))
    const error = await makeAccounts()
      .confirmEmail('t-2')
      .catch((caught: unknown) => caught)
    expect(log).toHaveBeenCalledWith('User not returned')
    expect(error).toMatchObject({ kind: 'invalid_response', message: 'User not returned' })
  })

  it('spends a single-use token once while its call is on the way, and again after it settled', async () => {
    const calls = vi.fn()
    server.use(
      http.post(`${BASE}/v1/auto_login/`, async ({ request }) => {
        calls(await request.json())
        return withToken(userBody, 'jwt-qr')
      }),
    )
    const accounts = makeAccounts()
    const [first, second] = await Promise.all([accounts.autoLogin('qr-1'), accounts.autoLogin('qr-1')])
    expect(first).toEqual({ token: 'jwt-qr', user: clinician })
    expect(second).toBe(first)
    expect(calls).toHaveBeenCalledTimes(1)
    expect(calls).toHaveBeenCalledWith({ token: 'qr-1' })
    await accounts.autoLogin('qr-1')
    expect(calls).toHaveBeenCalledTimes(2)
  })

  it('sends a form once while its call is on the way: the same sign-in twice makes one POST', async () => {
    const calls = vi.fn()
    server.use(
      http.post(`${BASE}/v1/login`, async ({ request }) => {
        calls(await request.json())
        return withToken(userBody, 'jwt-login')
      }),
    )
    const accounts = makeAccounts()
    const credentials = { email: 'ana@example.pt', password: 'secret1' }
    const [first, second] = await Promise.all([accounts.signIn(credentials), accounts.signIn(credentials)])
    expect(second).toBe(first)
    expect(calls).toHaveBeenCalledTimes(1)
    // Other credentials, or the same once the first answer came, are sent again.
    await Promise.all([accounts.signIn(credentials), accounts.signIn({ ...credentials, password: 'other1' })])
    expect(calls).toHaveBeenCalledTimes(3)
  })

  it('signs in with a signed integration token', async () => {
    server.use(http.post(`${BASE}/v1/signed_token_login/`, () => withToken(userBody, 'jwt-signed')))
    expect(await makeAccounts().signedTokenLogin('signed')).toEqual({ token: 'jwt-signed', user: clinician })
  })

  it('signs up with user{name,email,password,language} and no session', async () => {
    let sent: unknown
    server.use(
      http.post(`${BASE}/v1/signup`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(userBody, { status: 201 })
      }),
    )
    const user = { name: 'Ana Sousa', email: 'ana@example.pt', password: 'secret1', language: 'en' } as const
    expect(await makeAccounts().signUp(user)).toEqual(clinician)
    expect(sent).toEqual({ user })
  })

  it('requests a reset and sets a new password with the token of the link', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${BASE}/v1/reset_password`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ data: { message: 'sent' } }, { status: 202 })
      }),
      http.patch(`${BASE}/v1/reset_password/a%2Fb`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ data: { message: 'changed' } })
      }),
    )
    const accounts = makeAccounts()
    await accounts.requestPasswordReset('ana@example.pt')
    await accounts.resetPassword('a/b', { password: 'secret2', password_confirmation: 'secret2' })
    expect(bodies).toEqual([
      { email: 'ana@example.pt' },
      { password: 'secret2', password_confirmation: 'secret2' },
    ])
  })

  it('reads, changes and deletes the account with the stored bearer token', async () => {
    const seen: string[] = []
    server.use(
      http.get(`${BASE}/v1/account`, ({ request }) => {
        seen.push(`GET ${request.headers.get('authorization')}`)
        return HttpResponse.json(userBody)
      }),
      http.put(`${BASE}/v1/account`, async ({ request }) => {
        const body = (await request.json()) as { user: { name: string } }
        seen.push(`PUT ${JSON.stringify(body)}`)
        return HttpResponse.json({ data: { d_user: { ...clinician, name: body.user.name } } })
      }),
      http.delete(`${BASE}/v1/account`, ({ request }) => {
        seen.push(`DELETE ${request.headers.get('authorization')}`)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const accounts = makeAccounts('jwt-9')
    expect(await accounts.getAccount()).toEqual(clinician)
    expect((await accounts.updateAccount({ name: 'Ana M. Sousa' })).name).toBe('Ana M. Sousa')
    await accounts.deleteAccount()
    expect(seen).toEqual(['GET Bearer jwt-9', 'PUT {"user":{"name":"Ana M. Sousa"}}', 'DELETE Bearer jwt-9'])
  })

  it('lists medical specialities', async () => {
    server.use(
      http.get(`${BASE}/v1/medical_specialities`, () =>
        HttpResponse.json({ data: { d_medical_specialities: [{ id: 'sp-1', name: 'Cardiologia' }] } }),
      ),
    )
    expect(await makeAccounts().medicalSpecialities()).toEqual([{ id: 'sp-1', name: 'Cardiologia' }])
  })
})

describe('loadSettings', () => {
  it('loads the account and the specialities together', async () => {
    server.use(
      http.get(`${BASE}/v1/account`, () => HttpResponse.json(userBody)),
      http.get(`${BASE}/v1/medical_specialities`, () =>
        HttpResponse.json({ data: { d_medical_specialities: [{ id: 'sp-1', name: 'Cardiologia' }] } }),
      ),
    )
    expect(await makeAccounts('jwt').loadSettings(true)).toEqual({
      user: clinician,
      specialities: [{ id: 'sp-1', name: 'Cardiologia' }],
    })
  })

  it('only logs a failure, leaving null (spec, section 8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(`${BASE}/v1/account`, () => refusal('internal', 500)))
    expect(await makeAccounts('jwt').loadSettings(false)).toEqual({ user: null, specialities: null })
    expect(log).toHaveBeenCalledWith('Error loading the account', expect.any(ApiError))
  })
})

describe('bearerToken', () => {
  it('reads the token of a Bearer header, and nothing else', () => {
    expect(bearerToken('Bearer a.b.c')).toBe('a.b.c')
    expect(bearerToken('bearer a.b.c')).toBe('a.b.c')
    expect(bearerToken('Basic abc')).toBeNull()
    expect(bearerToken(null)).toBeNull()
  })
})
