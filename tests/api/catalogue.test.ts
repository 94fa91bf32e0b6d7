import { beforeAll, describe, expect, it } from 'vitest'
import { callAs, testAppForFile } from './test-app'
import { signedInUser, speaking } from './users'

const t = testAppForFile()
let ana: Awaited<ReturnType<typeof signedInUser>>
let rui: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  ana = await signedInUser(t)
  rui = await signedInUser(t)
})

const as = callAs(t)

const customType = (overrides: object = {}) => ({
  consultation_type: {
    name: 'Consulta de cessação tabágica',
    description: 'Seguimento de fumadores em cessação',
    medical_speciality_id: 'general_practice',
    sections: [
      {
        title: 'Hábitos tabágicos',
        instruction: 'Unidades maço-ano, tentativas anteriores',
        format: 'bullets',
      },
      { title: 'Plano', instruction: 'Data de paragem, terapêutica, próxima consulta' },
    ],
    inputs: [{ processor_input_id: 'medication', mandatory: false }],
    selectable_document_ids: ['patient_instructions'],
    ...overrides,
  },
})

describe('consultation types', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/consultation_types' })).statusCode).toBe(401)
  })

  it('lists the catalogue in the language of the request', async () => {
    const pt = (await as(speaking(ana, 'pt-PT'), 'GET', '/v1/consultation_types')).json().data
      .d_consultation_types
    const de = (await as(speaking(ana, 'de-DE,de;q=0.9'), 'GET', '/v1/consultation_types')).json().data
      .d_consultation_types
    const ids = pt.map((c: { id: string }) => c.id)
    for (const id of [
      'general_practice_soap',
      'chronic_follow_up',
      'cardiology',
      'paediatrics',
      'psychiatry',
    ]) {
      expect(ids).toContain(id)
    }
    for (const id of ['gynaecology_obstetrics', 'orthopaedics', 'dermatology', 'free_dictation'])
      expect(ids).toContain(id)
    const soapPt = pt.find((c: { id: string }) => c.id === 'general_practice_soap')
    const soapDe = de.find((c: { id: string }) => c.id === 'general_practice_soap')
    expect(soapPt.name).not.toBe(soapDe.name)
    expect(soapPt.sections.length).toBeGreaterThanOrEqual(4)
    expect(soapPt.sections[0]).toMatchObject({
      key: expect.any(String),
      title: expect.any(String),
      instruction: expect.any(String),
    })
    expect(soapPt.custom).toBe(false)
  })

  it('answers one type, and 404 for an unknown one', async () => {
    const res = await as(speaking(ana, 'en'), 'GET', '/v1/consultation_types/chronic_follow_up')
    expect(res.statusCode).toBe(200)
    const inputs = res
      .json()
      .data.d_consultation_type.inputs.map((i: { processor_input_id: string }) => i.processor_input_id)
    expect(inputs).toEqual(
      expect.arrayContaining(['bloodpressure', 'hemoglobinac', 'colesterol', 'weightmassindex']),
    )
    expect((await as(ana, 'GET', '/v1/consultation_types/astrology')).statusCode).toBe(404)
    expect(
      (await as(ana, 'GET', '/v1/consultation_types/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404)
  })

  it('lets a clinician create, edit, copy and delete their own types, invisible to others', async () => {
    const created = await as(ana, 'POST', '/v1/consultation_types', customType())
    expect(created.statusCode).toBe(201)
    const type = created.json().data.d_consultation_type
    expect(type).toMatchObject({ custom: true, name: 'Consulta de cessação tabágica' })
    expect(type.sections.map((s: { key: string }) => s.key)).toEqual(['habitos_tabagicos', 'plano'])
    expect(type.sections[1]).toMatchObject({ format: 'prose', abbreviations: false })

    const listed = (await as(ana, 'GET', '/v1/consultation_types')).json().data.d_consultation_types
    expect(listed.map((c: { id: string }) => c.id)).toContain(type.id)
    const othersList = (await as(rui, 'GET', '/v1/consultation_types')).json().data.d_consultation_types
    expect(othersList.map((c: { id: string }) => c.id)).not.toContain(type.id)
    expect((await as(rui, 'GET', `/v1/consultation_types/${type.id}`)).statusCode).toBe(404)
    expect((await as(rui, 'PUT', `/v1/consultation_types/${type.id}`, customType())).statusCode).toBe(404)
    expect((await as(rui, 'DELETE', `/v1/consultation_types/${type.id}`)).statusCode).toBe(404)

    const edited = await as(
      ana,
      'PUT',
      `/v1/consultation_types/${type.id}`,
      customType({ name: 'Cessação tabágica' }),
    )
    expect(edited.json().data.d_consultation_type.name).toBe('Cessação tabágica')

    const copy = await as(ana, 'POST', `/v1/consultation_types/${type.id}/copy`)
    expect(copy.statusCode).toBe(201)
    expect(copy.json().data.d_consultation_type).toMatchObject({
      name: 'Cessação tabágica (cópia)',
      copied_from: type.id,
    })

    expect((await as(ana, 'DELETE', `/v1/consultation_types/${type.id}`)).statusCode).toBe(204)
    expect((await as(ana, 'GET', `/v1/consultation_types/${type.id}`)).statusCode).toBe(404)
  })

  it('keeps the built-in types read-only but copies them in the language of the request', async () => {
    const put = await as(ana, 'PUT', '/v1/consultation_types/cardiology', customType())
    expect(put.statusCode).toBe(400)
    expect((await as(ana, 'DELETE', '/v1/consultation_types/cardiology')).statusCode).toBe(400)
    const copy = await as(speaking(ana, 'en'), 'POST', '/v1/consultation_types/cardiology/copy')
    const original = (await as(speaking(ana, 'en'), 'GET', '/v1/consultation_types/cardiology')).json().data
      .d_consultation_type
    expect(copy.json().data.d_consultation_type).toMatchObject({
      name: `${original.name} (copy)`,
      copied_from: 'cardiology',
      sections: original.sections,
    })
  })

  it.each([
    [{ name: 'Ab' }, 'consultation_type.name'],
    [{ sections: [] }, 'consultation_type.sections'],
    [{ sections: [{ title: '' }] }, 'consultation_type.sections.0.title'],
    [{ sections: [{ title: 'A', format: 'table' }] }, 'consultation_type.sections.0.format'],
    [{ medical_speciality_id: 'astrology' }, 'consultation_type.medical_speciality_id'],
    [
      { inputs: [{ processor_input_id: 'shoe_size', mandatory: true }] },
      'consultation_type.inputs.0.processor_input_id',
    ],
    [{ selectable_document_ids: ['horoscope'] }, 'consultation_type.selectable_document_ids.0'],
    [
      {
        sections: [
          { key: 'a', title: 'A' },
          { key: 'a', title: 'B' },
        ],
      },
      'consultation_type.sections.1.key',
    ],
  ])('refuses %o naming %s', async (overrides, field) => {
    const res = await as(ana, 'POST', '/v1/consultation_types', customType(overrides))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toHaveProperty([field])
  })
})

describe('selectable documents and reports', () => {
  it('answers a document of the type in the language of the request', async () => {
    const type = (await as(ana, 'GET', '/v1/consultation_types/general_practice_soap')).json().data
      .d_consultation_type
    const docId = type.selectable_documents[0].id
    const inLanguage = (language: string) =>
      as(
        speaking(ana, language),
        'GET',
        `/v1/consultation_types/general_practice_soap/selectable_documents/${docId}`,
      )
    const es = await inLanguage('es')
    const pt = await inLanguage('pt')
    expect(es.statusCode).toBe(200)
    expect(es.json().data.d_selectable_document.sections.length).toBeGreaterThan(0)
    expect(es.json().data.d_selectable_document.name).not.toBe(pt.json().data.d_selectable_document.name)
  })

  it('answers 404 for a document the type does not offer', async () => {
    const res = await as(
      ana,
      'GET',
      '/v1/consultation_types/free_dictation/selectable_documents/nothing_like_this',
    )
    expect(res.statusCode).toBe(404)
  })

  it('lists the main note and the documents of a type as its reports', async () => {
    const res = await as(speaking(ana, 'en'), 'GET', '/template/general_practice_soap/reports')
    const reports = res.json().data.reports
    expect(reports[0]).toMatchObject({ id: 'main', name: 'Consultation note', main: true })
    expect(reports.slice(1).map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining(['referral_letter', 'sick_note']),
    )
  })
})

describe('processor inputs and their templates', () => {
  it('lists the inputs with units, ranges and the secondary part of blood pressure', async () => {
    const inputs = (await as(speaking(ana, 'en'), 'GET', '/v1/processor_inputs')).json().data
      .d_processor_inputs
    const byId = Object.fromEntries(inputs.map((i: { id: string }) => [i.id, i]))
    for (const id of [
      'previous_consultation',
      'exams_data',
      'physical_exam',
      'extra_text',
      'bloodpressure',
      'hemoglobinac',
      'colesterol',
      'weightmassindex',
      'next_consultation_date',
      'medication',
    ]) {
      expect(byId[id], id).toBeDefined()
    }
    expect(byId.bloodpressure).toMatchObject({ type: 'number', unit: 'mmHg', secondary: { unit: 'mmHg' } })
    expect(byId.hemoglobinac).toMatchObject({ type: 'number', unit: '%' })
    expect(byId.next_consultation_date.type).toBe('date')
  })

  it('keeps each clinician their own templates, grouped by input', async () => {
    const created = await as(ana, 'POST', '/v1/processor_inputs/physical_exam/templates', {
      template: {
        name: 'Normal',
        content: 'Bom estado geral. AC: rítmico, sem sopros. AP: MV presente, sem ruídos.',
      },
    })
    expect(created.statusCode).toBe(201)
    const template = created.json().data.d_template
    expect(template).toMatchObject({ processor_input_id: 'physical_exam', name: 'Normal' })

    const mine = (await as(ana, 'GET', '/v1/processor_inputs')).json().data.d_processor_inputs
    expect(mine.find((i: { id: string }) => i.id === 'physical_exam').templates).toEqual([template])
    const theirs = (await as(rui, 'GET', '/v1/processor_inputs')).json().data.d_processor_inputs
    expect(theirs.find((i: { id: string }) => i.id === 'physical_exam').templates).toEqual([])

    const url = `/v1/processor_inputs/physical_exam/templates/${template.id}`
    expect((await as(rui, 'PUT', url, { template: { content: 'x' } })).statusCode).toBe(404)
    expect((await as(rui, 'DELETE', url)).statusCode).toBe(404)

    const edited = await as(ana, 'PUT', url, { template: { content: 'Bom estado geral.' } })
    expect(edited.json().data.d_template).toMatchObject({ name: 'Normal', content: 'Bom estado geral.' })
    expect((await as(ana, 'DELETE', url)).statusCode).toBe(204)
    expect((await as(ana, 'DELETE', url)).statusCode).toBe(404)
  })

  it('names a template after its text when no name is given', async () => {
    const res = await as(ana, 'POST', '/v1/processor_inputs/medication/templates', {
      template: { content: 'Metformina 1000 mg 2x/dia; Ramipril 5 mg 1x/dia; Atorvastatina 20 mg ao deitar' },
    })
    expect(res.json().data.d_template.name).toBe('Metformina 1000 mg 2x/dia; Ramipril 5 mg…')
  })

  it.each([
    [{ template: { content: '' } }, 'template.content'],
    [{ template: { content: 'x'.repeat(20_001) } }, 'template.content'],
    [{ template: {} }, 'template.content'],
    [{}, 'template'],
  ])('refuses the template body %# naming %s', async (body, field) => {
    const res = await as(ana, 'POST', '/v1/processor_inputs/medication/templates', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toHaveProperty([field])
  })

  it('answers 404 for an unknown input or a malformed template id', async () => {
    expect(
      (await as(ana, 'POST', '/v1/processor_inputs/shoe_size/templates', { template: { content: 'x' } }))
        .statusCode,
    ).toBe(404)
    const res = await as(ana, 'DELETE', '/v1/processor_inputs/medication/templates/not-a-uuid')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toHaveProperty('templateId')
  })
})

describe('start', () => {
  it('answers the user, the consultation types and the specialities in one call', async () => {
    const res = await as(speaking(ana, 'es'), 'GET', '/start')
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.d_user.id).toBe(ana.user.id)
    expect(data.d_consultation_types.length).toBeGreaterThanOrEqual(9)
    expect(data.d_medical_specialities).toContainEqual({ id: 'cardiology', name: 'Cardiología' })
  })
})
