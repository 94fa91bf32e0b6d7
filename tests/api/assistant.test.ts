import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assistantRuns, consultationSessions, users } from '../../server/db/schema'
import { purgeIdleAssistantThreads } from '../../server/features/assistant/service'
import { answerEverySection, type ReceivedChat, startChatApiDouble } from '../support/chat-api-double'
import { callAs, createTestApp, llmEngineOn } from './test-app'
import { signedInUser, speaking } from './users'

// The assistant and generation talk to a loopback test double of an external OpenAI-compatible chat API.
let chat: Awaited<ReturnType<typeof startChatApiDouble>>
let t: Awaited<ReturnType<typeof createTestApp>>

/** The transcript a generation request carries, so each note says what its consultation was about. */
const transcriptOf = (request: ReceivedChat) =>
  /Transcript:\n(.*)/.exec(request.messages.at(-1)?.content ?? '')?.[1] ?? ''

const isAssistant = (request: ReceivedChat) =>
  (request.messages[0]?.content ?? '').includes("Escriba's clinical writing assistant")

beforeAll(async () => {
  chat = await startChatApiDouble((request) =>
    isAssistant(request)
      ? `Resposta a: ${request.messages.at(-1)!.content}`
      : answerEverySection(request, (title) => `${title}: ${transcriptOf(request)}`),
  )
  t = await createTestApp(llmEngineOn(chat.baseUrl))
})
afterAll(async () => {
  await t?.close()
  await chat?.close()
})

type Who = Awaited<ReturnType<typeof signedInUser>>
const on = callAs
/** Calls the app (made in `beforeAll`) as `who`. */
const as: ReturnType<typeof callAs> = (...call) => callAs(t)(...call)

const KEY = 'clinical-writing'
const runUrl = (thread: string, run: string) =>
  `/assistant/run?assistant_key=${KEY}&thread_key=${thread}&run_key=${run}`

async function ask(who: Who, message: string, thread?: string) {
  const res = await as(who, 'POST', '/assistant', {
    message,
    assistant_key: KEY,
    ...(thread ? { thread_key: thread } : {}),
  })
  expect(res.statusCode).toBe(202)
  return res.json().data as { thread_key: string; run_key: string }
}

async function finished(who: Who, started: { thread_key: string; run_key: string }) {
  let body: { status: string; reply: string | null; error: string | null } | undefined
  await expect
    .poll(
      async () => {
        body = (await as(who, 'GET', runUrl(started.thread_key, started.run_key))).json().data
        return body!.status
      },
      { timeout: 20_000, interval: 100 },
    )
    .toMatch(/completed|failed/)
  return body!
}

