import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../../contract/common'
import { selectableDocuments } from '../../server/catalogue/content/documents'
import { processorInputs } from '../../server/catalogue/content/inputs'
import { consultationTypes } from '../../server/catalogue/content/types'
import type { ProcessorInputDef, SectionDef, Text4 } from '../../server/catalogue/model'

/** The ids of the medical_specialities seed. */
const SPECIALITIES = [
  'general_practice',
  'internal_medicine',
  'cardiology',
  'paediatrics',
  'psychiatry',
  'psychology',
  'gynaecology_obstetrics',
  'orthopaedics',
  'dermatology',
  'endocrinology',
  'neurology',
  'gastroenterology',
  'pulmonology',
  'nephrology',
  'urology',
  'ophthalmology',
  'otorhinolaryngology',
  'rheumatology',
  'oncology',
  'general_surgery',
  'emergency_medicine',
  'physical_medicine',
  'occupational_medicine',
  'infectious_diseases',
  'geriatrics',
  'dentistry',
  'nursing',
  'nutrition',
  'physiotherapy',
  'other',
]

/**
 * Words that are truly the same in two languages, so equal texts there are not a missed translation.
 * Portuguese and Spanish share much clinical vocabulary, so only their long texts are compared.
 */
const SHARED_WORDS = new Set(['Plan', 'P — Plan', 'Bilateral'])
const PT_ES_MIN_LENGTH = 40

const snakeCase = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/

const sectionTexts = (path: string, sections: SectionDef[]) =>
  sections.flatMap((s) => [
    { path: `${path}.sections.${s.key}.title`, text: s.title },
    { path: `${path}.sections.${s.key}.instruction`, text: s.instruction },
  ])

const inputTexts = (path: string, input: Omit<ProcessorInputDef, 'secondary'>) => [
  { path: `${path}.label`, text: input.label },
  { path: `${path}.help`, text: input.help },
  ...(input.options ?? []).map((o) => ({ path: `${path}.options.${o.value}`, text: o.label })),
]

/** Every text of the catalogue, with where it is. */
const allTexts: { path: string; text: Text4 }[] = [
  ...consultationTypes.flatMap((t) => [
    { path: `types.${t.id}.name`, text: t.name },
    { path: `types.${t.id}.description`, text: t.description },
    ...sectionTexts(`types.${t.id}`, t.main.sections),
  ]),
  ...processorInputs.flatMap((i) => [
    ...inputTexts(`inputs.${i.id}`, i),
    ...(i.secondary ? inputTexts(`inputs.${i.id}.secondary`, i.secondary) : []),
  ]),
  ...selectableDocuments.flatMap((d) => [
    { path: `documents.${d.id}.name`, text: d.name },
    { path: `documents.${d.id}.description`, text: d.description },
    ...sectionTexts(`documents.${d.id}`, d.sections),
  ]),
]

const allSections = [
  ...consultationTypes.map((t) => ({ path: `types.${t.id}`, sections: t.main.sections })),
  ...selectableDocuments.map((d) => ({ path: `documents.${d.id}`, sections: d.sections })),
]

const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i)

const inputsById = new Map(processorInputs.map((i) => [i.id, i]))
const documentIds = new Set(selectableDocuments.map((d) => d.id))

