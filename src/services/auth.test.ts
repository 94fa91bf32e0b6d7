import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { createApi } from './api'
import { endServerSession } from './auth'

const BASE = 'http://api.escriba.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

it('ends the server session with the signed-out token even after the client forgot it', async () => {
  let authorization: string | null = null
  server.use(
    http.delete(`${BASE}/v1/logout`, ({ request }) => {
      authorization = request.headers.get('authorization')
      return new HttpResponse(null, { status: 204 })
    }),
  )
  const api = createApi({
    baseUrl: BASE,
    getToken: () => null,
    getLanguage: () => 'pt',
    onUnauthorized: vi.fn(),
    reload: vi.fn(),
    currentPath: () => '/logout',
    storage: window.sessionStorage,
  })
  await endServerSession(api, 'jwt-leaving')
  expect(authorization).toBe('Bearer jwt-leaving')
})
