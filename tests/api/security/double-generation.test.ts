import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChatApiDouble } from '../../support/chat-api-double'
import { createTestApp } from '../test-app'
import { signedInUser, startedConsultation } from '../users'

// A slow model (test double of the external chat API) keeps each generation running while the test clicks again.
let chat: Awaited<ReturnType<typeof startChatApiDouble>>
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  chat = await startChatApiDouble(() => '## Nota\n\nTosse seca há uma semana.')
  t = await createTestApp({
    GENERATION_ENGINE: 'llm',
    LLM_URL: chat.baseUrl,
    LLM_MODELS: 'clinic-llama',
    WELCOME_CREDITS: '10',
    CREDITS_PER_DOCUMENT: '1',
  })
})
afterAll(async () => {
  await t?.close()
  await chat?.close()
})

type Who = Awaited<ReturnType<typeof signedInUser>>
const slowAnswer = () =>
  chat.queue({
    status: 200,
    delayMs: 1500,
    body: { choices: [{ index: 0, message: { role: 'assistant', content: '## Nota\n\nTosse seca.' } }] },
  })

const sessionWithText = (who: Who) =>
  startedConsultation(t, who, 'Médico: O que a traz cá? Doente: Tenho tosse seca há uma semana.')

const generate = (who: Who, id: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/consultation_sessions/${id}/generated_documents/main`,
    headers: { ...who.headers, ...headers },
  })

const balance = async (who: Who) =>
  (await t.app.inject({ method: 'GET', url: '/v1/credits', headers: who.headers })).json().data.d_pools[0]
    .balance as number

async function waitReady(who: Who, id: string, docId: string) {
  await expect
    .poll(
      async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/v1/consultation_sessions/${id}/generated_documents/${docId}`,
            headers: who.headers,
          })
        ).json().data.d_generated_document.status,
      { timeout: 20_000, interval: 100 },
    )
    .toBe('ready')
}

const versions = async (who: Who, id: string, docId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/v1/consultation_sessions/${id}/generated_documents/${docId}/versions`,
      headers: who.headers,
    })
  ).json().data.d_versions as unknown[]

describe('a second request for a document being generated', () => {
  it('answers the same job and charges nothing while the first generation is queued or running', async () => {
    const ana = await signedInUser(t)
    const id = await sessionWithText(ana)
    slowAnswer()
    const before = await balance(ana)
    const first = await generate(ana, id)
    const second = await generate(ana, id)
    expect(first.statusCode).toBe(202)
    expect(second.statusCode).toBe(202)
    const doc = first.json().data.d_generated_document
    expect(second.json().data.d_generated_document.id).toBe(doc.id)
    expect(['pending', 'generating']).toContain(second.json().data.d_generated_document.status)
    expect(await balance(ana)).toBe(before - 1)
    await waitReady(ana, id, doc.id)
    expect(await versions(ana, id, doc.id)).toHaveLength(1)
    expect(await balance(ana)).toBe(before - 1)
  })

  it('answers the same document for the same Idempotency-Key even after it is ready, and charges once', async () => {
    const ana = await signedInUser(t)
    const id = await sessionWithText(ana)
    const before = await balance(ana)
    const key = { 'idempotency-key': 'note-7f3a' }
    const first = await generate(ana, id, key)
    const doc = first.json().data.d_generated_document
    await waitReady(ana, id, doc.id)
    const retry = await generate(ana, id, key)
    expect(retry.statusCode).toBe(202)
    expect(retry.json().data.d_generated_document).toMatchObject({ id: doc.id, status: 'ready' })
    expect(await versions(ana, id, doc.id)).toHaveLength(1)
    expect(await balance(ana)).toBe(before - 1)
    // A new key is a new request: a new version, charged.
    const again = await generate(ana, id, { 'idempotency-key': 'note-8b21' })
    expect(again.statusCode).toBe(202)
    await waitReady(ana, id, doc.id)
    await expect.poll(() => versions(ana, id, doc.id)).toHaveLength(2)
    expect(await balance(ana)).toBe(before - 2)
  })

  it('refuses an Idempotency-Key reused for another document, and a malformed one, naming the header', async () => {
    const ana = await signedInUser(t)
    const one = await sessionWithText(ana)
    const other = await sessionWithText(ana)
    const key = { 'idempotency-key': 'note-shared' }
    expect((await generate(ana, one, key)).statusCode).toBe(202)
    const reused = await generate(ana, other, key)
    expect(reused.statusCode).toBe(422)
    expect(reused.json().error.fields).toEqual({ 'idempotency-key': 'Used for another document' })
    const malformed = await generate(ana, other, { 'idempotency-key': 'x'.repeat(201) })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.fields).toEqual({ 'idempotency-key': 'Invalid' })
  })

  it('keeps each user keys apart', async () => {
    const ana = await signedInUser(t)
    const rui = await signedInUser(t)
    const key = { 'idempotency-key': 'same-key-two-people' }
    const hers = await generate(ana, await sessionWithText(ana), key)
    const his = await generate(rui, await sessionWithText(rui), key)
    expect(his.statusCode).toBe(202)
    expect(his.json().data.d_generated_document.id).not.toBe(hers.json().data.d_generated_document.id)
  })
})
