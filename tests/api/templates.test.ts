import { describe, expect, it } from 'vitest'
import { setMembership } from '../../server/features/accounts/store'
import { organizationNamesOf } from '../../server/features/organizations/store'
import { approveRequest, declineRequest, requestsForSupport } from '../../server/features/templates/service'
import { tinyPdf } from '../fixtures/pdf'
import { multipart } from '../support/multipart'
import { callAs, testAppForFile } from './test-app'
import { postForm, signedInUser, startedConsultation } from './users'

const t = testAppForFile({ WELCOME_CREDITS: '10', CREDITS_PER_DOCUMENT: '1' })

type Who = Awaited<ReturnType<typeof signedInUser>>
const as = callAs(t)

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
/** A zip's local header naming word/document.xml, as a .docx begins. */
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('word/document.xml<w:document/>'),
])

interface Upload {
  filename: string
  data: Buffer
  type?: string
}

/** The request's form: its JSON (or the text given) as the `request` field, when there is one, and its files. */
const form = (request: unknown, files: Upload[] = []) =>
  multipart(
    request === undefined ? {} : { request: typeof request === 'string' ? request : JSON.stringify(request) },
    files.map((file) => ({ name: 'files', ...file })),
  )

const referral = {
  title: 'Carta de referenciação para fisioterapia',
  sections: [
    {
      title: 'Motivo',
      description: 'Porque é referenciado.',
      requested_changes: 'Mais curto que na carta habitual.',
    },
    { title: 'Plano de reabilitação', description: 'Exercícios e sessões.', requested_changes: '' },
  ],
  vocabulary_comment: 'Usar "utente" e não "doente".',
  base_document_id: 'referral_letter',
}

const submit = (who: Who, request: unknown = referral, files: Upload[] = []) => {
  const body = form(request, files)
  return postForm(t, who, '/v1/template_requests', body)
}

/** An organisation with `admin` as its admin and the others as members. */
async function organisation(admin: Who, ...members: Who[]) {
  const res = await as(admin, 'POST', '/v1/organizations', { organization: { name: 'Clínica da Sé' } })
  expect(res.statusCode).toBe(201)
  const org = res.json().data.d_organization
  for (const m of members)
    await setMembership(t.database.db, m.user.id, { organizationId: org.id, role: 'member' })
  return org.id as string
}

