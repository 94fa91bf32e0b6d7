import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, type Call } from '../../../contract/api'
import { multipart } from '../../support/multipart'
import { postForm, requestChange } from '../users'
import { type Req, rules } from './rules'
import { seedWorld, templateRequestBody, toneWav, type World } from './world'

/**
 * Property-based bad input for every request schema of the contract: the owner's valid request of the
 * authorisation matrix, bent by fast-check (wrong types, huge strings, deep JSON, unicode edge cases, path
 * traversal in ids and file names, broken JSON and multipart). Whatever comes in, the server answers
 * below 500, a refusal is an error body that says what is wrong, and a refused request changes no row.
 */

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 12)
/** Up to 15 s of settling per accepted run, and the runs themselves. */
const SETTLE_BUDGET_MS = 30_000 + RUNS * 15_000

let w: World
/** Tables whose rows the server writes on purpose when it refuses: the sign-in audit trail. */
const AUDIT_TABLES = new Set(['auth_events'])
let tables: string[] = []

beforeAll(async () => {
  w = await seedWorld()
  const { rows } = await w.t.database.executeSql(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  )
  tables = (rows as { table_name: string }[])
    .map((r) => r.table_name)
    .filter((name) => !AUDIT_TABLES.has(name))
}, 120_000)
afterAll(async () => {
  await w?.close()
})

