import type { Language } from '../../../contract/common'
import type { CriterionType, FinalResult, ReviewStatus } from '../../../contract/research'
import { NOT_ENOUGH_INFORMATION, type ScreeningMessage, type Verdict } from '../../engines/screening/engine'

/** What the pre-evaluation says: the documents read at screening and how the criteria came out. */
export interface PreEvaluation {
  documents: number
  /** Files without text (scans), which add nothing. */
  scans: string[]
  /** Criteria that speak for the patient (an inclusion met, an exclusion absent), against, and unanswered. */
  favourable: number
  against: number
  unknown: number
}

/** A criterion named in the overall explanation: its number in the trial and its words. */
export interface NamedCriterion {
  number: number
  definition: string
  type: CriterionType
  verdict: Verdict
  needsReview: boolean
}

export interface Overall {
  result: FinalResult
  /** Critical criteria that rule the patient out (not_approved). */
  deciding: NamedCriterion[]
  /** Critical criteria left open: no answer in the record, or marked for a person's review. */
  toReview: NamedCriterion[]
  critical: number
}

/** Everything the Research Space writes on the server (results, CSV, CLI) in one language. */
export interface ResearchTexts {
  /** The CSV's separator: spreadsheet programs in pt, de and es split on ";" (their decimal mark is ","). */
  separator: ';' | ','
  verdict: Record<Verdict, string>
  /** An exclusion's verdict: it excludes, it does not, or the record does not say. */
  exclusion: Record<Verdict, string>
  final: Record<FinalResult, string>
  review: Record<ReviewStatus, string>
  types: Record<CriterionType, string>
  csv: Record<'patient' | 'trial' | 'finalResult' | 'reviewStatus' | 'overall' | 'preEvaluation', string> & {
    explanation: (n: number) => string
    evidence: (n: number) => string
  }
  /** Names of the measures the engine reads, by key; others keep the engine's label. */
  subjects: Record<string, string>
  years: string
  message: Record<ScreeningMessage['key'], (p: Record<string, string>) => string>
  preEvaluation: (p: PreEvaluation) => string
  /** The sentence that opens the overall explanation, and the parts it lists. */
  overall: {
    fit: (critical: number) => string
    notApproved: (deciding: string) => string
    possible: (toReview: string) => string
    none: string
    /** One criterion in a list: its number and words, and why it is there. */
    item: (c: NamedCriterion, why: string) => string
    unknown: string
    needsReview: string
  }
}

const quoted = (text: string, open: string, close: string) =>
  `${open}${text.length > 80 ? `${text.slice(0, 77)}…` : text}${close}`

