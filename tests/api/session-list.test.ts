import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { ConsultationSession, GeneratedDocument } from '../../contract/consultations'
import { sessionListCache } from '../../server/features/consultations/list-cache'
import { anotherServer, testAppAndAnotherServerForFile, withServerOnOwnConnections } from './test-app'
import { documentUrl, saveMarkdown, signedInUser, startedConsultation } from './users'

// Home's session list is answered from memory that the database's notifications keep current: every write
// to a session, its documents, their versions, dismissals and sign-offs, through the API, a job or straight
// in the database, shows in the next answer. Every check below reads the list first, so the answer the
// write changes is the one held in memory.
const t = testAppAndAnotherServerForFile()

type Who = Awaited<ReturnType<typeof signedInUser>>
type App = typeof t.app
const as = (
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
  app: App = t.app,
) => app.inject({ method, url, headers: who.headers, ...(body ? { payload: body } : {}) })

interface List {
  d_consultation_sessions: ConsultationSession[]
  total: number
}
const list = async (who: Who, app: App = t.app, query = ''): Promise<List> => {
  const res = await as(who, 'GET', `/v1/consultation_sessions${query}`, undefined, app)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  return res.json().data
}
/** Reads the list twice, so the second answer comes from memory when the cache is listening. */
const warm = async (who: Who, app: App = t.app, query = '') => {
  await list(who, app, query)
  return list(who, app, query)
}
const documentIn = async (who: Who, id: string, app: App = t.app) =>
  (await list(who, app)).d_consultation_sessions.find((s) => s.id === id)!.generated_documents[0]!

const CONSULTATION =
  'Médico: O que a traz cá?\n' +
  'Doente: Tenho tosse seca há uma semana e febre de 38 graus.\n' +
  'Médico: Vamos fazer paracetamol 1 g de 8 em 8 horas e reavaliar dentro de uma semana.'
const INVENTED = 'Amoxicilina 875 mg de 12 em 12 horas durante 7 dias.'

