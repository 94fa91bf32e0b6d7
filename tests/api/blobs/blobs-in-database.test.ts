import { existsSync } from 'node:fs'
import { asc, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blobParts } from '../../../server/db/schema'
import { pcmFromWav } from '../../../server/engines/transcription/wav-pcm'
import { tinyPdf } from '../../fixtures/pdf'
import { multipart } from '../../support/multipart'
import { speechClips } from '../../support/speech'
import { startTranscriptionApiDouble } from '../../support/transcription-api-double'
import { createTestApp, transcriptionApiAt } from '../test-app'
import { postForm, signedInUser, startedConsultation, uploadChunk } from '../users'

let api: Awaited<ReturnType<typeof startTranscriptionApiDouble>>
let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  // The transcription API answers each chunk with the length of the audio it was sent.
  api = await startTranscriptionApiDouble((r) => `trecho de ${Math.round((r.fileBytes - 44) / 32)} ms.`)
  t = await createTestApp({
    BLOB_STORE: 'postgres',
    ...transcriptionApiAt(api.baseUrl),
    TRANSCRIPTION_API_KEY: 'k',
  })
})
afterAll(async () => {
  await t?.close()
  await api?.close()
})

type Who = Awaited<ReturnType<typeof signedInUser>>

/** The bytes the database holds under keys starting with `prefix`, each blob's parts joined in order. */
async function storedUnder(prefix: string) {
  const rows = await t.database.db
    .select()
    .from(blobParts)
    .where(like(blobParts.key, `${prefix}%`))
    .orderBy(asc(blobParts.key), asc(blobParts.part))
  const blobs = new Map<string, Buffer>()
  for (const row of rows) blobs.set(row.key, Buffer.concat([blobs.get(row.key) ?? Buffer.alloc(0), row.data]))
  return blobs
}

const upload = (
  who: Who,
  url: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1],
) => {
  const body = multipart(fields, files)
  return postForm(t, who, url, body)
}

/** `who` asks for a custom document of one section, with `pdf` as the example file. */
const askForTemplate = (who: Who, title: string, motive: string, pdf: Buffer) =>
  upload(
    who,
    '/v1/template_requests',
    {
      request: JSON.stringify({
        title,
        sections: [{ title: 'Motivo', description: motive, requested_changes: '' }],
        vocabulary_comment: '',
        base_document_id: 'referral_letter',
      }),
    },
    [{ name: 'files', data: pdf, filename: 'exemplo.pdf', type: 'application/pdf' }],
  )

describe('BLOB_STORE=postgres', () => {
  it('keeps an uploaded audio chunk in the database, the worker transcribes it from there, and deleting the session removes it', async () => {
    const ana = await signedInUser(t)
    const id = await startedConsultation(t, ana)
    const wav = speechClips()[0]!.wav
    const res = await uploadChunk(t, ana, id, 0, wav)
    expect(res.statusCode).toBe(201)

    const stored = await storedUnder(`sessions/${id}/`)
    expect([...stored.keys()]).toEqual([`sessions/${id}/000000.wav`])
    expect(stored.get(`sessions/${id}/000000.wav`)!.equals(wav)).toBe(true)
    // Nothing on this process's disk: another process on the database reads the same chunk.
    expect(existsSync(t.config.blobsDir)).toBe(false)

    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: ana.headers })
    await expect
      .poll(
        async () => (await get(`/v1/consultation_sessions/${id}/audios`)).json().data.d_audios[0]?.status,
        {
          timeout: 20_000,
          interval: 200,
        },
      )
      .toBe('transcribed')
    const session = (await get(`/v1/consultation_sessions/${id}`)).json().data.d_consultation_session
    expect(session.transcription).toBe(`trecho de ${Math.round(pcmFromWav(wav).length / 16)} ms.`)

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/consultation_sessions/${id}`,
      headers: ana.headers,
    })
    expect(deleted.statusCode).toBe(204)
    expect((await storedUnder(`sessions/${id}/`)).size).toBe(0)
  })

  it('keeps a template request’s example file in the database and serves it back byte for byte', async () => {
    const ana = await signedInUser(t)
    const pdf = tinyPdf()
    const res = await askForTemplate(
      ana,
      'Carta de referenciação para fisioterapia',
      'Porque é referenciado.',
      pdf,
    )
    expect(res.statusCode).toBe(201)
    const made = res.json().data.d_template_request

    const stored = await storedUnder(`template-requests/${made.id}/`)
    expect([...stored.keys()]).toEqual([`template-requests/${made.id}/${made.files[0].id}`])
    expect([...stored.values()][0]!.equals(pdf)).toBe(true)
    const file = await t.app.inject({
      method: 'GET',
      url: `/v1/template_requests/${made.id}/files/${made.files[0].id}`,
      headers: ana.headers,
    })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.rawPayload.equals(pdf)).toBe(true)
    expect(existsSync(t.config.blobsDir)).toBe(false)

    // The file gone from the store (removed by hand): missing, answered 404 with the field, never a 500.
    await t.database.db.delete(blobParts).where(like(blobParts.key, `template-requests/${made.id}/%`))
    const gone = await t.app.inject({
      method: 'GET',
      url: `/v1/template_requests/${made.id}/files/${made.files[0].id}`,
      headers: ana.headers,
    })
    expect(gone.statusCode).toBe(404)
    expect(gone.json().error).toMatchObject({ code: 'not_found', fields: { file: 'Missing' } })
  })
})

describe('deleting an account', () => {
  it('removes its audio, template request files and own research PDFs from the store, and no one else’s', async () => {
    const doomed = await signedInUser(t)
    const bystander = await signedInUser(t)
    const wav = speechClips()[0]!.wav
    const filesOf = async (who: Who) => {
      const session = await startedConsultation(t, who)
      const chunk = await uploadChunk(t, who, session, 0, wav)
      expect(chunk.statusCode).toBe(201)
      const asked = await askForTemplate(who, 'Carta', 'Porque.', tinyPdf())
      expect(asked.statusCode).toBe(201)
      const post = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, headers: who.headers, payload })
      const space = (
        await post('/v1/research_spaces', {
          research_space: { name: 'Ensaios', shared_with_organization: false },
        })
      ).json().data.d_research_space.id as string
      const patient = (
        await post(`/v1/research_spaces/${space}/patients`, { patient: { label: 'P1' } })
      ).json().data.d_patient.id as string
      const pdf = await upload(who, `/v1/research_spaces/${space}/patients/${patient}/documents`, {}, [
        { name: 'files', data: tinyPdf(), filename: 'doente.pdf', type: 'application/pdf' },
      ])
      expect(pdf.statusCode).toBe(201)
      return [
        `sessions/${session}/`,
        `template-requests/${asked.json().data.d_template_request.id}/`,
        `research/${space}/`,
      ]
    }
    const doomedFolders = await filesOf(doomed)
    const bystanderFolders = await filesOf(bystander)
    for (const folder of [...doomedFolders, ...bystanderFolders])
      expect((await storedUnder(folder)).size).toBe(1)

    const deleted = await t.app.inject({ method: 'DELETE', url: '/v1/account', headers: doomed.headers })
    expect(deleted.statusCode).toBe(204)
    for (const folder of doomedFolders) expect((await storedUnder(folder)).size).toBe(0)
    for (const folder of bystanderFolders) expect((await storedUnder(folder)).size).toBe(1)
  })
})
