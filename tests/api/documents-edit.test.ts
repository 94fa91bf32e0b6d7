import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTranscriptionApiDouble } from '../support/transcription-api-double'
import { callAs, createTestApp, transcriptionApiAt } from './test-app'
import {
  creditBalance,
  documentOf,
  documentOnce,
  documentUrl,
  requestChange,
  requestSpokenChange,
  signedInUser,
} from './users'

// Editing a note by instruction on the offline engine (the default), through the real server and database:
// what it cannot follow is refused before any credit is spent, and nothing of the note is lost.

let speech: Awaited<ReturnType<typeof startTranscriptionApiDouble>>
let t: Awaited<ReturnType<typeof createTestApp>>
let spoken = ''

beforeAll(async () => {
  speech = await startTranscriptionApiDouble(() => spoken)
  t = await createTestApp(transcriptionApiAt(speech.baseUrl))
})
afterAll(async () => {
  await t?.close()
  await speech?.close()
})

type Who = Awaited<ReturnType<typeof signedInUser>>
/** Calls the app (made in `beforeAll`) as `who`. */
const as: ReturnType<typeof callAs> = (...call) => callAs(t)(...call)

const NOTE = `## Motivo da consulta

Tosse seca há uma semana.

## S — Subjetivo

Refere tosse seca há 7 dias, sem febre.

## Medicação habitual

- Lisinopril 10 mg 1 vez por dia

## Alergias

- Alergia à penicilina.

## O — Objetivo

- PA 140/90 mmHg
- FC 90 bpm`

/** A consultation whose note is ready, set to NOTE by a markdown edit (which costs nothing). */
async function noteReady(who: Who) {
  const session = (
    await as(who, 'POST', '/v1/consultation_sessions', {
      consultation_type_id: 'general_practice_soap',
      mobile: false,
      force: true,
    })
  ).json().data.d_consultation_session.id as string
  await as(who, 'PUT', `/v1/consultation_sessions/${session}/transcription`, {
    transcription: 'Médico: O que a traz cá? Doente: Tenho tosse seca há uma semana.',
  })
  const doc = (await as(who, 'POST', `/v1/consultation_sessions/${session}/generated_documents/main`)).json()
    .data.d_generated_document
  await documentOnce(t, who, session, doc.id)
  const edited = await regenerate(who, session, doc.id, { 'requested_changes[markdown]': NOTE })
  expect(edited.statusCode).toBe(200)
  return { session, docId: doc.id as string }
}

const regenerate = (who: Who, session: string, docId: string, fields: Record<string, string>) =>
  requestChange(t, who, session, docId, fields)
/** `who` asks in words for a change of the document. */
const instruct = (who: Who, session: string, docId: string, text: string) =>
  regenerate(who, session, docId, { 'requested_changes[text]': text })

const versions = async (who: Who, session: string, docId: string) =>
  (await as(who, 'GET', documentUrl(session, docId, '/versions'))).json().data.d_versions as {
    version: number
    source: string
    instruction: string | null
  }[]

describe('an instruction the offline engine cannot follow', () => {
  it('answers 422 with the part not understood, spends no credit and changes nothing', async () => {
    const ana = await signedInUser(t)
    const { session, docId } = await noteReady(ana)
    const credits = await creditBalance(t, ana)
    const res = await instruct(ana, session, docId, 'Retire a FC. Faça um resumo mais bonito.')
    expect(res.statusCode).toBe(422)
    expect(res.json().error).toMatchObject({
      code: 'instruction_not_followed',
      fields: {
        'requested_changes[text]': 'not_understood',
        'requested_changes[text].part': 'Faça um resumo mais bonito.',
      },
    })
    expect(res.json().error.message).toMatch(/nothing was changed or charged.*markdown editor/)
    expect(await creditBalance(t, ana)).toBe(credits)
    const doc = await documentOf(t, ana, session, docId)
    expect(doc).toMatchObject({ status: 'ready', version: 2, content: NOTE, error: null })
    expect(await versions(ana, session, docId)).toHaveLength(2)
  })

  it('names the target and the section when the section named does not hold it (the issue’s example)', async () => {
    const ana = await signedInUser(t)
    const { session, docId } = await noteReady(ana)
    const credits = await creditBalance(t, ana)
    const res = await instruct(ana, session, docId, 'Remova a penicilina da medicação habitual.')
    expect(res.statusCode).toBe(422)
    expect(res.json().error.fields).toEqual({
      'requested_changes[text]': 'not_found',
      'requested_changes[text].part': 'Remova a penicilina da medicação habitual.',
      'requested_changes[text].target': 'penicilina',
      'requested_changes[text].section': 'Medicação habitual',
    })
    expect(await creditBalance(t, ana)).toBe(credits)
    expect((await documentOf(t, ana, session, docId)).content).toBe(NOTE)
  })

  it('refuses a transcribed voice instruction the same way, with what was heard', async () => {
    const ana = await signedInUser(t)
    const { session, docId } = await noteReady(ana)
    const credits = await creditBalance(t, ana)
    spoken = 'Escreva isto como um cardiologista.'
    const res = await requestSpokenChange(t, ana, session, docId)
    expect(res.statusCode).toBe(422)
    expect(res.json().error.fields).toMatchObject({
      'requested_changes[audio]': 'not_understood',
      'requested_changes[audio].heard': 'Escreva isto como um cardiologista.',
    })
    expect(await creditBalance(t, ana)).toBe(credits)
    expect(await versions(ana, session, docId)).toHaveLength(2)
  })
})

describe('an instruction the offline engine follows', () => {
  it('charges once and writes the change as a new version', async () => {
    const ana = await signedInUser(t)
    const { session, docId } = await noteReady(ana)
    const credits = await creditBalance(t, ana)
    const instruction = 'Remova a penicilina das alergias. Substitua 10 mg por 20 mg na medicação habitual.'
    const res = await instruct(ana, session, docId, instruction)
    expect(res.statusCode).toBe(202)
    const doc = await documentOnce(t, ana, session, docId)
    expect(doc.version).toBe(3)
    expect(doc.content).not.toMatch(/penicilina/i)
    expect(doc.content).toContain('## Alergias\n\nNão abordado.')
    expect(doc.content).toContain('- Lisinopril 20 mg 1 vez por dia')
    expect(doc.content).toContain('- PA 140/90 mmHg\n- FC 90 bpm')
    expect(await creditBalance(t, ana)).toBe(credits - 1)
    expect((await versions(ana, session, docId))[0]).toMatchObject({
      version: 3,
      source: 'instruction',
      instruction,
    })
  })

  it('follows a transcribed voice instruction', async () => {
    const ana = await signedInUser(t)
    const { session, docId } = await noteReady(ana)
    spoken = 'Retire a FC do objetivo.'
    const res = await requestSpokenChange(t, ana, session, docId)
    expect(res.statusCode).toBe(202)
    const doc = await documentOnce(t, ana, session, docId)
    expect(doc.content).toContain('## O — Objetivo\n\n- PA 140/90 mmHg')
    expect(doc.content).not.toContain('FC 90 bpm')
  })
})
