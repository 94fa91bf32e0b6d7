import { HttpResponse, http } from 'msw'
import { expect, it } from 'vitest'
import { mswServer, TEST_API, testApi } from '../../tests/unit/api-client'
import { endServerSession } from './auth'

const server = mswServer()

it('ends the server session with the signed-out token even after the client forgot it', async () => {
  let authorization: string | null = null
  server.use(
    http.delete(`${TEST_API}/v1/logout`, ({ request }) => {
      authorization = request.headers.get('authorization')
      return new HttpResponse(null, { status: 204 })
    }),
  )
  await endServerSession(testApi({ token: null, path: '/logout' }), 'jwt-leaving')
  expect(authorization).toBe('Bearer jwt-leaving')
})