const pt: ResearchTexts = {
  separator: ';',
  verdict: { met: 'cumprido', not_met: 'não cumprido', unknown: 'sem informação suficiente' },
  exclusion: { met: 'exclui', not_met: 'não exclui', unknown: 'sem informação suficiente' },
  final: { fit: 'Apto', possible: 'Possível', not_approved: 'Não aprovado' },
  review: {
    approved: 'Aprovado',
    declined: 'Recusado',
    in_review: 'Em revisão',
    requires_review: 'Requer revisão',
  },
  types: {
    critical_inclusion: 'inclusão crítica',
    critical_exclusion: 'exclusão crítica',
    non_critical_inclusion: 'inclusão não crítica',
    non_critical_exclusion: 'exclusão não crítica',
  },
  csv: {
    patient: 'Doente',
    trial: 'Ensaio',
    finalResult: 'Resultado final',
    reviewStatus: 'Estado de revisão',
    overall: 'Explicação geral',
    preEvaluation: 'Pré-avaliação',
    explanation: (n) => `${n}. explicação`,
    evidence: (n) => `${n}. evidência`,
  },
  subjects: {
    age: 'Idade',
    sex: 'o sexo',
    blood_pressure: 'Pressão arterial',
    sbp: 'Pressão arterial sistólica',
    dbp: 'Pressão arterial diastólica',
    creatinine: 'Creatinina',
    hemoglobin: 'Hemoglobina',
    bmi: 'IMC',
    egfr: 'TFGe',
    lvef: 'FEVE',
    ldl: 'Colesterol LDL',
  },
  years: 'anos',
  message: {
    not_found: (p) =>
      p.subject
        ? `Sem informação suficiente no processo: ${p.subject} não encontrado(a)`
        : 'Sem informação suficiente no processo',
    unreadable: () => 'Sem informação suficiente: a triagem offline não consegue ler este critério',
    value_within: (p) => `${p.subject} ${p.value} ${p.unit} cumpre ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    value_outside: (p) =>
      `${p.subject} ${p.value} ${p.unit} não cumpre ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    only_past: () => 'Só está registado no passado; o processo não diz se é atual',
    recorded_undated: () => 'Está registado, mas a data não pôde ser comparada com o período do critério',
    recorded: () => 'Está registado no processo',
    recorded_history: () => 'Está registado nos antecedentes',
    stated_absent: () => 'O processo afirma que não existe',
    patient_sex: (p) => (p.sex === 'female' ? 'A doente é do sexo feminino' : 'O doente é do sexo masculino'),
  },
  preEvaluation: (p) =>
    `${p.documents === 0 ? 'Sem documentos.' : `${p.documents} ${p.documents === 1 ? 'documento lido' : 'documentos lidos'}${p.scans.length ? ` (${p.scans.length} sem texto, digitalizações: ${p.scans.join(', ')})` : ''}.`} Critérios: ${p.favourable} a favor, ${p.against} contra, ${p.unknown} sem informação suficiente.`,
  overall: {
    fit: (n) =>
      n === 1
        ? 'Apto: o critério crítico é favorável ao doente.'
        : `Apto: os ${n} critérios críticos são favoráveis ao doente.`,
    notApproved: (list) => `Não aprovado por: ${list}.`,
    possible: (list) => `Possível: nenhum critério crítico exclui o doente, mas falta rever ${list}.`,
    none: 'Nenhum critério crítico decide: o resultado depende só dos critérios não críticos.',
    item: (c, why) => `critério ${c.number} ${quoted(c.definition, '«', '»')} (${why})`,
    unknown: 'sem informação suficiente',
    needsReview: 'requer revisão',
  },
}

const en: ResearchTexts = {
  separator: ',',
  verdict: { met: 'met', not_met: 'not met', unknown: 'not enough information' },
  exclusion: { met: 'excludes', not_met: 'does not exclude', unknown: 'not enough information' },
  final: { fit: 'Fit', possible: 'Possible', not_approved: 'Not approved' },
  review: {
    approved: 'Approved',
    declined: 'Declined',
    in_review: 'In review',
    requires_review: 'Requires review',
  },
  types: {
    critical_inclusion: 'critical inclusion',
    critical_exclusion: 'critical exclusion',
    non_critical_inclusion: 'non-critical inclusion',
    non_critical_exclusion: 'non-critical exclusion',
  },
  csv: {
    patient: 'Patient',
    trial: 'Trial',
    finalResult: 'Final result',
    reviewStatus: 'Review status',
    overall: 'Overall explanation',
    preEvaluation: 'Pre-evaluation',
    explanation: (n) => `${n}. explanation`,
    evidence: (n) => `${n}. evidence`,
  },
  subjects: {
    age: 'Age',
    sex: 'sex',
    blood_pressure: 'Blood pressure',
    sbp: 'Systolic blood pressure',
    dbp: 'Diastolic blood pressure',
    creatinine: 'Creatinine',
    hemoglobin: 'Haemoglobin',
  },
  years: 'years',
  message: {
    not_found: (p) =>
      p.subject
        ? `Not enough information in the record: ${p.subject} not found`
        : 'Not enough information in the record',
    unreadable: () => 'Not enough information: the offline screening cannot read this criterion',
    value_within: (p) => `${p.subject} ${p.value} ${p.unit} meets ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    value_outside: (p) =>
      `${p.subject} ${p.value} ${p.unit} does not meet ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    only_past: () => 'Only recorded in the past; the record does not say whether it is current',
    recorded_undated: () => "Recorded, but its date could not be checked against the criterion's period",
    recorded: () => 'Recorded in the record',
    recorded_history: () => 'Recorded in the history',
    stated_absent: () => 'The record states it is absent',
    patient_sex: (p) => (p.sex === 'female' ? 'The patient is female' : 'The patient is male'),
  },
  preEvaluation: (p) =>
    `${p.documents === 0 ? 'No documents.' : `${p.documents} ${p.documents === 1 ? 'document' : 'documents'} read${p.scans.length ? ` (${p.scans.length} without text, scans: ${p.scans.join(', ')})` : ''}.`} Criteria: ${p.favourable} for the patient, ${p.against} against, ${p.unknown} without enough information.`,
  overall: {
    fit: (n) =>
      n === 1
        ? 'Fit: the critical criterion speaks for the patient.'
        : `Fit: all ${n} critical criteria speak for the patient.`,
    notApproved: (list) => `Not approved because of ${list}.`,
    possible: (list) => `Possible: no critical criterion rules the patient out, but ${list} still to review.`,
    none: 'No critical criterion decides: the result rests on the non-critical criteria only.',
    item: (c, why) => `criterion ${c.number} ${quoted(c.definition, '“', '”')} (${why})`,
    unknown: 'not enough information',
    needsReview: 'requires review',
  },
}