describe('template requests', () => {
  it('takes a request with sections and an example PDF, pending, and lists it newest first', async () => {
    const ana = await signedInUser(t)
    const pdf = tinyPdf()
    const res = await submit(ana, referral, [{ filename: 'exemplo.pdf', data: pdf, type: 'application/pdf' }])
    expect(res.statusCode).toBe(201)
    const request = res.json().data.d_template_request
    expect(request).toMatchObject({
      title: referral.title,
      sections: referral.sections,
      vocabulary_comment: referral.vocabulary_comment,
      base_document_id: 'referral_letter',
      for_organization: false,
      status: 'pending',
      decline_reason: null,
      custom_document_id: null,
      decided_at: null,
      files: [{ filename: 'exemplo.pdf', content_type: 'application/pdf', bytes: pdf.length }],
    })

    const list = (await as(ana, 'GET', '/v1/template_requests')).json().data.d_template_requests
    expect(list.map((r: { id: string }) => r.id)).toEqual([request.id])
    expect(
      (await as(ana, 'GET', `/v1/template_requests/${request.id}`)).json().data.d_template_request,
    ).toEqual(request)

    const file = await as(ana, 'GET', `/v1/template_requests/${request.id}/files/${request.files[0].id}`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.rawPayload.equals(pdf)).toBe(true)
  })

  it('rejects a second pending template request until support decides the first', async () => {
    const ana = await signedInUser(t)
    const first = (await submit(ana)).json().data.d_template_request
    const second = await submit(ana, { ...referral, title: 'Outro documento' })
    expect(second.statusCode).toBe(409)
    expect(second.json().error).toMatchObject({
      code: 'conflict',
      fields: { request: 'A request is pending' },
    })
    expect(second.json().error.message).toMatch(/one at a time/)

    const declined = await declineRequest(t.database.db, first.id, 'Já existe: use a carta de referenciação.')
    expect(declined).toMatchObject({
      status: 'declined',
      decline_reason: 'Já existe: use a carta de referenciação.',
    })
    expect(declined.decided_at).not.toBeNull()
    const third = await submit(ana, { ...referral, title: 'Outro documento' })
    expect(third.statusCode).toBe(201)
    const list = (await as(ana, 'GET', '/v1/template_requests')).json().data.d_template_requests
    expect(list.map((r: { title: string; status: string }) => [r.title, r.status])).toEqual([
      ['Outro documento', 'pending'],
      [referral.title, 'declined'],
    ])
    await expect(declineRequest(t.database.db, first.id, 'outra vez')).rejects.toMatchObject({ status: 409 })
  })

  it('lets only one of two simultaneous submissions through', async () => {
    const ana = await signedInUser(t)
    const answers = await Promise.all([submit(ana), submit(ana, { ...referral, title: 'Ao mesmo tempo' })])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409])
  })

  it('keeps one pending request per organisation for requests made for it', async () => {
    const admin = await signedInUser(t)
    const member = await signedInUser(t)
    const outsider = await signedInUser(t)
    await organisation(admin, member)

    const forOrg = await submit(admin, { ...referral, for_organization: true })
    expect(forOrg.statusCode).toBe(201)
    expect(forOrg.json().data.d_template_request.for_organization).toBe(true)

    const another = await submit(member, { ...referral, for_organization: true })
    expect(another.statusCode).toBe(409)
    expect(another.json().error.fields).toEqual({
      'request.for_organization': "The organisation's request is pending",
    })
    expect(another.json().error.message).toMatch(/organisation/)
    // The member's own request is theirs alone, so the organisation's pending one does not block it.
    expect((await submit(member, referral)).statusCode).toBe(201)

    const noOrg = await submit(outsider, { ...referral, for_organization: true })
    expect(noOrg.statusCode).toBe(400)
    expect(noOrg.json().error.fields).toHaveProperty(['request.for_organization'])
  })

  it('checks the request part: title, 1 to 20 sections, a known base document, JSON', async () => {
    const ana = await signedInUser(t)
    const cases: [unknown, string][] = [
      [{ ...referral, title: 'ab' }, 'request.title'],
      [{ ...referral, sections: [] }, 'request.sections'],
      [
        { ...referral, sections: Array.from({ length: 21 }, (_, i) => ({ title: `Secção ${i + 1}` })) },
        'request.sections',
      ],
      [{ ...referral, sections: [{ title: '', description: 'x' }] }, 'request.sections.0.title'],
      [{ ...referral, base_document_id: 'no_such_document' }, 'request.base_document_id'],
      ['{not json', 'request'],
    ]
    for (const [request, field] of cases) {
      const res = await submit(ana, request)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().error.fields, field).toHaveProperty([field])
    }
    const noRequest = form(undefined, [{ filename: 'foto.png', data: PNG }])
    const missing = await postForm(t, ana, '/v1/template_requests', noRequest)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields).toEqual({ request: 'Required' })
    const plain = await as(ana, 'POST', '/v1/template_requests', referral)
    expect(plain.statusCode).toBe(415)
    // A consultation type is a base too, and 20 sections are allowed.
    const ok = await submit(ana, {
      ...referral,
      base_document_id: 'general_practice_soap',
      sections: Array.from({ length: 20 }, (_, i) => ({ title: `Secção ${i + 1}` })),
    })
    expect(ok.statusCode).toBe(201)
    expect(ok.json().data.d_template_request.sections[19]).toEqual({
      title: 'Secção 20',
      description: '',
      requested_changes: '',
    })
    expect((await as(ana, 'GET', '/v1/template_requests')).json().data.d_template_requests).toHaveLength(1)
  })

  it('accepts PDF, DOCX, PNG, JPEG and text examples, up to 5 files of 10 MB, checking the bytes', async () => {
    const ana = await signedInUser(t)
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])
    const good: Upload[] = [
      { filename: 'carta.pdf', data: tinyPdf() },
      { filename: 'modelo.docx', data: DOCX },
      { filename: 'foto.png', data: PNG },
      { filename: 'foto.JPG', data: jpeg },
      { filename: 'notas.txt', data: Buffer.from('Exemplo de carta, com acentuação.\n') },
    ]

    const six = await submit(ana, referral, [...good, { filename: 'mais.txt', data: Buffer.from('x') }])
    expect(six.statusCode).toBe(400)
    expect(six.json().error.fields).toEqual({ files: 'At most 5 files' })

    const big = await submit(ana, referral, [
      { filename: 'carta.pdf', data: tinyPdf() },
      { filename: 'grande.pdf', data: Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024)]) },
    ])
    expect(big.statusCode).toBe(413)
    expect(big.json().error.fields).toEqual({ 'files.1': 'Larger than 10 MB' })

    const fake = await submit(ana, referral, [
      { filename: 'carta.pdf', data: Buffer.from('<html>not a pdf</html>'), type: 'application/pdf' },
    ])
    expect(fake.statusCode).toBe(415)
    expect(fake.json().error.fields).toEqual({ 'files.0': 'The content is not .pdf' })
    expect(fake.json().error.message).toMatch(/carta\.pdf/)

    const renamed = await submit(ana, referral, [
      { filename: 'notas.txt', data: Buffer.from('ok') },
      { filename: 'foto.png', data: tinyPdf() },
    ])
    expect(renamed.statusCode).toBe(415)
    expect(renamed.json().error.fields).toEqual({ 'files.1': 'The content is not .png' })

    const exe = await submit(ana, referral, [{ filename: 'programa.exe', data: Buffer.from('MZ') }])
    expect(exe.statusCode).toBe(415)
    expect(exe.json().error.fields).toEqual({ 'files.0': 'Not a PDF, DOCX, PNG, JPEG or text file' })

    const zip = await submit(ana, referral, [
      { filename: 'outro.docx', data: Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(40)]) },
    ])
    expect(zip.statusCode).toBe(415)

    // Nothing refused was kept: the request with five good files is the first one stored.
    expect((await as(ana, 'GET', '/v1/template_requests')).json().data.d_template_requests).toEqual([])
    const res = await submit(ana, referral, good)
    expect(res.statusCode).toBe(201)
    expect(
      res
        .json()
        .data.d_template_request.files.map((f: { filename: string; content_type: string }) => [
          f.filename,
          f.content_type,
        ]),
    ).toEqual([
      ['carta.pdf', 'application/pdf'],
      ['modelo.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['foto.png', 'image/png'],
      ['foto.JPG', 'image/jpeg'],
      ['notas.txt', 'text/plain'],
    ])
  }, 30_000)

  it("shows a request and its files to their owner only; another user's answer 404", async () => {
    const ana = await signedInUser(t)
    const rui = await signedInUser(t)
    const request = (await submit(ana, referral, [{ filename: 'foto.png', data: PNG }])).json().data
      .d_template_request
    const fileUrl = `/v1/template_requests/${request.id}/files/${request.files[0].id}`
    expect((await as(ana, 'GET', fileUrl)).headers['content-type']).toBe('image/png')
    expect((await as(rui, 'GET', `/v1/template_requests/${request.id}`)).statusCode).toBe(404)
    expect((await as(rui, 'GET', fileUrl)).statusCode).toBe(404)
    expect((await as(rui, 'GET', '/v1/template_requests')).json().data.d_template_requests).toEqual([])
    expect((await as(ana, 'GET', '/v1/template_requests/not-a-uuid')).statusCode).toBe(400)
    expect(
      (await as(ana, 'GET', `/v1/template_requests/${request.id}/files/${crypto.randomUUID()}`)).statusCode,
    ).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/v1/template_requests' })).statusCode).toBe(401)
  })
})

