import type { Api } from './api'

/**
 * DELETE /v1/logout with the token being signed out. The token is passed explicitly because the client
 * clears its storage at once, without waiting for the server.
 */
export async function endServerSession(api: Api, token: string): Promise<void> {
  await api.delete('/v1/logout', { headers: { authorization: `Bearer ${token}` } })
}