const de: ResearchTexts = {
  separator: ';',
  verdict: { met: 'erfüllt', not_met: 'nicht erfüllt', unknown: 'nicht genug Informationen' },
  exclusion: { met: 'schließt aus', not_met: 'schließt nicht aus', unknown: 'nicht genug Informationen' },
  final: { fit: 'Geeignet', possible: 'Möglich', not_approved: 'Nicht zugelassen' },
  review: {
    approved: 'Angenommen',
    declined: 'Abgelehnt',
    in_review: 'In Prüfung',
    requires_review: 'Prüfung erforderlich',
  },
  types: {
    critical_inclusion: 'kritischer Einschluss',
    critical_exclusion: 'kritischer Ausschluss',
    non_critical_inclusion: 'nicht kritischer Einschluss',
    non_critical_exclusion: 'nicht kritischer Ausschluss',
  },
  csv: {
    patient: 'Patient',
    trial: 'Studie',
    finalResult: 'Endergebnis',
    reviewStatus: 'Prüfstatus',
    overall: 'Gesamterklärung',
    preEvaluation: 'Vorbewertung',
    explanation: (n) => `${n}. Erklärung`,
    evidence: (n) => `${n}. Beleg`,
  },
  subjects: {
    age: 'Alter',
    sex: 'das Geschlecht',
    blood_pressure: 'Blutdruck',
    sbp: 'Systolischer Blutdruck',
    dbp: 'Diastolischer Blutdruck',
    creatinine: 'Kreatinin',
    hemoglobin: 'Hämoglobin',
    bmi: 'BMI',
    egfr: 'eGFR',
    lvef: 'LVEF',
    ldl: 'LDL-Cholesterin',
  },
  years: 'Jahre',
  message: {
    not_found: (p) =>
      p.subject
        ? `Nicht genug Informationen in der Akte: ${p.subject} nicht gefunden`
        : 'Nicht genug Informationen in der Akte',
    unreadable: () => 'Nicht genug Informationen: das Offline-Screening kann dieses Kriterium nicht lesen',
    value_within: (p) =>
      `${p.subject} ${p.value} ${p.unit} erfüllt ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    value_outside: (p) =>
      `${p.subject} ${p.value} ${p.unit} erfüllt nicht ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    only_past: () => 'Nur früher dokumentiert; ob es aktuell ist, steht nicht in der Akte',
    recorded_undated: () =>
      'Dokumentiert, aber das Datum konnte nicht mit dem Zeitraum des Kriteriums verglichen werden',
    recorded: () => 'In der Akte dokumentiert',
    recorded_history: () => 'In der Vorgeschichte dokumentiert',
    stated_absent: () => 'Die Akte verneint es',
    patient_sex: (p) => (p.sex === 'female' ? 'Die Patientin ist weiblich' : 'Der Patient ist männlich'),
  },
  preEvaluation: (p) =>
    `${p.documents === 0 ? 'Keine Dokumente.' : `${p.documents} ${p.documents === 1 ? 'Dokument' : 'Dokumente'} gelesen${p.scans.length ? ` (${p.scans.length} ohne Text, Scans: ${p.scans.join(', ')})` : ''}.`} Kriterien: ${p.favourable} dafür, ${p.against} dagegen, ${p.unknown} ohne genug Informationen.`,
  overall: {
    fit: (n) =>
      n === 1
        ? 'Geeignet: das kritische Kriterium spricht für den Patienten.'
        : `Geeignet: alle ${n} kritischen Kriterien sprechen für den Patienten.`,
    notApproved: (list) => `Nicht zugelassen wegen ${list}.`,
    possible: (list) =>
      `Möglich: kein kritisches Kriterium schließt den Patienten aus, zu prüfen bleibt ${list}.`,
    none: 'Kein kritisches Kriterium entscheidet: das Ergebnis beruht nur auf den nicht kritischen.',
    item: (c, why) => `Kriterium ${c.number} ${quoted(c.definition, '„', '“')} (${why})`,
    unknown: 'nicht genug Informationen',
    needsReview: 'Prüfung erforderlich',
  },
}

