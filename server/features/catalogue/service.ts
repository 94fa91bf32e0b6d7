import type { ConsultationType, ConsultationTypeRequest, InputTemplate } from '../../../contract/catalogue'
import type { Language } from '../../../contract/common'
import {
  builtInTypeDto,
  builtInTypes,
  documentDto,
  documentSummary,
  documentsById,
  inputDto,
  inputsById,
  localize,
} from '../../catalogue/catalogue'
import { processorInputs } from '../../catalogue/content/inputs'
import { consultationTypes } from '../../catalogue/content/types'
import type { Text4 } from '../../catalogue/model'
import type { Db } from '../../db/connect'
import type { CustomSection, CustomTypeRow, InputTemplateRow } from '../../db/schema'
import { badRequest, notFound } from '../../http/errors'
import { isUuid } from '../../http/ids'
import { specialityExists } from '../accounts/store'
import * as store from './store'

/** Words the server itself writes into the catalogue's answers. */
const WORDS = {
  copy: { pt: 'cópia', en: 'copy', de: 'Kopie', es: 'copia' },
  mainNote: {
    pt: 'Nota da consulta',
    en: 'Consultation note',
    de: 'Konsultationsnotiz',
    es: 'Nota de la consulta',
  },
} satisfies Record<string, Text4>

function customTypeDto(row: CustomTypeRow, language: Language): ConsultationType {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    medical_speciality_id: row.medicalSpecialityId,
    sections: row.sections,
    inputs: row.inputs,
    selectable_documents: row.selectableDocumentIds
      .map((id) => documentsById.get(id))
      .filter((doc) => doc !== undefined)
      .map((doc) => documentSummary(doc, language)),
    custom: true,
    copied_from: row.copiedFrom,
    updated_at: row.updatedAt.toISOString(),
  }
}

const templateDto = (row: InputTemplateRow): InputTemplate => ({
  id: row.id,
  processor_input_id: row.processorInputId,
  name: row.name,
  content: row.content,
})

/** Escriba's types in catalogue order, then the clinician's own, newest first. */
export async function listTypes(db: Db, userId: string, language: Language) {
  const custom = await store.listCustomTypes(db, userId)
  return [
    ...consultationTypes.map((def) => builtInTypeDto(def, language)),
    ...custom.map((row) => customTypeDto(row, language)),
  ]
}

/** A built-in type, or one of the clinician's own; another clinician's type is not found. */
export async function getType(db: Db, userId: string, id: string, language: Language) {
  const builtIn = builtInTypes.get(id)
  if (builtIn) return builtInTypeDto(builtIn, language)
  const row = isUuid(id) ? await store.findCustomType(db, userId, id) : undefined
  if (!row) throw notFound('Consultation type')
  return customTypeDto(row, language)
}

/** Section keys from titles where the editor gave none: lower case, unique within the type. */
export function withKeys(
  sections: ConsultationTypeRequest['consultation_type']['sections'],
): CustomSection[] {
  const used = new Set<string>()
  return sections.map((section, index) => {
    const base =
      section.key ??
      (section.title
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '')
        .slice(0, 50) ||
        `section_${index + 1}`)
    let key = /^[a-z]/.test(base) ? base : `s_${base}`
    for (let n = 2; used.has(key); n++) key = `${base}_${n}`
    used.add(key)
    return {
      key,
      title: section.title,
      instruction: section.instruction,
      format: section.format,
      abbreviations: section.abbreviations,
    }
  })
}

async function checkedType(db: Db, body: ConsultationTypeRequest['consultation_type']) {
  const fields: Record<string, string> = {}
  if (!(await specialityExists(db, body.medical_speciality_id))) {
    fields['consultation_type.medical_speciality_id'] = 'Unknown medical speciality'
  }
  const seen = new Set<string>()
  body.inputs.forEach((input, i) => {
    if (!inputsById.has(input.processor_input_id)) {
      fields[`consultation_type.inputs.${i}.processor_input_id`] = 'Unknown input'
    } else if (seen.has(input.processor_input_id)) {
      fields[`consultation_type.inputs.${i}.processor_input_id`] = 'Listed twice'
    }
    seen.add(input.processor_input_id)
  })
  body.selectable_document_ids.forEach((id, i) => {
    if (!documentsById.has(id)) fields[`consultation_type.selectable_document_ids.${i}`] = 'Unknown document'
  })
  const keys = body.sections.map((s) => s.key).filter((k) => k !== undefined)
  keys.forEach((key, i) => {
    if (keys.indexOf(key) !== i) fields[`consultation_type.sections.${i}.key`] = 'Used by another section'
  })
  if (Object.keys(fields).length > 0) throw badRequest('The consultation type has invalid fields', fields)
  return {
    name: body.name,
    description: body.description,
    medicalSpecialityId: body.medical_speciality_id,
    sections: withKeys(body.sections),
    inputs: body.inputs,
    selectableDocumentIds: [...new Set(body.selectable_document_ids)],
  }
}

