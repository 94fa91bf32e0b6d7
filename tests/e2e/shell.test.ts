import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { launchBrowser, type RunningServer, startServer, watchErrors } from './harness'

let server: RunningServer
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

beforeEach(async () => {
  // A fresh profile per test: no token, no stored preferences.
  context = await browser.newContext({ baseURL: server.baseUrl })
})

afterEach(async () => {
  await context?.close()
})

describe('the app shell on the API port', () => {
  it('sends an anonymous visitor from / to /login, without console errors', async () => {
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/')
    await page.waitForURL((url) => url.pathname === '/login')
    const heading = page.locator('h1').first()
    await heading.waitFor({ state: 'visible' })
    expect((await heading.textContent())?.trim()).not.toBe('')
    // Late requests (the favicon, lazy chunks) report their errors after the heading shows.
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })

  it('sends an anonymous deep link such as /settings/account to /login too', async () => {
    const page = await context.newPage()
    const errors = watchErrors(page)
    const response = await page.goto('/settings/account')
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-type']).toContain('text/html')
    await page.waitForURL((url) => url.pathname === '/login')
    await page.locator('h1').first().waitFor({ state: 'visible' })
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })

  it('opens /login before the router, which takes over on the first move and keeps the typed address', async () => {
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/login')
    await page.locator('main[data-route="login"]').waitFor({ state: 'visible' })
    await page.locator('input[name="email"]').fill('ana@example.org')
    await page.locator('a[href="/signup"]').click()
    await page.waitForURL((url) => url.pathname === '/signup')
    await page.locator('main[data-route="signup"]').waitFor({ state: 'visible' })
    expect(await page.locator('input[name="email"]').inputValue()).toBe('ana@example.org')
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/login')
    await page.locator('main[data-route="login"]').waitFor({ state: 'visible' })
    await page.locator('a[href="/signup"]').click()
    await page.locator('main[data-route="signup"]').waitFor({ state: 'visible' })
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })

  it('answers GET /health with 200 and JSON', async () => {
    const response = await fetch(`${server.baseUrl}/health`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok', jobs: 'ok' })
  })

  it('serves the OpenAPI document at /docs/json and its UI at /docs', async () => {
    const document = await fetch(`${server.baseUrl}/docs/json`)
    expect(document.status).toBe(200)
    const openapi = (await document.json()) as { openapi?: string; paths?: Record<string, unknown> }
    expect(openapi.openapi).toMatch(/^3\./)
    expect(Object.keys(openapi.paths ?? {})).toContain('/health')

    const page = await context.newPage()
    const errors = watchErrors(page)
    const response = await page.goto('/docs')
    expect(response?.status()).toBe(200)
    await page.locator('.swagger-ui .info .title').first().waitFor({ state: 'visible' })
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })
})

describe('languages', () => {
  it('downloads only the language it shows, and pt as the fallback', async () => {
    const german = await browser.newContext({ baseURL: server.baseUrl, locale: 'de-DE' })
    try {
      const page = await german.newPage()
      const errors = watchErrors(page)
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await page.goto('/login')
      await page.waitForLoadState('networkidle')
      expect(await page.locator('html').getAttribute('lang')).toBe('de')
      await page.getByLabel('Passwort', { exact: true }).waitFor({ state: 'visible' })
      const locales = scripts
        .map((file) => /\/assets\/(pt|en|de|es)-[\w-]+\.js$/.exec(file)?.[1])
        .filter(Boolean)
      // Each language in its two parts: what the sign-in screens say, then the rest once the screen is up.
      expect(locales.sort()).toEqual(['de', 'de', 'pt', 'pt'])
      expect(errors).toEqual([])
    } finally {
      await german.close()
    }
  })
})

describe('shutdown', () => {
  it('exits 0 on SIGTERM after closing the server, the workers and the database', async () => {
    const own = await startServer()
    expect((await fetch(`${own.baseUrl}/health`)).status).toBe(200)
    const code = await own.stop()
    expect(code).toBe(0)
  })
})
