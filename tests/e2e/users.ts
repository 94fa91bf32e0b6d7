// Clinicians for the end-to-end suites: signed up through the API, confirmed with the link from the
// server's outbox, and signed in through the login screen of a fresh browser context.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Language } from '../../contract/common'
import type {
  AudioChunk,
  ConsultationSession,
  GeneratedDocument,
  SessionMode,
} from '../../contract/consultations'
import { TOKEN_KEY } from '../../src/services/session-storage'
import { readOutbox } from '../support/outbox'
import { type RunningServer, watchErrors } from './harness'

export const PASSWORD = 'segredo-123'

export interface E2eUser {
  name: string
  email: string
  password: string
  language: Language
}

let people = 0

/** A confirmed clinician: signup through the API, then the confirmation link read from the outbox. */
export async function confirmedUser(
  server: RunningServer,
  label: string,
  options: { name?: string; language?: Language } = {},
): Promise<E2eUser> {
  people += 1
  const user: E2eUser = {
    name: options.name ?? `Dra. ${label} ${people}`,
    email: `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${people}-${Date.now()}@example.test`,
    password: PASSWORD,
    language: options.language ?? 'pt',
  }
  const signup = await fetch(`${server.baseUrl}/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user }),
  })
  expect(signup.status).toBe(201)
  let token: string | undefined
  await expect
    .poll(
      () => {
        token = readOutbox(`${server.dataDir}/outbox`)
          .filter((mail) => mail.to.includes(user.email) && mail.link?.kind === 'confirm_email')
          .at(-1)?.link?.token
        return token
      },
      { timeout: 5_000 },
    )
    .toBeDefined()
  const confirm = await fetch(`${server.baseUrl}/v1/confirm_email/${token}`, { method: 'PATCH' })
  expect(confirm.status).toBe(200)
  return user
}

/** Signs in through the login screen (in Portuguese) and waits for home. */
export async function logIn(page: Page, user: Pick<E2eUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login')
  await page.locator('main[data-route="login"]').waitFor({ state: 'visible' })
  await page.locator('input[name=email]').fill(user.email)
  await page.locator('input[name=password]').fill(user.password)
  await page.getByRole('button', { name: 'Iniciar sessão' }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

/** The bearer token the browser stored at sign-in, for the API calls of a test's setup and checks. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    (key) => sessionStorage.getItem(key) ?? localStorage.getItem(key),
    TOKEN_KEY,
  )
  expect(token).toBeTruthy()
  return token as string
}

export interface SignedIn {
  user: E2eUser
  context: BrowserContext
  page: Page
  /** Uncaught page errors and console errors, for `expect(errors).toEqual([])` at the end. */
  errors: string[]
  token: string
}

/**
 * A new confirmed clinician signed in on a new Portuguese browser context of `browser`. The context is
 * pushed on `contexts` when given, so an afterEach can close them all.
 */
export async function signedInAs(
  server: RunningServer,
  browser: Browser,
  label: string,
  options: { contexts?: BrowserContext[]; context?: BrowserContextOptions; name?: string } = {},
): Promise<SignedIn> {
  const user = await confirmedUser(server, label, { name: options.name })
  const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'pt-PT', ...options.context })
  options.contexts?.push(context)
  const page = await context.newPage()
  const errors = watchErrors(page)
  await logIn(page, user)
  return { user, context, page, errors, token: await storedToken(page) }
}

/** A JSON call to the real server as `token`'s user; answers the status and the parsed body. */
export async function api<T = unknown>(
  server: RunningServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}

/** A call to the real server that must succeed; answers the body. */
export async function apiOk<T>(
  server: RunningServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await api<T>(server, token, method, path, body)
  expect(response.status, `${method} ${path}`).toBeLessThan(300)
  return response.body
}

/** The audio chunks the server holds for a consultation session. */
export const audioChunksOnServer = async (server: RunningServer, token: string, id: string) =>
  (
    await apiOk<{ data: { d_audios: AudioChunk[] } }>(
      server,
      token,
      'GET',
      `/v1/consultation_sessions/${id}/audios`,
    )
  ).data.d_audios

/** A new consultation of the general practice type, made through the API as home would: its id. */
export async function soapConsultation(server: RunningServer, token: string): Promise<string> {
  const created = await apiOk<{ data: { d_consultation_session: ConsultationSession } }>(
    server,
    token,
    'POST',
    '/v1/consultation_sessions',
    { consultation_type_id: 'general_practice_soap', mobile: false, force: true },
  )
  return created.data.d_consultation_session.id
}

/** A consultation with its transcript typed in, made through the API as the screen would save it. */
export async function typedConsultation(
  server: RunningServer,
  token: string,
  transcript: string,
): Promise<string> {
  const id = await soapConsultation(server, token)
  const saved = await api(server, token, 'PUT', `/v1/consultation_sessions/${id}/transcription`, {
    transcription: transcript,
  })
  expect(saved.status).toBe(200)
  return id
}

/** A new consultation session of the first consultation type, in `mode` (else the server's default). */
export async function newConsultation(
  server: RunningServer,
  token: string,
  mode?: SessionMode,
): Promise<ConsultationSession> {
  const types = await apiOk<{ data: { d_consultation_types: { id: string }[] } }>(
    server,
    token,
    'GET',
    '/v1/consultation_types',
  )
  const created = await apiOk<{ data: { d_consultation_session: ConsultationSession } }>(
    server,
    token,
    'POST',
    '/v1/consultation_sessions',
    // Undefined is left out of the JSON body.
    { consultation_type_id: types.data.d_consultation_types[0]!.id, force: true, mode },
  )
  return created.data.d_consultation_session
}

/** The consultation session as the server has it now. */
export const consultationOnServer = async (server: RunningServer, token: string, id: string) =>
  (
    await apiOk<{ data: { d_consultation_session: ConsultationSession } }>(
      server,
      token,
      'GET',
      `/v1/consultation_sessions/${id}`,
    )
  ).data.d_consultation_session

/** The consultation's main note as the server has it now. */
export async function mainDocumentOf(
  server: RunningServer,
  token: string,
  id: string,
): Promise<GeneratedDocument> {
  const session = await consultationOnServer(server, token, id)
  return session.generated_documents.find((d) => d.name === 'main')!
}
