import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerEverySection, startChatApiDouble } from '../support/chat-api-double'
import { speechClips } from '../support/speech'
import { startTranscriptionApiDouble } from '../support/transcription-api-double'
import { callAs, createTestApp, llmEngineOn, transcriptionApiAt } from './test-app'
import {
  documentOnce,
  documentUrl,
  requestChange,
  requestSpokenChange,
  saveMarkdown,
  signedInUser,
  speaking,
  startedConsultation,
  uploadChunk,
} from './users'

// The engines run against loopback test doubles of the external APIs, so every answer is known.
let chat: Awaited<ReturnType<typeof startChatApiDouble>>
let speech: Awaited<ReturnType<typeof startTranscriptionApiDouble>>
let t: Awaited<ReturnType<typeof createTestApp>>
let spoken = 'A doente refere tosse seca há uma semana.'

beforeAll(async () => {
  chat = await startChatApiDouble((request) =>
    answerEverySection(request, (title) => `Conteúdo de ${title}.`),
  )
  speech = await startTranscriptionApiDouble(() => spoken)
  t = await createTestApp({
    ...llmEngineOn(chat.baseUrl),
    ...transcriptionApiAt(speech.baseUrl),
  })
})
afterAll(async () => {
  await t?.close()
  await chat?.close()
  await speech?.close()
})

type Who = Awaited<ReturnType<typeof signedInUser>>
/** Calls the app (made in `beforeAll`) as `who`. */
const as: ReturnType<typeof callAs> = (...call) => callAs(t)(...call)

async function sessionWithText(who: Who, type = 'general_practice_soap') {
  const res = await as(who, 'POST', '/v1/consultation_sessions', {
    consultation_type_id: type,
    mobile: false,
    force: true,
  })
  const id = res.json().data.d_consultation_session.id as string
  await as(who, 'PUT', `/v1/consultation_sessions/${id}/transcription`, {
    transcription: 'Médico: O que a traz cá? Doente: Tenho tosse seca há uma semana e febre de 38 graus.',
  })
  await as(who, 'PUT', `/v1/consultation_sessions/${id}`, {
    user_inputs: [
      { processor_input_id: 'bloodpressure', value: '128' },
      {
        processor_input_id: 'bloodpressure',
        secondary_processor_input_id: 'bloodpressure_diastolic',
        value: '82',
      },
      { processor_input_id: 'medication', value: 'Paracetamol 1 g 8/8 h' },
    ],
  })
  return id
}

