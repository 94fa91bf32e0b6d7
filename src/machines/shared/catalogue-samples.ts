import type { ConsultationType, ProcessorInput, SelectableDocument } from '../../../contract/catalogue'
import type { ConsultationSession } from '../../../contract/consultations'

// Sample catalogue payloads for the statechart docs (`pathOptions` of the catalogue machines): fixed, so
// the generated pages come out the same on every run.

const section = (key: string, title: string, instruction: string) => ({
  key,
  title,
  instruction,
  format: 'prose' as const,
  abbreviations: false,
})

/** An Escriba type (read-only), a second one, and one of the clinician's own. */
export const sampleTypes: ConsultationType[] = [
  {
    id: 'general_practice_soap',
    name: 'Consulta de Medicina Geral e Familiar (SOAP)',
    description: 'Nota SOAP de uma consulta de medicina geral e familiar',
    medical_speciality_id: 'general_practice',
    sections: [
      section('subjective', 'Subjetivo', 'Motivo da consulta e história da doença atual'),
      section('plan', 'Plano', 'Terapêutica, exames pedidos e seguimento'),
    ],
    inputs: [
      { processor_input_id: 'bloodpressure', mandatory: false },
      { processor_input_id: 'physical_exam', mandatory: false },
    ],
    selectable_documents: [{ id: 'referral_letter', name: 'Carta de referenciação', description: 'Carta' }],
    custom: false,
    copied_from: null,
    updated_at: null,
  },
  {
    id: 'cardiology',
    name: 'Consulta de Cardiologia',
    description: 'Avaliação cardiovascular',
    medical_speciality_id: 'cardiology',
    sections: [section('assessment', 'Avaliação', 'Diagnósticos e risco cardiovascular')],
    inputs: [{ processor_input_id: 'bloodpressure', mandatory: true }],
    selectable_documents: [],
    custom: false,
    copied_from: null,
    updated_at: null,
  },
  {
    id: '7d3c1c55-0d4f-4c47-9d37-6f1f8a3b2a10',
    name: 'Consulta de cessação tabágica',
    description: 'Seguimento de fumadores',
    medical_speciality_id: 'general_practice',
    sections: [
      section('habits', 'Hábitos tabágicos', 'Unidades maço-ano'),
      section('plan', 'Plano', 'Data de paragem e terapêutica'),
    ],
    inputs: [{ processor_input_id: 'physical_exam', mandatory: true }],
    selectable_documents: [],
    custom: true,
    copied_from: null,
    updated_at: '2026-01-10T10:00:00.000Z',
  },
]

const inputFields = {
  help: '',
  unit: null,
  min: null,
  max: null,
  options: [],
}

/** Blood pressure (with its diastolic part), a text input with a saved template, a date and a select. */
export const sampleInputs: ProcessorInput[] = [
  {
    ...inputFields,
    id: 'bloodpressure',
    label: 'Pressão arterial sistólica',
    type: 'number',
    unit: 'mmHg',
    min: 50,
    max: 300,
    secondary: {
      ...inputFields,
      id: 'bloodpressure_diastolic',
      label: 'Pressão arterial diastólica',
      type: 'number',
      unit: 'mmHg',
      min: 20,
      max: 200,
    },
    templates: [],
  },
  {
    ...inputFields,
    id: 'physical_exam',
    label: 'Exame objetivo',
    type: 'text',
    secondary: null,
    templates: [
      {
        id: '0b4b1d2e-6a7c-4f00-9a55-000000000001',
        processor_input_id: 'physical_exam',
        name: 'Normal',
        content: 'Bom estado geral. AC rítmica, sem sopros.',
      },
    ],
  },
  {
    ...inputFields,
    id: 'next_consultation_date',
    label: 'Próxima consulta',
    type: 'date',
    secondary: null,
    templates: [],
  },
  {
    ...inputFields,
    id: 'nyha_class',
    label: 'Classe NYHA',
    type: 'select',
    options: [
      { value: 'i', label: 'I' },
      { value: 'ii', label: 'II' },
    ],
    secondary: null,
    templates: [],
  },
]

/** A consultation just started, of the first sample type. */
export const sampleConsultationSession: ConsultationSession = {
  id: '5f0e7c1a-3b9d-4e2f-8a61-2c4d6e8f0a12',
  status: 'created',
  show_transcription: false,
  consultation_type_id: 'general_practice_soap',
  mobile: false,
  force: false,
  started_at: '2026-01-10T09:00:00.000Z',
  finished_at: null,
  purge_at: null,
  purged_at: null,
  mode: 'consultation',
  language: 'pt',
  transcription: null,
  notes: null,
  user_inputs: [],
  generated_documents: [],
  deleted: false,
  created_at: '2026-01-10T09:00:00.000Z',
}

/** A finished consultation of the first sample type, as the home page and the history list it. */
export const sampleFinishedSession = (overrides: Partial<ConsultationSession> = {}): ConsultationSession => ({
  ...sampleConsultationSession,
  id: 's-1',
  status: 'finished',
  finished_at: '2026-01-10T09:20:00.000Z',
  purge_at: '2026-01-10T10:20:00.000Z',
  ...overrides,
})

/** A selectable document of the first sample type. */
export const sampleDocument: SelectableDocument = {
  id: 'referral_letter',
  name: 'Carta de referenciação',
  description: 'Carta para outro médico',
  sections: [section('reason', 'Motivo da referenciação', 'O que se pede ao colega e porquê')],
}
