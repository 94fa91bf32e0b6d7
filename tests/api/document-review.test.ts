import { describe, expect, it } from 'vitest'
import type { GeneratedDocument } from '../../contract/consultations'
import { reviewSource } from '../../contract/consultations'
import { callAs, testAppForFile } from './test-app'
import { documentUrl, requestChange, saveMarkdown, signedInUser } from './users'

// The offline engines on a real database: the note is written by the extractive engine and checked by the
// review engine in the generation job; the markdown save checks the clinician's text in the request.
const t = testAppForFile()

type Who = Awaited<ReturnType<typeof signedInUser>>
const as = callAs(t)

const CONSULTATION =
  'Médico: O que a traz cá?\n' +
  'Doente: Tenho tosse seca há uma semana e febre de 38 graus.\n' +
  'Médico: Tem alergias a medicamentos?\n' +
  'Doente: Sou alérgica à penicilina.\n' +
  'Médico: Vamos fazer paracetamol 1 g de 8 em 8 horas e reavaliar dentro de uma semana.'

async function consultation(who: Who, transcription = CONSULTATION, language?: 'en') {
  const res = await as(who, 'POST', '/v1/consultation_sessions', {
    consultation_type_id: 'general_practice_soap',
    mobile: false,
    force: true,
    ...(language ? { language } : {}),
  })
  const id = res.json().data.d_consultation_session.id as string
  const saved = await as(who, 'PUT', `/v1/consultation_sessions/${id}/transcription`, { transcription })
  expect(saved.statusCode).toBe(200)
  return id
}

async function waitReady(who: Who, id: string, docId: string, version: number, timeout = 20_000) {
  await expect
    .poll(
      async () => {
        const doc = (await as(who, 'GET', documentUrl(id, docId))).json().data.d_generated_document
        return doc.status === 'ready' ? doc.version : doc.status
      },
      { timeout, interval: 100 },
    )
    .toBe(version)
  return (await as(who, 'GET', documentUrl(id, docId))).json().data.d_generated_document as GeneratedDocument
}

async function note(who: Who, transcription?: string, timeout?: number) {
  const id = await consultation(who, transcription)
  const started = await as(who, 'POST', `/v1/consultation_sessions/${id}/generated_documents/main`)
  expect(started.statusCode).toBe(202)
  const doc = await waitReady(who, id, started.json().data.d_generated_document.id, 1, timeout)
  return { id, doc }
}

