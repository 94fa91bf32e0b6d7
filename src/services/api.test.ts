import { delay, HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { mswServer, TEST_API } from '../../tests/unit/api-client'
import { type ApiDependencies, ApiError, createApi, DEPRECATED_RELOAD_KEY, REQUEST_TIMEOUT_MS } from './api'

const BASE = TEST_API
const server = mswServer()

function makeApi(overrides: Partial<ApiDependencies> = {}) {
  const dependencies = {
    baseUrl: BASE,
    getToken: () => null,
    getLanguage: () => 'pt',
    onUnauthorized: vi.fn(),
    reload: vi.fn(),
    currentPath: () => '/',
    storage: window.sessionStorage,
    ...overrides,
  } satisfies ApiDependencies
  return { api: createApi(dependencies), ...dependencies }
}

/** Answers with the headers the request arrived with. */
const echoHeaders = () =>
  server.use(
    http.get(`${BASE}/v1/echo`, ({ request }) => HttpResponse.json(Object.fromEntries(request.headers))),
  )

describe('API client', () => {
  it('sends accept-language with the current language, pt by default', async () => {
    echoHeaders()
    let language = 'pt'
    const { api } = makeApi({ getLanguage: () => language })
    expect(await api.get<Record<string, string>>('/v1/echo')).toMatchObject({ 'accept-language': 'pt' })
    language = 'de'
    expect(await api.get<Record<string, string>>('/v1/echo')).toMatchObject({ 'accept-language': 'de' })
  })

  it('sends client-version 0.0.16', async () => {
    echoHeaders()
    const { api } = makeApi()
    expect(await api.get<Record<string, string>>('/v1/echo')).toMatchObject({ 'client-version': '0.0.16' })
  })

  it('sends the bearer token only when one is stored, reading it at request time', async () => {
    echoHeaders()
    let token: string | null = null
    const { api } = makeApi({ getToken: () => token })
    expect(await api.get<Record<string, string>>('/v1/echo')).not.toHaveProperty('authorization')
    token = 'jwt-1'
    expect(await api.get<Record<string, string>>('/v1/echo')).toMatchObject({ authorization: 'Bearer jwt-1' })
  })

  it('configures the 120 s timeout of the spec', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(120_000)
    expect(makeApi().api.timeoutMs).toBe(120_000)
  })

  it('turns a call that outlasts the timeout into a timeout error', async () => {
    server.use(
      http.get(`${BASE}/v1/slow`, async () => {
        await delay(500)
        return HttpResponse.json({ data: {} })
      }),
    )
    const { api } = makeApi({ timeoutMs: 50 })
    const error = await api.get('/v1/slow').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'timeout', status: null })
  })

  it('turns an unreachable server into a network error', async () => {
    server.use(http.get(`${BASE}/v1/down`, () => HttpResponse.error()))
    const onError = vi.fn()
    const { api } = makeApi({ onError })
    await expect(api.get('/v1/down')).rejects.toMatchObject({ kind: 'network', code: 'unavailable' })
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), { method: 'GET', url: `${BASE}/v1/down` })
  })

  it('logs the client out on any 401', async () => {
    server.use(
      http.get(`${BASE}/v1/account`, () =>
        HttpResponse.json({ error: { code: 'unauthorized', message: 'Token expired' } }, { status: 401 }),
      ),
    )
    const { api, onUnauthorized } = makeApi({ getToken: () => 'stale' })
    await expect(api.get('/v1/account')).rejects.toMatchObject({ status: 401, code: 'unauthorized' })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('does not log out on other errors', async () => {
    server.use(http.get(`${BASE}/v1/account`, () => new HttpResponse(null, { status: 403 })))
    const { api, onUnauthorized } = makeApi()
    await expect(api.get('/v1/account')).rejects.toMatchObject({ status: 403, code: 'forbidden', body: null })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('unwraps an error answer to the server body', async () => {
    const body = {
      error: { code: 'validation_failed', message: 'Invalid', fields: { 'user.email': 'Invalid email' } },
    }
    server.use(http.post(`${BASE}/v1/signup`, () => HttpResponse.json(body, { status: 422 })))
    const { api } = makeApi()
    const error = await api.post('/v1/signup', { json: { user: {} } }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      code: 'validation_failed',
      message: 'Invalid',
      body,
    })
  })

  it('sends JSON bodies and parses answers with a schema', async () => {
    server.use(
      http.post(`${BASE}/v1/login`, async ({ request }) => {
        const sent = (await request.json()) as { user: { email: string } }
        return HttpResponse.json(
          { data: { email: sent.user.email } },
          { headers: { authorization: 'Bearer t' } },
        )
      }),
    )
    const { api } = makeApi()
    const answer = await api.request('/v1/login', {
      method: 'post',
      json: { user: { email: 'ana@example.pt', password: 'secret' } },
      schema: z.object({ data: z.object({ email: z.string() }) }),
    })
    expect(answer.data.data.email).toBe('ana@example.pt')
    expect(answer.headers.get('authorization')).toBe('Bearer t')
  })

  it('answers a file as a blob with its content type', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff])
    server.use(
      http.get(
        `${BASE}/v1/file`,
        () => new HttpResponse(bytes, { headers: { 'content-type': 'application/pdf' } }),
      ),
    )
    const { api } = makeApi()
    const blob = await api.get<Blob>('/v1/file', { responseType: 'blob' })
    expect(blob.type).toBe('application/pdf')
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes)
  })

  it('rejects an answer its schema does not describe', async () => {
    server.use(http.get(`${BASE}/v1/account`, () => HttpResponse.json({ data: null })))
    const { api } = makeApi()
    await expect(
      api.get('/v1/account', { schema: z.object({ data: z.object({ id: z.string() }) }) }),
    ).rejects.toMatchObject({ kind: 'invalid_response' })
  })

  describe('client-deprecated', () => {
    const deprecated = () =>
      server.use(
        http.get(`${BASE}/v1/start`, () =>
          HttpResponse.json({ data: {} }, { headers: { 'client-deprecated': 'true' } }),
        ),
      )

    it('reloads the page once per browser session', async () => {
      deprecated()
      const { api, reload } = makeApi({ currentPath: () => '/settings' })
      await api.get('/v1/start')
      await api.get('/v1/start')
      expect(reload).toHaveBeenCalledTimes(1)
      expect(window.sessionStorage.getItem(DEPRECATED_RELOAD_KEY)).not.toBeNull()
    })

    it('does not reload again after the reload, in the same session', async () => {
      deprecated()
      window.sessionStorage.setItem(DEPRECATED_RELOAD_KEY, '2025-01-01T00:00:00Z')
      const { api, reload } = makeApi()
      await api.get('/v1/start')
      expect(reload).not.toHaveBeenCalled()
    })

    it.each(['/consultation/42', '/dictaphone/consultation/42'])('never reloads on %s', async (path) => {
      deprecated()
      const { api, reload } = makeApi({ currentPath: () => path })
      await api.get('/v1/start')
      expect(reload).not.toHaveBeenCalled()
      expect(window.sessionStorage.getItem(DEPRECATED_RELOAD_KEY)).toBeNull()
    })

    it('ignores the header unless it says true', async () => {
      server.use(
        http.get(`${BASE}/v1/start`, () =>
          HttpResponse.json({ data: {} }, { headers: { 'client-deprecated': 'false' } }),
        ),
      )
      const { api, reload } = makeApi()
      await api.get('/v1/start')
      expect(reload).not.toHaveBeenCalled()
    })
  })
})

