import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { mswServer, TEST_API, testApi } from '../../tests/unit/api-client'
import { clinician } from '../../tests/unit/fixtures'
import { sampleDocument, sampleInputs, sampleTypes } from '../machines/shared/catalogue-samples'
import { ApiError } from './api'
import { createCatalogue } from './catalogue'

const BASE = TEST_API
const server = mswServer()

const catalogue = () => createCatalogue(testApi({ language: 'de' }))

const type = sampleTypes[0]!
const specialities = [{ id: 'general_practice', name: 'Allgemeinmedizin' }]

describe('catalogue service', () => {
  it('reads /start in the interface language: the types and the specialities', async () => {
    let language: string | null = null
    server.use(
      http.get(`${BASE}/start`, ({ request }) => {
        language = request.headers.get('accept-language')
        return HttpResponse.json({
          data: {
            d_user: clinician,
            d_consultation_types: sampleTypes,
            d_medical_specialities: specialities,
          },
        })
      }),
    )
    expect(await catalogue().start()).toEqual({ types: sampleTypes, specialities })
    expect(language).toBe('de')
  })

  it('refuses an answer that is not the contract', async () => {
    server.use(http.get(`${BASE}/v1/consultation_types`, () => HttpResponse.json({ data: { types: [] } })))
    await expect(catalogue().consultationTypes()).rejects.toMatchObject({ kind: 'invalid_response' })
  })

  it('creates, changes, copies and deletes a type with the editor body', async () => {
    const seen: [string, unknown][] = []
    const answer = async ({ request }: { request: Request }) => {
      const text = await request.text()
      seen.push([`${request.method} ${new URL(request.url).pathname}`, text ? JSON.parse(text) : undefined])
      return HttpResponse.json({ data: { d_consultation_type: type } }, { status: 201 })
    }
    server.use(
      http.post(`${BASE}/v1/consultation_types`, answer),
      http.put(`${BASE}/v1/consultation_types/:id`, answer),
      http.post(`${BASE}/v1/consultation_types/:id/copy`, answer),
      http.delete(`${BASE}/v1/consultation_types/:id`, () => new HttpResponse(null, { status: 204 })),
    )
    const draft = {
      name: 'Cessação tabágica',
      description: '',
      medical_speciality_id: 'general_practice',
      sections: [{ title: 'Plano', instruction: '', format: 'prose' as const, abbreviations: false }],
      inputs: [],
      selectable_document_ids: [],
    }
    const service = catalogue()
    expect(await service.createType(draft)).toEqual(type)
    await service.updateType('t/1', draft)
    await service.copyType('cardiology')
    await service.deleteType('t-2')
    expect(seen).toEqual([
      ['POST /v1/consultation_types', { consultation_type: draft }],
      ['PUT /v1/consultation_types/t%2F1', { consultation_type: draft }],
      ['POST /v1/consultation_types/cardiology/copy', undefined],
    ])
  })

  it('reads a selectable document and the inputs with their templates', async () => {
    server.use(
      http.get(`${BASE}/v1/consultation_types/:id/selectable_documents/:docId`, ({ params }) =>
        params.id === 'general_practice_soap' && params.docId === 'referral_letter'
          ? HttpResponse.json({ data: { d_selectable_document: sampleDocument } })
          : HttpResponse.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 }),
      ),
      http.get(`${BASE}/v1/processor_inputs`, () =>
        HttpResponse.json({ data: { d_processor_inputs: sampleInputs } }),
      ),
    )
    const service = catalogue()
    expect(await service.selectableDocument('general_practice_soap', 'referral_letter')).toEqual(
      sampleDocument,
    )
    const missing = await service.selectableDocument('cardiology', 'referral_letter').catch((error) => error)
    expect(missing).toBeInstanceOf(ApiError)
    expect(missing).toMatchObject({ code: 'not_found', status: 404 })
    expect((await service.processorInputs())[1]!.templates).toHaveLength(1)
  })

  it('saves, changes and deletes an input template', async () => {
    const template = sampleInputs[1]!.templates[0]!
    const bodies: unknown[] = []
    server.use(
      http.post(`${BASE}/v1/processor_inputs/physical_exam/templates`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ data: { d_template: template } }, { status: 201 })
      }),
      http.put(`${BASE}/v1/processor_inputs/physical_exam/templates/${template.id}`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ data: { d_template: template } })
      }),
      http.delete(
        `${BASE}/v1/processor_inputs/physical_exam/templates/${template.id}`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    )
    const service = catalogue()
    expect(
      await service.createTemplate('physical_exam', { name: 'Normal', content: 'Bom estado geral.' }),
    ).toEqual(template)
    await service.updateTemplate('physical_exam', template.id, { content: 'Bom estado.' })
    await service.deleteTemplate('physical_exam', template.id)
    expect(bodies).toEqual([
      { template: { name: 'Normal', content: 'Bom estado geral.' } },
      { template: { content: 'Bom estado.' } },
    ])
  })
})
