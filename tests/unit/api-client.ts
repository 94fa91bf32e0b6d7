import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createApi } from '../../src/services/api'

/** The API origin the unit tests' MSW handlers answer on. */
export const TEST_API = 'http://api.escriba.test'

/** An MSW server for one test file: it listens for the whole file and forgets each test's handlers after it. */
export function mswServer() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

/** The app's real API client against MSW: holding `token`, in `language`, on the page at `path`. */
export function testApi({
  token = 'jwt' as string | null,
  language = 'pt',
  path = '/',
}: {
  token?: string | null
  language?: string
  path?: string
} = {}) {
  return createApi({
    baseUrl: TEST_API,
    getToken: () => token,
    getLanguage: () => language,
    onUnauthorized: () => {},
    reload: () => {},
    currentPath: () => path,
    storage: window.sessionStorage,
  })
}