/** The note with one line added at the end of its first section. */
const withLine = (markdown: string, line: string) => markdown.replace(/(## [^\n]+\n\n)/, `$1${line}\n\n`)
const INVENTED = 'Amoxicilina 875 mg de 12 em 12 horas durante 7 dias.'

/** Every transcript evidence of the review reads, at its offsets, the words it quotes. */
function expectEvidenceInSource(doc: GeneratedDocument, source: string) {
  const evidence = [
    ...doc.review!.lines.flatMap((line) => line.evidence),
    ...doc.review!.findings.flatMap((finding) => finding.evidence),
  ].filter((e) => e.source === 'transcript')
  expect(evidence.length).toBeGreaterThan(0)
  for (const e of evidence) if (e.source === 'transcript') expect(source.slice(e.start, e.end)).toBe(e.text)
}

describe('the review of every version', () => {
  it('checks the note the generation job writes: findings, the evidence of every line, unsigned', async () => {
    const ana = await signedInUser(t)
    const { id, doc } = await note(ana)
    expect(doc.signoff).toBeNull()
    expect(doc.review).toMatchObject({ version: 1, open: doc.review!.findings.length })
    // Every line of the note is listed with a span inside the note, in order.
    const content = doc.content!
    expect(doc.review!.lines.length).toBeGreaterThan(2)
    for (const line of doc.review!.lines) {
      expect(line.note.start).toBeLessThan(line.note.end)
      expect(line.note.end).toBeLessThanOrEqual(content.length)
    }
    // Written by the offline engine from the consultation: the lines that repeat it point at it.
    const session = (await as(ana, 'GET', `/v1/consultation_sessions/${id}`)).json().data
      .d_consultation_session
    expect(doc.review!.source).toBe(reviewSource(session.transcription, session.notes))
    expectEvidenceInSource(doc, doc.review!.source!)
    const tosse = doc.review!.lines.find((line) =>
      /tosse seca/i.test(content.slice(line.note.start, line.note.end)),
    )
    expect(tosse?.evidence.some((e) => e.source === 'transcript' && /tosse seca/i.test(e.text))).toBe(true)
    // The session carries the same document, without repeating the text it carries itself.
    expect(session.generated_documents).toEqual([{ ...doc, review: { ...doc.review, source: null } }])
  })

  it('checks a version regenerated from an instruction', async () => {
    const ana = await signedInUser(t)
    const { id, doc } = await note(ana)
    const res = await requestChange(t, ana, id, doc.id, {
      'requested_changes[text]': 'Acrescenta que a doente é alérgica à penicilina.',
    })
    expect(res.statusCode).toBe(202)
    const second = await waitReady(ana, id, doc.id, 2)
    expect(second.review?.version).toBe(2)
    expect(second.review!.lines.length).toBeGreaterThan(0)
    expect(second.signoff).toBeNull()
  })

  it('finds the dose the clinician added by markdown that nobody said', async () => {
    const ana = await signedInUser(t)
    const { id, doc } = await note(ana)
    const edited = withLine(doc.content!, INVENTED)
    const res = await saveMarkdown(t, ana, id, doc.id, edited)
    expect(res.statusCode).toBe(200)
    const saved = res.json().data.d_generated_document as GeneratedDocument
    expect(saved).toMatchObject({ version: 2, status: 'ready' })
    const at = edited.indexOf(INVENTED)
    const invented = saved.review!.findings.filter(
      (finding) =>
        finding.kind === 'unsupported' &&
        finding.note !== null &&
        finding.note.start >= at &&
        finding.note.end <= at + INVENTED.length,
    )
    expect(invented.length).toBeGreaterThan(0)
    expect(invented.every((finding) => finding.text.length > 0 && !finding.dismissed)).toBe(true)
    // The invented line has nothing in the consultation to come from.
    const line = saved.review!.lines.find((l) => l.note.start <= at && l.note.end >= at + 10)
    expect(line?.evidence).toEqual([])
    // The same note read back has the same review.
    expect((await as(ana, 'GET', documentUrl(id, doc.id))).json().data.d_generated_document).toEqual(saved)
  })

  it('keeps a dismissed finding dismissed in a later version that has it, until it is restored', async () => {
    const ana = await signedInUser(t)
    const { id, doc } = await note(ana)
    const edited = withLine(doc.content!, INVENTED)
    const saved = (await saveMarkdown(t, ana, id, doc.id, edited)).json().data.d_generated_document
    const finding = saved.review.findings.find((f: { kind: string }) => f.kind === 'unsupported')
    const path = `/dismissed_findings/${encodeURIComponent(finding.id)}`

    const dismissed = await as(ana, 'PUT', documentUrl(id, doc.id, path))
    expect(dismissed.statusCode).toBe(200)
    const after = dismissed.json().data.d_generated_document as GeneratedDocument
    expect(after.review!.findings.find((f) => f.id === finding.id)?.dismissed).toBe(true)
    expect(after.review!.open).toBe(saved.review.open - 1)
    // Once more changes nothing.
    expect((await as(ana, 'PUT', documentUrl(id, doc.id, path))).json().data.d_generated_document).toEqual(
      after,
    )

    // Saved again with the same text: version 3 has the same finding, still dismissed.
    const third = (await saveMarkdown(t, ana, id, doc.id, `${edited}\n`)).json().data
      .d_generated_document as GeneratedDocument
    expect(third.version).toBe(3)
    expect(third.review!.findings.find((f) => f.id === finding.id)?.dismissed).toBe(true)

    const restored = await as(ana, 'DELETE', documentUrl(id, doc.id, path))
    expect(restored.statusCode).toBe(200)
    const open = restored.json().data.d_generated_document as GeneratedDocument
    expect(open.review!.findings.find((f) => f.id === finding.id)?.dismissed).toBe(false)
    expect(open.review!.open).toBe(third.review!.open + 1)
  })

  it('refuses to dismiss a finding the current version does not have, and hides others’ documents', async () => {
    const ana = await signedInUser(t)
    const rui = await signedInUser(t)
    const { id, doc } = await note(ana)
    const unknown = await as(ana, 'PUT', documentUrl(id, doc.id, '/dismissed_findings/not-a-finding'))
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.fields).toHaveProperty('findingId')
    const tooLong = await as(ana, 'PUT', documentUrl(id, doc.id, `/dismissed_findings/${'x'.repeat(101)}`))
    expect(tooLong.statusCode).toBe(414)
    expect(tooLong.json().error.fields).toHaveProperty('path')
    expect((await as(rui, 'DELETE', documentUrl(id, doc.id, '/dismissed_findings/x'))).statusCode).toBe(404)
    expect((await as(rui, 'POST', documentUrl(id, doc.id, '/signoff'), { version: 1 })).statusCode).toBe(404)
  })
})

describe('the contract', () => {
  it('documents the review and the sign-off of a document in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json()
    const read = JSON.stringify(doc.paths['/v1/consultation_sessions/{id}/generated_documents/{docId}'].get)
    for (const word of [
      'findings',
      'contradiction_allergy',
      'dismissed',
      'lines',
      'open_findings',
      'signed_by',
    ])
      expect(read).toContain(word)
    expect(doc.paths['/v1/consultation_sessions/{id}/generated_documents/{docId}/signoff'].post).toBeDefined()
  })
})