describe('clinical catalogue content', () => {
  it('has every text in pt, en, de and es', () => {
    const missing = allTexts.flatMap(({ path, text }) => [
      ...LANGUAGES.filter((l) => typeof text[l] !== 'string' || text[l].trim() === '').map(
        (l) => `${path}.${l}`,
      ),
      ...Object.keys(text)
        .filter((k) => !LANGUAGES.includes(k as Language))
        .map((k) => `${path}.${k} (not a language)`),
    ])
    expect(missing).toEqual([])
    expect(allTexts.length).toBeGreaterThan(300)
  })

  it('translates rather than copies a text from one language to another', () => {
    const copies: string[] = []
    for (const { path, text } of allTexts) {
      LANGUAGES.forEach((a, i) => {
        for (const b of LANGUAGES.slice(i + 1)) {
          const same = text[a] === text[b]
          const iberian = (a === 'pt' && b === 'es') || (a === 'es' && b === 'pt')
          const minLength = iberian ? PT_ES_MIN_LENGTH : 4
          if (same && text[a].length >= minLength && !SHARED_WORDS.has(text[a])) {
            copies.push(`${path}: ${a} = ${b} = '${text[a]}'`)
          }
        }
      })
    }
    expect(copies).toEqual([])
  })

  it('tells the engine in every section never to invent, in each language', () => {
    const rule: Text4 = { pt: 'Não inventar', en: 'Do not invent', de: 'Nichts erfinden', es: 'No inventar' }
    const without = allSections.flatMap(({ path, sections }) =>
      sections.flatMap((s) =>
        LANGUAGES.filter((l) => !s.instruction[l].includes(rule[l])).map((l) => `${path}.${s.key}.${l}`),
      ),
    )
    expect(without).toEqual([])
  })

  it('gives every type, input, document and option a unique snake_case id', () => {
    const typeIds = consultationTypes.map((t) => t.id)
    const inputIds = processorInputs.flatMap((i) => [i.id, ...(i.secondary ? [i.secondary.id] : [])])
    const docIds = selectableDocuments.map((d) => d.id)
    for (const ids of [typeIds, inputIds, docIds]) {
      expect(duplicates(ids)).toEqual([])
      expect(ids.filter((id) => !snakeCase.test(id))).toEqual([])
    }
    for (const input of processorInputs) {
      const values = (input.options ?? []).map((o) => o.value)
      expect(duplicates(values), input.id).toEqual([])
      expect(
        values.filter((v) => !snakeCase.test(v)),
        input.id,
      ).toEqual([])
    }
  })

  it('keeps section keys snake_case and unique within each template, and no template empty', () => {
    for (const { path, sections } of allSections) {
      const keys = sections.map((s) => s.key)
      expect(keys.length, path).toBeGreaterThan(0)
      expect(duplicates(keys), path).toEqual([])
      expect(
        keys.filter((k) => !snakeCase.test(k)),
        path,
      ).toEqual([])
    }
  })

  it('resolves every input and document a type refers to, each once', () => {
    for (const type of consultationTypes) {
      const inputs = type.inputs.map((i) => i.id)
      expect(duplicates(inputs), type.id).toEqual([])
      expect(
        inputs.filter((id) => !inputsById.has(id)),
        type.id,
      ).toEqual([])
      expect(duplicates(type.documents), type.id).toEqual([])
      expect(
        type.documents.filter((id) => !documentIds.has(id)),
        type.id,
      ).toEqual([])
    }
  })

  it('offers every input and document in at least one type', () => {
    const usedInputs = new Set(consultationTypes.flatMap((t) => t.inputs.map((i) => i.id)))
    const usedDocs = new Set(consultationTypes.flatMap((t) => t.documents))
    expect(processorInputs.map((i) => i.id).filter((id) => !usedInputs.has(id))).toEqual([])
    expect(selectableDocuments.map((d) => d.id).filter((id) => !usedDocs.has(id))).toEqual([])
  })

  it('groups every type under a seeded medical speciality', () => {
    const seed = readFileSync(
      join(process.cwd(), 'server/db/migrations/0002_seed_medical_specialities.sql'),
      'utf8',
    )
    const seeded = [...seed.matchAll(/\(\s*'([a-z_]+)',\s*'\{/g)].map((m) => m[1])
    expect(seeded.sort()).toEqual([...SPECIALITIES].sort())
    expect(consultationTypes.filter((t) => !SPECIALITIES.includes(t.specialityId)).map((t) => t.id)).toEqual(
      [],
    )
  })

  it('gives number inputs a unit and a range, select inputs two options or more, and others neither', () => {
    const fields = processorInputs.flatMap((i) => [i, ...(i.secondary ? [i.secondary] : [])])
    for (const input of fields) {
      if (input.type === 'number') {
        expect(input.unit?.trim(), input.id).toBeTruthy()
        expect(typeof input.min === 'number' && typeof input.max === 'number', input.id).toBe(true)
        expect(input.min!, input.id).toBeLessThan(input.max!)
      } else {
        expect([input.unit, input.min, input.max], input.id).toEqual([undefined, undefined, undefined])
      }
      if (input.type === 'select') expect(input.options?.length ?? 0, input.id).toBeGreaterThanOrEqual(2)
      else expect(input.options, input.id).toBeUndefined()
    }
  })

  it("has the spec's notes payload fields with their ids, types, units and ranges", () => {
    const expected: Record<string, Partial<ProcessorInputDef>> = {
      previous_consultation: { type: 'text' },
      exams_data: { type: 'text' },
      physical_exam: { type: 'text' },
      extra_text: { type: 'text' },
      bloodpressure: { type: 'number', unit: 'mmHg', min: 50, max: 300 },
      hemoglobinac: { type: 'number', unit: '%', min: 3, max: 20 },
      colesterol: { type: 'number', unit: 'mg/dL', min: 50, max: 700 },
      weightmassindex: { type: 'number', unit: 'kg/m²', min: 10, max: 80 },
      next_consultation_date: { type: 'date' },
      medication: { type: 'text' },
    }
    for (const [id, fields] of Object.entries(expected)) {
      expect(inputsById.get(id), id).toMatchObject(fields)
    }
    expect(inputsById.get('bloodpressure')?.secondary).toMatchObject({
      id: 'bloodpressure_diastolic',
      type: 'number',
      unit: 'mmHg',
      min: 20,
      max: 200,
    })
  })

  it('has the consultation types and documents the catalogue promises', () => {
    expect(consultationTypes.map((t) => t.id)).toEqual(
      expect.arrayContaining([
        'general_practice_soap',
        'chronic_follow_up',
        'cardiology',
        'paediatrics',
        'psychiatry',
        'gynaecology_obstetrics',
        'orthopaedics',
        'dermatology',
        'free_dictation',
      ]),
    )
    const basics = ['referral_letter', 'sick_note', 'patient_instructions', 'summary_letter', 'exam_request']
    expect([...documentIds]).toEqual(expect.arrayContaining(basics))
    for (const type of consultationTypes)
      expect(type.documents, type.id).toEqual(expect.arrayContaining(basics))
  })

  it('follows diabetes and hypertension with the structured payload fields', () => {
    const inputs = consultationTypes.find((t) => t.id === 'chronic_follow_up')!.inputs.map((i) => i.id)
    expect(inputs).toEqual(
      expect.arrayContaining([
        'bloodpressure',
        'hemoglobinac',
        'colesterol',
        'weightmassindex',
        'medication',
        'next_consultation_date',
        'exams_data',
      ]),
    )
  })

  it('makes few fields mandatory, so an inapplicable field never blocks a clinician', () => {
    for (const type of consultationTypes) {
      expect(type.inputs.filter((i) => i.mandatory).length, type.id).toBeLessThanOrEqual(2)
    }
  })

  it('keeps free dictation to one prose section and a minimal form', () => {
    const dictation = consultationTypes.find((t) => t.id === 'free_dictation')!
    expect(dictation.main.sections).toHaveLength(1)
    expect(dictation.main.sections[0]!.style.format).toBe('prose')
    expect(dictation.inputs.length).toBeLessThanOrEqual(2)
    expect(dictation.inputs.every((i) => !i.mandatory)).toBe(true)
  })

  it('writes documents for patients and other services without abbreviations', () => {
    for (const id of ['patient_instructions', 'sick_note', 'referral_letter', 'safety_plan']) {
      const doc = selectableDocuments.find((d) => d.id === id)!
      expect(
        doc.sections.filter((s) => s.style.abbreviations).map((s) => s.key),
        id,
      ).toEqual([])
    }
  })
})