/** A consultation with its note written by the generation job (version 1). */
async function withNote(who: Who) {
  const id = await startedConsultation(t, who)
  expect(
    (await as(who, 'PUT', `/v1/consultation_sessions/${id}/transcription`, { transcription: CONSULTATION }))
      .statusCode,
  ).toBe(200)
  const started = await as(who, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`)
  expect(started.statusCode).toBe(202)
  const docId = started.json().data.d_generated_document.id as string
  await expect
    .poll(async () => (await documentIn(who, id)).status, { timeout: 20_000, interval: 100 })
    .toBe('ready')
  return { id, docId }
}

describe('the session list answered from memory', () => {
  it('shows sessions started, changed, finished and deleted through the API right away, on every page', async () => {
    const ana = await signedInUser(t)
    expect(await warm(ana)).toEqual({ d_consultation_sessions: [], total: 0 })
    const first = await startedConsultation(t, ana)
    expect((await list(ana)).d_consultation_sessions.map((s) => s.id)).toEqual([first])
    expect((await warm(ana)).total).toBe(1)
    const notes = await as(ana, 'PUT', `/v1/consultation_sessions/${first}`, {
      notes: 'Tensão arterial 120/80.',
    })
    expect(notes.statusCode).toBe(200)
    expect((await list(ana)).d_consultation_sessions[0]!.notes).toBe('Tensão arterial 120/80.')
    await warm(ana)
    await as(ana, 'PUT', `/v1/consultation_sessions/${first}/finish`)
    expect((await list(ana)).d_consultation_sessions[0]!.status).toBe('finished')

    const second = await startedConsultation(t, ana)
    expect(await warm(ana, t.app, '?page=2&per_page=1')).toMatchObject({ total: 2 })
    expect((await warm(ana, t.app, '?page=1&per_page=1')).d_consultation_sessions[0]!.id).toBe(second)
    const recent = (await as(ana, 'GET', '/v1/consultation_sessions/recent')).json().data
    expect(recent.d_consultation_sessions.map((s: ConsultationSession) => s.id)).toEqual([second, first])
    expect((await as(ana, 'DELETE', `/v1/consultation_sessions/${second}`)).statusCode).toBe(204)
    expect((await list(ana, t.app, '?page=1&per_page=1')).d_consultation_sessions[0]!.id).toBe(first)
    expect((await list(ana, t.app, '?page=2&per_page=1')).d_consultation_sessions).toEqual([])
    const after = (await as(ana, 'GET', '/v1/consultation_sessions/recent')).json().data
    expect(after.d_consultation_sessions.map((s: ConsultationSession) => s.id)).toEqual([first])
  })

  it('keeps each clinician to their own list', async () => {
    const ana = await signedInUser(t)
    const rui = await signedInUser(t)
    const id = await startedConsultation(t, ana)
    expect((await warm(ana)).total).toBe(1)
    expect(await warm(rui)).toEqual({ d_consultation_sessions: [], total: 0 })
    await as(ana, 'PUT', `/v1/consultation_sessions/${id}/finish`)
    expect(await list(rui)).toEqual({ d_consultation_sessions: [], total: 0 })
  })

  it('shows a note the job writes, a new version, a dismissal and its undoing, and a sign-off right away', async () => {
    const ana = await signedInUser(t)
    await warm(ana)
    const { id, docId } = await withNote(ana)
    const written = await documentIn(ana, id)
    expect(written).toMatchObject({ version: 1, status: 'ready', signoff: null })
    await warm(ana)

    const content = written.content!.replace(/(## [^\n]+\n\n)/, `$1${INVENTED}\n\n`)
    expect((await saveMarkdown(t, ana, id, docId, content)).statusCode).toBe(200)
    const saved = await documentIn(ana, id)
    expect(saved).toMatchObject({ version: 2, source: 'markdown', content })
    const finding = saved.review!.findings.find((f) => !f.dismissed)!
    await warm(ana)

    const path = `/dismissed_findings/${encodeURIComponent(finding.id)}`
    expect((await as(ana, 'PUT', documentUrl(id, docId, path))).statusCode).toBe(200)
    const dismissed = await documentIn(ana, id)
    expect(dismissed.review!.findings.find((f) => f.id === finding.id)?.dismissed).toBe(true)
    expect(dismissed.review!.open).toBe(saved.review!.open - 1)
    await warm(ana)
    expect((await as(ana, 'DELETE', documentUrl(id, docId, path))).statusCode).toBe(200)
    expect((await documentIn(ana, id)).review!.open).toBe(saved.review!.open)
    await warm(ana)

    expect((await as(ana, 'POST', documentUrl(id, docId, '/signoff'), { version: 2 })).statusCode).toBe(200)
    expect((await documentIn(ana, id)).signoff).toMatchObject({ version: 2, signed_by: { id: ana.user.id } })
  })

  it('shows what is written straight to the database (a job, an admin command) right away', async () => {
    const ana = await signedInUser(t)
    const { id, docId } = await withNote(ana)
    const sql = (text: string, values: unknown[]) => t.database.executeSql(text, values)
    const document = () => documentIn(ana, id) as Promise<GeneratedDocument>
    // Version 2 states a prescription the consultation never made: a finding to dismiss.
    const content = (await document()).content!.replace(/(## [^\n]+\n\n)/, `$1${INVENTED}\n\n`)
    expect((await saveMarkdown(t, ana, id, docId, content)).statusCode).toBe(200)

    await warm(ana)
    await sql(`update consultation_sessions set notes = 'Escrito por um trabalho.' where id = $1`, [id])
    expect((await list(ana)).d_consultation_sessions[0]!.notes).toBe('Escrito por um trabalho.')

    await warm(ana)
    await sql(`update generated_documents set error = 'O motor falhou.' where id = $1`, [docId])
    expect((await document()).error).toBe('O motor falhou.')

    await warm(ana)
    await sql(`update document_versions set source = 'voice' where document_id = $1`, [docId])
    expect((await document()).source).toBe('voice')

    const finding = (await document()).review!.findings[0]!
    expect(finding.dismissed).toBe(false)
    await warm(ana)
    await sql('insert into document_dismissals (document_id, finding_id) values ($1, $2)', [
      docId,
      finding.id,
    ])
    expect((await document()).review!.findings[0]).toMatchObject({ id: finding.id, dismissed: true })

    await warm(ana)
    await sql(
      `insert into document_signoffs (document_id, version, signer_name, open_findings, dismissed_findings)
       values ($1, 2, 'Dra. Ana Lima', 0, 1)`,
      [docId],
    )
    expect((await document()).signoff).toMatchObject({ version: 2, signed_by: { name: 'Dra. Ana Lima' } })

    await warm(ana)
    await sql('delete from generated_documents where id = $1', [docId])
    expect((await list(ana)).d_consultation_sessions[0]!.generated_documents).toEqual([])

    await warm(ana)
    await sql('delete from consultation_sessions where id = $1', [id])
    expect(await list(ana)).toEqual({ d_consultation_sessions: [], total: 0 })
  })

  it('answers from memory: a write whose notification is turned off is not seen until another one is', async () => {
    const ana = await signedInUser(t)
    const id = await startedConsultation(t, ana)
    expect((await warm(ana)).d_consultation_sessions[0]!.notes).toBeNull()
    await t.database.executeSql(
      'alter table consultation_sessions disable trigger consultation_sessions_list_notify',
    )
    try {
      await t.database.executeSql(`update consultation_sessions set notes = 'Sem aviso.' where id = $1`, [id])
      expect((await list(ana)).d_consultation_sessions[0]!.notes).toBeNull()
    } finally {
      await t.database.executeSql(
        'alter table consultation_sessions enable trigger consultation_sessions_list_notify',
      )
    }
    await t.database.executeSql(`update consultation_sessions set mobile = true where id = $1`, [id])
    expect((await list(ana)).d_consultation_sessions[0]).toMatchObject({ notes: 'Sem aviso.', mobile: true })
  })

  it('is current in every server process on the database', async () => {
    const ana = await signedInUser(t)
    expect((await warm(ana, t.other)).total).toBe(0)
    const id = await startedConsultation(t, ana)
    await expect.poll(async () => (await list(ana, t.other)).total, { timeout: 2_000 }).toBe(1)
    await warm(ana, t.other)
    await as(ana, 'PUT', `/v1/consultation_sessions/${id}/finish`)
    await expect
      .poll(async () => (await list(ana, t.other)).d_consultation_sessions[0]!.status, { timeout: 2_000 })
      .toBe('finished')
  })

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'is current in a process with its own PostgreSQL connections',
    async () => {
      await withServerOnOwnConnections(t, async (elsewhere) => {
        const ana = await signedInUser(t)
        const id = await startedConsultation(t, ana)
        await expect.poll(async () => (await warm(ana, elsewhere)).total, { timeout: 5_000 }).toBe(1)
        await t.database.executeSql(
          `update consultation_sessions set notes = 'Noutro processo.' where id = $1`,
          [id],
        )
        await expect
          .poll(async () => (await list(ana, elsewhere)).d_consultation_sessions[0]!.notes, {
            timeout: 2_000,
          })
          .toBe('Noutro processo.')
        // Its own writes are seen by its next answer, not after a notification's delay.
        await warm(ana, elsewhere)
        await as(ana, 'PUT', `/v1/consultation_sessions/${id}/finish`, undefined, elsewhere)
        expect((await list(ana, elsewhere)).d_consultation_sessions[0]!.status).toBe('finished')
      })
    },
  )
})

describe('the session list as sent', () => {
  it('is sent once, as serialised, with no warning that it was sent twice (nor is the health check)', async () => {
    const warnings: unknown[] = []
    const logger = {
      level: 'warn',
      fatal() {},
      error() {},
      warn: (...args: unknown[]) => warnings.push(args),
      info() {},
      debug() {},
      trace() {},
      silent() {},
      child: () => logger,
    } as unknown as FastifyBaseLogger
    const logged = await anotherServer(t, t.database, { logger })
    try {
      await logged.ready()
      // Only what the requests log (starting without a built browser app is warned about).
      warnings.length = 0
      const ana = await signedInUser(t)
      await startedConsultation(t, ana)
      expect((await warm(ana, logged)).total).toBe(1)
      expect((await as(ana, 'GET', '/v1/consultation_sessions/recent', undefined, logged)).statusCode).toBe(
        200,
      )
      expect((await logged.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
      expect(warnings).toEqual([])
    } finally {
      await logged.close()
    }
  })
})

describe('the session-list cache', () => {
  let clock = 0
  const cacheOf = (options: { maxBytes?: number; maxAgeMs?: number } = {}) => {
    const cache = sessionListCache({ ...options, now: () => clock })
    // Answers are kept as bytes; these checks read them as text.
    return {
      ...cache,
      store: (ticket: ReturnType<typeof cache.ticket>, page: number, perPage: number, json: string) =>
        cache.store(ticket, page, perPage, Buffer.from(json)),
      get: (userId: string, page: number, perPage: number) => cache.get(userId, page, perPage)?.toString(),
      get size() {
        return cache.size
      },
      get bytes() {
        return cache.bytes
      },
    }
  }

  it('answers each user and page its own answer, until its longest age', () => {
    const cache = cacheOf({ maxAgeMs: 100 })
    cache.store(cache.ticket('ana'), 1, 20, '{"ana":1}')
    cache.store(cache.ticket('ana'), 2, 20, '{"ana":2}')
    cache.store(cache.ticket('bea'), 1, 20, '{"bea":1}')
    expect(cache.get('ana', 1, 20)).toBe('{"ana":1}')
    expect(cache.get('ana', 2, 20)).toBe('{"ana":2}')
    expect(cache.get('ana', 1, 5)).toBeUndefined()
    expect(cache.get('bea', 1, 20)).toBe('{"bea":1}')
    clock += 100
    expect(cache.get('ana', 1, 20)).toBeUndefined()
  })

  it('forgets every page of a user when told, and refuses an answer read before it was told', () => {
    const cache = cacheOf()
    cache.store(cache.ticket('ana'), 1, 20, 'a1')
    cache.store(cache.ticket('ana'), 2, 20, 'a2')
    cache.store(cache.ticket('bea'), 1, 20, 'b1')
    const before = cache.ticket('ana')
    cache.invalidate('ana')
    expect([cache.get('ana', 1, 20), cache.get('ana', 2, 20)]).toEqual([undefined, undefined])
    expect(cache.get('bea', 1, 20)).toBe('b1')
    cache.store(before, 1, 20, 'stale')
    expect(cache.get('ana', 1, 20)).toBeUndefined()
    // Another user's notification does not spoil a read; a clear spoils every read under way.
    const during = cache.ticket('ana')
    cache.invalidate('bea')
    cache.store(during, 1, 20, 'fresh')
    expect(cache.get('ana', 1, 20)).toBe('fresh')
    const cleared = cache.ticket('bea')
    cache.clear()
    cache.store(cleared, 1, 20, 'stale')
    expect([cache.size, cache.bytes]).toEqual([0, 0])
  })

  it('keeps at most its bound of bytes, the oldest answers going first', () => {
    const cache = cacheOf({ maxBytes: 80 })
    for (const user of ['a', 'b', 'c', 'd', 'e']) cache.store(cache.ticket(user), 1, 20, user.repeat(10))
    expect(cache.bytes).toBe(50)
    cache.store(cache.ticket('f'), 1, 20, 'f'.repeat(10))
    cache.store(cache.ticket('g'), 1, 20, 'g'.repeat(10))
    cache.store(cache.ticket('h'), 1, 20, 'h'.repeat(10))
    cache.store(cache.ticket('i'), 1, 20, 'i'.repeat(10))
    expect(cache.bytes).toBe(80)
    expect(cache.get('a', 1, 20)).toBeUndefined()
    expect(cache.get('i', 1, 20)).toBe('iiiiiiiiii')
    // Larger than an eighth of the bound: read each time.
    cache.store(cache.ticket('j'), 1, 20, 'j'.repeat(11))
    expect(cache.get('j', 1, 20)).toBeUndefined()
    cache.invalidate('i')
    expect(cache.bytes).toBe(70)
    // Counted as sent, in UTF-8: five accented letters weigh ten.
    cache.store(cache.ticket('k'), 1, 20, 'é'.repeat(5))
    expect([cache.bytes, cache.get('k', 1, 20)]).toEqual([80, 'ééééé'])
  })
})