export async function createType(db: Db, userId: string, body: ConsultationTypeRequest, language: Language) {
  const row = await store.insertCustomType(db, userId, await checkedType(db, body.consultation_type))
  return customTypeDto(row, language)
}

export async function updateType(
  db: Db,
  userId: string,
  id: string,
  body: ConsultationTypeRequest,
  language: Language,
) {
  if (builtInTypes.has(id))
    throw badRequest("Escriba's consultation types are read-only: copy one to change it")
  const values = await checkedType(db, body.consultation_type)
  const row = isUuid(id) ? await store.updateCustomType(db, userId, id, values) : undefined
  if (!row) throw notFound('Consultation type')
  return customTypeDto(row, language)
}

export async function deleteType(db: Db, userId: string, id: string) {
  if (builtInTypes.has(id)) throw badRequest("Escriba's consultation types are read-only")
  if (!isUuid(id) || !(await store.deleteCustomType(db, userId, id))) throw notFound('Consultation type')
}

/** A new type of the clinician's, starting as a copy of a built-in one (in the request's language) or of their own. */
export async function copyType(db: Db, userId: string, id: string, language: Language) {
  const source = await getType(db, userId, id, language)
  const row = await store.insertCustomType(db, userId, {
    name: `${source.name} (${localize(WORDS.copy, language)})`.slice(0, 120),
    description: source.description,
    medicalSpecialityId: source.medical_speciality_id,
    sections: source.sections,
    inputs: source.inputs,
    selectableDocumentIds: source.selectable_documents.map((d) => d.id),
    copiedFrom: source.id,
  })
  return customTypeDto(row, language)
}

export async function getSelectableDocument(
  db: Db,
  userId: string,
  typeId: string,
  docId: string,
  language: Language,
) {
  const type = await getType(db, userId, typeId, language)
  const doc = documentsById.get(docId)
  if (!doc || !type.selectable_documents.some((d) => d.id === docId)) throw notFound('Selectable document')
  return documentDto(doc, language)
}

/** The main note and the selectable documents of a type. */
export async function reports(db: Db, userId: string, typeId: string, language: Language) {
  const type = await getType(db, userId, typeId, language)
  return [
    { id: 'main', name: localize(WORDS.mainNote, language), description: type.name, main: true },
    ...type.selectable_documents.map((d) => ({ ...d, main: false })),
  ]
}

export async function listInputs(db: Db, userId: string, language: Language) {
  const templates = await store.listInputTemplates(db, userId)
  return processorInputs.map((def) =>
    inputDto(def, language, templates.filter((t) => t.processorInputId === def.id).map(templateDto)),
  )
}

const requireInput = (id: string) => {
  if (!inputsById.has(id)) throw notFound('Processor input')
}

/** A template's name: the one given, else the start of its text. */
const nameFor = (name: string | undefined, content: string) =>
  name ?? (content.length > 40 ? `${content.slice(0, 40).trimEnd()}…` : content)

export async function createInputTemplate(
  db: Db,
  userId: string,
  inputId: string,
  body: { name?: string; content: string },
) {
  requireInput(inputId)
  const row = await store.insertInputTemplate(db, {
    ownerId: userId,
    processorInputId: inputId,
    name: nameFor(body.name, body.content),
    content: body.content,
  })
  return templateDto(row)
}

export async function updateInputTemplate(
  db: Db,
  userId: string,
  inputId: string,
  templateId: string,
  body: { name?: string; content: string },
) {
  requireInput(inputId)
  const row = await store.updateInputTemplate(
    db,
    { ownerId: userId, processorInputId: inputId, id: templateId },
    body.name === undefined ? { content: body.content } : { name: body.name, content: body.content },
  )
  if (!row) throw notFound('Template')
  return templateDto(row)
}

export async function deleteInputTemplate(db: Db, userId: string, inputId: string, templateId: string) {
  requireInput(inputId)
  if (
    !(await store.deleteInputTemplate(db, { ownerId: userId, processorInputId: inputId, id: templateId }))
  ) {
    throw notFound('Template')
  }
}
