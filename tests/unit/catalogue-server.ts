import { HttpResponse, http } from 'msw'
import type { SetupServer } from 'msw/node'
import type { Announcement } from '../../contract/announcements'
import type { ConsultationType, InputTemplate } from '../../contract/catalogue'
import type { AudioChunk, ConsultationSession, UserInput } from '../../contract/consultations'
import type { EngineHealth } from '../../contract/health'
import type { CustomDocument, CustomTemplate } from '../../contract/templates'
import { sampleDocument, sampleInputs, sampleTypes } from '../../src/machines/shared/catalogue-samples'
import { clinician, consultationSession } from './fixtures'
import { API } from './view-harness'

export const specialities = [
  { id: 'general_practice', name: 'Medicina Geral e Familiar' },
  { id: 'cardiology', name: 'Cardiologia' },
]

const notFound = () =>
  HttpResponse.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 })

/**
 * The catalogue and session endpoints over MSW, answering as the server does: types, inputs and their
 * templates, one unfinished session at a time (409 unless forced), user inputs saved as sent; the session
 * list paginated newest first, the recent five, and what home also asks for (announcements, models); the
 * clinician's custom templates and documents, which the consultation screen offers.
 */
export function catalogueServer(server: SetupServer) {
  const state = {
    types: structuredClone(sampleTypes) as ConsultationType[],
    templates: structuredClone(sampleInputs.flatMap((input) => input.templates)) as InputTemplate[],
    sessions: [] as ConsultationSession[],
    /** What GET /v1/announcements answers (home's carousel). */
    announcements: [] as Announcement[],
    /** What GET /v1/models answers (home's model picker). */
    models: {
      engine: 'extractive',
      models: [{ id: 'extractive', private: true, experimental: false, default: true }],
    },
    /** What GET /health says of transcription (home and the consultation screen show a notice unless ready). */
    transcription: { ready: true, state: 'ready', reason: null } as EngineHealth,
    /** What GET /health says of the assistant (home's entry says 'not configured' unless ready). */
    assistant: { ready: true, state: 'ready', reason: null } as EngineHealth,
    /** The audio chunks the server holds, by session id. */
    audios: {} as Record<string, AudioChunk[]>,
    /** The next PUT of user inputs fails with this status, once. */
    failNextSave: null as number | null,
    customTemplates: [] as CustomTemplate[],
    customDocuments: [] as CustomDocument[],
  }
  let counter = 0
  const active = () =>
    state.sessions.find((session) => ['created', 'recording', 'paused'].includes(session.status))
  const inputs = () =>
    sampleInputs.map((input) => ({
      ...input,
      templates: state.templates.filter((template) => template.processor_input_id === input.id),
    }))
  server.use(
    http.get(`${API}/start`, () =>
      HttpResponse.json({
        data: { d_user: clinician, d_consultation_types: state.types, d_medical_specialities: specialities },
      }),
    ),
    http.get(`${API}/v1/consultation_types/:id`, ({ params }) => {
      const type = state.types.find((candidate) => candidate.id === params.id)
      return type ? HttpResponse.json({ data: { d_consultation_type: type } }) : notFound()
    }),
    http.post(`${API}/v1/consultation_types`, async ({ request }) => {
      const { consultation_type: body } = (await request.json()) as {
        consultation_type: Omit<ConsultationType, 'id'> & { selectable_document_ids: string[] }
      }
      const type: ConsultationType = {
        id: `c0000000-0000-4000-8000-00000000000${++counter}`,
        name: body.name,
        description: body.description,
        medical_speciality_id: body.medical_speciality_id,
        sections: body.sections.map((section, index) => ({ ...section, key: section.key ?? `s${index}` })),
        inputs: body.inputs,
        selectable_documents: [],
        custom: true,
        copied_from: null,
        updated_at: '2026-01-10T10:00:00.000Z',
      }
      state.types.push(type)
      return HttpResponse.json({ data: { d_consultation_type: type } }, { status: 201 })
    }),
    http.post(`${API}/v1/consultation_types/:id/copy`, ({ params }) => {
      const source = state.types.find((candidate) => candidate.id === params.id)
      if (!source) return notFound()
      const copy = {
        ...source,
        id: `c0000000-0000-4000-8000-00000000000${++counter}`,
        name: `${source.name} (cópia)`,
        custom: true,
        copied_from: source.id,
      }
      state.types.push(copy)
      return HttpResponse.json({ data: { d_consultation_type: copy } }, { status: 201 })
    }),
    http.get(`${API}/v1/consultation_types/:id/selectable_documents/:docId`, ({ params }) =>
      params.docId === sampleDocument.id
        ? HttpResponse.json({ data: { d_selectable_document: sampleDocument } })
        : notFound(),
    ),
    http.get(`${API}/v1/processor_inputs`, () =>
      HttpResponse.json({ data: { d_processor_inputs: inputs() } }),
    ),
    http.post(`${API}/v1/processor_inputs/:id/templates`, async ({ request, params }) => {
      const { template } = (await request.json()) as { template: { name?: string; content: string } }
      const saved: InputTemplate = {
        id: `b0000000-0000-4000-8000-00000000000${++counter}`,
        processor_input_id: String(params.id),
        name: template.name ?? template.content.slice(0, 40),
        content: template.content,
      }
      state.templates.push(saved)
      return HttpResponse.json({ data: { d_template: saved } }, { status: 201 })
    }),
    http.delete(`${API}/v1/processor_inputs/:id/templates/:templateId`, ({ params }) => {
      const before = state.templates.length
      state.templates = state.templates.filter((template) => template.id !== params.templateId)
      return state.templates.length < before ? new HttpResponse(null, { status: 204 }) : notFound()
    }),
    http.get(`${API}/v1/consultation_sessions`, ({ request }) => {
      const query = new URL(request.url).searchParams
      const perPage = Number(query.get('per_page') ?? 20)
      const page = Number(query.get('page') ?? 1)
      const newestFirst = [...state.sessions].reverse()
      return HttpResponse.json({
        data: {
          d_consultation_sessions: newestFirst.slice((page - 1) * perPage, page * perPage),
          total: state.sessions.length,
        },
      })
    }),
    http.get(`${API}/v1/consultation_sessions/recent`, () =>
      HttpResponse.json({
        data: {
          d_consultation_sessions: [...state.sessions].reverse().slice(0, 5),
          total: state.sessions.length,
        },
      }),
    ),
    http.get(`${API}/v1/announcements`, () =>
      HttpResponse.json({ data: { d_announcements: state.announcements } }),
    ),
    http.get(`${API}/v1/models`, () => HttpResponse.json({ data: state.models })),
    http.get(`${API}/health`, () =>
      HttpResponse.json({
        status: 'ok',
        database: 'ok',
        jobs: 'ok',
        version: '0.1.0',
        engines: {
          transcription: state.transcription,
          generation: { ready: true, state: 'ready', reason: null },
          assistant: state.assistant,
        },
      }),
    ),
    http.get(`${API}/v1/consultation_sessions/active/status`, () =>
      HttpResponse.json({ data: { id: active()?.id ?? null } }),
    ),
    http.get(`${API}/v1/consultation_sessions/active`, () => {
      const session = active()
      return session ? HttpResponse.json({ data: { d_consultation_session: session } }) : notFound()
    }),
    http.post(`${API}/v1/consultation_sessions`, async ({ request }) => {
      const body = (await request.json()) as { consultation_type_id: string; force: boolean }
      const unfinished = active()
      if (unfinished && !body.force) {
        return HttpResponse.json(
          {
            error: { code: 'conflict', message: 'x', fields: { force: 'An unfinished consultation exists' } },
          },
          { status: 409 },
        )
      }
      if (unfinished) unfinished.status = 'finished'
      const session = consultationSession({
        id: `5e000000-0000-4000-8000-00000000000${++counter}`,
        status: 'created',
        consultation_type_id: body.consultation_type_id,
      })
      state.sessions.push(session)
      return HttpResponse.json({ data: { d_consultation_session: session } }, { status: 201 })
    }),
    http.get(`${API}/v1/consultation_sessions/:id/audios`, ({ params }) =>
      state.sessions.some((session) => session.id === params.id)
        ? HttpResponse.json({ data: { d_audios: state.audios[params.id as string] ?? [] } })
        : notFound(),
    ),
    http.get(`${API}/v1/custom_templates`, () =>
      HttpResponse.json({ data: { d_custom_templates: state.customTemplates } }),
    ),
    http.get(`${API}/v1/custom_documents`, () =>
      HttpResponse.json({ data: { d_custom_documents: state.customDocuments } }),
    ),
    http.get(`${API}/v1/consultation_sessions/:id`, ({ params }) => {
      const session = state.sessions.find((candidate) => candidate.id === params.id)
      return session ? HttpResponse.json({ data: { d_consultation_session: session } }) : notFound()
    }),
    http.put(`${API}/v1/consultation_sessions/:id`, async ({ request, params }) => {
      const session = state.sessions.find((candidate) => candidate.id === params.id)
      if (!session) return notFound()
      if (state.failNextSave) {
        const status = state.failNextSave
        state.failNextSave = null
        return HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status })
      }
      const body = (await request.json()) as { user_inputs: UserInput[] }
      session.user_inputs = body.user_inputs
      return HttpResponse.json({ data: { d_consultation_session: session } })
    }),
  )
  return state
}
