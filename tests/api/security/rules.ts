import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { api } from '../../../contract/api'
import type { GeneratedDocument } from '../../../contract/consultations'
import { audioChunks, errorReports } from '../../../server/db/schema'
import { updateUser } from '../../../server/features/accounts/store'
import { addAnnouncement } from '../../../server/features/announcements/service'
import { multipart } from '../../support/multipart'
import { postForm, saveMarkdown } from '../users'
import {
  ACTORS,
  type Actor,
  type Person,
  PNG,
  templateRequestBody,
  textPdf,
  toneWav,
  type World,
} from './world'

/**
 * Who may call each endpoint of the contract, and a request that succeeds for those who may: the
 * authorisation matrix tries every request as every actor, and the bad-input suite bends the owner's.
 */
export interface Req {
  url: string
  body?: unknown
  /** A multipart/form-data body instead of JSON. */
  form?: { payload: Buffer; headers: Record<string, string> }
  /** Call as someone else than the actor (a throwaway account for calls that would spend the actor). */
  who?: Person | null
}

export interface Rule {
  /** The actors who get 2xx. */
  allow: readonly Actor[]
  /** Denials other than the default (401 for anonymous on an authenticated call, else 404). */
  deny?: Partial<Record<Actor, number>>
  /** The request this actor makes; called once per actor, so it may make a fresh resource. */
  request: (w: World, actor: Actor) => Req | Promise<Req>
  /** Actors allowed to see which sessions and documents the owner had (an admin reading the organisation's history). */
  reveals?: readonly Actor[]
  /** Actors who may see every account's and organisation's ids and emails (support on the staff routes). */
  seesEverything?: readonly Actor[]
}

const EVERYONE = ACTORS
const SIGNED_IN = ['owner', 'other', 'member', 'admin', 'support'] as const
const OWNER = ['owner'] as const
const ORGANISATION = ['owner', 'member', 'admin'] as const
const ADMIN = ['admin'] as const
/** Support's console: staff only; a clinician, whoever they are, is refused. */
const STAFF = {
  allow: ['support'],
  deny: { owner: 403, other: 403, member: 403, admin: 403 },
  seesEverything: ['support'],
} as const
/** Members who see the organisation but are not its admin. */
const NOT_ADMIN = { owner: 403, member: 403 }

const fresh = () => randomBytes(4).toString('hex')
const json = (url: string, body?: unknown): Req => ({ url, body })
const s = (w: World, path = '') => `/v1/consultation_sessions/${w.ids.sessionId}${path}`
const r = (w: World, path = '') => `/v1/research_spaces/${w.ids.spaceId}${path}`
const org = (w: World, path = '') => `/v1/organizations/${w.ids.org}${path}`
const trialBody = {
  trial: { name: 'Estudo B', criteria: [{ definition: 'Idade acima de 18', type: 'critical_inclusion' }] },
}
const typeBody = {
  consultation_type: {
    name: 'Consulta de pé diabético',
    medical_speciality_id: 'general_practice',
    sections: [{ title: 'Observação' }],
    selectable_document_ids: ['patient_instructions'],
  },
}
const errorReport = (w: World) => ({
  access_token: w.t.config.errorReportToken,
  environment: 'staging',
  code_version: '1.0.0',
  level: 'error',
  source: 'ui',
  message: 'TypeError: x is undefined',
  telemetry: [],
  occurred_at: new Date().toISOString(),
})
const audioForm = (order: number) =>
  multipart({ order: String(order) }, [
    { name: 'audio_file', data: toneWav(), filename: 'chunk.wav', type: 'audio/wav' },
  ])

let audioOrder = 1

/** The world's document as its owner sees it now: a rule acting on its current version or its findings. */
async function ownersDocument(w: World): Promise<GeneratedDocument> {
  const url = s(w, `/generated_documents/${w.ids.documentId}`)
  return (await w.t.app.inject({ method: 'GET', url, headers: w.people.owner.headers })).json().data
    .d_generated_document
}

/**
 * The world's document edited by its owner to state a dose nobody said: its review has a finding. A version an
 * earlier rule's generation writes after the save would be current instead: the save waits for it, and is made
 * again if one landed after it.
 */