describe('API client uploads', () => {
  it('sends a multipart body with the standard headers and parses the answer', async () => {
    let seen: { headers: Record<string, string>; names: string[] } | null = null
    server.use(
      http.post(`${BASE}/v1/upload`, async ({ request }) => {
        const form = await request.formData()
        seen = {
          headers: Object.fromEntries(request.headers),
          names: (form.getAll('files') as File[]).map((file) => file.name),
        }
        return HttpResponse.json({ ok: true }, { status: 201 })
      }),
    )
    const { api } = makeApi({ getToken: () => 'jwt-1', getLanguage: () => 'de' })
    const form = new FormData()
    form.append('files', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }))
    const answer = await api.upload('/v1/upload', { body: form, schema: z.object({ ok: z.boolean() }) })
    expect(answer).toEqual({ ok: true })
    expect(seen).toMatchObject({
      headers: { authorization: 'Bearer jwt-1', 'accept-language': 'de', 'client-version': '0.0.16' },
      names: ['a.pdf'],
    })
  })

  it("unwraps the server's error body, and logs out on 401", async () => {
    server.use(
      http.post(`${BASE}/v1/upload`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'payload_too_large',
              message: 'big.pdf is larger than 20 MiB',
              fields: { 'files[0]': 'x' },
            },
          },
          { status: 413 },
        ),
      ),
      http.post(`${BASE}/v1/expired`, () =>
        HttpResponse.json({ error: { code: 'unauthorized', message: 'no' } }, { status: 401 }),
      ),
    )
    const { api, onUnauthorized } = makeApi()
    const error = await api.upload('/v1/upload', { body: new FormData() }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', code: 'payload_too_large', status: 413 })
    expect((error as ApiError).body?.error.fields).toEqual({ 'files[0]': 'x' })
    await api.upload('/v1/expired', { body: new FormData() }).catch(() => {})
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })
})
