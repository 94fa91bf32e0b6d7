import { randomBytes } from 'node:crypto'
import { jsPDF } from 'jspdf'
import { signLoginTokenForIntegration } from '../../../server/auth/tokens'
import { createConfirmedUser } from '../../../server/features/accounts/service'
import { setMembership } from '../../../server/features/accounts/store'
import { wavFromPcm } from '../../../server/features/consultations/wav'
import { grant } from '../../../server/features/credits/service'
import { approveRequest } from '../../../server/features/templates/service'
import { startChatApiDouble } from '../../support/chat-api-double'
import { multipart } from '../../support/multipart'
import { readOutbox } from '../../support/outbox'
import { startTranscriptionApiDouble } from '../../support/transcription-api-double'
import { createTestApp, transcriptionApiAt } from '../test-app'
import { invitationTokenMailedTo, postForm } from '../users'

/** Asks `read` every 100 ms until it answers `want`; fails after 20 s. */
async function until<T>(read: () => Promise<T>, want: T, what: string) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const got = await read()
    if (got === want) return
    if (Date.now() > deadline) throw new Error(`${what}: still ${String(got)} after 20 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** The people the security suites call as: every served endpoint is tried by each of them. */
export const ACTORS = ['anonymous', 'owner', 'other', 'member', 'admin', 'support'] as const
export type Actor = (typeof ACTORS)[number]
export type SignedInActor = Exclude<Actor, 'anonymous'>

export interface Person {
  id: string
  email: string
  password: string
  token: string
  headers: { authorization: string }
}

export const INTEGRATION_SECRET = 'security-suite-integration-secret-0123456789'
const PASSWORD = 'secret-pass'

/** One second of a 440 Hz tone at 16 kHz mono, as the browser uploads a chunk. */
export function toneWav(seconds = 1) {
  const samples = new Int16Array(16_000 * seconds)
  for (let i = 0; i < samples.length; i++)
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 16_000))
  return wavFromPcm(samples)
}

/** A real one-page PDF with a line of text. */
export function textPdf(text = 'HbA1c 7.2 %. Idade 54 anos. Diabetes tipo 2.') {
  const doc = new jsPDF()
  doc.text(text, 10, 15)
  return Buffer.from(doc.output('arraybuffer'))
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

export const templateRequestBody = {
  title: 'Carta de referenciação para fisioterapia',
  sections: [{ title: 'Motivo', description: 'Porque é referenciado.', requested_changes: '' }],
  base_document_id: 'referral_letter',
}

/**
 * The security suites' world, seeded once per file through the real API: an organisation with an admin and
 * two members (the owner of every private resource below, and a co-member), a user outside it, a support
 * staff member, and the owner's consultation, audio, document, templates, template request, custom
 * document, assistant thread and a research space shared with the organisation (trial, patient, PDF,
 * screening and result).
 */
export async function seedWorld(env: Record<string, string> = {}) {
  const chat = await startChatApiDouble(() => 'Resposta do assistente.')
  const speech = await startTranscriptionApiDouble(() => 'A doente refere tosse.')
  const t = await createTestApp({
    WELCOME_CREDITS: '1000',
    CREDITS_PER_DOCUMENT: '1',
    INTEGRATION_SECRET,
    ...transcriptionApiAt(speech.baseUrl),
    LLM_URL: chat.baseUrl,
    LLM_MODEL: 'assistant-model',
    ...env,
  })

  const call = (
    who: Person | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(body !== undefined ? { payload: body as object } : {}),
    })
  const ok = async (res: Awaited<ReturnType<typeof call>>) => {
    if (res.statusCode >= 300) throw new Error(`seeding failed: ${res.statusCode} ${res.body}`)
    return res.json()
  }
  /** `who` creates something with a POST: the id of what the answer holds under `key`. */
  const created = async (who: Person, url: string, key: string, body: unknown = {}) =>
    (await ok(await call(who, 'POST', url, body))).data[key].id as string
  /** `who` posts a multipart form (an upload): the answer. */
  const upload = async (who: Person, url: string, form: ReturnType<typeof multipart>) =>
    ok(await postForm(t, who, url, form))

  /** A confirmed user signed in through the real login endpoint. */
  async function person(label: string, staff = false): Promise<Person> {
    const email = `${label}-${randomBytes(4).toString('hex')}@clinic.example`
    const user = await createConfirmedUser(
      { db: t.database.db },
      { email, name: `Dra. ${label}`, password: PASSWORD, language: 'pt', staff, welcomeCredits: 1000 },
    )
    return { id: user.id, email, password: PASSWORD, ...(await signIn(email)) }
  }
  // Each sign-in from its own address: the world makes many people, and the per-address login limit is not
  // what these suites test.
  let signIns = 0
  async function signIn(email: string) {
    signIns++
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      remoteAddress: `10.77.${(signIns >> 8) & 255}.${signIns & 255}`,
      payload: { user: { email, password: PASSWORD } },
    })
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`)
    const token = String(res.headers.authorization).replace(/^Bearer /, '')
    return { token, headers: { authorization: `Bearer ${token}` } }
  }

  const admin = await person('admin')
  const owner = await person('owner')
  const member = await person('member')
  const other = await person('other')
  const support = await person('support', true)
  const org = await created(admin, '/v1/organizations', 'd_organization', {
    organization: { name: 'Clínica da Sé' },
  })
  for (const p of [owner, member])
    await setMembership(t.database.db, p.id, { organizationId: org, role: 'member' })
  await grant(t.database.db, { kind: 'organization', ownerId: org }, 1000, 'Security suite')

  /** A new member of the organisation (for calls that remove or change one). */
  async function newMember() {
    const p = await person('joiner')
    await setMembership(t.database.db, p.id, { organizationId: org, role: 'member' })
    return p
  }

  /** A fresh invitation to the organisation for a new address (or the given one); answers its token. */
  async function invitation(email = `invited-${randomBytes(4).toString('hex')}@clinic.example`) {
    await ok(await call(admin, 'POST', `/v1/organizations/${org}/invitations`, { emails: email }))
    const token = await invitationTokenMailedTo(t, email)
    const list = (await ok(await call(admin, 'GET', `/v1/organizations/${org}/invitations`))).data
      .d_invitations as { id: string; email: string }[]
    return { token, email, id: list.find((i) => i.email === email)!.id }
  }

  /** A mailed single-use link's token for `email` (reset_password or confirm_email). */
  async function mailedToken(email: string, kind: 'reset_password' | 'confirm_email') {
    await t.mailsSent()
    const mail = readOutbox(t.config.outboxDir)
      .filter((m) => m.to.includes(email) && m.link?.kind === kind)
      .at(-1)
    if (!mail?.link) throw new Error(`no ${kind} mail to ${email}`)
    return mail.link.token
  }

  async function resetToken() {
    const p = await person('forgetful')
    await ok(await call(null, 'POST', '/v1/reset_password', { email: p.email }))
    return mailedToken(p.email, 'reset_password')
  }

  async function confirmToken() {
    const email = `new-${randomBytes(4).toString('hex')}@clinic.example`
    await ok(
      await call(null, 'POST', '/v1/signup', {
        user: { name: 'Dr. Novo', email, password: PASSWORD, language: 'pt' },
      }),
    )
    return { email, token: await mailedToken(email, 'confirm_email') }
  }

  const qrToken = async (who: Person) =>
    (await ok(await call(who, 'POST', '/v1/qr_token'))).data.token as string
  const signedLoginToken = (who: Person) => signLoginTokenForIntegration(INTEGRATION_SECRET, who.email)

  // ── the owner's consultation ──
  async function session(who: Person = owner) {
    const s = await created(who, '/v1/consultation_sessions', 'd_consultation_session', {
      consultation_type_id: 'general_practice_soap',
      force: true,
    })
    await ok(
      await call(who, 'PUT', `/v1/consultation_sessions/${s}/transcription`, {
        transcription: 'Médico: O que a traz cá? Doente: Tenho tosse seca há uma semana e febre de 38 graus.',
      }),
    )
    return s
  }
  const sessionId = await session()
  const audioForm = multipart({ order: '0' }, [
    { name: 'audio_file', data: toneWav(), filename: 'chunk.wav', type: 'audio/wav' },
  ])
  const audio = await upload(owner, `/v1/consultation_sessions/${sessionId}/audios`, audioForm)
  const audioId = (audio.data.d_audio?.id ?? audio.data.id) as string
  async function document(s: string, who: Person = owner) {
    const doc = await created(
      who,
      `/v1/consultation_sessions/${s}/generated_documents/main`,
      'd_generated_document',
    )
    await until(
      async () =>
        (await call(who, 'GET', `/v1/consultation_sessions/${s}/generated_documents/${doc}`)).json().data
          ?.d_generated_document?.status,
      'ready',
      'the document',
    )
    return doc
  }
  const documentId = await document(sessionId)

  // ── the owner's templates and documents ──
  const consultationType = () =>
    created(owner, '/v1/consultation_types', 'd_consultation_type', {
      consultation_type: {
        name: 'Consulta de pé diabético',
        medical_speciality_id: 'general_practice',
        sections: [{ title: 'Observação' }],
        selectable_document_ids: ['patient_instructions'],
      },
    })
  const consultationTypeId = await consultationType()
  const inputTemplate = () =>
    created(owner, '/v1/processor_inputs/medication/templates', 'd_template', {
      template: { name: 'Habitual', content: 'Metformina 1000 mg 12/12 h' },
    })
  const inputTemplateId = await inputTemplate()
  const customTemplate = () =>
    created(owner, '/v1/custom_templates', 'd_custom_template', {
      custom_template: { name: 'Atestado', text: 'Atesto que o doente esteve em consulta.' },
    })
  const customTemplateId = await customTemplate()

  const requestForm = (request: unknown, files: { filename: string; data: Buffer; type: string }[]) =>
    multipart(
      { request: JSON.stringify(request) },
      files.map((f) => ({ name: 'files', ...f })),
    )
  const approvedForm = requestForm(templateRequestBody, [])
  const approved = (await upload(owner, '/v1/template_requests', approvedForm)).data.d_template_request
    .id as string
  const customDocumentId = (await approveRequest(t.database.db, approved, { name: 'Referenciação' })).document
    .id
  const pendingForm = requestForm({ ...templateRequestBody, title: 'Relatório escolar' }, [
    { filename: 'exemplo.png', data: PNG, type: 'image/png' },
  ])
  const pending = (await upload(owner, '/v1/template_requests', pendingForm)).data.d_template_request
  const templateRequestId = pending.id as string
  const templateRequestFileId = (
    await ok(await call(owner, 'GET', `/v1/template_requests/${templateRequestId}`))
  ).data.d_template_request.files[0].id as string

  // ── the owner's assistant thread ──
  const asked = (
    await ok(await call(owner, 'POST', '/assistant', { message: 'Olá', assistant_key: 'clinical-writing' }))
  ).data as { thread_key: string; run_key: string }

  // ── a research space shared with the organisation ──
  const space = (shared = true) =>
    created(owner, '/v1/research_spaces', 'd_research_space', {
      research_space: { name: 'Ensaios de diabetes', shared_with_organization: shared },
    })
  const trial = (spaceId: string) =>
    created(owner, `/v1/research_spaces/${spaceId}/trials`, 'd_trial', {
      trial: {
        name: 'Estudo A',
        criteria: [{ definition: 'HbA1c acima de 7 %', type: 'critical_inclusion' }],
      },
    })
  const patient = (spaceId: string) =>
    created(owner, `/v1/research_spaces/${spaceId}/patients`, 'd_patient', { patient: { label: 'Doente 1' } })
  async function patientDocument(spaceId: string, patientId: string) {
    const form = multipart({}, [
      { name: 'files', data: textPdf(), filename: 'registo.pdf', type: 'application/pdf' },
    ])
    const res = await upload(owner, `/v1/research_spaces/${spaceId}/patients/${patientId}/documents`, form)
    return res.data.d_documents.at(-1).id as string
  }
  const spaceId = await space()
  const trialId = await trial(spaceId)
  const patientId = await patient(spaceId)
  const patientDocumentId = await patientDocument(spaceId, patientId)
  const runId = await created(owner, `/v1/research_spaces/${spaceId}/screenings`, 'd_screening', {
    patient_ids: [patientId],
    trial_ids: [trialId],
  })
  await until(
    async () =>
      (await call(owner, 'GET', `/v1/research_spaces/${spaceId}/screenings/${runId}`)).json().data.d_screening
        .status,
    'done',
    'the screening',
  )
  const resultId = (
    await ok(await call(owner, 'GET', `/v1/research_spaces/${spaceId}/trials/${trialId}/results`))
  ).data.d_results[0].id as string

  return {
    t,
    call,
    people: { owner, other, member, admin, support } as Record<SignedInActor, Person>,
    person,
    signIn,
    newMember,
    invitation,
    resetToken,
    confirmToken,
    qrToken,
    signedLoginToken,
    session,
    document,
    consultationType,
    inputTemplate,
    customTemplate,
    space,
    trial,
    patient,
    patientDocument,
    requestForm,
    ids: {
      org,
      sessionId,
      audioId,
      documentId,
      consultationTypeId,
      inputTemplateId,
      customTemplateId,
      templateRequestId,
      templateRequestFileId,
      customDocumentId,
      threadKey: asked.thread_key,
      runKey: asked.run_key,
      spaceId,
      trialId,
      patientId,
      patientDocumentId,
      runId,
      resultId,
    },
    close: async () => {
      await t.close()
      await chat.close()
      await speech.close()
    },
  }
}

export type World = Awaited<ReturnType<typeof seedWorld>>