describe('approval and custom documents', () => {
  it("approves a request into the requester's custom document: sections with keys and instructions", async () => {
    const ana = await signedInUser(t)
    const rui = await signedInUser(t)
    const request = (await submit(ana)).json().data.d_template_request
    const queue = await requestsForSupport(t.database.db, organizationNamesOf, 'pending')
    expect(queue.find((r) => r.id === request.id)).toMatchObject({ requester: { email: ana.email } })

    const { document } = await approveRequest(t.database.db, request.id, {
      name: 'Referenciação à fisioterapia',
    })
    expect(document).toMatchObject({
      name: 'Referenciação à fisioterapia',
      organization: false,
      // Where the request started: the consultation screen offers the document where it is in use.
      base_document_id: 'referral_letter',
      sections: [
        {
          key: 'motivo',
          title: 'Motivo',
          instruction: 'Porque é referenciado.\nMais curto que na carta habitual.',
          format: 'prose',
          abbreviations: false,
        },
        {
          key: 'plano_de_reabilitacao',
          title: 'Plano de reabilitação',
          instruction: 'Exercícios e sessões.',
          format: 'prose',
          abbreviations: false,
        },
      ],
    })
    const after = (await as(ana, 'GET', `/v1/template_requests/${request.id}`)).json().data.d_template_request
    expect(after).toMatchObject({ status: 'approved', custom_document_id: document.id })
    await expect(approveRequest(t.database.db, request.id)).rejects.toMatchObject({ status: 409 })

    expect((await as(ana, 'GET', '/v1/custom_documents')).json().data.d_custom_documents).toEqual([document])
    expect(
      (await as(ana, 'GET', `/v1/custom_documents/${document.id}`)).json().data.d_custom_document,
    ).toEqual(document)
    expect((await as(rui, 'GET', '/v1/custom_documents')).json().data.d_custom_documents).toEqual([])
    expect((await as(rui, 'GET', `/v1/custom_documents/${document.id}`)).statusCode).toBe(404)
    // Approved, the clinician may ask for the next one.
    expect((await submit(ana, { ...referral, title: 'Próximo' })).statusCode).toBe(201)
  })

  it("approves an organisation's request for every member, and only while they are members", async () => {
    const admin = await signedInUser(t)
    const member = await signedInUser(t)
    const outsider = await signedInUser(t)
    await organisation(admin, member)
    const request = (await submit(member, { ...referral, for_organization: true })).json().data
      .d_template_request
    const { document } = await approveRequest(t.database.db, request.id)
    expect(document).toMatchObject({ name: referral.title, organization: true })

    for (const who of [admin, member]) {
      const docs = (await as(who, 'GET', '/v1/custom_documents')).json().data.d_custom_documents
      expect(docs.map((d: { id: string }) => d.id)).toEqual([document.id])
    }
    expect((await as(outsider, 'GET', `/v1/custom_documents/${document.id}`)).statusCode).toBe(404)
    await setMembership(t.database.db, member.user.id, null)
    expect((await as(member, 'GET', '/v1/custom_documents')).json().data.d_custom_documents).toEqual([])
  })

  it('generates a custom document in a consultation like a selectable document, for its owners only', async () => {
    const ana = await signedInUser(t)
    const rui = await signedInUser(t)
    const request = (await submit(ana)).json().data.d_template_request
    const { document } = await approveRequest(t.database.db, request.id)

    const startSession = async (who: Who) =>
      startedConsultation(
        t,
        who,
        'Médico: O que a traz cá? Doente: Dói-me o joelho direito há três semanas, depois de uma queda. ' +
          'Médico: Vamos pedir fisioterapia, dez sessões de reforço muscular.',
      )
    const sessionId = await startSession(ana)
    /** `who` asks for document `name` of their consultation `session`. */
    const generateIn = (who: Who, session: string, name: string) =>
      as(who, 'POST', `/v1/consultation_sessions/${session}/generated_documents/${name}`)
    const documentIn = (session: string, docId: string) =>
      as(ana, 'GET', `/v1/consultation_sessions/${session}/generated_documents/${docId}`)
    const started = await generateIn(ana, sessionId, document.id)
    expect(started.statusCode).toBe(202)
    const doc = started.json().data.d_generated_document
    expect(doc).toMatchObject({ name: document.id, status: 'pending' })
    await expect
      .poll(async () => (await documentIn(sessionId, doc.id)).json().data.d_generated_document.status, {
        timeout: 20_000,
        interval: 100,
      })
      .toBe('ready')
    const ready = (await documentIn(sessionId, doc.id)).json().data.d_generated_document
    expect(ready.content).toContain('## Motivo')
    expect(ready.content).toContain('## Plano de reabilitação')
    expect(ready.content).toMatch(/10 sessões de reforço muscular/)

    const ruiSession = await startSession(rui)
    const refused = await generateIn(rui, ruiSession, document.id)
    expect(refused.statusCode).toBe(404)
    const unknown = await generateIn(ana, sessionId, crypto.randomUUID())
    expect(unknown.statusCode).toBe(404)
  }, 30_000)
})