/** Every row of every table, as one digest per table. */
async function snapshot() {
  const query = tables
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest FROM "${name}" x`,
    )
    .join(' UNION ALL ')
  const { rows } = await w.t.database.executeSql(query)
  return Object.fromEntries(
    (rows as { name: string; n: number; digest: string }[]).map((r) => [r.name, `${r.n}:${r.digest}`]),
  )
}

/** Jobs queued and due within seconds (transcription, generation, screening, the assistant). */
async function pendingJobs() {
  const { rows } = await w.t.database.executeSql(
    "SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND start_after < now() + interval '5 seconds'",
  )
  return (rows as { n: number }[])[0]?.n ?? 0
}

/** Background work started by an accepted request settles before the next refused one is compared. */
async function settled() {
  let before = await snapshot()
  for (let i = 0; i < 150; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const now = await snapshot()
    if (JSON.stringify(now) === JSON.stringify(before) && (await pendingJobs()) === 0) return now
    before = now
  }
  return before
}

/** The tables whose rows differ between two snapshots. */
const changedTables = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys({ ...a, ...b }).filter((name) => a[name] !== b[name])

// ── what bad input looks like ──

const deepJson = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

const nastyStrings = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFF\uD800',
    '\u202Eevil',
    '\uFEFF',
    'e\u0301\u0301\u0301\u0301',
    '🩺'.repeat(500),
    'Ω≈ç√∫˜µ≤≥÷',
    '../../../../etc/passwd',
    '..\\..\\..\\windows\\win.ini',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/etc/passwd',
    'C:\\boot.ini',
    '__proto__',
    'constructor',
    "' OR '1'='1' --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose
    '${7*7}{{7*7}}',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)),
)

const nastyValues: fc.Arbitrary<unknown> = fc.oneof(
  nastyStrings,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 2 ** 53, -(2 ** 53), [], {}, [null], {
    __proto__: { admin: true },
  }),
  fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }),
  fc.dictionary(nastyStrings, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.integer({ min: 10, max: 2_000 }).map((n) => JSON.parse(deepJson(n)) as unknown),
)

type Mutation =
  | { kind: 'leaf'; pick: number; value: unknown; drop: boolean }
  | { kind: 'whole'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'param'; pick: number; value: string }
  | { kind: 'query'; name: string; value: string }
  | { kind: 'form'; pick: number; value: string; filename: string; type: string; data: Buffer | null }

const rawBodies = fc.oneof(
  fc.constantFrom('{', '{"a":', 'nul', '[1,2', '\u0000', '{"user":{"email":"a@b.c","password":}}'),
  fc.integer({ min: 1_000, max: 100_000 }).map(deepJson),
  fc.integer({ min: 1_000, max: 100_000 }).map(deepObject),
  fc.integer({ min: 1_100_000, max: 1_300_000 }).map((n) => JSON.stringify({ text: 'x'.repeat(n) })),
  fc.string({ unit: 'binary', maxLength: 200 }),
)

const filenames = fc.oneof(
  fc.constantFrom(
    '../../../../etc/passwd',
    '..\\..\\escriba.pdf',
    '/absolute/path.pdf',
    'nul\u0000.pdf',
    '.pdf',
    '',
    ' ',
    '%2e%2e%2f.pdf',
    `${'a'.repeat(5_000)}.pdf`,
    'relatório 🩺.pdf',
    'CON.wav',
    'x";\r\nContent-Type: text/html\r\n\r\n.wav',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
)

const fileBytes = fc.oneof(
  fc.constant(null),
  fc.constant(Buffer.alloc(0)),
  fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.from(a)),
  fc.constant(Buffer.from('%PDF-1.4\n% not really a pdf')),
  fc.constant(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ')),
  fc.constant(toneWav().subarray(0, 100)),
)

function mutations(call: Call): fc.Arbitrary<Mutation> {
  const options: fc.Arbitrary<Mutation>[] = []
  if (call.body) {
    options.push(
      fc.record({
        kind: fc.constant('leaf' as const),
        pick: fc.nat(),
        value: nastyValues,
        drop: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('whole' as const), value: nastyValues }),
      fc.record({ kind: fc.constant('raw' as const), text: rawBodies }),
    )
  }
  if (call.params || /:[A-Za-z]/.test(call.path)) {
    options.push(fc.record({ kind: fc.constant('param' as const), pick: fc.nat(), value: nastyStrings }))
  }
  if (call.querystring) {
    options.push(
      fc.record({
        kind: fc.constant('query' as const),
        name: fc.constantFrom(...queryNames(call), '__proto__'),
        value: nastyStrings,
      }),
    )
  }
  if (call.multipart || call.path.endsWith('/documents')) {
    options.push(
      fc.record({
        kind: fc.constant('form' as const),
        pick: fc.nat(),
        value: nastyStrings,
        filename: filenames,
        type: fc.constantFrom('application/pdf', 'audio/wav', 'text/html', 'application/x-msdownload', ''),
        data: fileBytes,
      }),
    )
  }
  return fc.oneof(...options)
}

const queryNames = (call: Call) => {
  const shape = (call.querystring as unknown as { shape?: Record<string, unknown> }).shape ?? {}
  return Object.keys(shape).length ? Object.keys(shape) : ['q']
}

/** Paths to every leaf of a JSON value: `['user', 'email']`. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value)
    const inner = entries.flatMap(([k, v]) => leaves(v, [...path, k]))
    return [path, ...inner]
  }
  return [path]
}

function replaced(value: unknown, path: (string | number)[], next: unknown, drop: boolean): unknown {
  if (path.length === 0) return next
  const [head, ...rest] = path as [string | number, ...(string | number)[]]
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >
  if (rest.length === 0 && drop) delete copy[head]
  else copy[head] = replaced(copy[head], rest, next, drop)
  return copy
}

/** The request `base` bent by `m`: method, url and what inject needs. */
function bent(call: Call, base: Req, m: Mutation) {
  let url = base.url
  let payload: string | Buffer | object | undefined = base.form?.payload ?? (base.body as object | undefined)
  let headers: Record<string, string> = { ...(base.form?.headers ?? {}) }
  switch (m.kind) {
    case 'leaf': {
      const paths = leaves(base.body ?? {})
      const path = paths[m.pick % paths.length] ?? []
      payload = JSON.stringify(replaced(base.body ?? {}, path, m.value, m.drop) ?? null)
      headers = { 'content-type': 'application/json' }
      break
    }
    case 'whole':
      payload = JSON.stringify(m.value ?? null)
      headers = { 'content-type': 'application/json' }
      break
    case 'raw':
      payload = m.text
      headers = { 'content-type': 'application/json' }
      break
    case 'param': {
      const [path, query = ''] = url.split('?') as [string, string?]
      const template = call.path.split('/')
      const segments = path.split('/')
      const params = template.flatMap((part, i) => (part.startsWith(':') ? [i] : []))
      const at = params[m.pick % params.length]
      if (at !== undefined) segments[at] = percentEncoded(m.value)
      url = segments.join('/') + (query ? `?${query}` : '')
      break
    }
    case 'query': {
      const [path, query = ''] = url.split('?') as [string, string?]
      const search = new URLSearchParams(query)
      search.set(m.name, m.value)
      url = `${path}?${search.toString()}`
      break
    }
    case 'form': {
      const fieldNames = formFields(call)
      const name = fieldNames[m.pick % fieldNames.length] ?? 'request'
      const fileName = fileField(call)
      const form = multipart(
        { [name]: m.value },
        m.data
          ? [
              {
                name: fileName,
                data: m.data,
                filename: m.filename,
                type: m.type || 'application/octet-stream',
              },
            ]
          : [],
      )
      payload = form.payload
      headers = form.headers
      break
    }
  }
  return { url, payload, headers }
}

/** Every byte of the UTF-8 text percent-encoded (a lone surrogate goes as U+FFFD, as a browser sends it). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')

const formFields = (call: Call) => {
  const shape = (call.multipart as unknown as { shape?: Record<string, unknown> } | undefined)?.shape ?? {}
  return Object.keys(shape).length ? Object.keys(shape) : ['request']
}
const fileField = (call: Call) =>
  call.path.endsWith('/audios')
    ? 'audio_file'
    : call.path === '/audio-to-text'
      ? 'audio'
      : call.path === '/audio-to-text-upload'
        ? 'file'
        : call.path.endsWith('/regenerate')
          ? 'requested_changes[audio]'
          : 'files'

/** fast-check's failure report with long values cut, so a 300 kB string does not flood the log. */
function shortReport(details: fc.RunDetails<[Mutation]>) {
  if (!details.failed) return
  const cut = (text: string, n: number) =>
    text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text
  const example = JSON.stringify(details.counterexample?.[0], (_key, value) =>
    typeof value === 'string'
      ? cut(value, 80)
      : value instanceof Buffer || value?.type === 'Buffer'
        ? `<${value.length ?? value.data?.length} bytes>`
        : value,
  )
  const error =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
  throw new Error(
    `bad input broke the server after ${details.numRuns} runs (seed ${details.seed}):\n${cut(example ?? '', 600)}\n${cut(error, 1500)}`,
  )
}

const takesInput = (call: Call) =>
  Boolean(call.body || call.multipart || call.querystring || call.params || /:[A-Za-z]/.test(call.path))

describe('text PostgreSQL cannot store', () => {
  it('refuses U+0000 in JSON, multipart fields and the template request with a 400 naming the field', async () => {
    const { sessionId, documentId } = w.ids
    const owner = w.people.owner
    const baseline = await settled()
    const json = await w.call(owner, 'PUT', `/v1/consultation_sessions/${sessionId}/transcription`, {
      transcription: 'Doente\u0000com tosse',
    })
    expect(json.statusCode).toBe(400)
    expect(json.json().error.fields).toEqual({ transcription: 'Contains U+0000' })
    const regenerate = await requestChange(w.t, owner, sessionId, documentId, {
      'requested_changes[text]': 'mais\u0000curto',
    })
    expect(regenerate.statusCode).toBe(400)
    expect(regenerate.json().error.fields).toEqual({ 'requested_changes[text]': 'Contains U+0000' })
    const request = w.requestForm({ ...templateRequestBody, title: 'Carta\u0000nova' }, [])
    const templateRequest = await postForm(w.t, w.people.other, '/v1/template_requests', request)
    expect(templateRequest.statusCode).toBe(400)
    expect(templateRequest.json().error.fields).toEqual({ 'request.title': 'Contains U+0000' })
    expect(changedTables(baseline, await snapshot())).toEqual([])
  })

  // Half of a UTF-16 pair (only JSON can carry one: `"\udfff"`) fits a text column but not the jsonb audit row
  // written after it: refused up front, a support grant with such a reason must not move credits and then fail.
  it('refuses a lone UTF-16 surrogate before anything is written, naming the field', async () => {
    const baseline = await settled()
    const grant = await w.call(w.people.support, 'POST', '/v1/staff/credits', {
      email: w.people.owner.email,
      amount: 5,
      reason: 'Cortesia \udfff\ud800',
    })
    expect(grant.statusCode).toBe(400)
    expect(grant.json().error.fields).toEqual({ reason: 'Invalid characters' })
    expect(changedTables(baseline, await snapshot())).toEqual([])
    // A whole pair (an emoji) is text like any other.
    const whole = await w.call(
      w.people.owner,
      'PUT',
      `/v1/consultation_sessions/${w.ids.sessionId}/transcription`,
      {
        transcription: 'Doente com tosse 🙂',
      },
    )
    expect(whole.statusCode).toBe(200)
  })
})

describe('document versions', () => {
  const versionsOf = (docId: string) =>
    `/v1/consultation_sessions/${w.ids.sessionId}/generated_documents/${docId}/versions`

  // Decimal digits only: the current version is 1, so a loose reading of 1e0, 0x1 or ' 1' would answer 409.
  it.each([
    ['0', 'Versions are numbered from 1'],
    ['-1', 'digits'],
    ['1.5', 'digits'],
    ['1e0', 'digits'],
    ['0x1', 'digits'],
    ['%201', 'digits'],
    ['abc', 'digits'],
    ['99999999999999999999', 'digits'],
    ['1000001', 'No document has that many versions'],
  ])('refuses to restore version %s with a 400 naming the version', async (version, message) => {
    const baseline = await settled()
    const res = await w.call(w.people.owner, 'POST', `${versionsOf(w.ids.documentId)}/${version}/restore`)
    expect(res.statusCode, res.body).toBe(400)
    const { error } = res.json()
    expect(error.code).toBe('validation_failed')
    expect(error.message).toBe('Invalid version')
    expect(error.fields.version).toContain(message)
    expect(changedTables(baseline, await snapshot())).toEqual([])
  })

  it('refuses U+0000 in a version or a document id with a 400 naming it', async () => {
    const restore = await w.call(w.people.owner, 'POST', `${versionsOf(w.ids.documentId)}/%00/restore`)
    expect(restore.statusCode).toBe(400)
    expect(restore.json().error.fields).toEqual({ version: 'Contains U+0000' })
    const list = await w.call(w.people.owner, 'GET', versionsOf('%00'))
    expect(list.statusCode).toBe(400)
    expect(list.json().error.fields).toEqual({ docId: 'Contains U+0000' })
  })

  it('answers a version the document does not have with a 404 naming the version', async () => {
    const res = await w.call(w.people.owner, 'POST', `${versionsOf(w.ids.documentId)}/999/restore`)
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toMatchObject({ code: 'not_found', fields: { version: 'No such version' } })
    expect(res.json().error.message).toMatch(/has no version 999/)
  })

  it.each(['not-a-uuid', '..%2F..%2Fetc%2Fpasswd', '00000000-0000-0000-0000-000000000000'])(
    'answers a document id %s that is no document of the consultation with a 404, listing or restoring',
    async (docId) => {
      const baseline = await settled()
      for (const res of [
        await w.call(w.people.owner, 'GET', versionsOf(docId)),
        await w.call(w.people.owner, 'POST', `${versionsOf(docId)}/1/restore`),
      ]) {
        expect(res.statusCode, res.body).toBe(404)
        expect(res.json().error).toMatchObject({ code: 'not_found', message: 'Document not found' })
      }
      expect(changedTables(baseline, await snapshot())).toEqual([])
    },
  )
})

describe('bad input never breaks the server', () => {
  for (const [name, call] of Object.entries(api) as [keyof typeof api, Call][]) {
    if (!takesInput(call)) continue
    it(
      `${call.method} ${call.path} (${name})`,
      async () => {
        const rule = rules[name]
        // Staff routes refuse a clinician before reading the input: they are bent as support sends them.
        const actor = rule.allow.includes('owner') || !rule.allow.includes('support') ? 'owner' : 'support'
        const base = await rule.request(w, actor)
        const who = base.who !== undefined ? base.who : w.people[actor]
        let baseline = await settled()
        let address = 0
        await fc.assert(
          fc.asyncProperty(mutations(call), async (m) => {
            const { url, payload, headers } = bent(call, base, m)
            address++
            const res = await w.t.app.inject({
              method: call.method,
              url,
              remoteAddress: `127.1.${(address >> 8) & 255}.${address & 255}`,
              headers: { ...(who?.headers ?? {}), ...headers },
              ...(payload !== undefined ? { payload } : {}),
            })
            expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500)
            if (res.statusCode >= 400) {
              const error = res.json().error
              expect(typeof error.code).toBe('string')
              expect(error.message.length).toBeGreaterThan(0)
              const changed = changedTables(baseline, await snapshot())
              expect(changed, `${res.statusCode} ${res.body.slice(0, 200)} changed rows`).toEqual([])
            } else {
              // Valid after all (a unicode name is a name): the new rows are the baseline from now on.
              baseline = await settled()
            }
          }),
          {
            numRuns: RUNS,
            endOnFailure: true,
            reporter: shortReport,
            // A failure prints its seed: BAD_INPUT_SEED=<seed> replays it.
            ...(process.env.BAD_INPUT_SEED ? { seed: Number(process.env.BAD_INPUT_SEED) } : {}),
          },
        )
        // Each accepted request waits for the background work it started (a screening job takes seconds on two
        // cores): the budget follows the runs, not the default 30 s.
      },
      SETTLE_BUDGET_MS,
    )
  }
})