describe('signing off a version', () => {
  it('stores who signed which version, when, with the findings open and dismissed then', async () => {
    const ana = await signedInUser(t)
    const { id, doc } = await note(ana)
    const saved = (await saveMarkdown(t, ana, id, doc.id, withLine(doc.content!, INVENTED))).json().data
      .d_generated_document as GeneratedDocument
    const finding = saved.review!.findings[0]!
    await as(ana, 'PUT', documentUrl(id, doc.id, `/dismissed_findings/${encodeURIComponent(finding.id)}`))

    const before = Date.now()
    const res = await as(ana, 'POST', documentUrl(id, doc.id, '/signoff'), { version: 2 })
    expect(res.statusCode).toBe(200)
    const signed = res.json().data.d_generated_document as GeneratedDocument
    expect(signed.signoff).toMatchObject({
      version: 2,
      signed_by: { id: ana.user.id, name: 'Dra. Ana Lima' },
      open_findings: saved.review!.findings.length - 1,
      dismissed_findings: 1,
    })
    expect(Date.parse(signed.signoff!.signed_at)).toBeGreaterThanOrEqual(before - 1000)

    // Signing the same version again keeps the first sign-off; the session and its list show it.
    const again = (await as(ana, 'POST', documentUrl(id, doc.id, '/signoff'), { version: 2 })).json().data
      .d_generated_document as GeneratedDocument
    expect(again.signoff).toEqual(signed.signoff)
    const session = (await as(ana, 'GET', `/v1/consultation_sessions/${id}`)).json().data
      .d_consultation_session
    expect(session.generated_documents[0].signoff).toEqual(signed.signoff)
    const list = (await as(ana, 'GET', '/v1/consultation_sessions')).json().data.d_consultation_sessions
    expect(list.find((s: { id: string }) => s.id === id).generated_documents[0].signoff).toEqual(
      signed.signoff,
    )
  })

  it('answers 409 for a version that is no longer current, and a new version is unsigned', async () => {
    const ana = await signedInUser(t)
    const { id, doc } = await note(ana)
    expect((await as(ana, 'POST', documentUrl(id, doc.id, '/signoff'), { version: 1 })).statusCode).toBe(200)
    const edited = (await saveMarkdown(t, ana, id, doc.id, `${doc.content}\n\nRevista.`)).json().data
      .d_generated_document as GeneratedDocument
    expect(edited).toMatchObject({ version: 2, signoff: null })
    const stale = await as(ana, 'POST', documentUrl(id, doc.id, '/signoff'), { version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error).toMatchObject({ code: 'conflict', fields: { version: expect.any(String) } })
    expect(stale.json().error.message).toMatch(/version 2/)
    const future = await as(ana, 'POST', documentUrl(id, doc.id, '/signoff'), { version: 3 })
    expect(future.statusCode).toBe(409)
    const bad = await as(ana, 'POST', documentUrl(id, doc.id, '/signoff'), { version: 'two' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toHaveProperty('version')
  })
})

describe('what the check reads', () => {
  it('sends the text it read beside a session whose transcript was edited since, so evidence points right', async () => {
    const ana = await signedInUser(t)
    const { id } = await note(ana)
    const inSession = async () =>
      (await as(ana, 'GET', `/v1/consultation_sessions/${id}`)).json().data.d_consultation_session
        .generated_documents[0] as GeneratedDocument
    expect((await inSession()).review!.source).toBeNull()
    await as(ana, 'PUT', `/v1/consultation_sessions/${id}/transcription`, {
      transcription: `Médico: Bom dia.\n${CONSULTATION}`,
    })
    const now = await inSession()
    expect(now.review!.source).toBe(CONSULTATION)
    expectEvidenceInSource(now, now.review!.source!)
  })

  it('warns when the note is in another language than the consultation', async () => {
    const ana = await signedInUser(t)
    const { id, doc } = await note(ana)
    const english =
      '## Subjective\n\nDry cough for one week and fever of 38 degrees. The patient is allergic to penicillin.\n\n' +
      '## Plan\n\nParacetamol 1 g every 8 hours and review in one week.'
    const res = await saveMarkdown(t, ana, id, doc.id, english)
    expect(res.statusCode).toBe(200)
    const saved = res.json().data.d_generated_document as GeneratedDocument
    expect(saved.review!.warnings.map((w) => w.code)).toContain('language_mismatch')
  })

  it('refuses an empty note and a transcript over 2 000 000 characters, naming the field', async () => {
    const ana = await signedInUser(t)
    const { id, doc } = await note(ana)
    const empty = await saveMarkdown(t, ana, id, doc.id, '  \n ')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.fields).toHaveProperty(['requested_changes[markdown]'])
    const huge = await as(ana, 'PUT', `/v1/consultation_sessions/${id}/transcription`, {
      transcription: 'Doente: tosse seca. '.repeat(110_000),
    })
    expect(huge.statusCode).toBe(400)
    expect(huge.json().error.fields).toHaveProperty('transcription')
    const beyond = await as(ana, 'PUT', `/v1/consultation_sessions/${id}/transcription`, {
      transcription: 'Doente: tosse seca. '.repeat(500_000),
    })
    expect(beyond.statusCode).toBe(413)
    expect(beyond.json().error).toMatchObject({
      code: 'payload_too_large',
      fields: { transcription: expect.any(String) },
    })
  })

  it('checks a note written from a 2 MB transcript in the job, and answers it', async () => {
    const ana = await signedInUser(t)
    const turns = [
      'Médico: Como tem passado desde a última consulta?',
      'Doente: Tenho tido tosse seca e alguma febre ao fim do dia.',
      'Médico: A tensão hoje está 128 por 82.',
      'Doente: Continuo a tomar o paracetamol quando preciso.',
    ]
    let long = ''
    for (let i = 0; long.length < 1_990_000; i++) long += `${turns[i % turns.length]}\n`
    // Writing and checking 2 MB take seconds on a busy machine (the check reads a part of it and says so).
    const { doc } = await note(ana, long.slice(0, 1_990_000), 100_000)
    expect(doc.review).not.toBeNull()
    expect(doc.review!.lines.length).toBeGreaterThan(0)
    expect(doc.review!.warnings.map((warning) => warning.code)).toContain('transcript_truncated')
  }, 120_000)
})