async function documentWithFinding(w: World) {
  const INVENTED = '## Plano\n\nAmoxicilina 875 mg de 12 em 12 horas durante 7 dias.'
  for (let attempt = 0; attempt < 40; attempt++) {
    const before = await ownersDocument(w)
    if (before.status === 'pending' || before.status === 'generating') {
      await new Promise((resolve) => setTimeout(resolve, 250))
      continue
    }
    await saveMarkdown(w.t, w.people.owner, w.ids.sessionId, w.ids.documentId, INVENTED)
    const doc = await ownersDocument(w)
    const finding = doc.review?.findings[0]
    if (doc.content?.includes('875 mg') && finding)
      return `/generated_documents/${doc.id}/dismissed_findings/${encodeURIComponent(finding.id)}`
    if (doc.content?.includes('875 mg'))
      throw new Error('The review found nothing in a note with an invented dose')
  }
  throw new Error('The document never settled with the invented dose saved')
}

/** A new clinician's pending template request, for a staff rule to approve or decline. */
async function freshTemplateRequest(w: World) {
  const requester = await w.person(`requester-${fresh()}`)
  const form = w.requestForm(templateRequestBody, [])
  const res = await postForm(w.t, requester, '/v1/template_requests', form)
  if (res.statusCode !== 201) throw new Error(`template request failed: ${res.body}`)
  return res.json().data.d_template_request.id as string
}

const staffAccount = (id: string, path = '') => `/v1/staff/accounts/${id}${path}`

/** The actor's own account; for anonymous, an account of their own that they are not signed in to. */
const self = async (w: World, actor: Actor) => (actor === 'anonymous' ? w.person('visitor') : w.people[actor])

