import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, type Call } from '../../../contract/api'
import { type Rule, rules } from './rules'
import { ACTORS, type Actor, type SignedInActor, seedWorld, type World } from './world'

/**
 * The authorisation matrix: every call of the contract (contract/api.ts) tried by anonymous, the owner of
 * the resource, another user, a member and an admin of the owner's organisation, and a support staff
 * member. Each call has a rule saying who gets 2xx; everyone else gets the rule's denial (401 when
 * anonymous, 404 when the resource is hidden from them, 403 when they see it but may not act). A call
 * added to the contract without a rule here fails the suite.
 *
 * Support: staff (users.is_staff) get the support console under /v1/staff and nothing else: everywhere
 * else a staff member is, for the API, a user outside the organisation, and the matrix proves that being
 * staff opens nothing there, while every clinician is refused the console.
 */

let w: World
beforeAll(async () => {
  w = await seedWorld()
}, 120_000)
afterAll(async () => {
  await w?.close()
})

/** `/v1/x/:id` as a pattern the request's path must match, so each rule calls its own endpoint. */
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:[A-Za-z_]+/g, '[^/?]+')}(\\?.*)?$`)

function expected(call: Call, rule: Rule, actor: Actor): number | 'ok' {
  if (rule.allow.includes(actor)) return 'ok'
  if (rule.deny?.[actor]) return rule.deny[actor]
  return actor === 'anonymous' && call.auth ? 401 : 404
}

/** Denied actors go first, so a call that changes or removes its resource meets the others before. */
const inOrder = (rule: Rule) =>
  [...ACTORS].sort((a, b) => Number(rule.allow.includes(a)) - Number(rule.allow.includes(b)))

/** A distinct loopback address per request, so the per-address sign-in limits never mix into the matrix. */
let address = 0
const nextAddress = () => {
  address++
  return `127.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
}

async function send(call: Call, rule: Rule, actor: Actor) {
  const req = await rule.request(w, actor)
  const who =
    req.who !== undefined ? req.who : actor === 'anonymous' ? null : w.people[actor as SignedInActor]
  const res = await w.t.app.inject({
    method: call.method,
    url: req.url,
    remoteAddress: nextAddress(),
    headers: { ...(who?.headers ?? {}), ...(req.form?.headers ?? {}) },
    ...(req.form
      ? { payload: req.form.payload }
      : req.body !== undefined
        ? { payload: req.body as object }
        : {}),
  })
  return { req, res, who }
}