/** A finished consultation whose main note is ready, written by the engine from this transcript. */
async function consultationWithNote(who: Who, transcript: string) {
  const created = await as(who, 'POST', '/v1/consultation_sessions', {
    consultation_type_id: 'general_practice_soap',
    mobile: false,
    force: true,
  })
  const id = created.json().data.d_consultation_session.id as string
  await as(who, 'PUT', `/v1/consultation_sessions/${id}/transcription`, { transcription: transcript })
  const doc = (await as(who, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`)).json().data
    .d_generated_document
  await expect
    .poll(
      async () =>
        (await as(who, 'GET', `/v1/consultation_sessions/${id}/generated_documents/${doc.id}`)).json().data
          .d_generated_document.status,
      { timeout: 20_000, interval: 100 },
    )
    .toBe('ready')
  await as(who, 'PUT', `/v1/consultation_sessions/${id}/finish`)
  return id
}

describe('GET /assistants', () => {
  it("lists the clinical writing assistant in the request's language, available with a model", async () => {
    const ana = await signedInUser(t)
    const res = await as(speaking(ana, 'de'), 'GET', '/assistants')
    expect(res.json().data.assistants).toEqual([
      {
        key: KEY,
        name: 'Assistent für klinisches Schreiben',
        description: expect.stringContaining('Konsultationen'),
        available: true,
      },
    ])
  })
})

describe('assistant runs', () => {
  it('answers in a job with the chat model, and keeps the thread for the next question', async () => {
    const ana = await signedInUser(t)
    const first = await ask(ana, 'Escreve uma carta curta para a fisioterapia.')
    expect(first).toEqual({ thread_key: expect.any(String), run_key: expect.any(String) })
    expect(await finished(ana, first)).toEqual({
      status: 'completed',
      reply: 'Resposta a: Escreve uma carta curta para a fisioterapia.',
      error: null,
    })
    const request = chat.received.at(-1)!
    expect(request).toMatchObject({ model: 'clinic-llama', authorization: 'Bearer sk-llm' })
    expect(request.messages[0]!.content).toContain('Answer in European Portuguese')
    expect(request.messages.slice(1)).toEqual([
      { role: 'user', content: 'Escreve uma carta curta para a fisioterapia.' },
    ])

    const second = await ask(ana, 'Mais curta, por favor.', first.thread_key)
    expect(second.thread_key).toBe(first.thread_key)
    expect((await finished(ana, second)).reply).toBe('Resposta a: Mais curta, por favor.')
    expect(
      chat.received
        .at(-1)!
        .messages.slice(1)
        .map((m) => m.role),
    ).toEqual(['user', 'assistant', 'user'])

    const thread = await as(
      ana,
      'GET',
      `/assistant/thread?assistant_key=${KEY}&thread_key=${first.thread_key}`,
    )
    expect(thread.json().data).toMatchObject({
      thread_key: first.thread_key,
      open_run_key: null,
      messages: [
        { role: 'user', content: 'Escreve uma carta curta para a fisioterapia.' },
        { role: 'assistant', content: 'Resposta a: Escreve uma carta curta para a fisioterapia.' },
        { role: 'user', content: 'Mais curta, por favor.' },
        { role: 'assistant', content: 'Resposta a: Mais curta, por favor.' },
      ],
    })
  })

  it("knows the clinician's recent notes while they are kept, and no one else's", async () => {
    const ana = await signedInUser(t)
    const rui = await signedInUser(t)
    const recent = await consultationWithNote(ana, 'Doente com lombalgia há três dias, sem irradiação.')
    const old = await consultationWithNote(ana, 'Doente com otite média aguda à direita.')
    await consultationWithNote(rui, 'Consulta do Rui: cefaleia tensional.')
    // The older consultation ended before the retention window (1 h by default).
    await t.database.db
      .update(consultationSessions)
      .set({ finishedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(consultationSessions.id, old))

    const notesBefore = chat.received.length
    expect((await finished(ana, await ask(ana, 'Resume a última consulta.'))).status).toBe('completed')
    const system = chat.received.slice(notesBefore).find(isAssistant)!.messages[0]!.content
    expect(system).toContain('recent consultation notes')
    expect(system).toContain('consultation type general_practice_soap')
    expect(system.match(/### Note \d/g)).toHaveLength(1)
    expect(system).toContain('lombalgia há três dias')
    expect(system).not.toContain('otite')
    expect(system).not.toContain('cefaleia')
    expect(recent).not.toBe(old)

    const ruiBefore = chat.received.length
    await finished(rui, await ask(rui, 'Que notas tens?'))
    const ruiSystem = chat.received.slice(ruiBefore).find(isAssistant)!.messages[0]!.content
    expect(ruiSystem).toContain('cefaleia tensional')
    expect(ruiSystem).not.toContain('lombalgia')
  })

  it('says it has no notes when none are kept', async () => {
    const eva = await signedInUser(t, 'en')
    const before = chat.received.length
    await finished(eva, await ask(eva, 'Summarise my last consultation.'))
    const system = chat.received.slice(before).find(isAssistant)!.messages[0]!.content
    expect(system).toContain('none are kept right now')
    expect(system).toContain('Answer in British English')
  })

  it('refuses a second question while the first is still being answered', async () => {
    const ana = await signedInUser(t)
    chat.queue({ status: 200, delayMs: 1500, body: { choices: [{ message: { content: 'Devagar.' } }] } })
    const first = await ask(ana, 'Primeira pergunta.')
    const second = await as(ana, 'POST', '/assistant', {
      message: 'Segunda pergunta.',
      assistant_key: KEY,
      thread_key: first.thread_key,
    })
    expect(second.statusCode).toBe(409)
    expect(second.json().error.fields).toEqual({ thread_key: 'Still answering' })
    const open = await as(ana, 'GET', `/assistant/thread?assistant_key=${KEY}&thread_key=${first.thread_key}`)
    expect(open.json().data.open_run_key).toBe(first.run_key)
    expect((await finished(ana, first)).reply).toBe('Devagar.')
    const again = await ask(ana, 'Segunda pergunta.', first.thread_key)
    expect(again.thread_key).toBe(first.thread_key)
    expect((await finished(ana, again)).status).toBe('completed')
  })

  it('keeps why a run failed', async () => {
    const ana = await signedInUser(t)
    chat.queue({ status: 400, body: { error: { message: 'context length exceeded' } } })
    const started = await ask(ana, 'Uma pergunta.')
    const failed = await finished(ana, started)
    expect(failed).toMatchObject({ status: 'failed', reply: null })
    expect(failed.error).toMatch(/could not answer: the language model answered 400/)
  })

  it("answers 404 for another clinician's thread or run, and 400 for an unknown assistant", async () => {
    const ana = await signedInUser(t)
    const rui = await signedInUser(t)
    const started = await ask(ana, 'Pergunta da Ana.')
    await finished(ana, started)
    expect((await as(rui, 'GET', runUrl(started.thread_key, started.run_key))).statusCode).toBe(404)
    expect(
      (await as(rui, 'GET', `/assistant/thread?assistant_key=${KEY}&thread_key=${started.thread_key}`))
        .statusCode,
    ).toBe(404)
    const intruding = await as(rui, 'POST', '/assistant', {
      message: 'Olá',
      assistant_key: KEY,
      thread_key: started.thread_key,
    })
    expect(intruding.statusCode).toBe(404)
    expect((await as(ana, 'GET', runUrl(started.thread_key, 'not-a-run'))).statusCode).toBe(404)
    expect((await as(ana, 'GET', runUrl('not-a-thread', started.run_key))).statusCode).toBe(404)
    const unknown = await as(ana, 'POST', '/assistant', { message: 'Olá', assistant_key: 'oracle' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.fields).toHaveProperty('assistant_key')
    expect((await t.app.inject({ method: 'GET', url: '/assistants' })).statusCode).toBe(401)
  })
})

describe('retention of assistant threads', () => {
  const deps = () => ({ db: t.database.db, config: { retentionHours: 1 }, log: { info() {} } })
  const inHours = (h: number) => new Date(Date.now() + h * 3_600_000)
  const threadOf = (who: Who, thread: string) =>
    as(who, 'GET', `/assistant/thread?assistant_key=${KEY}&thread_key=${thread}`)
  const keepText = (who: Who) =>
    t.database.db.update(users).set({ saveTextData: true }).where(eq(users.id, who.user.id))

  it("deletes a thread an hour after its last message, as a consultation's texts", async () => {
    const ana = await signedInUser(t)
    const started = await ask(ana, 'Resume a última consulta.')
    await finished(ana, started)
    await purgeIdleAssistantThreads(deps(), inHours(0.5))
    expect((await threadOf(ana, started.thread_key)).statusCode).toBe(200)
    expect(await purgeIdleAssistantThreads(deps(), inHours(1.1))).toBeGreaterThanOrEqual(1)
    expect((await threadOf(ana, started.thread_key)).statusCode).toBe(404)
    // A new question after the purge starts a new conversation.
    const again = await as(ana, 'POST', '/assistant', {
      message: 'Olá',
      assistant_key: KEY,
      thread_key: started.thread_key,
    })
    expect(again.statusCode).toBe(404)
  })

  it('keeps the threads of a clinician who keeps text data, and one still being answered', async () => {
    const rui = await signedInUser(t)
    await keepText(rui)
    const kept = await ask(rui, 'Carta para a cardiologia.')
    await finished(rui, kept)
    const eva = await signedInUser(t)
    const open = await ask(eva, 'Carta para a dermatologia.')
    await finished(eva, open)
    // An answer still being written when the job runs (queued again by hand: the double answers at once).
    await t.database.db.insert(assistantRuns).values({ threadId: open.thread_key, status: 'queued' })
    await purgeIdleAssistantThreads(deps(), inHours(48))
    expect((await threadOf(rui, kept.thread_key)).statusCode).toBe(200)
    expect((await threadOf(eva, open.thread_key)).statusCode).toBe(200)
    await t.database.db.delete(assistantRuns).where(eq(assistantRuns.status, 'queued'))
    await purgeIdleAssistantThreads(deps(), inHours(48))
    expect((await threadOf(eva, open.thread_key)).statusCode).toBe(404)
  })

  it('runs with the scheduled retention job', async () => {
    const now = await createTestApp({ RETENTION_HOURS: '0', LLM_URL: chat.baseUrl, LLM_MODEL: 'gpt-4o-mini' })
    try {
      const ana = await signedInUser(now)
      const res = await on(now)(ana, 'POST', '/assistant', { message: 'Olá', assistant_key: KEY })
      const { thread_key } = res.json().data
      const url = `/assistant/thread?assistant_key=${KEY}&thread_key=${thread_key}`
      await expect
        .poll(async () => (await on(now)(ana, 'GET', url)).json().data?.open_run_key, { timeout: 20_000 })
        .toBeNull()
      await now.jobs.send('purge-finished-sessions', {})
      await expect
        .poll(async () => (await on(now)(ana, 'GET', url)).statusCode, { timeout: 20_000, interval: 200 })
        .toBe(404)
    } finally {
      await now.close()
    }
  })
})

describe('the model choice', () => {
  it('is saved in the account, checked against the models offered, and cleared with null', async () => {
    const ana = await signedInUser(t)
    expect((await as(ana, 'GET', '/v1/account')).json().data.d_user.preferred_model).toBeNull()
    const saved = await as(ana, 'PUT', '/v1/account', { user: { preferred_model: 'o-preview' } })
    expect(saved.json().data.d_user.preferred_model).toBe('o-preview')
    expect((await as(ana, 'GET', '/v1/account')).json().data.d_user.preferred_model).toBe('o-preview')
    const unknown = await as(ana, 'PUT', '/v1/account', { user: { preferred_model: 'gpt-9' } })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.fields).toEqual({ 'user.preferred_model': 'Not one of GET /v1/models' })
    const cleared = await as(ana, 'PUT', '/v1/account', { user: { preferred_model: null } })
    expect(cleared.json().data.d_user.preferred_model).toBeNull()
  })

  it('is the model generation uses when a request names none', async () => {
    const ana = await signedInUser(t)
    await as(ana, 'PUT', '/v1/account', { user: { preferred_model: 'o-preview' } })
    const payload = { data: { text: 'Tosse seca há uma semana.' }, template: 'general_practice_soap' }
    expect((await as(ana, 'POST', '/generate', payload)).statusCode).toBe(200)
    expect(chat.received.at(-1)!.model).toBe('o-preview')
    expect((await as(ana, 'POST', '/generate', { ...payload, model: 'gpt-4o-mini' })).statusCode).toBe(200)
    expect(chat.received.at(-1)!.model).toBe('gpt-4o-mini')

    const before = chat.received.length
    await consultationWithNote(ana, 'Doente com tosse seca.')
    expect(chat.received.slice(before).map((r) => r.model)).toEqual(['o-preview'])

    await finished(ana, await ask(ana, 'Olá'))
    expect(chat.received.at(-1)!.model).toBe('o-preview')

    const rui = await signedInUser(t)
    await as(rui, 'POST', '/generate', payload)
    expect(chat.received.at(-1)!.model).toBe('clinic-llama')
  })
})

describe('with no language model configured', () => {
  let plain: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    plain = await createTestApp()
  })
  afterAll(async () => {
    await plain?.close()
  })

  it('lists the assistant as unavailable and says so instead of answering', async () => {
    const ana = await signedInUser(plain)
    const list = await on(plain)(ana, 'GET', '/assistants')
    expect(list.json().data.assistants).toMatchObject([{ key: KEY, available: false }])
    const res = await on(plain)(ana, 'POST', '/assistant', { message: 'Olá', assistant_key: KEY })
    expect(res.statusCode).toBe(503)
    expect(res.json().error).toEqual({
      code: 'unavailable',
      message: expect.stringMatching(/needs a language model.*LLM_URL/),
      fields: { assistant_key: 'not_configured' },
    })
  })

  it('keeps the extractive engine as the only model to choose', async () => {
    const ana = await signedInUser(plain)
    const saved = await on(plain)(ana, 'PUT', '/v1/account', { user: { preferred_model: 'extractive' } })
    expect(saved.json().data.d_user.preferred_model).toBe('extractive')
    const refused = await on(plain)(ana, 'PUT', '/v1/account', { user: { preferred_model: 'clinic-llama' } })
    expect(refused.statusCode).toBe(400)
    const generated = await on(plain)(ana, 'POST', '/generate', {
      data: { text: 'Doente com tosse seca há uma semana.' },
      template: 'general_practice_soap',
    })
    expect(generated.statusCode).toBe(200)
  })
})

describe('beside the extractive engine, with LLM_URL and LLM_MODEL', () => {
  let mixed: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    mixed = await createTestApp({ LLM_URL: chat.baseUrl, LLM_MODEL: 'assistant-model' })
  })
  afterAll(async () => {
    await mixed?.close()
  })

  it('answers with that model while notes stay extractive', async () => {
    const ana = await signedInUser(mixed)
    const call = on(mixed)
    const started = (await call(ana, 'POST', '/assistant', { message: 'Olá', assistant_key: KEY })).json()
      .data
    await expect
      .poll(
        async () => (await call(ana, 'GET', runUrl(started.thread_key, started.run_key))).json().data.status,
        { timeout: 20_000, interval: 100 },
      )
      .toBe('completed')
    expect(chat.received.at(-1)!.model).toBe('assistant-model')
    expect((await call(ana, 'GET', '/v1/models')).json().data.engine).toBe('extractive')
  })
})
