// A clinician of a benchmark's running server, and its JSON calls: signed up, confirmed from the outbox,
// signed in.
import type { RunningServer } from '../tests/e2e/harness'
import { readOutbox } from '../tests/support/outbox'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A confirmed, signed-in clinician: the authorization header of their calls. */
export async function signedIn(
  server: RunningServer,
  options: { name?: string; language?: string } = {},
): Promise<Record<string, string>> {
  const user = {
    name: options.name ?? 'Dra. Bench',
    email: `bench-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.test`,
    password: 'segredo-123',
    language: options.language ?? 'en',
  }
  const json = { 'content-type': 'application/json' }
  await fetch(`${server.baseUrl}/v1/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ user }),
  })
  let token: string | undefined
  for (let i = 0; i < 50 && !token; i += 1) {
    token = readOutbox(`${server.dataDir}/outbox`).find((mail) => mail.to.includes(user.email))?.link?.token
    if (!token) await sleep(100)
  }
  await fetch(`${server.baseUrl}/v1/confirm_email/${token}`, { method: 'PATCH' })
  const login = await fetch(`${server.baseUrl}/v1/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ user: { email: user.email, password: user.password } }),
  })
  const bearer = login.headers.get('authorization')
  if (!bearer) throw new Error(`login answered ${login.status}`)
  return { authorization: bearer }
}

/** A JSON call answering its `data`; anything but 2xx throws with the answer. */
export async function call<T>(
  server: RunningServer,
  auth: Record<string, string>,
  method: string,
  url: string,
  body?: unknown,
) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { data: T }).data
}
