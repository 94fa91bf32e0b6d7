// Accounts end to end (issue 3, acceptance): the real server and the built app in the system Chromium.
// Setup users go through the API (signup, then the confirmation link from the outbox), never the admin
// command, which refuses a data folder a running server holds.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_KEY } from '../../src/services/session-storage'
import { type OutboxMail, readOutbox } from '../support/outbox'
import { launchBrowser, type RunningServer, startServer, watchErrors } from './harness'
import { confirmedUser } from './users'

/** The server's minimum token lifetime plus a margin for the argon2 sign-in; the one waited-for delay. */
const SHORT_TOKEN_TTL_SECONDS = 8
const PASSWORD = 'segredo-123'

let server: RunningServer
let shortLived: RunningServer
let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  // Started together: the second server only serves the token-expiry test.
  ;[server, shortLived, browser] = await Promise.all([
    startServer(),
    startServer({ env: { TOKEN_TTL_SECONDS: String(SHORT_TOKEN_TTL_SECONDS) } }),
    launchBrowser(),
  ])
})

afterAll(async () => {
  await browser?.close()
  await Promise.all([server?.stop(), shortLived?.stop()])
})

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

/** A fresh browser profile (its own cookies, localStorage and sessionStorage) in Portuguese. */
async function newContext(
  on: RunningServer = server,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: on.baseUrl, locale: 'pt-PT', storageState })
  contexts.push(context)
  return context
}

let people = 0
/** A person nobody has used yet on this server run (signups are rate-limited per address, 10 an hour). */
function newPerson(label: string) {
  people += 1
  return { name: `Dra. ${label} ${people}`, email: `${label}-${people}-${Date.now()}@example.test` }
}

/** The newest mail of a kind to an address, waited for: the server writes it before it answers. */
async function linkMailed(
  on: RunningServer,
  email: string,
  kind: 'confirm_email' | 'reset_password',
): Promise<NonNullable<OutboxMail['link']>> {
  let link: OutboxMail['link']
  await expect
    .poll(
      () => {
        link = readOutbox(`${on.dataDir}/outbox`)
          .filter((mail) => mail.to.includes(email) && mail.link?.kind === kind)
          .at(-1)?.link
        return link
      },
      { timeout: 5_000 },
    )
    .toBeDefined()
  return link as NonNullable<OutboxMail['link']>
}

/**
 * The mailed link as a path on the server under test: links are built from APP_URL, which defaults to
 * `http://localhost:<port>`, while the harness serves on 127.0.0.1 (another origin for web storage).
 */
const pathOf = (link: { url: string }) => new URL(link.url).pathname

const isPath = (path: string) => (url: URL) => url.pathname === path

/** Waits for a screen by its `main[data-route]`, after the address shows its path. */
async function onScreen(page: Page, path: string, route: string) {
  await page.waitForURL(isPath(path))
  await page.locator(`main[data-route="${route}"]`).waitFor({ state: 'visible' })
}

/** Home, showing who is signed in. */
async function expectHomeOf(page: Page, name: string) {
  await onScreen(page, '/', 'home')
  await page.getByText(`Sessão iniciada como ${name}.`).waitFor({ state: 'visible' })
}

async function logIn(page: Page, user: { email: string; password: string }, remember: boolean) {
  await page.goto('/login')
  await onScreen(page, '/login', 'login')
  await page.locator('input[name=email]').fill(user.email)
  await page.locator('input[name=password]').fill(user.password)
  await page.locator('input[name=remember]').setChecked(remember)
  await page.getByRole('button', { name: 'Iniciar sessão' }).click()
}

/** The session token as the app keeps it: sessionStorage first (this tab's sign-in), then localStorage. */
function storedTokens(page: Page) {
  return page.evaluate(
    (key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }),
    TOKEN_KEY,
  )
}

/** Opening a private screen signed out ends on login. */
async function expectSignedOut(page: Page) {
  await page.goto('/settings/account')
  await onScreen(page, '/login', 'login')
}

