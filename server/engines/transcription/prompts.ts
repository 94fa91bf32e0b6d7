import type { Language } from '../../../contract/common'

/**
 * Prompt presets: Whisper takes the prompt as preceding text, so a short passage with the vocabulary of a
 * consultation steers spelling of drug names, abbreviations and units. `standard` is the default.
 */
export const PROMPT_PRESETS: Record<string, Record<Language, string>> = {
  standard: {
    pt: 'Consulta médica. Médico e doente conversam sobre sintomas, antecedentes, medicação e plano.',
    en: 'Medical consultation. The doctor and the patient talk about symptoms, history, medication and plan.',
    de: 'Ärztliche Konsultation. Arzt und Patient sprechen über Beschwerden, Vorgeschichte, Medikation und Procedere.',
    es: 'Consulta médica. El médico y el paciente hablan de síntomas, antecedentes, medicación y plan.',
  },
  medical: {
    pt: 'Consulta médica: tensão arterial 140/90 mmHg, HbA1c 7,2 %, colesterol LDL, metformina 1000 mg, ramipril, atorvastatina, HTA, DM2, dispneia, precordialgia, auscultação cardíaca e pulmonar.',
    en: 'Medical consultation: blood pressure 140/90 mmHg, HbA1c 7.2%, LDL cholesterol, metformin 1000 mg, ramipril, atorvastatin, hypertension, type 2 diabetes, dyspnoea, chest pain, heart and lung auscultation.',
    de: 'Ärztliche Konsultation: Blutdruck 140/90 mmHg, HbA1c 7,2 %, LDL-Cholesterin, Metformin 1000 mg, Ramipril, Atorvastatin, arterielle Hypertonie, Diabetes mellitus Typ 2, Dyspnoe, Thoraxschmerz, Auskultation.',
    es: 'Consulta médica: tensión arterial 140/90 mmHg, HbA1c 7,2 %, colesterol LDL, metformina 1000 mg, ramipril, atorvastatina, HTA, DM2, disnea, dolor torácico, auscultación cardiopulmonar.',
  },
}

/** How many of the previous chunk's last words are given as context, so a word cut at a boundary survives. */
export const CONTEXT_WORDS = 30

/** The prompt for a chunk: the preset (an unknown name falls back to standard), then the previous chunk's end. */
export function promptFor(preset: string, language: Language, previousText = ''): string {
  const base = (PROMPT_PRESETS[preset] ?? PROMPT_PRESETS.standard!)[language]
  const tail = previousText.split(/\s+/).filter(Boolean).slice(-CONTEXT_WORDS).join(' ')
  return tail ? `${base} ${tail}` : base
}