const es: ResearchTexts = {
  separator: ';',
  verdict: { met: 'cumplido', not_met: 'no cumplido', unknown: 'información insuficiente' },
  exclusion: { met: 'excluye', not_met: 'no excluye', unknown: 'información insuficiente' },
  final: { fit: 'Apto', possible: 'Posible', not_approved: 'No aprobado' },
  review: {
    approved: 'Aprobado',
    declined: 'Rechazado',
    in_review: 'En revisión',
    requires_review: 'Requiere revisión',
  },
  types: {
    critical_inclusion: 'inclusión crítica',
    critical_exclusion: 'exclusión crítica',
    non_critical_inclusion: 'inclusión no crítica',
    non_critical_exclusion: 'exclusión no crítica',
  },
  csv: {
    patient: 'Paciente',
    trial: 'Ensayo',
    finalResult: 'Resultado final',
    reviewStatus: 'Estado de revisión',
    overall: 'Explicación general',
    preEvaluation: 'Evaluación previa',
    explanation: (n) => `${n}. explicación`,
    evidence: (n) => `${n}. evidencia`,
  },
  subjects: {
    age: 'Edad',
    sex: 'el sexo',
    blood_pressure: 'Presión arterial',
    sbp: 'Presión arterial sistólica',
    dbp: 'Presión arterial diastólica',
    creatinine: 'Creatinina',
    hemoglobin: 'Hemoglobina',
    bmi: 'IMC',
    egfr: 'FGe',
    lvef: 'FEVI',
    ldl: 'Colesterol LDL',
  },
  years: 'años',
  message: {
    not_found: (p) =>
      p.subject
        ? `Sin información suficiente en la historia: no se encuentra ${p.subject}`
        : 'Sin información suficiente en la historia',
    unreadable: () => 'Sin información suficiente: el cribado sin conexión no puede leer este criterio',
    value_within: (p) => `${p.subject} ${p.value} ${p.unit} cumple ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    value_outside: (p) =>
      `${p.subject} ${p.value} ${p.unit} no cumple ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    only_past: () => 'Solo consta en el pasado; la historia no dice si es actual',
    recorded_undated: () => 'Consta, pero su fecha no pudo compararse con el período del criterio',
    recorded: () => 'Consta en la historia',
    recorded_history: () => 'Consta en los antecedentes',
    stated_absent: () => 'La historia afirma que no existe',
    patient_sex: (p) => (p.sex === 'female' ? 'La paciente es mujer' : 'El paciente es varón'),
  },
  preEvaluation: (p) =>
    `${p.documents === 0 ? 'Sin documentos.' : `${p.documents} ${p.documents === 1 ? 'documento leído' : 'documentos leídos'}${p.scans.length ? ` (${p.scans.length} sin texto, escaneos: ${p.scans.join(', ')})` : ''}.`} Criterios: ${p.favourable} a favor, ${p.against} en contra, ${p.unknown} sin información suficiente.`,
  overall: {
    fit: (n) =>
      n === 1
        ? 'Apto: el criterio crítico es favorable al paciente.'
        : `Apto: los ${n} criterios críticos son favorables al paciente.`,
    notApproved: (list) => `No aprobado por ${list}.`,
    possible: (list) => `Posible: ningún criterio crítico excluye al paciente, pero falta revisar ${list}.`,
    none: 'Ningún criterio crítico decide: el resultado depende solo de los criterios no críticos.',
    item: (c, why) => `criterio ${c.number} ${quoted(c.definition, '«', '»')} (${why})`,
    unknown: 'información insuficiente',
    needsReview: 'requiere revisión',
  },
}

