import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { GeneratedDocument } from '../../contract/consultations'
import { mswServer, TEST_API, testApi } from '../../tests/unit/api-client'
import { consultationSession } from '../../tests/unit/fixtures'
import { createDocuments } from './documents'

const BASE = TEST_API
const server = mswServer()

const documents = () => createDocuments(testApi())

const doc: GeneratedDocument = {
  id: '0b8e6f1e-6f1c-4d57-9d0e-5f0c7d9a1b2c',
  name: 'main',
  status: 'pending',
  content: null,
  version: 0,
  error: null,
  created_at: '2025-01-01T09:30:00.000Z',
  updated_at: '2025-01-01T09:30:00.000Z',
  review: null,
  signoff: null,
}
/** The session's consultation type, with one selectable document. */
const consultationType = {
  id: 'ct-1',
  name: 'Medicina geral',
  description: '',
  medical_speciality_id: 'general_practice',
  sections: [],
  inputs: [],
  selectable_documents: [{ id: 'referral_letter', name: 'Carta', description: 'Para outro médico' }],
  custom: false,
  copied_from: null,
  updated_at: null,
}
const envelope = (document: GeneratedDocument) => ({ data: { d_generated_document: document } })
const session = `${BASE}/v1/consultation_sessions/s-1`

describe('documents service', () => {
  it('asks for the main note and for a selectable document by its id, with the chosen model', async () => {
    const seen: { path: string; body: unknown }[] = []
    server.use(
      http.post(`${session}/generated_documents/:name`, async ({ request, params }) => {
        seen.push({ path: String(params.name), body: await request.json() })
        return HttpResponse.json(envelope({ ...doc, name: String(params.name) }), { status: 202 })
      }),
    )
    expect((await documents().generate('s-1', 'main')).status).toBe('pending')
    await documents().generate('s-1', 'referral letter', { model: 'clinic-llama', temperature: 0.2 })
    expect(seen).toEqual([
      { path: 'main', body: {} },
      { path: 'referral letter', body: { model: 'clinic-llama', temperature: 0.2 } },
    ])
  })

  it('polls a document and refuses an answer the contract does not describe', async () => {
    server.use(
      http.get(`${session}/generated_documents/${doc.id}`, () =>
        HttpResponse.json(envelope({ ...doc, status: 'ready', content: '## A', version: 1 })),
      ),
      http.get(`${session}/generated_documents/broken`, () =>
        HttpResponse.json({ data: { d_generated_document: { id: 'x', status: 'done' } } }),
      ),
    )
    expect(await documents().document('s-1', doc.id)).toMatchObject({ status: 'ready', content: '## A' })
    await expect(documents().document('s-1', 'broken')).rejects.toMatchObject({ kind: 'invalid_response' })
  })

  it('sends one requested change per regeneration, as multipart', async () => {
    const forms: [string, string][][] = []
    server.use(
      http.post(`${session}/generated_documents/${doc.id}/regenerate`, async ({ request }) => {
        const form = await request.formData()
        forms.push(
          [...form.entries()].map(([key, value]) => [
            key,
            typeof value === 'string' ? value : `${(value as File).name} ${(value as File).type}`,
          ]),
        )
        return HttpResponse.json(
          envelope({ ...doc, status: form.has('requested_changes[markdown]') ? 'ready' : 'pending' }),
        )
      }),
    )
    const service = documents()
    await service.regenerate('s-1', doc.id, { kind: 'text', text: 'Acrescente a alergia' })
    await service.regenerate('s-1', doc.id, {
      kind: 'audio',
      audio: new Blob(['RIFF'], { type: 'audio/wav' }),
    })
    expect((await service.regenerate('s-1', doc.id, { kind: 'markdown', markdown: '## Novo' })).status).toBe(
      'ready',
    )
    expect(forms).toEqual([
      [['requested_changes[text]', 'Acrescente a alergia']],
      [['requested_changes[audio]', 'instruction.wav audio/wav']],
      [['requested_changes[markdown]', '## Novo']],
    ])
  })

  it('hands the server’s refusal on with its code (no credits, nothing to write from)', async () => {
    server.use(
      http.post(`${session}/generated_documents/main`, () =>
        HttpResponse.json(
          { error: { code: 'insufficient_credits', message: 'No credits left: contact support (a@b.pt)' } },
          { status: 402 },
        ),
      ),
    )
    await expect(documents().generate('s-1', 'main')).rejects.toMatchObject({
      code: 'insufficient_credits',
      status: 402,
    })
  })

  it('loads the session’s documents and its type’s selectable documents', async () => {
    server.use(
      http.get(session, () =>
        HttpResponse.json({
          data: { d_consultation_session: consultationSession({ generated_documents: [doc] }) },
        }),
      ),
      http.get(`${BASE}/v1/consultation_types/ct-1`, () =>
        HttpResponse.json({ data: { d_consultation_type: consultationType } }),
      ),
    )
    server.use(
      http.get(`${BASE}/v1/models`, () =>
        HttpResponse.json({
          data: { engine: 'llm', models: [{ id: 'm', private: true, experimental: false, default: true }] },
        }),
      ),
      http.get(`${BASE}/v1/custom_documents`, () =>
        HttpResponse.json({
          data: {
            d_custom_documents: [
              {
                id: 'e0000000-0000-4000-8000-000000000001',
                name: 'Carta para fisioterapia',
                description: 'Motivo · Plano',
                sections: [],
                organization: true,
                base_document_id: 'referral_letter',
                created_at: '2026-01-06T10:00:00.000Z',
              },
            ],
          },
        }),
      ),
    )
    const loaded = await documents().sessionDocuments('s-1')
    expect(loaded.custom).toEqual([
      {
        id: 'e0000000-0000-4000-8000-000000000001',
        name: 'Carta para fisioterapia',
        description: 'Motivo · Plano',
        organization: true,
        baseDocumentId: 'referral_letter',
      },
    ])
    expect(loaded.models).toEqual([{ id: 'm', private: true, experimental: false, default: true }])
    expect(loaded.typeName).toBe('Medicina geral')
    expect(loaded.selectable).toEqual([
      { id: 'referral_letter', name: 'Carta', description: 'Para outro médico' },
    ])
    expect(loaded.session.generated_documents).toEqual([doc])
  })

  it('loads without the models and the custom documents when they cannot be listed, saying so in the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = () =>
      HttpResponse.json({ error: { code: 'internal', message: 'Internal error' } }, { status: 500 })
    server.use(
      http.get(session, () => HttpResponse.json({ data: { d_consultation_session: consultationSession() } })),
      http.get(`${BASE}/v1/consultation_types/ct-1`, () =>
        HttpResponse.json({ data: { d_consultation_type: consultationType } }),
      ),
      http.get(`${BASE}/v1/models`, failing),
      http.get(`${BASE}/v1/custom_documents`, failing),
    )
    const loaded = await documents().sessionDocuments('s-1')
    expect([loaded.typeName, loaded.models, loaded.custom]).toEqual(['Medicina geral', [], []])
    expect(logged.mock.calls.map(([message]) => message).sort()).toEqual([
      'The custom documents could not be listed',
      'The generation models could not be listed',
    ])
    logged.mockRestore()
  })

  it('sends feedback and lists the models', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${session}/feedback`, async ({ request }) => {
        bodies.push(await request.json())
        return new HttpResponse(null, { status: 201 })
      }),
      http.get(`${BASE}/v1/models`, () =>
        HttpResponse.json({
          data: { engine: 'llm', models: [{ id: 'm', private: true, experimental: false, default: true }] },
        }),
      ),
    )
    const feedback = {
      doctor_satisfaction: 9,
      patient_satisfaction: 8,
      notes_quality: 7,
      editing_time: '1 to 5 min' as const,
      share_publicly_anonymously: false,
    }
    await documents().sendFeedback('s-1', feedback)
    expect(bodies).toEqual([feedback])
    expect((await documents().models()).models[0]).toMatchObject({ id: 'm', private: true })
  })
})
