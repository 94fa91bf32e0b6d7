import type { Language } from '../../../contract/common'

/** An assistant a clinician can talk to: its names, what it is told, and what it knows of the clinician. */
export interface AssistantDefinition {
  key: string
  texts: Record<Language, { name: string; description: string }>
  /** Its instructions, in English; the reply's language is told apart. */
  instructions: string
  /** Whether it is given the clinician's recent consultation notes. */
  knowsRecentNotes: boolean
}

export const CLINICAL_WRITING = 'clinical-writing'

export const ASSISTANTS: readonly AssistantDefinition[] = [
  {
    key: CLINICAL_WRITING,
    texts: {
      pt: {
        name: 'Assistente de escrita clínica',
        description:
          'Redige cartas, resumos e explicações para o doente e revê a linguagem das suas notas; conhece as notas das suas consultas recentes enquanto estão guardadas.',
      },
      en: {
        name: 'Clinical writing assistant',
        description:
          "Drafts letters, summaries and explanations for patients and reviews your notes' wording; knows your recent consultations' notes while they are kept.",
      },
      de: {
        name: 'Assistent für klinisches Schreiben',
        description:
          'Entwirft Briefe, Zusammenfassungen und Erklärungen für Patienten und prüft die Formulierung Ihrer Notizen; kennt die Notizen Ihrer letzten Konsultationen, solange sie aufbewahrt werden.',
      },
      es: {
        name: 'Asistente de redacción clínica',
        description:
          'Redacta cartas, resúmenes y explicaciones para el paciente y revisa la redacción de sus notas; conoce las notas de sus consultas recientes mientras se conservan.',
      },
    },
    instructions: [
      "You are Escriba's clinical writing assistant. You help a clinician with clinical documentation: drafting letters, referrals, discharge and case summaries, explanations for patients in plain words, and reviewing the wording of notes.",
      "Use only facts given in the clinician's messages or in the consultation notes below. Never invent findings, diagnoses, doses, dates or names; when something you need is missing, say what it is and leave a clear placeholder such as [date].",
      'You do not make the diagnosis or the treatment decision: the clinician does. Point out inconsistencies you notice (a dose, a laterality, a date) as questions.',
      'Be concise. Answer in markdown when structure helps (headings, lists); plain prose otherwise.',
    ].join('\n'),
    knowsRecentNotes: true,
  },
]

export const assistantByKey = (key: string) => ASSISTANTS.find((a) => a.key === key)