describe('generating documents', () => {
  it('writes the main note in a job from the template, the inputs and the transcript', async () => {
    const ana = await signedInUser(t)
    const id = await sessionWithText(ana)
    const started = await as(ana, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`, {
      model: 'gpt-4o-mini',
      temperature: 0.1,
    })
    expect(started.statusCode).toBe(202)
    const doc = started.json().data.d_generated_document
    expect(doc).toMatchObject({ name: 'main', status: 'pending', version: 0, content: null })
    const ready = await documentOnce(t, ana, id, doc.id)
    expect(ready.version).toBe(1)
    const type = (await as(ana, 'GET', '/v1/consultation_types/general_practice_soap')).json().data
      .d_consultation_type
    for (const section of type.sections) expect(ready.content).toContain(`## ${section.title}`)

    const request = chat.received.at(-1)!
    expect(request).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.1, authorization: 'Bearer sk-llm' })
    const [system, user] = request.messages
    expect(system!.content).toContain('European Portuguese')
    expect(system!.content).toContain(type.sections[0].instruction)
    expect(user!.content).toContain('Tenho tosse seca há uma semana')
    expect(user!.content).toMatch(/(Pressão|Tensão) arterial[^:]*: 128\/82 mmHg/i)
    expect(user!.content).toContain('Paracetamol 1 g 8/8 h')

    const session = (await as(ana, 'GET', `/v1/consultation_sessions/${id}`)).json().data
      .d_consultation_session
    // Inside its session, the review does not repeat the session's own text.
    expect(session.generated_documents).toEqual([{ ...ready, review: { ...ready.review, source: null } }])
  })

  it('uses the default model when the one asked for is not configured', async () => {
    const ana = await signedInUser(t)
    const id = await sessionWithText(ana)
    const doc = (
      await as(ana, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`, { model: 'gpt-9' })
    ).json().data.d_generated_document
    await documentOnce(t, ana, id, doc.id)
    expect(chat.received.at(-1)!.model).toBe('clinic-llama')
  })

  it('generates a selectable document of the type, and refuses one the type does not offer', async () => {
    const ana = await signedInUser(t)
    const id = await sessionWithText(ana)
    const res = await as(ana, 'POST', `/v1/consultation_sessions/${id}/generated_documents/referral_letter`)
    expect(res.statusCode).toBe(202)
    const ready = await documentOnce(t, ana, id, res.json().data.d_generated_document.id)
    expect(ready.name).toBe('referral_letter')
    expect(
      (await as(ana, 'POST', `/v1/consultation_sessions/${id}/generated_documents/horoscope`)).statusCode,
    ).toBe(404)
  })

  it('asks again for missing sections, then marks what is still missing instead of inventing it', async () => {
    const ana = await signedInUser(t)
    const id = await sessionWithText(ana)
    const partial = (title: string) => `## ${title}\n\nSó esta.`
    const type = (await as(ana, 'GET', '/v1/consultation_types/general_practice_soap')).json().data
      .d_consultation_type
    const first = type.sections[0].title
    chat.queue(
      { status: 200, body: { choices: [{ message: { content: partial(first) } }] } },
      { status: 200, body: { choices: [{ message: { content: partial(first) } }] } },
    )
    const before = chat.received.length
    const doc = (await as(ana, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`)).json()
      .data.d_generated_document
    const ready = await documentOnce(t, ana, id, doc.id)
    expect(chat.received.length - before).toBe(2)
    expect(chat.received.at(-1)!.messages.at(-1)!.content).toMatch(/lacked these sections/)
    expect(ready.content).toContain(`## ${first}\n\nSó esta.`)
    expect(ready.content).toContain(`## ${type.sections[1].title}\n\nNão abordado.`)
  })

  it('keeps an answer without the headings, with a notice saying so, until the clinician rewrites it', async () => {
    const ana = await signedInUser(t)
    const id = await sessionWithText(ana)
    const text = 'Tosse seca há uma semana e febre de 38 graus. PA 128/82 mmHg.'
    chat.queue(
      { status: 200, body: { choices: [{ message: { content: text } }] } },
      { status: 200, body: { choices: [{ message: { content: text } }] } },
    )
    const doc = (await as(ana, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`)).json()
      .data.d_generated_document
    expect(doc.notice).toBeNull()
    const ready = await documentOnce(t, ana, id, doc.id)
    expect(ready.content).toBe(`## Texto do modelo\n\n${text}`)
    expect(ready.notice).toMatchObject({ code: 'headings_kept' })
    const session = (await as(ana, 'GET', `/v1/consultation_sessions/${id}`)).json().data
      .d_consultation_session
    expect(session.generated_documents[0].notice).toEqual(ready.notice)
    const edited = await saveMarkdown(t, ana, id, doc.id, `## Nota\n\n${text}`)
    expect(edited.json().data.d_generated_document.notice).toBeNull()
  })

  it('records an overloaded model as a failure that can be tried again', async () => {
    const ana = await signedInUser(t)
    const id = await sessionWithText(ana)
    chat.queue({ status: 503 }, { status: 503 }, { status: 503 })
    const doc = (await as(ana, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`)).json()
      .data.d_generated_document
    const failed = await documentOnce(t, ana, id, doc.id, 'failed')
    expect(failed.error).toMatch(/overloaded; all the information is saved/)
    const again = await as(ana, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`)
    expect(again.json().data.d_generated_document.id).toBe(doc.id)
    expect((await documentOnce(t, ana, id, doc.id)).version).toBe(1)
  }, 30_000)

  it('refuses a session with nothing to write from', async () => {
    const ana = await signedInUser(t)
    const id = await startedConsultation(t, ana, undefined, 'free_dictation')
    const generate = await as(ana, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`)
    expect(generate.statusCode).toBe(422)
    expect(generate.json().error.message).toMatch(/record or type the consultation first/)
  })

  it('waits for the chunks still being transcribed, then writes from their text', async () => {
    const ana = await signedInUser(t)
    const id = await startedConsultation(t, ana, undefined, 'free_dictation')
    spoken = 'Ditado: doente com lombalgia mecânica.'
    await uploadChunk(t, ana, id, 0, speechClips()[0]!.wav)
    const doc = (await as(ana, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`)).json()
      .data.d_generated_document
    await documentOnce(t, ana, id, doc.id)
    expect(chat.received.at(-1)!.messages[1]!.content).toContain('Ditado: doente com lombalgia mecânica.')
  })

  it('checks what the model wrote: an allergen listed as a medication is a contradiction', async () => {
    const ana = await signedInUser(t)
    const id = await startedConsultation(
      t,
      ana,
      'Médico: O que a traz cá?\nDoente: Dor de garganta há três dias.\n' +
        'Médico: Tem alergias?\nDoente: Sou alérgica à penicilina.',
    )
    const type = (await as(ana, 'GET', '/v1/consultation_types/general_practice_soap')).json().data
      .d_consultation_type
    const sections = type.sections.map((s: { title: string }) => s.title) as string[]
    const written = sections
      .map((title, i) =>
        i === 0
          ? `## ${title}\n\nDor de garganta há três dias.`
          : i === sections.length - 1
            ? `## ${title}\n\nPenicilina 1 g de 12 em 12 horas.`
            : `## ${title}\n\nNão abordado.`,
      )
      .join('\n\n')
    chat.queue({ status: 200, body: { choices: [{ message: { content: written } }] } })
    const doc = (await as(ana, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`)).json()
      .data.d_generated_document
    const ready = await documentOnce(t, ana, id, doc.id)
    expect(ready.content).toBe(written)
    const at = written.indexOf('Penicilina 1 g')
    const allergy = ready.review.findings.find(
      (finding: { code: string }) => finding.code === 'contradiction_allergy',
    )
    expect(allergy).toMatchObject({ kind: 'contradiction', dismissed: false })
    expect(allergy.note.start).toBeGreaterThanOrEqual(at)
    expect(allergy.note.end).toBeLessThanOrEqual(
      written.indexOf('\n', at) === -1 ? written.length : written.indexOf('\n', at),
    )
    expect(
      allergy.evidence.some((e: { source: string; text?: string }) =>
        /alérgica à penicilina/.test(e.text ?? ''),
      ),
    ).toBe(true)
  })

  it("hides another clinician's documents", async () => {
    const ana = await signedInUser(t)
    const rui = await signedInUser(t)
    const id = await sessionWithText(ana)
    const doc = (await as(ana, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`)).json()
      .data.d_generated_document
    expect((await as(rui, 'GET', documentUrl(id, doc.id))).statusCode).toBe(404)
    expect(
      (await as(rui, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`)).statusCode,
    ).toBe(404)
  })
})

describe('regenerating', () => {
  async function readyNote(who: Who) {
    const id = await sessionWithText(who)
    const doc = (await as(who, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`)).json()
      .data.d_generated_document
    return { id, doc: await documentOnce(t, who, id, doc.id) }
  }
  const regenerate = (who: Who, id: string, docId: string, fields: Record<string, string>) =>
    requestChange(t, who, id, docId, fields)
  /** `who` asks in words for a change of the document. */
  const instruct = (who: Who, id: string, docId: string, text: string) =>
    regenerate(who, id, docId, { 'requested_changes[text]': text })

  it('saves the clinician markdown as a new version at once', async () => {
    const ana = await signedInUser(t)
    const { id, doc } = await readyNote(ana)
    const res = await regenerate(ana, id, doc.id, {
      'requested_changes[markdown]': '## Nota\r\n\r\nReescrita pela médica.',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.d_generated_document).toMatchObject({
      version: 2,
      content: '## Nota\n\nReescrita pela médica.',
      status: 'ready',
    })
  })

  it('sends a text instruction to the engine with the current version, and keeps every version', async () => {
    const ana = await signedInUser(t)
    const { id, doc } = await readyNote(ana)
    const res = await instruct(ana, id, doc.id, 'Acrescenta que é alérgica à penicilina.')
    expect(res.statusCode).toBe(202)
    const ready = await documentOnce(t, ana, id, doc.id)
    expect(ready.version).toBe(2)
    const user = chat.received.at(-1)!.messages[1]!.content
    expect(user).toContain('The clinician asks for this change: Acrescenta que é alérgica à penicilina.')
    expect(user).toContain(doc.content)
    const versions = (await as(ana, 'GET', documentUrl(id, doc.id, '/versions'))).json().data.d_versions
    expect(versions.map((v: { version: number; source: string }) => [v.version, v.source])).toEqual([
      [2, 'instruction'],
      [1, 'generated'],
    ])
  })

  it('transcribes a voice instruction and uses it', async () => {
    const ana = await signedInUser(t)
    const { id, doc } = await readyNote(ana)
    spoken = 'Hum, retira a febre do resumo.'
    const res = await requestSpokenChange(t, ana, id, doc.id)
    expect(res.statusCode).toBe(202)
    await documentOnce(t, ana, id, doc.id)
    expect(chat.received.at(-1)!.messages[1]!.content).toContain(
      'The clinician asks for this change: retira a febre do resumo.',
    )
    const versions = (await as(ana, 'GET', documentUrl(id, doc.id, '/versions'))).json().data.d_versions
    expect(versions[0]).toMatchObject({ source: 'voice', instruction: 'retira a febre do resumo.' })
  })

  it('refuses no change, two kinds at once, an empty instruction and a non-audio file', async () => {
    const ana = await signedInUser(t)
    const { id, doc } = await readyNote(ana)
    const none = await regenerate(ana, id, doc.id, {})
    expect(none.statusCode).toBe(400)
    expect(none.json().error.fields).toHaveProperty('requested_changes')
    const two = await regenerate(ana, id, doc.id, {
      'requested_changes[text]': 'a',
      'requested_changes[markdown]': 'b',
    })
    expect(two.statusCode).toBe(400)
    const empty = await instruct(ana, id, doc.id, '   ')
    expect(empty.json().error.fields).toHaveProperty(['requested_changes[text]'])
    const notAudio = await requestChange(
      t,
      ana,
      id,
      doc.id,
      {},
      {
        name: 'requested_changes[audio]',
        data: Buffer.from('hello'),
      },
    )
    expect(notAudio.statusCode).toBe(415)
  })
})

describe('one-off generation and models', () => {
  it('writes a document from the notes payload with POST /generate', async () => {
    const ana = await signedInUser(t)
    const res = await as(speaking(ana, 'en'), 'POST', '/generate', {
      data: {
        text: 'Patient with knee pain after a fall.',
        bloodpressure: '130',
        hemoglobinac: '6.1',
        next_consultation_date: '2027-02-01',
      },
      template: 'orthopaedics',
      temperature: 0.3,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.text).toMatch(/^## /)
    const user = chat.received.at(-1)!.messages[1]!.content
    expect(user).toContain('Patient with knee pain after a fall.')
    expect(user).toMatch(/HbA1c[^:]*: 6\.1 %/)
    expect(chat.received.at(-1)!.messages[0]!.content).toContain('British English')
  })

  it('refuses an unknown template and an empty payload', async () => {
    const ana = await signedInUser(t)
    const unknown = await as(ana, 'POST', '/generate', { data: { text: 'x' }, template: 'nothing' })
    expect(unknown.json().error.fields).toHaveProperty('template')
    const empty = await as(ana, 'POST', '/generate', {
      data: { text: ' ' },
      template: 'general_practice_soap',
    })
    expect(empty.json().error.fields).toHaveProperty(['data.text'])
    const missing = await as(ana, 'POST', '/generate', { template: 'general_practice_soap' })
    expect(missing.json().error.fields).toHaveProperty('data')
  })

  it('answers the overloaded message when the model is busy', async () => {
    const ana = await signedInUser(t)
    chat.queue({ status: 429 }, { status: 429 }, { status: 429 })
    const res = await as(ana, 'POST', '/generate', {
      data: { text: 'Tosse.' },
      template: 'general_practice_soap',
    })
    expect(res.statusCode).toBe(503)
    expect(res.json().error).toMatchObject({
      code: 'server_overloaded',
      message: expect.stringMatching(/all the information is saved/),
    })
  }, 30_000)

  it('lists the configured models with their flags', async () => {
    const ana = await signedInUser(t)
    expect((await as(ana, 'GET', '/v1/models')).json()).toEqual({
      data: {
        engine: 'llm',
        models: [
          { id: 'clinic-llama', private: true, experimental: false, default: true },
          { id: 'gpt-4o-mini', private: false, experimental: false, default: false },
          { id: 'o-preview', private: false, experimental: true, default: false },
        ],
      },
    })
  })
})