export const rules: Record<keyof typeof api, Rule> = {
  health: { allow: EVERYONE, request: () => json('/health') },
  clientConfig: { allow: EVERYONE, request: () => json('/v1/client_config') },
  errorReport: { allow: EVERYONE, request: (w) => json('/v1/error_reports', errorReport(w)) },

  // Signing in answers the caller's own account: anonymous signs in with an account of their own.
  login: {
    allow: EVERYONE,
    request: async (w, actor) => {
      const me = await self(w, actor)
      return json('/v1/login', { user: { email: me.email, password: me.password } })
    },
  },
  // A fresh session of the actor, so logging it out does not sign the actor out of the rest of the matrix.
  logout: {
    allow: SIGNED_IN,
    request: async (w, actor) => ({
      url: '/v1/logout',
      who: actor === 'anonymous' ? null : { ...w.people[actor], ...(await w.signIn(w.people[actor].email)) },
    }),
  },
  signup: {
    allow: EVERYONE,
    request: () =>
      json('/v1/signup', {
        user: {
          name: 'Dr. Novo',
          email: `novo-${fresh()}@clinic.example`,
          password: 'secret-pass',
          language: 'pt',
        },
      }),
  },
  getAccount: { allow: SIGNED_IN, request: () => json('/v1/account') },
  updateAccount: {
    allow: SIGNED_IN,
    request: () => json('/v1/account', { user: { name: 'Dra. Renomeada' } }),
  },
  // Each signed-in caller deletes an account of their own: a throwaway one, so the actors stay.
  deleteAccount: {
    allow: SIGNED_IN,
    request: async (w, actor) => ({
      url: '/v1/account',
      who: actor === 'anonymous' ? null : await w.person(`leaving-${actor}`),
    }),
  },

  organizations: { allow: SIGNED_IN, request: () => json('/v1/organizations') },
  // Those already in an organisation cannot found another; the others found theirs as a throwaway account.
  createOrganization: {
    allow: ['other', 'support'],
    deny: { owner: 409, member: 409, admin: 409 },
    request: async (w, actor) => ({
      ...json('/v1/organizations', { organization: { name: 'Clínica Nova' } }),
      ...(actor === 'other' || actor === 'support' ? { who: await w.person(`founder-${actor}`) } : {}),
    }),
  },
  getOrganization: { allow: ORGANISATION, request: (w) => json(org(w)) },
  renameOrganization: {
    allow: ADMIN,
    deny: NOT_ADMIN,
    request: (w) => json(org(w), { organization: { name: 'Clínica da Sé' } }),
  },
  // Only an organisation's last member may close it: the admin of the shared one (which has members) is
  // refused with 409, the others as for every admin call. Closing is tested in tests/api/organizations.test.ts.
  closeOrganization: {
    allow: [],
    deny: { ...NOT_ADMIN, admin: 409 },
    request: (w) => json(org(w)),
  },
  changeMemberRole: {
    allow: ADMIN,
    deny: NOT_ADMIN,
    request: async (w) => json(org(w, `/members/${(await w.newMember()).id}`), { role: 'admin' }),
  },
  removeMember: {
    allow: ADMIN,
    deny: NOT_ADMIN,
    request: async (w) => json(org(w, `/members/${(await w.newMember()).id}`)),
  },
  memberHistory: {
    allow: ADMIN,
    deny: NOT_ADMIN,
    reveals: ['admin'],
    request: (w) => json(org(w, `/members/${w.people.owner.id}/history`)),
  },
  invite: {
    allow: ADMIN,
    deny: NOT_ADMIN,
    request: (w) => json(org(w, '/invitations'), { emails: `convidada-${fresh()}@clinic.example` }),
  },
  listInvitations: { allow: ADMIN, deny: NOT_ADMIN, request: (w) => json(org(w, '/invitations')) },
  revokeInvitation: {
    allow: ADMIN,
    deny: NOT_ADMIN,
    request: async (w) => json(org(w, `/invitations/${(await w.invitation()).id}`)),
  },
  // The mailed token is the capability: whoever holds it reads or declines the invitation.
  getInvitation: {
    allow: EVERYONE,
    request: async (w) => json(`/v1/organization_invitations/${(await w.invitation()).token}`),
  },
  // Only the invited address may accept: the "owner" here is a new account with the invited email.
  acceptInvitation: {
    allow: OWNER,
    deny: { other: 403, member: 403, admin: 403, support: 403 },
    request: async (w, actor) => {
      const invitee = actor === 'owner' ? await w.person('invitee') : null
      const { token } = await w.invitation(invitee?.email)
      return { url: `/v1/organization_invitations/${token}/accept`, ...(invitee ? { who: invitee } : {}) }
    },
  },
  rejectInvitation: {
    allow: EVERYONE,
    request: async (w) => json(`/v1/organization_invitations/${(await w.invitation()).token}/reject`),
  },
  credits: { allow: SIGNED_IN, reveals: ['admin'], request: () => json('/v1/credits') },
  medicalSpecialities: { allow: EVERYONE, request: () => json('/v1/medical_specialities') },

  requestPasswordReset: {
    allow: EVERYONE,
    request: () => json('/v1/reset_password', { email: `esquecida-${fresh()}@clinic.example` }),
  },
  resetPassword: {
    allow: EVERYONE,
    request: async (w) =>
      json(`/v1/reset_password/${await w.resetToken()}`, {
        password: 'other-secret',
        password_confirmation: 'other-secret',
      }),
  },
  confirmEmail: {
    allow: EVERYONE,
    request: async (w) => json(`/v1/confirm_email/${(await w.confirmToken()).token}`),
  },
  resendConfirmation: {
    allow: EVERYONE,
    request: () => json('/v1/confirm_email', { email: `nova-${fresh()}@clinic.example` }),
  },
  qrToken: { allow: SIGNED_IN, request: () => json('/v1/qr_token') },
  autoLogin: {
    allow: EVERYONE,
    request: async (w, actor) => json('/v1/auto_login/', { token: await w.qrToken(await self(w, actor)) }),
  },
  signedTokenLogin: {
    allow: EVERYONE,
    request: async (w, actor) =>
      json('/v1/signed_token_login/', { token: await w.signedLoginToken(await self(w, actor)) }),
  },

  consultationTypes: { allow: SIGNED_IN, request: () => json('/v1/consultation_types') },
  consultationType: {
    allow: OWNER,
    request: (w) => json(`/v1/consultation_types/${w.ids.consultationTypeId}`),
  },
  createConsultationType: { allow: SIGNED_IN, request: () => json('/v1/consultation_types', typeBody) },
  updateConsultationType: {
    allow: OWNER,
    request: (w) => json(`/v1/consultation_types/${w.ids.consultationTypeId}`, typeBody),
  },
  deleteConsultationType: {
    allow: OWNER,
    request: async (w) => json(`/v1/consultation_types/${await w.consultationType()}`),
  },
  copyConsultationType: {
    allow: OWNER,
    request: (w) => json(`/v1/consultation_types/${w.ids.consultationTypeId}/copy`),
  },
  selectableDocument: {
    allow: OWNER,
    request: (w) =>
      json(`/v1/consultation_types/${w.ids.consultationTypeId}/selectable_documents/patient_instructions`),
  },
  processorInputs: { allow: SIGNED_IN, request: () => json('/v1/processor_inputs') },
  createInputTemplate: {
    allow: SIGNED_IN,
    request: () => json('/v1/processor_inputs/medication/templates', { template: { content: 'Ibuprofeno' } }),
  },
  updateInputTemplate: {
    allow: OWNER,
    request: (w) =>
      json(`/v1/processor_inputs/medication/templates/${w.ids.inputTemplateId}`, {
        template: { content: 'Metformina 850 mg' },
      }),
  },
  deleteInputTemplate: {
    allow: OWNER,
    request: async (w) => json(`/v1/processor_inputs/medication/templates/${await w.inputTemplate()}`),
  },
  templateReports: { allow: OWNER, request: (w) => json(`/template/${w.ids.consultationTypeId}/reports`) },
  start: { allow: SIGNED_IN, request: () => json('/start') },

  createSession: {
    allow: SIGNED_IN,
    request: () =>
      json('/v1/consultation_sessions', { consultation_type_id: 'general_practice_soap', force: true }),
  },
  listSessions: { allow: SIGNED_IN, request: () => json('/v1/consultation_sessions?page=1&per_page=100') },
  recentSessions: { allow: SIGNED_IN, request: () => json('/v1/consultation_sessions/recent') },
  activeSessionStatus: { allow: SIGNED_IN, request: () => json('/v1/consultation_sessions/active/status') },
  activeSession: { allow: SIGNED_IN, request: () => json('/v1/consultation_sessions/active') },
  deleteSession: {
    allow: OWNER,
    request: async (w) => json(`/v1/consultation_sessions/${await w.session()}`),
  },
  getSession: { allow: OWNER, request: (w) => json(s(w)) },
  updateSession: {
    allow: OWNER,
    request: (w) => json(s(w), { user_inputs: [{ processor_input_id: 'medication', value: 'Paracetamol' }] }),
  },
  finishSession: {
    allow: OWNER,
    request: async (w) => json(`/v1/consultation_sessions/${await w.session()}/finish`),
  },
  sessionAction: {
    allow: OWNER,
    request: async (w) => json(`/v1/consultation_sessions/${await w.session()}/pause`),
  },
  saveTranscription: {
    allow: OWNER,
    request: (w) =>
      json(s(w, '/transcription'), {
        transcription: 'Médico: O que a traz cá? Doente: Tenho tosse seca há uma semana e febre de 38 graus.',
      }),
  },
  recordingInfo: {
    allow: OWNER,
    request: (w) =>
      json(s(w, '/recording'), { platform: 'Linux', mics_info: [{ id: 'default', label: 'Micro' }] }),
  },
  feedback: {
    allow: OWNER,
    request: (w) =>
      json(s(w, '/feedback'), {
        doctor_satisfaction: 9,
        patient_satisfaction: 8,
        notes_quality: 9,
        editing_time: '1 to 5 min',
        share_publicly_anonymously: false,
      }),
  },
  uploadAudio: { allow: OWNER, request: (w) => ({ url: s(w, '/audios'), form: audioForm(audioOrder++) }) },
  getAudio: { allow: OWNER, request: (w) => json(s(w, `/audios/${w.ids.audioId}`)) },
  retryAudio: {
    allow: OWNER,
    request: async (w, actor) => {
      // Only a failed chunk is retried: the owner's chunk has just failed on the engine.
      if (actor === 'owner') {
        await w.t.database.db
          .update(audioChunks)
          .set({ status: 'failed', error: 'the engine failed', errorCode: 'engine_failed' })
          .where(eq(audioChunks.id, w.ids.audioId))
      }
      return json(s(w, `/audios/${w.ids.audioId}/retry`))
    },
  },
  listAudios: { allow: OWNER, request: (w) => json(s(w, `/audios?audios_ids=${w.ids.audioId}`)) },
  generateMainDocument: { allow: OWNER, request: (w) => json(s(w, '/generated_documents/main'), {}) },
  generateNamedDocument: {
    allow: OWNER,
    request: (w) => json(s(w, '/generated_documents/patient_instructions'), {}),
  },
  getDocument: { allow: OWNER, request: (w) => json(s(w, `/generated_documents/${w.ids.documentId}`)) },
  documentVersions: {
    allow: OWNER,
    request: (w) => json(s(w, `/generated_documents/${w.ids.documentId}/versions`)),
  },
  regenerateDocument: {
    allow: OWNER,
    request: (w) => ({
      url: s(w, `/generated_documents/${w.ids.documentId}/regenerate`),
      form: multipart({ 'requested_changes[markdown]': '## Nota\n\nReescrita.' }),
    }),
  },
  dismissFinding: { allow: OWNER, request: async (w) => json(s(w, await documentWithFinding(w))) },
  restoreFinding: { allow: OWNER, request: async (w) => json(s(w, await documentWithFinding(w))) },
  // The owner saves an edit first, so version 1 is an earlier one to restore.
  restoreDocumentVersion: {
    allow: OWNER,
    request: async (w) => {
      await saveMarkdown(
        w.t,
        w.people.owner,
        w.ids.sessionId,
        w.ids.documentId,
        '## Nota\n\nEditada antes de restaurar.',
      )
      return json(s(w, `/generated_documents/${w.ids.documentId}/versions/1/restore`))
    },
  },
  signOffDocument: {
    allow: OWNER,
    request: async (w) =>
      json(s(w, `/generated_documents/${w.ids.documentId}/signoff`), {
        version: (await ownersDocument(w)).version,
      }),
  },

  // The owner already has a request waiting for support: one at a time.
  createTemplateRequest: {
    allow: ['other', 'member', 'admin', 'support'],
    deny: { owner: 409 },
    request: (w) => ({
      url: '/v1/template_requests',
      form: w.requestForm(templateRequestBody, [{ filename: 'exemplo.png', data: PNG, type: 'image/png' }]),
    }),
  },
  templateRequests: { allow: SIGNED_IN, request: () => json('/v1/template_requests') },
  templateRequest: { allow: OWNER, request: (w) => json(`/v1/template_requests/${w.ids.templateRequestId}`) },
  templateRequestFile: {
    allow: OWNER,
    request: (w) =>
      json(`/v1/template_requests/${w.ids.templateRequestId}/files/${w.ids.templateRequestFileId}`),
  },
  customDocuments: { allow: SIGNED_IN, request: () => json('/v1/custom_documents') },
  customDocument: { allow: OWNER, request: (w) => json(`/v1/custom_documents/${w.ids.customDocumentId}`) },
  customTemplates: { allow: SIGNED_IN, request: () => json('/v1/custom_templates') },
  createCustomTemplate: {
    allow: SIGNED_IN,
    request: () =>
      json('/v1/custom_templates', { custom_template: { name: 'Declaração', text: 'Declaro que…' } }),
  },
  customTemplate: { allow: OWNER, request: (w) => json(`/v1/custom_templates/${w.ids.customTemplateId}`) },
  updateCustomTemplate: {
    allow: OWNER,
    request: (w) =>
      json(`/v1/custom_templates/${w.ids.customTemplateId}`, {
        custom_template: { name: 'Atestado', text: 'Atesto que esteve presente.' },
      }),
  },
  deleteCustomTemplate: {
    allow: OWNER,
    request: async (w) => json(`/v1/custom_templates/${await w.customTemplate()}`),
  },

  audioToText: {
    allow: SIGNED_IN,
    request: () => ({
      url: '/audio-to-text',
      form: multipart({ clean: 'true' }, [
        { name: 'audio', data: toneWav(), filename: 'voz.wav', type: 'audio/wav' },
      ]),
    }),
  },
  audioToTextUpload: {
    allow: SIGNED_IN,
    request: () => ({
      url: '/audio-to-text-upload',
      form: multipart({}, [{ name: 'file', data: toneWav(), filename: 'consulta.wav', type: 'audio/wav' }]),
    }),
  },
  generate: {
    allow: SIGNED_IN,
    request: () =>
      json('/generate', {
        data: { text: 'Doente com tosse seca há uma semana e febre de 38 graus.' },
        template: 'general_practice_soap',
      }),
  },
  models: { allow: SIGNED_IN, request: () => json('/v1/models') },
  assistant: {
    allow: SIGNED_IN,
    request: () => json('/assistant', { message: 'Olá', assistant_key: 'clinical-writing' }),
  },
  assistantRun: {
    allow: OWNER,
    request: (w) =>
      json(
        `/assistant/run?assistant_key=clinical-writing&thread_key=${w.ids.threadKey}&run_key=${w.ids.runKey}`,
      ),
  },
  assistants: { allow: SIGNED_IN, request: () => json('/assistants') },
  assistantThread: {
    allow: OWNER,
    request: (w) => json(`/assistant/thread?assistant_key=clinical-writing&thread_key=${w.ids.threadKey}`),
  },
  announcements: { allow: SIGNED_IN, request: () => json('/v1/announcements') },
  supportArticles: { allow: EVERYONE, request: () => json('/v1/support/articles?q=telem%C3%B3vel') },
  supportArticle: { allow: EVERYONE, request: () => json('/v1/support/articles/mobile-mode') },

  // The owner's space is shared with the organisation: its members work in it as the owner does.
  researchSpaces: { allow: SIGNED_IN, request: () => json('/v1/research_spaces') },
  createResearchSpace: {
    allow: SIGNED_IN,
    request: () => json('/v1/research_spaces', { research_space: { name: 'Ensaios de asma' } }),
  },
  getResearchSpace: { allow: ORGANISATION, request: (w) => json(r(w)) },
  renameResearchSpace: {
    allow: ORGANISATION,
    request: (w) => json(r(w), { research_space: { name: 'Ensaios de diabetes' } }),
  },
  deleteResearchSpace: {
    allow: ORGANISATION,
    request: async (w) => json(`/v1/research_spaces/${await w.space()}`),
  },
  splitCriteria: {
    allow: ORGANISATION,
    request: (w) => json(r(w, '/criteria/split'), { text: 'CI: idade acima de 18\nCE: gravidez' }),
  },
  trials: { allow: ORGANISATION, request: (w) => json(r(w, '/trials')) },
  createTrial: { allow: ORGANISATION, request: (w) => json(r(w, '/trials'), trialBody) },
  getTrial: { allow: ORGANISATION, request: (w) => json(r(w, `/trials/${w.ids.trialId}`)) },
  updateTrial: {
    allow: ORGANISATION,
    request: (w) =>
      json(r(w, `/trials/${w.ids.trialId}`), {
        trial: {
          name: 'Estudo A',
          criteria: [{ definition: 'HbA1c acima de 7 %', type: 'critical_inclusion' }],
        },
      }),
  },
  deleteTrial: {
    allow: ORGANISATION,
    request: async (w) => json(r(w, `/trials/${await w.trial(w.ids.spaceId)}`)),
  },
  researchPatients: { allow: ORGANISATION, request: (w) => json(r(w, '/patients')) },
  createResearchPatient: {
    allow: ORGANISATION,
    request: (w) => json(r(w, '/patients'), { patient: { label: 'Doente 2' } }),
  },
  deleteResearchPatient: {
    allow: ORGANISATION,
    request: async (w) => json(r(w, `/patients/${await w.patient(w.ids.spaceId)}`)),
  },
  uploadPatientDocuments: {
    allow: ORGANISATION,
    request: (w) => ({
      url: r(w, `/patients/${w.ids.patientId}/documents`),
      form: multipart({}, [
        { name: 'files', data: textPdf(), filename: 'analises.pdf', type: 'application/pdf' },
      ]),
    }),
  },
  deletePatientDocument: {
    allow: ORGANISATION,
    request: async (w) => {
      const patient = await w.patient(w.ids.spaceId)
      return json(r(w, `/patients/${patient}/documents/${await w.patientDocument(w.ids.spaceId, patient)}`))
    },
  },
  startScreening: {
    allow: ORGANISATION,
    request: (w) => json(r(w, '/screenings'), { patient_ids: [w.ids.patientId], trial_ids: [w.ids.trialId] }),
  },
  getScreening: { allow: ORGANISATION, request: (w) => json(r(w, `/screenings/${w.ids.runId}`)) },
  trialResults: { allow: ORGANISATION, request: (w) => json(r(w, `/trials/${w.ids.trialId}/results`)) },
  trialResultsCsv: {
    allow: ORGANISATION,
    request: (w) => json(r(w, `/trials/${w.ids.trialId}/results.csv`)),
  },
  reviewResult: {
    allow: ORGANISATION,
    request: (w) => json(r(w, `/results/${w.ids.resultId}/review`), { review_status: 'approved' }),
  },

  staffTemplateRequests: { ...STAFF, request: () => json('/v1/staff/template_requests?status=pending') },
  staffTemplateRequest: {
    ...STAFF,
    request: (w) => json(`/v1/staff/template_requests/${w.ids.templateRequestId}`),
  },
  staffTemplateRequestFile: {
    ...STAFF,
    request: (w) =>
      json(`/v1/staff/template_requests/${w.ids.templateRequestId}/files/${w.ids.templateRequestFileId}`),
  },
  staffApproveTemplateRequest: {
    ...STAFF,
    request: async (w) =>
      json(`/v1/staff/template_requests/${await freshTemplateRequest(w)}/approve`, {
        name: 'Carta à fisioterapia',
      }),
  },
  staffDeclineTemplateRequest: {
    ...STAFF,
    request: async (w) =>
      json(`/v1/staff/template_requests/${await freshTemplateRequest(w)}/decline`, {
        reason: 'Já existe: use a carta de referenciação.',
      }),
  },
  staffTemplatePreview: {
    ...STAFF,
    request: () =>
      json('/v1/staff/template_preview', {
        name: 'Carta à fisioterapia',
        sections: [{ title: 'Plano', instruction: 'Sessões e objetivos' }],
        language: 'pt',
      }),
  },
  staffAnnouncements: { ...STAFF, request: () => json('/v1/staff/announcements') },
  staffCreateAnnouncement: {
    ...STAFF,
    request: () =>
      json('/v1/staff/announcements', {
        texts: { pt: { title: 'Novidade', body: 'O Escriba escreve cartas de referenciação.' } },
      }),
  },
  staffRemoveAnnouncement: {
    ...STAFF,
    request: async (w) => {
      const row = await addAnnouncement(w.t.database.db, {
        texts: { pt: { title: 'Manutenção', body: 'Sábado às 22h.' } },
      })
      return json(`/v1/staff/announcements/${row.id}`)
    },
  },
  staffErrorReports: { ...STAFF, request: () => json('/v1/staff/error_reports?route=%2Fconsultations') },
  staffErrorReport: {
    ...STAFF,
    request: async (w) => {
      const [row] = await w.t.database.db
        .insert(errorReports)
        .values({
          occurredAt: new Date().toISOString(),
          environment: 'production',
          codeVersion: '1.0.0',
          level: 'error',
          source: 'window.onerror',
          message: 'Boom',
          telemetry: [],
        })
        .returning({ id: errorReports.id })
      return json(`/v1/staff/error_reports/${row!.id}`)
    },
  },
  staffPurgeErrorReports: { ...STAFF, request: () => json('/v1/staff/error_reports/purge') },
  staffAccounts: { ...STAFF, request: () => json('/v1/staff/accounts?email=clinic.example') },
  staffAccount: { ...STAFF, request: (w) => json(staffAccount(w.people.owner.id)) },
  staffSetStaff: {
    ...STAFF,
    request: async (w) =>
      json(staffAccount((await w.person(`colleague-${fresh()}`)).id, '/staff'), { staff: true }),
  },
  staffResendConfirmation: {
    ...STAFF,
    request: async (w) => {
      const person = await w.person(`unconfirmed-${fresh()}`)
      await updateUser(w.t.database.db, person.id, { emailConfirmedAt: null })
      return json(staffAccount(person.id, '/resend_confirmation'))
    },
  },
  staffForcePasswordChange: {
    ...STAFF,
    request: async (w) =>
      json(staffAccount((await w.person(`forgetful-${fresh()}`)).id, '/force_password_change')),
  },
  staffDisableAccount: {
    ...STAFF,
    request: async (w) =>
      json(staffAccount((await w.person(`abuser-${fresh()}`)).id, '/disable'), {
        reason: 'Conta partilhada',
      }),
  },
  staffEnableAccount: {
    ...STAFF,
    request: async (w) => {
      const person = await w.person(`returning-${fresh()}`)
      await updateUser(w.t.database.db, person.id, { disabledAt: new Date() })
      return json(staffAccount(person.id, '/enable'))
    },
  },
  staffOrganizations: { ...STAFF, request: () => json('/v1/staff/organizations?name=cl%C3%ADnica') },
  staffOrganization: { ...STAFF, request: (w) => json(`/v1/staff/organizations/${w.ids.org}`) },
  staffCredits: {
    ...STAFF,
    request: (w) =>
      json('/v1/staff/credits', { organization_id: w.ids.org, amount: 50, reason: 'Pacote anual' }),
  },
  staffAudit: { ...STAFF, request: () => json('/v1/staff/audit?limit=20') },
}
