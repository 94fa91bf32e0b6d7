import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clinician, jwtExpiringAt } from '../../../tests/unit/fixtures'
import {
  API,
  recordRequests,
  signedInAnswer,
  signIn,
  usedLinkAnswer,
  viewTestServer,
  withoutHomeLoading,
} from '../../../tests/unit/view-harness'
import { TOKEN_KEY } from '../../services/session-storage'

const { server, openPage: open } = viewTestServer()

afterEach(() => {
  vi.restoreAllMocks()
})

const token = jwtExpiringAt(Date.now() + 3_600_000)
const signedIn = () => signedInAnswer(clinician, token)

describe('confirm_email/:token', () => {
  it('confirms on opening, once, signs in (remembered) and goes home', async () => {
    server.use(http.patch(`${API}/v1/confirm_email/c-1`, signedIn))
    const requests = recordRequests(server)
    const { router } = await open('/confirm_email/c-1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByText('Sessão iniciada como Ana Sousa.')).toBeTruthy()
    // StrictMode starts the screen twice in development; the single-use token is still spent once.
    expect(withoutHomeLoading(requests).map((request) => request.call)).toEqual([
      'PATCH /v1/confirm_email/c-1',
    ])
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(token)
  })

  it('logs Token not returned and shows an error when the answer has no token', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.patch(`${API}/v1/confirm_email/c-2`, () => HttpResponse.json({ data: { d_user: clinician } })),
    )
    await open('/confirm_email/c-2')
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Ocorreu um erro no servidor/)
    expect(log).toHaveBeenCalledWith('Token not returned')
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy()
  })

  it('logs User not returned when the answer has no user', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.patch(`${API}/v1/confirm_email/c-3`, () =>
        HttpResponse.json({ data: {} }, { headers: { authorization: `Bearer ${token}` } }),
      ),
    )
    await open('/confirm_email/c-3')
    await screen.findByRole('alert')
    expect(log).toHaveBeenCalledWith('User not returned')
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('explains a used link without offering a retry', async () => {
    server.use(http.patch(`${API}/v1/confirm_email/used`, usedLinkAnswer))
    await open('/confirm_email/used')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'Esta ligação é inválida ou já foi utilizada.Se já confirmou o e-mail, basta iniciar sessão.',
    )
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('link', { name: 'Ir para o início de sessão' }).getAttribute('href')).toBe(
      '/login',
    )
  })
  it('offers the way home instead of login to someone already signed in', async () => {
    signIn(clinician)
    server.use(
      http.patch(`${API}/v1/confirm_email/again`, () =>
        HttpResponse.json({ error: { code: 'token_invalid', message: 'x' } }, { status: 400 }),
      ),
    )
    await open('/confirm_email/again')
    await screen.findByRole('alert')
    expect(screen.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe('/')
  })
})

describe('autologin/:token and integration/:token', () => {
  it('signs a phone in with a QR token and remembers it', async () => {
    server.use(http.post(`${API}/v1/auto_login/`, signedIn))
    const requests = recordRequests(server)
    const { router } = await open('/autologin/qr-1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(requests.map((request) => [request.call, request.body])).toEqual([
      ['POST /v1/auto_login/', { token: 'qr-1' }],
    ])
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(token)
  })

  it('signs in with a signed integration token for this tab only', async () => {
    server.use(http.post(`${API}/v1/signed_token_login/`, signedIn))
    const requests = recordRequests(server)
    const { router } = await open('/integration/signed-1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(requests.map((request) => [request.call, request.body])).toEqual([
      ['POST /v1/signed_token_login/', { token: 'signed-1' }],
    ])
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe(token)
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('says an expired integration token has expired and where to go', async () => {
    server.use(
      http.post(`${API}/v1/signed_token_login/`, () =>
        HttpResponse.json(
          { error: { code: 'token_invalid', message: 'x', fields: { token: 'expired' } } },
          { status: 401 },
        ),
      ),
    )
    await open('/integration/old')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Esta ligação expirou.Volte ao sistema de onde veio e abra o Escriba novamente a partir dele.',
    )
  })

  it('tries the QR token again after a lost connection', async () => {
    let calls = 0
    server.use(
      http.post(`${API}/v1/auto_login/`, () => {
        calls += 1
        return calls === 1 ? HttpResponse.error() : signedIn()
      }),
    )
    const { router } = await open('/autologin/qr-2')
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Problemas de ligação/)
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(calls).toBe(2)
  })
})