describe('authorisation matrix', () => {
  it('has a rule for every call of the contract, and every call is served', () => {
    const calls = Object.keys(api)
    expect(Object.keys(rules).sort()).toEqual([...calls].sort())
    const unserved = (Object.entries(api) as [string, Call][])
      .filter(([, c]) => !w.t.app.hasRoute({ method: c.method, url: c.path }))
      .map(([name]) => name)
    expect(unserved).toEqual([])
  })

  it('serves nothing outside the contract but the docs and the app shell', () => {
    // The route tree merges parameters at one place (`:name|:docId`): compare shapes, not parameter names.
    const shape = (path: string) => path.replace(/:[A-Za-z_|:]+/g, ':')
    const contract = new Set((Object.values(api) as Call[]).map((c) => `${c.method} ${shape(c.path)}`))
    const served = servedRoutes(w.t.app.printRoutes({ commonPrefix: false }))
    expect(served.length).toBeGreaterThanOrEqual(Object.keys(api).length)
    const extra = served
      .filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS')
      .filter(({ path }) => !path.startsWith('/docs'))
      .map(({ method, path }) => `${method} ${shape(path)}`)
      .filter((route) => !contract.has(route))
    expect(extra).toEqual([])
  })

  it('keeps a research space that is not shared to its owner, inside the organisation too', async () => {
    const space = await w.space(false)
    for (const actor of ['member', 'admin', 'other', 'support'] as const) {
      for (const url of [`/v1/research_spaces/${space}`, `/v1/research_spaces/${space}/trials`]) {
        expect((await w.call(w.people[actor], 'GET', url)).statusCode, `${actor} ${url}`).toBe(404)
      }
      const list = await w.call(w.people[actor], 'GET', '/v1/research_spaces')
      expect(list.body).not.toContain(space)
    }
    expect((await w.call(w.people.owner, 'GET', `/v1/research_spaces/${space}`)).statusCode).toBe(200)
  })

  it("keeps a document's versions to its consultation and its owner, however the ids are mixed", async () => {
    const { owner, other } = w.people
    const { sessionId, documentId } = w.ids
    const othersSession = await w.session(other)
    const othersDocument = await w.document(othersSession, other)
    // The owner's second consultation: its document is the owner's, but not under the first one.
    const secondSession = await w.session(owner)
    const secondDocument = await w.document(secondSession, owner)
    const versions = (s: string, d: string) =>
      `/v1/consultation_sessions/${s}/generated_documents/${d}/versions`
    const tries: [typeof owner, string][] = [
      [other, versions(othersSession, documentId)],
      [other, versions(sessionId, othersDocument)],
      [owner, versions(sessionId, othersDocument)],
      [owner, versions(othersSession, othersDocument)],
      [owner, versions(sessionId, secondDocument)],
      [owner, versions(secondSession, documentId)],
    ]
    for (const [who, url] of tries) {
      const list = await w.call(who, 'GET', url)
      expect(list.statusCode, `GET ${url}`).toBe(404)
      const restore = await w.call(who, 'POST', `${url}/1/restore`)
      expect(restore.statusCode, `POST ${url}/1/restore`).toBe(404)
      expect(restore.json().error.code).toBe('not_found')
    }
    // Each owner still reads their own.
    expect((await w.call(other, 'GET', versions(othersSession, othersDocument))).statusCode).toBe(200)
    expect((await w.call(owner, 'GET', versions(secondSession, secondDocument))).statusCode).toBe(200)
  })

  for (const [name, call] of Object.entries(api) as [keyof typeof api, Call][]) {
    it(`${call.method} ${call.path} (${name})`, async () => {
      const rule = rules[name]
      const owner = w.people.owner
      const privateIds = [
        w.ids.sessionId,
        w.ids.audioId,
        w.ids.documentId,
        w.ids.consultationTypeId,
        w.ids.inputTemplateId,
        w.ids.customTemplateId,
        w.ids.templateRequestId,
        w.ids.templateRequestFileId,
        w.ids.customDocumentId,
        w.ids.threadKey,
      ]
      const organisationIds = [
        w.ids.org,
        w.ids.spaceId,
        w.ids.trialId,
        w.ids.patientId,
        w.ids.resultId,
        owner.email,
      ]
      const sessionTokens = Object.values(w.people).map((p) => p.token)
      const outcomes: string[] = []
      for (const actor of inOrder(rule)) {
        const { req, res } = await send(call, rule, actor)
        expect(req.url, `${name}: the rule calls another endpoint`).toMatch(pathPattern(call.path))
        const want = expected(call, rule, actor)
        const got = res.statusCode
        const fine = want === 'ok' ? got >= 200 && got < 300 : got === want
        if (!fine) outcomes.push(`${actor}: expected ${want}, got ${got} ${res.body.slice(0, 200)}`)
        // What a caller may not see never shows in what they get, and no body carries a session token.
        const body = res.body
        const hidden =
          actor === 'owner' || rule.seesEverything?.includes(actor)
            ? []
            : actor === 'member' || actor === 'admin'
              ? privateIds.filter(
                  (id) =>
                    !(rule.reveals?.includes(actor) && (id === w.ids.sessionId || id === w.ids.documentId)),
                )
              : [...privateIds, ...organisationIds]
        const leaked = hidden.filter((id) => body.includes(id))
        if (leaked.length) outcomes.push(`${actor}: the answer shows ${leaked.join(', ')}`)
        const tokens = sessionTokens.filter((token) => body.includes(token))
        if (tokens.length) outcomes.push(`${actor}: the body carries a session token`)
        if (body.includes(owner.password) || body.includes('password_hash') || body.includes('$argon2'))
          outcomes.push(`${actor}: the body carries a password or its hash`)
      }
      expect(outcomes).toEqual([])
    })
  }
})

/** Method and full path of every route in Fastify's route tree print (`printRoutes({ commonPrefix: false })`). */
function servedRoutes(tree: string) {
  const routes: { method: string; path: string }[] = []
  const stack: string[] = []
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:├──|└──) (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.replace(/\s+$/, ''))
    if (!match) continue
    const depth = (match[1] ?? '').length / 4
    stack.length = depth
    stack.push(match[2] ?? '')
    if (match[3]) for (const method of match[3].split(', ')) routes.push({ method, path: stack.join('') })
  }
  return routes
}