export const RESEARCH_TEXTS: Record<Language, ResearchTexts> = { pt, en, de, es }

const isExclusion = (type: CriterionType) => type.endsWith('_exclusion')

/** A criterion's verdict as the clinician reads it: exclusions "exclude" or "do not exclude". */
export const verdictText = (texts: ResearchTexts, type: CriterionType, verdict: Verdict) =>
  (isExclusion(type) ? texts.exclusion : texts.verdict)[verdict]

/** An explanation in the language, from the engine's message keys; the engine's own text when it has none. */
export function explanationText(
  language: Language,
  explanation: string,
  messages: ScreeningMessage[] | undefined,
) {
  const texts = RESEARCH_TEXTS[language]
  if (!messages?.length) {
    // An explanation given without keys (an engine's newer reading, the model's own words): its
    // "not enough information" is still said in the language; anything else stays as the engine wrote it.
    if (language !== 'en' && explanation.startsWith(NOT_ENOUGH_INFORMATION))
      return texts.message.not_found({})
    return explanation
  }
  return messages
    .map((m) => {
      const params = { ...m.params }
      if (params.subject !== undefined)
        params.subject = texts.subjects[params.subject] ?? params.label ?? params.subject
      if (params.unit === 'years') params.unit = texts.years
      // A decimal comma where the language writes one (7,9 %), as the record and the criterion do.
      if (texts.separator === ';')
        for (const name of ['value', 'bound'])
          if (params[name]) params[name] = params[name].replace(/(\d)\.(\d)/g, '$1,$2')
      const write = texts.message[m.key]
      return write ? write(params) : explanation
    })
    .join('; ')
}

/** Why a criterion is named in the overall explanation, in the language. */
function why(texts: ResearchTexts, c: NamedCriterion) {
  if (c.verdict === 'unknown') return texts.overall.unknown
  if (c.needsReview && c.verdict !== 'not_met' && !isExclusion(c.type)) return texts.overall.needsReview
  const verdict = verdictText(texts, c.type, c.verdict)
  return c.needsReview ? `${verdict}, ${texts.overall.needsReview}` : verdict
}

/** The result in a sentence: which critical criteria decided it, or which are left to review. */
export function overallText(language: Language, overall: Overall) {
  const texts = RESEARCH_TEXTS[language]
  const list = (items: NamedCriterion[]) => items.map((c) => texts.overall.item(c, why(texts, c))).join('; ')
  if (overall.result === 'not_approved') return texts.overall.notApproved(list(overall.deciding))
  if (overall.result === 'possible') return texts.overall.possible(list(overall.toReview))
  return overall.critical === 0 ? texts.overall.none : texts.overall.fit(overall.critical)
}
