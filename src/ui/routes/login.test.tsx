import { fireEvent, screen, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { HttpResponse, http } from 'msw'
import { initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { refusal } from '../../../tests/unit/api-errors'
import { clinician, jwtExpiringAt } from '../../../tests/unit/fixtures'
import {
  API,
  recordRequests,
  signedInAnswer,
  typeInto,
  viewTestServer,
  withoutHomeLoading,
} from '../../../tests/unit/view-harness'
import firstMessages from '../../i18n/locales/pt.json'
import { i18nOptions } from '../../i18n/options'
import { TOKEN_KEY } from '../../services/session-storage'

const { server, openPage: open } = viewTestServer()

const token = jwtExpiringAt(Date.now() + 3_600_000)
const signedIn = () => signedInAnswer(clinician, token)

const submitWithEnter = (label: string) =>
  fireEvent.submit(screen.getByLabelText(label, { exact: true }).closest('form')!)

describe('login', () => {
  it('signs in with remember-me: the session goes to localStorage and home greets the user', async () => {
    server.use(http.post(`${API}/v1/login`, signedIn))
    const requests = recordRequests(server)
    const { router } = await open('/login')
    typeInto('E-mail', ' ana@example.pt ')
    typeInto('Palavra-passe', 'secret1')
    fireEvent.click(screen.getByLabelText('Manter a sessão iniciada neste dispositivo'))
    submitWithEnter('Palavra-passe')
    expect(await screen.findByText('Sessão iniciada como Ana Sousa.')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    expect(withoutHomeLoading(requests).map((request) => [request.call, request.body])).toEqual([
      ['POST /v1/login', { user: { email: 'ana@example.pt', password: 'secret1' } }],
    ])
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(token)
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('keeps the session in sessionStorage only, without remember-me', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'an-old-token')
    server.use(http.post(`${API}/v1/login`, signedIn))
    await open('/login')
    typeInto('E-mail', 'ana@example.pt')
    typeInto('Palavra-passe', 'secret1')
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sessão' }))
    await screen.findByText('Sessão iniciada como Ana Sousa.')
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe(token)
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('says Fill all the fields, marks each empty field and focuses the first, without calling the server', async () => {
    const requests = recordRequests(server)
    await open('/login')
    submitWithEnter('E-mail')
    expect((await screen.findByRole('alert')).textContent).toBe('Preencha todos os campos.')
    const email = screen.getByLabelText('E-mail')
    expect(document.activeElement).toBe(email)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Campo obrigatório.',
    )
    expect(requests).toEqual([])
  })

  it('wants a password of 6 characters or more', async () => {
    await open('/login')
    typeInto('E-mail', 'ana@example.pt')
    typeInto('Palavra-passe', '12345')
    submitWithEnter('Palavra-passe')
    expect(await screen.findByText('A palavra-passe tem de ter pelo menos 6 caracteres.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Palavra-passe', { exact: true }))
  })

  it.each([
    ['invalid credentials', () => refusal('invalid_credentials', 401), /^Credenciais inválidas/],
    [
      'an unconfirmed email, with a hint to check the mailbox',
      () => refusal('email_not_confirmed', 403),
      /spam/,
    ],
    ['too many attempts', () => refusal('rate_limited', 429), /^Demasiadas tentativas/],
    ['a lost connection', () => HttpResponse.error(), /^Problemas de ligação/],
    ['a server error', () => refusal('internal', 500), /^Ocorreu um erro no servidor/],
  ])('explains %s and keeps what was typed', async (_, answer, message) => {
    server.use(http.post(`${API}/v1/login`, answer))
    await open('/login')
    typeInto('E-mail', 'ana@example.pt')
    typeInto('Palavra-passe', 'secret1')
    submitWithEnter('Palavra-passe')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(message)
    expect(document.activeElement).toBe(alert)
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.pt')
    expect((screen.getByLabelText('Palavra-passe', { exact: true }) as HTMLInputElement).value).toBe(
      'secret1',
    )
  })

  it.each([
    ['840', 'Demasiadas tentativas. Tente de novo dentro de 14 minutos.'],
    ['60', 'Demasiadas tentativas. Tente de novo dentro de 1 minuto.'],
    ['30', 'Demasiadas tentativas. Tente de novo dentro de 30 segundos.'],
  ])('shows the wait the server names after too many attempts (%s s)', async (seconds, message) => {
    server.use(
      http.post(`${API}/v1/login`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'rate_limited',
              message: 'Too many wrong passwords for this account from here',
              fields: { retry_after_seconds: seconds },
            },
          },
          { status: 429, headers: { 'retry-after': seconds } },
        ),
      ),
    )
    await open('/login')
    typeInto('E-mail', 'ana@example.pt')
    typeInto('Palavra-passe', 'secret1')
    submitWithEnter('Palavra-passe')
    expect((await screen.findByRole('alert')).textContent).toBe(message)
  })

  it('carries the typed email to the reset screen', async () => {
    const { router } = await open('/login')
    typeInto('E-mail', 'ana@example.pt')
    fireEvent.click(screen.getByRole('link', { name: 'Esqueceu-se da palavra-passe?' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset'))
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe('ana@example.pt')
  })

  it('shows the notice it was opened with', async () => {
    await open('/login', { state: { notice: 'password-reset' } })
    expect((await screen.findByRole('status')).textContent).toBe(
      'A sua palavra-passe foi alterada. Inicie sessão com a nova palavra-passe.',
    )
  })
})

describe('signup', () => {
  const fill = () => {
    typeInto('Nome', 'Rui Lopes')
    typeInto('E-mail', 'rui@example.pt')
    typeInto('Palavra-passe', 'secret1')
    typeInto('Confirmar palavra-passe', 'secret1')
  }

  it('starts the language on the interface language', async () => {
    await open('/signup', { language: 'de' })
    expect(((await screen.findByLabelText('Sprache')) as HTMLSelectElement).value).toBe('de')
  })

  it('says the passwords do not match, next to the confirmation', async () => {
    await open('/signup')
    fill()
    typeInto('Confirmar palavra-passe', 'secret2')
    submitWithEnter('Nome')
    expect(await screen.findByText('As palavras-passe não coincidem.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Confirmar palavra-passe'))
  })

  it('creates the account and asks to confirm the email, in the language chosen for it', async () => {
    server.use(
      http.post(`${API}/v1/signup`, () =>
        HttpResponse.json({ data: { d_user: clinician } }, { status: 201 }),
      ),
    )
    const requests = recordRequests(server)
    await open('/signup')
    fill()
    fireEvent.change(screen.getByLabelText('Idioma'), { target: { value: 'en' } })
    submitWithEnter('Nome')
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeTruthy()
    expect(screen.getByText(/We have sent a confirmation link to rui@example\.pt/)).toBeTruthy()
    expect(requests.map((request) => request.body)).toEqual([
      { user: { name: 'Rui Lopes', email: 'rui@example.pt', password: 'secret1', language: 'en' } },
    ])
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('marks an email that already has an account', async () => {
    server.use(
      http.post(`${API}/v1/signup`, () => refusal('conflict', 409, { 'user.email': 'Already registered' })),
    )
    await open('/signup')
    fill()
    submitWithEnter('Nome')
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Já existe uma conta com este e-mail/)
    expect(screen.getByText('Este e-mail já está registado.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'))
  })
})

describe('reset request', () => {
  it('shows a neutral confirmation that does not tell whether the address has an account', async () => {
    server.use(
      http.post(`${API}/v1/reset_password`, () =>
        HttpResponse.json({ data: { message: 'x' } }, { status: 202 }),
      ),
    )
    await open('/reset')
    typeInto('E-mail', 'nobody@example.pt')
    submitWithEnter('E-mail')
    expect(await screen.findByRole('heading', { name: 'Verifique o seu e-mail' })).toBeTruthy()
    expect(screen.getByText(/^Se existir uma conta com o e-mail nobody@example\.pt/)).toBeTruthy()
  })
})

describe('the messages the sign-in screens load first (locales/pt.json, without locales/later)', () => {
  /** Translations holding only the first part, and every key asked of them that they lack. */
  function firstPartOnly() {
    const missing: string[] = []
    const i18n = i18next.createInstance()
    void i18n.use(initReactI18next).init({
      ...i18nOptions('pt', { pt: { translation: firstMessages } }),
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
    })
    return { i18n, missing }
  }

  it.each(['/login', '/signup', '/reset'])('say everything %s says, its problems included', async (path) => {
    const { i18n, missing } = firstPartOnly()
    await open(path, { i18n })
    const form = document.querySelector('form')!
    fireEvent.submit(form)
    await screen.findByRole('alert')
    for (const input of form.querySelectorAll('input:not([type=checkbox]), select')) {
      fireEvent.change(input, { target: { value: 'x' } })
    }
    fireEvent.submit(form)
    await screen.findByRole('alert')
    expect(missing).toEqual([])
  })

  it('say everything the signed-out shell and the not-found screen say', async () => {
    const { i18n, missing } = firstPartOnly()
    await open('/no-such-page', { i18n })
    expect(missing).toEqual([])
  })
})