describe('custom templates', () => {
  it('creates, lists, reads, changes and deletes texts, each clinician their own', async () => {
    const ana = await signedInUser(t)
    const rui = await signedInUser(t)
    const created = await as(ana, 'POST', '/v1/custom_templates', {
      custom_template: { name: 'Alta de urgência', text: 'Vigiar sinais de alarme.\nRegressar se febre.' },
    })
    expect(created.statusCode).toBe(201)
    const template = created.json().data.d_custom_template
    expect(template).toMatchObject({
      name: 'Alta de urgência',
      text: 'Vigiar sinais de alarme.\nRegressar se febre.',
    })
    await as(ana, 'POST', '/v1/custom_templates', { custom_template: { name: 'Segunda', text: 'Texto.' } })
    const list = (await as(ana, 'GET', '/v1/custom_templates')).json().data.d_custom_templates
    expect(list.map((x: { name: string }) => x.name)).toEqual(['Segunda', 'Alta de urgência'])

    const url = `/v1/custom_templates/${template.id}`
    const changed = await as(ana, 'PUT', url, { custom_template: { name: 'Alta', text: 'Novo texto.' } })
    expect(changed.json().data.d_custom_template).toMatchObject({
      id: template.id,
      name: 'Alta',
      text: 'Novo texto.',
    })
    expect((await as(ana, 'GET', url)).json().data.d_custom_template.text).toBe('Novo texto.')

    expect((await as(rui, 'GET', '/v1/custom_templates')).json().data.d_custom_templates).toEqual([])
    expect((await as(rui, 'GET', url)).statusCode).toBe(404)
    expect((await as(rui, 'PUT', url, { custom_template: { name: 'x', text: 'y' } })).statusCode).toBe(404)
    expect((await as(rui, 'DELETE', url)).statusCode).toBe(404)

    const invalid = await as(ana, 'POST', '/v1/custom_templates', {
      custom_template: { name: ' ', text: '' },
    })
    expect(invalid.statusCode).toBe(400)
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual([
      'custom_template.name',
      'custom_template.text',
    ])

    expect((await as(ana, 'DELETE', url)).statusCode).toBe(204)
    expect((await as(ana, 'GET', url)).statusCode).toBe(404)
    expect((await as(ana, 'DELETE', url)).statusCode).toBe(404)
  })
})