async function expectSignedIn(page: Page, name: string) {
  await page.goto('/settings/account')
  await onScreen(page, '/settings/account', 'settings')
  await page.goto('/')
  await expectHomeOf(page, name)
}

const accountStatus = async (on: RunningServer, token: string) =>
  (await fetch(`${on.baseUrl}/v1/account`, { headers: { authorization: `Bearer ${token}` } })).status

describe('accounts in the browser', () => {
  it('signs up, opens the confirmation link from the outbox and lands signed in on home', async () => {
    const person = newPerson('signup')
    const page = await (await newContext()).newPage()
    const errors = watchErrors(page)

    await page.goto('/signup')
    await onScreen(page, '/signup', 'signup')
    await page.locator('input[name=name]').fill(person.name)
    await page.locator('input[name=email]').fill(person.email)
    await page.locator('input[name=password]').fill(PASSWORD)
    await page.locator('input[name=password_confirmation]').fill(PASSWORD)
    await page.locator('select[name=language]').selectOption('pt')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await page.getByRole('heading', { name: 'Confirme o seu e-mail' }).waitFor({ state: 'visible' })

    const link = await linkMailed(server, person.email, 'confirm_email')
    expect(link.url).toMatch(/\/confirm_email\/[A-Za-z0-9_-]+$/)
    await page.goto(pathOf(link))
    await expectHomeOf(page, person.name)
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })

  it('logs out from the home link: login, private screens closed, the old token refused by the server', async () => {
    const user = await confirmedUser(server, 'logout')
    const page = await (await newContext()).newPage()
    await logIn(page, user, true)
    await expectHomeOf(page, user.name)
    const { local } = await storedTokens(page)
    expect(local).toBeTruthy()
    const token = local as string
    expect(await accountStatus(server, token)).toBe(200)

    await page.getByRole('link', { name: 'Terminar sessão' }).click()
    await onScreen(page, '/login', 'login')
    expect(await storedTokens(page)).toEqual({ local: null, session: null })
    await expectSignedOut(page)
    // Revoked on the server, not only forgotten by the browser.
    await expect.poll(() => accountStatus(server, token)).toBe(401)
  })

  it('logs out by opening /logout', async () => {
    const user = await confirmedUser(server, 'logout-url')
    const page = await (await newContext()).newPage()
    await logIn(page, user, false)
    await expectHomeOf(page, user.name)
    const token = (await storedTokens(page)).session as string

    await page.goto('/logout')
    await onScreen(page, '/login', 'login')
    await expectSignedOut(page)
    await expect.poll(() => accountStatus(server, token)).toBe(401)
  })

  it('without remember-me keeps the session to the tab: a new context or a new tab is signed out', async () => {
    const user = await confirmedUser(server, 'session')
    const context = await newContext()
    const page = await context.newPage()
    const errors = watchErrors(page)
    await logIn(page, user, false)
    await expectHomeOf(page, user.name)
    const stored = await storedTokens(page)
    expect(stored.session).toBeTruthy()
    expect(stored.local).toBeNull()

    // sessionStorage survives a reload of the same tab.
    await page.reload()
    await expectSignedIn(page, user.name)

    // A new context given everything the first one would keep across a browser restart (cookies and
    // localStorage; storageState never carries sessionStorage) is a reopened browser: signed out.
    const reopened = await (await newContext(server, await context.storageState())).newPage()
    await expectSignedOut(reopened)

    // sessionStorage belongs to the tab: a new tab of the same context does not share it.
    const secondTab = await context.newPage()
    await expectSignedOut(secondTab)

    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })

  it('with remember-me keeps the session: a new tab and a reopened browser are still signed in', async () => {
    const user = await confirmedUser(server, 'remember')
    const context = await newContext()
    const page = await context.newPage()
    await logIn(page, user, true)
    await expectHomeOf(page, user.name)
    const stored = await storedTokens(page)
    expect(stored.local).toBeTruthy()
    expect(stored.session).toBeNull()

    // localStorage is shared by every tab of the context.
    const secondTab = await context.newPage()
    const errors = watchErrors(secondTab)
    await expectSignedIn(secondTab, user.name)

    // And it is part of what a browser keeps when it restarts.
    const reopened = await (await newContext(server, await context.storageState())).newPage()
    await expectSignedIn(reopened, user.name)

    await secondTab.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })

  it('signs a second context in with a QR token, which works only once', async () => {
    const user = await confirmedUser(server, 'qr')
    const pageA = await (await newContext()).newPage()
    await logIn(pageA, user, false)
    await expectHomeOf(pageA, user.name)
    const qr = await pageA.evaluate(async (key) => {
      const token = localStorage.getItem(key) ?? sessionStorage.getItem(key)
      const response = await fetch('/v1/qr_token', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      })
      return { status: response.status, body: (await response.json()) as { data: { token: string } } }
    }, TOKEN_KEY)
    expect(qr.status).toBe(201)
    const qrToken = qr.body.data.token

    const pageB = await (await newContext()).newPage()
    const errors = watchErrors(pageB)
    await pageB.goto(`/autologin/${qrToken}`)
    await expectHomeOf(pageB, user.name)
    await pageB.waitForLoadState('networkidle')
    expect(errors).toEqual([])
    // Context A is untouched by B's sign-in.
    await expectSignedIn(pageA, user.name)

    // Spent: a third context opening the same code is refused and stays signed out.
    const pageC = await (await newContext()).newPage()
    await pageC.goto(`/autologin/${qrToken}`)
    await pageC
      .getByRole('alert')
      .getByText('Esta ligação é inválida ou já foi utilizada.')
      .waitFor({ state: 'visible' })
    expect(new URL(pageC.url()).pathname).toBe(`/autologin/${qrToken}`)
    expect(await storedTokens(pageC)).toEqual({ local: null, session: null })
    const again = await fetch(`${server.baseUrl}/v1/auto_login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: qrToken }),
    })
    expect(again.status).toBe(400)
  })

  it('resets the password by the mailed link and signs in with the new one', async () => {
    const user = await confirmedUser(server, 'reset')
    const newPassword = 'outro-segredo-456'
    const page = await (await newContext()).newPage()
    const errors = watchErrors(page)

    await page.goto('/reset')
    await onScreen(page, '/reset', 'reset')
    await page.locator('input[name=email]').fill(user.email)
    await page.getByRole('button', { name: 'Enviar ligação' }).click()
    await page.getByRole('heading', { name: 'Verifique o seu e-mail' }).waitFor({ state: 'visible' })

    const link = await linkMailed(server, user.email, 'reset_password')
    await page.goto(pathOf(link))
    await onScreen(page, pathOf(link), 'reset_password')
    await page.locator('input[name=password]').fill(newPassword)
    await page.locator('input[name=password_confirmation]').fill(newPassword)
    await page.getByRole('button', { name: /Guardar/ }).click()
    await onScreen(page, '/login', 'login')
    await page
      .getByText('A sua palavra-passe foi alterada. Inicie sessão com a nova palavra-passe.')
      .waitFor({ state: 'visible' })

    await logIn(page, { email: user.email, password: newPassword }, false)
    await expectHomeOf(page, user.name)
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])

    const withOld = await fetch(`${server.baseUrl}/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: user.email, password: PASSWORD } }),
    })
    expect(withOld.status).toBe(401)
  })

  it('shows the session-expired dialog when the token expires, and confirming lands on login', async () => {
    const user = await confirmedUser(shortLived, 'expiry')
    const page = await (await newContext(shortLived)).newPage()
    await logIn(page, user, true)
    await expectHomeOf(page, user.name)

    // The only timed wait: the token's own lifetime, checked by the app every second.
    const dialog = page.getByRole('alertdialog', { name: 'A sua sessão expirou' })
    await dialog.waitFor({ state: 'visible', timeout: (SHORT_TOKEN_TTL_SECONDS + 5) * 1000 })
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await storedTokens(page)).toEqual({ local: null, session: null })

    await dialog.getByRole('button', { name: 'Iniciar sessão' }).click()
    await onScreen(page, '/login', 'login')
    await expect.poll(() => dialog.count()).toBe(0)
    await expectSignedOut(page)
  })
})
