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
  /** Its explanation in the language, which names the value or the condition that decided. */
  explanation?: string
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
  /** Units the engine writes in English words ("% predicted", "pack-years", "a day"). */
  units: Record<string, string>
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

/** The engine's words in its params (severities, sides, smoking statuses, transplant kinds and organs). */
const PT_WORDS: Record<string, string> = {
  mild: 'ligeira',
  moderate: 'moderada',
  severe: 'grave',
  left: 'esquerdo',
  right: 'direito',
  allogeneic: 'alogénico',
  autologous: 'autólogo',
  heart: 'coração',
  lung: 'pulmão',
  kidney: 'rim',
  liver: 'fígado',
  pancreas: 'pâncreas',
  'stem cell': 'células estaminais',
}
const DE_WORDS: Record<string, string> = {
  mild: 'leicht',
  moderate: 'mittelschwer',
  severe: 'schwer',
  left: 'Links',
  right: 'Rechts',
  allogeneic: 'allogen',
  autologous: 'autolog',
  heart: 'Herz',
  lung: 'Lunge',
  kidney: 'Niere',
  liver: 'Leber',
  pancreas: 'Pankreas',
  'stem cell': 'Stammzellen',
}
const ES_WORDS: Record<string, string> = {
  mild: 'leve',
  moderate: 'moderada',
  severe: 'grave',
  left: 'izquierdo',
  right: 'derecho',
  allogeneic: 'alogénico',
  autologous: 'autólogo',
  heart: 'corazón',
  lung: 'pulmón',
  kidney: 'riñón',
  liver: 'hígado',
  pancreas: 'páncreas',
  'stem cell': 'células madre',
}
/** A transplant's organs ("heart,lung") in the language, joined by its "and". */
const organs = (words: Record<string, string>, list: string | undefined, and: string) =>
  (list ?? '')
    .split(',')
    .filter(Boolean)
    .map((o) => words[o] ?? o)
    .join(and)

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
    hba1c: 'HbA1c',
    ntprobnp: 'NT-proBNP',
    bnp: 'BNP',
    crcl: 'Clearance da creatinina',
    fev1: 'FEV1',
    karnofsky: 'Índice de Karnofsky',
    packyears: 'Carga tabágica',
    cigarettes: 'Cigarros por dia',
    nyha: 'Classe NYHA',
    ecog: 'ECOG',
    smoking: 'hábitos tabágicos',
    pregnancy: 'gravidez',
    breastfeeding: 'amamentação',
    childbearing: 'potencial reprodutivo e contraceção',
    transplant: 'transplante',
  },
  units: { years: 'anos', '% predicted': '% do previsto', 'pack-years': 'UMA', 'a day': 'por dia' },
  message: {
    not_found: (p) =>
      p.subject
        ? `Sem informação suficiente no processo: ${p.subject}${p.organs ? ` de ${organs(PT_WORDS, p.organs, ' ou ')}` : ''} não encontrado(a)`
        : 'Sem informação suficiente no processo',
    unreadable: () => 'Sem informação suficiente: a triagem offline não consegue ler este critério',
    value_within: (p) => `${p.subject} ${p.value} ${p.unit} cumpre ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    value_outside: (p) =>
      `${p.subject} ${p.value} ${p.unit} não cumpre ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    only_past: () => 'Só está registado no passado; o processo não diz se é atual',
    recorded_undated: (p) =>
      p.period
        ? `Está registado, mas o processo não diz a data face ao período do critério (${p.period})`
        : 'Está registado, mas a data não pôde ser comparada com o período do critério',
    recorded: () => 'Está registado no processo',
    recorded_history: () => 'Está registado nos antecedentes',
    stated_absent: () => 'O processo afirma que não existe',
    patient_sex: (p) => (p.sex === 'female' ? 'A doente é do sexo feminino' : 'O doente é do sexo masculino'),
    value_uncertain: (p) =>
      `${p.subject} ${p.value} ${p.unit} pode ou não cumprir ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    recorded_severity: (p) => `Está registado com gravidade ${PT_WORDS[p.severity!] ?? p.severity}`,
    severity_other: (p) =>
      `Está registado com gravidade ${PT_WORDS[p.severity!] ?? p.severity}, não ${PT_WORDS[p.wanted!] ?? p.wanted}`,
    severity_unstated: () => 'Está registado; o processo não diz a gravidade',
    recorded_side: (p) => `Está registado do lado ${PT_WORDS[p.side!] ?? p.side}`,
    side_other: (p) => `Só está registado do lado ${PT_WORDS[p.side!] ?? p.side}`,
    side_unstated: () => 'Está registado; o processo não diz o lado',
    period_within: (p) => `Está registado dentro do período do critério (${p.period})`,
    period_before: (p) => `Está registado antes do período do critério (${p.period})`,
    period_only_before: (p) => `Só está registado antes do período do critério (${p.period})`,
    period_only_within: (p) => `Só está registado dentro do período do critério (${p.period})`,
    recorded_inactive: () => 'Está registado como tratado ou estável; o processo não diz se está ativo',
    stopped: () => 'Foi suspenso: não é atual',
    stated_absent_group: () => 'O processo afirma que não existe nenhum de um grupo mais amplo que o inclui',
    ruled_out: () => 'O processo regista uma condição que o exclui',
    not_in_medication_list: () => 'Não consta da lista de medicação',
    recorded_unqualified: (p) => `Está registado, mas o processo não diz «${p.word}»`,
    sex_only: () =>
      'Sem informação suficiente no processo: o sexo do doente está registado, o resto do critério não',
    grade_within: (p) => `${p.subject} ${p.value} cumpre ${p.allowed}`,
    grade_outside: (p) => `${p.subject} ${p.value} não cumpre ${p.allowed}`,
    grade_partly: (p) => `${p.subject} ${p.value} só cumpre em parte ${p.allowed}`,
    smoking_conflicting: () => 'O processo indica hábitos tabágicos diferentes',
    smoking_status: (p) =>
      ({
        current: 'O doente é fumador',
        former: `O doente é ex-fumador${p.years ? `, deixou de fumar há cerca de ${p.years} anos` : ''}`,
        never: 'O doente nunca fumou',
        not_current: 'O doente não é fumador',
      })[p.status!] ?? 'O processo regista hábitos tabágicos',
    male_not_pregnant: () =>
      'O doente é do sexo masculino: sem gravidez, amamentação nem potencial reprodutivo',
    past_childbearing_age: (p) => `A doente tem ${p.age} anos: já passou a idade fértil (${p.limit} ou mais)`,
    past_childbearing: () => 'O processo regista menopausa ou cirurgia que põe fim ao potencial reprodutivo',
    pregnant: () => 'O processo regista uma gravidez',
    not_pregnant: () => 'O processo afirma que a doente não está grávida',
    breastfeeding: () => 'O processo afirma que a doente está a amamentar',
    not_breastfeeding: () => 'O processo afirma que a doente não está a amamentar',
    contraception: () => 'O processo regista a contraceção que a doente usa',
    transplant_kind_unstated: (p) =>
      `Está registado um transplante; o processo não diz se foi ${PT_WORDS[p.kind!] ?? p.kind}`,
    transplant_recorded: (p) => `O processo regista um transplante de ${organs(PT_WORDS, p.organs, ' e ')}`,
    transplant_absent: (p) =>
      p.organs
        ? `O processo afirma que não houve transplante de ${organs(PT_WORDS, p.organs, ' nem ')}`
        : 'O processo afirma que não houve transplante',
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
    bmi: 'BMI',
    egfr: 'eGFR',
    lvef: 'LVEF',
    ldl: 'LDL cholesterol',
    hba1c: 'HbA1c',
    ntprobnp: 'NT-proBNP',
    bnp: 'BNP',
    crcl: 'Creatinine clearance',
    fev1: 'FEV1',
    karnofsky: 'Karnofsky performance status',
    packyears: 'Pack-years',
    cigarettes: 'Cigarettes a day',
    nyha: 'NYHA class',
    ecog: 'ECOG performance status',
    smoking: 'smoking status',
    pregnancy: 'pregnancy',
    breastfeeding: 'breastfeeding',
    childbearing: 'childbearing potential and contraception',
    transplant: 'transplant',
  },
  units: { years: 'years' },
  message: {
    not_found: (p) =>
      p.subject
        ? `Not enough information in the record: ${p.organs ? `${organs({}, p.organs, ' or ')} ` : ''}${p.subject} not found`
        : 'Not enough information in the record',
    unreadable: () => 'Not enough information: the offline screening cannot read this criterion',
    value_within: (p) => `${p.subject} ${p.value} ${p.unit} meets ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    value_outside: (p) =>
      `${p.subject} ${p.value} ${p.unit} does not meet ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    only_past: () => 'Only recorded in the past; the record does not say whether it is current',
    recorded_undated: (p) =>
      p.period
        ? `Recorded, but its date against the criterion's period (${p.period}) is not stated`
        : "Recorded, but its date could not be checked against the criterion's period",
    recorded: () => 'Recorded in the record',
    recorded_history: () => 'Recorded in the history',
    stated_absent: () => 'The record states it is absent',
    patient_sex: (p) => (p.sex === 'female' ? 'The patient is female' : 'The patient is male'),
    value_uncertain: (p) =>
      `${p.subject} ${p.value} ${p.unit} may or may not meet ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    recorded_severity: (p) => `Recorded as ${p.severity}`,
    severity_other: (p) => `Recorded as ${p.severity}, not ${p.wanted}`,
    severity_unstated: () => 'Recorded; its severity is not stated',
    recorded_side: (p) => `Recorded on the ${p.side} side`,
    side_other: (p) => `Recorded on the ${p.side} side only`,
    side_unstated: () => 'Recorded; its side is not stated',
    period_within: (p) => `Recorded within the criterion's period (${p.period})`,
    period_before: (p) => `Recorded before the criterion's period (${p.period})`,
    period_only_before: (p) => `Recorded only before the criterion's period (${p.period})`,
    period_only_within: (p) => `Recorded only within the criterion's period (${p.period})`,
    recorded_inactive: () => 'Recorded as treated or stable; whether it is active is not stated',
    stopped: () => 'Stopped: it is not current',
    stated_absent_group: () => 'The record states none of a broader group that includes it',
    ruled_out: () => 'The record states a condition that rules it out',
    not_in_medication_list: () => 'Not in the medication list',
    recorded_unqualified: (p) => `Recorded, but the record does not say "${p.word}" of it`,
    sex_only: () =>
      "Not enough information in the record: the patient's sex is recorded, the rest of the criterion is not",
    grade_within: (p) => `${p.subject} ${p.value} meets ${p.allowed}`,
    grade_outside: (p) => `${p.subject} ${p.value} does not meet ${p.allowed}`,
    grade_partly: (p) => `${p.subject} ${p.value} partly meets ${p.allowed}`,
    smoking_conflicting: () => 'The record states different smoking statuses',
    smoking_status: (p) =>
      ({
        current: 'The patient is a current smoker',
        former: `The patient is a former smoker${p.years ? `, quit about ${p.years} years ago` : ''}`,
        never: 'The patient is a never smoker',
        not_current: 'The patient is not a smoker',
      })[p.status!] ?? 'The record states a smoking status',
    male_not_pregnant: () => 'The patient is a man: not pregnant, breastfeeding or of childbearing potential',
    past_childbearing_age: (p) =>
      `The patient is ${p.age} years old: past childbearing age (${p.limit} or older)`,
    past_childbearing: () => 'The record states menopause or surgery that ends childbearing potential',
    pregnant: () => 'The record states a pregnancy',
    not_pregnant: () => 'The record states the patient is not pregnant',
    breastfeeding: () => 'The record states the patient is breastfeeding',
    not_breastfeeding: () => 'The record states the patient is not breastfeeding',
    contraception: () => 'The record states the contraception the patient uses',
    transplant_kind_unstated: (p) => `A transplant is recorded; whether it was ${p.kind} is not stated`,
    transplant_recorded: (p) => `The record states a ${organs({}, p.organs, ' and ')} transplant`,
    transplant_absent: (p) =>
      p.organs
        ? `The record states no ${organs({}, p.organs, ' or ')} transplant`
        : 'The record states no transplant',
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
    hba1c: 'HbA1c',
    ntprobnp: 'NT-proBNP',
    bnp: 'BNP',
    crcl: 'Kreatinin-Clearance',
    fev1: 'FEV1',
    karnofsky: 'Karnofsky-Index',
    packyears: 'Packungsjahre',
    cigarettes: 'Zigaretten pro Tag',
    nyha: 'NYHA-Klasse',
    ecog: 'ECOG',
    smoking: 'der Raucherstatus',
    pregnancy: 'eine Schwangerschaft',
    breastfeeding: 'das Stillen',
    childbearing: 'Gebärfähigkeit und Verhütung',
    transplant: 'eine Transplantation',
  },
  units: { years: 'Jahre', '% predicted': '% vom Soll', 'pack-years': 'Packungsjahre', 'a day': 'pro Tag' },
  message: {
    not_found: (p) =>
      p.subject
        ? `Nicht genug Informationen in der Akte: ${p.subject}${p.organs ? ` (${organs(DE_WORDS, p.organs, ' oder ')})` : ''} nicht gefunden`
        : 'Nicht genug Informationen in der Akte',
    unreadable: () => 'Nicht genug Informationen: das Offline-Screening kann dieses Kriterium nicht lesen',
    value_within: (p) =>
      `${p.subject} ${p.value} ${p.unit} erfüllt ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    value_outside: (p) =>
      `${p.subject} ${p.value} ${p.unit} erfüllt nicht ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    only_past: () => 'Nur früher dokumentiert; ob es aktuell ist, steht nicht in der Akte',
    recorded_undated: (p) =>
      p.period
        ? `Dokumentiert, aber das Datum gegenüber dem Zeitraum des Kriteriums (${p.period}) steht nicht in der Akte`
        : 'Dokumentiert, aber das Datum konnte nicht mit dem Zeitraum des Kriteriums verglichen werden',
    recorded: () => 'In der Akte dokumentiert',
    recorded_history: () => 'In der Vorgeschichte dokumentiert',
    stated_absent: () => 'Die Akte verneint es',
    patient_sex: (p) => (p.sex === 'female' ? 'Die Patientin ist weiblich' : 'Der Patient ist männlich'),
    value_uncertain: (p) =>
      `${p.subject} ${p.value} ${p.unit}: ob ${p.bound} ${p.unit} erfüllt ist, bleibt offen`.replace(
        /\s+/g,
        ' ',
      ),
    recorded_severity: (p) => `Als ${DE_WORDS[p.severity!] ?? p.severity} dokumentiert`,
    severity_other: (p) =>
      `Als ${DE_WORDS[p.severity!] ?? p.severity} dokumentiert, nicht ${DE_WORDS[p.wanted!] ?? p.wanted}`,
    severity_unstated: () => 'Dokumentiert; der Schweregrad steht nicht in der Akte',
    recorded_side: (p) => `${DE_WORDS[p.side!] ?? p.side} dokumentiert`,
    side_other: (p) => `Nur ${(DE_WORDS[p.side!] ?? p.side ?? '').toLowerCase()} dokumentiert`,
    side_unstated: () => 'Dokumentiert; die Seite steht nicht in der Akte',
    period_within: (p) => `Innerhalb des Zeitraums des Kriteriums dokumentiert (${p.period})`,
    period_before: (p) => `Vor dem Zeitraum des Kriteriums dokumentiert (${p.period})`,
    period_only_before: (p) => `Nur vor dem Zeitraum des Kriteriums dokumentiert (${p.period})`,
    period_only_within: (p) => `Nur innerhalb des Zeitraums des Kriteriums dokumentiert (${p.period})`,
    recorded_inactive: () =>
      'Als behandelt oder stabil dokumentiert; ob es aktiv ist, steht nicht in der Akte',
    stopped: () => 'Abgesetzt: nicht aktuell',
    stated_absent_group: () => 'Die Akte verneint eine übergeordnete Gruppe, die es einschließt',
    ruled_out: () => 'Die Akte dokumentiert eine Erkrankung, die es ausschließt',
    not_in_medication_list: () => 'Nicht in der Medikationsliste',
    recorded_unqualified: (p) => `Dokumentiert, aber die Akte sagt nicht „${p.word}“ dazu`,
    sex_only: () =>
      'Nicht genug Informationen in der Akte: das Geschlecht ist dokumentiert, der Rest des Kriteriums nicht',
    grade_within: (p) => `${p.subject} ${p.value} erfüllt ${p.allowed}`,
    grade_outside: (p) => `${p.subject} ${p.value} erfüllt nicht ${p.allowed}`,
    grade_partly: (p) => `${p.subject} ${p.value} erfüllt nur teilweise ${p.allowed}`,
    smoking_conflicting: () => 'Die Akte nennt unterschiedliche Raucherstatus',
    smoking_status: (p) =>
      ({
        current: 'Der Patient raucht',
        former: `Der Patient ist Ex-Raucher${p.years ? `, Rauchstopp vor etwa ${p.years} Jahren` : ''}`,
        never: 'Der Patient hat nie geraucht',
        not_current: 'Der Patient ist Nichtraucher',
      })[p.status!] ?? 'Die Akte nennt einen Raucherstatus',
    male_not_pregnant: () =>
      'Der Patient ist ein Mann: keine Schwangerschaft, kein Stillen, nicht gebärfähig',
    past_childbearing_age: (p) =>
      `Die Patientin ist ${p.age} Jahre alt: nicht mehr im gebärfähigen Alter (${p.limit} oder älter)`,
    past_childbearing: () =>
      'Die Akte dokumentiert die Menopause oder eine Operation, die die Gebärfähigkeit beendet',
    pregnant: () => 'Die Akte dokumentiert eine Schwangerschaft',
    not_pregnant: () => 'Laut Akte ist die Patientin nicht schwanger',
    breastfeeding: () => 'Laut Akte stillt die Patientin',
    not_breastfeeding: () => 'Laut Akte stillt die Patientin nicht',
    contraception: () => 'Die Akte nennt die Verhütung der Patientin',
    transplant_kind_unstated: (p) =>
      `Eine Transplantation ist dokumentiert; ob ${DE_WORDS[p.kind!] ?? p.kind}, steht nicht in der Akte`,
    transplant_recorded: (p) =>
      `Die Akte dokumentiert eine Transplantation (${organs(DE_WORDS, p.organs, ' und ')})`,
    transplant_absent: (p) =>
      p.organs
        ? `Die Akte verneint eine Transplantation (${organs(DE_WORDS, p.organs, ' oder ')})`
        : 'Die Akte verneint eine Transplantation',
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
    hba1c: 'HbA1c',
    ntprobnp: 'NT-proBNP',
    bnp: 'BNP',
    crcl: 'Aclaramiento de creatinina',
    fev1: 'FEV1',
    karnofsky: 'Índice de Karnofsky',
    packyears: 'Paquetes-año',
    cigarettes: 'Cigarrillos al día',
    nyha: 'Clase NYHA',
    ecog: 'ECOG',
    smoking: 'el hábito tabáquico',
    pregnancy: 'el embarazo',
    breastfeeding: 'la lactancia',
    childbearing: 'el potencial reproductivo y la anticoncepción',
    transplant: 'un trasplante',
  },
  units: { years: 'años', '% predicted': '% del teórico', 'pack-years': 'paquetes-año', 'a day': 'al día' },
  message: {
    not_found: (p) =>
      p.subject
        ? `Sin información suficiente en la historia: no se encuentra ${p.subject}${p.organs ? ` de ${organs(ES_WORDS, p.organs, ' o ')}` : ''}`
        : 'Sin información suficiente en la historia',
    unreadable: () => 'Sin información suficiente: el cribado sin conexión no puede leer este criterio',
    value_within: (p) => `${p.subject} ${p.value} ${p.unit} cumple ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    value_outside: (p) =>
      `${p.subject} ${p.value} ${p.unit} no cumple ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    only_past: () => 'Solo consta en el pasado; la historia no dice si es actual',
    recorded_undated: (p) =>
      p.period
        ? `Consta, pero la historia no dice su fecha respecto al período del criterio (${p.period})`
        : 'Consta, pero su fecha no pudo compararse con el período del criterio',
    recorded: () => 'Consta en la historia',
    recorded_history: () => 'Consta en los antecedentes',
    stated_absent: () => 'La historia afirma que no existe',
    patient_sex: (p) => (p.sex === 'female' ? 'La paciente es mujer' : 'El paciente es varón'),
    value_uncertain: (p) =>
      `${p.subject} ${p.value} ${p.unit} puede cumplir o no ${p.bound} ${p.unit}`.replace(/\s+/g, ' '),
    recorded_severity: (p) => `Consta con gravedad ${ES_WORDS[p.severity!] ?? p.severity}`,
    severity_other: (p) =>
      `Consta con gravedad ${ES_WORDS[p.severity!] ?? p.severity}, no ${ES_WORDS[p.wanted!] ?? p.wanted}`,
    severity_unstated: () => 'Consta; la historia no dice su gravedad',
    recorded_side: (p) => `Consta en el lado ${ES_WORDS[p.side!] ?? p.side}`,
    side_other: (p) => `Solo consta en el lado ${ES_WORDS[p.side!] ?? p.side}`,
    side_unstated: () => 'Consta; la historia no dice el lado',
    period_within: (p) => `Consta dentro del período del criterio (${p.period})`,
    period_before: (p) => `Consta antes del período del criterio (${p.period})`,
    period_only_before: (p) => `Solo consta antes del período del criterio (${p.period})`,
    period_only_within: (p) => `Solo consta dentro del período del criterio (${p.period})`,
    recorded_inactive: () => 'Consta como tratado o estable; la historia no dice si está activo',
    stopped: () => 'Se suspendió: no es actual',
    stated_absent_group: () => 'La historia niega un grupo más amplio que lo incluye',
    ruled_out: () => 'La historia registra una condición que lo descarta',
    not_in_medication_list: () => 'No figura en la lista de medicación',
    recorded_unqualified: (p) => `Consta, pero la historia no dice «${p.word}»`,
    sex_only: () =>
      'Sin información suficiente en la historia: consta el sexo del paciente, el resto del criterio no',
    grade_within: (p) => `${p.subject} ${p.value} cumple ${p.allowed}`,
    grade_outside: (p) => `${p.subject} ${p.value} no cumple ${p.allowed}`,
    grade_partly: (p) => `${p.subject} ${p.value} solo cumple en parte ${p.allowed}`,
    smoking_conflicting: () => 'La historia indica distintos hábitos tabáquicos',
    smoking_status: (p) =>
      ({
        current: 'El paciente es fumador',
        former: `El paciente es exfumador${p.years ? `, dejó de fumar hace unos ${p.years} años` : ''}`,
        never: 'El paciente nunca ha fumado',
        not_current: 'El paciente no es fumador',
      })[p.status!] ?? 'La historia indica un hábito tabáquico',
    male_not_pregnant: () => 'El paciente es varón: sin embarazo, lactancia ni potencial reproductivo',
    past_childbearing_age: (p) =>
      `La paciente tiene ${p.age} años: ha pasado la edad fértil (${p.limit} o más)`,
    past_childbearing: () =>
      'La historia registra menopausia o una cirugía que pone fin al potencial reproductivo',
    pregnant: () => 'La historia registra un embarazo',
    not_pregnant: () => 'La historia afirma que la paciente no está embarazada',
    breastfeeding: () => 'La historia afirma que la paciente está amamantando',
    not_breastfeeding: () => 'La historia afirma que la paciente no está amamantando',
    contraception: () => 'La historia registra el método anticonceptivo de la paciente',
    transplant_kind_unstated: (p) =>
      `Consta un trasplante; la historia no dice si fue ${ES_WORDS[p.kind!] ?? p.kind}`,
    transplant_recorded: (p) => `La historia registra un trasplante de ${organs(ES_WORDS, p.organs, ' y ')}`,
    transplant_absent: (p) =>
      p.organs
        ? `La historia niega un trasplante de ${organs(ES_WORDS, p.organs, ' o ')}`
        : 'La historia niega un trasplante',
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
  return (
    messages
      .map((m) => {
        const params = { ...m.params }
        if (params.subject !== undefined)
          params.subject = texts.subjects[params.subject] ?? params.label ?? params.subject
        if (params.unit !== undefined) params.unit = texts.units[params.unit] ?? params.unit
        // A decimal comma where the language writes one (7,9 %), as the record and the criterion do.
        if (texts.separator === ';')
          for (const name of ['value', 'bound', 'years', 'unit'])
            if (params[name]) params[name] = params[name].replace(/(\d)\.(\d)/g, '$1,$2')
        const write = texts.message[m.key]
        if (!write) return explanation
        // A condition or medicine: named first, in the criterion's own words ("Metástases cerebrais: …").
        const text = write(params)
        return params.concept ? `${upperFirst(params.concept)}: ${lowerFirst(text)}` : text
      })
      // Two parts that say the same in the language ("the record states it is absent", for two conditions) once.
      .filter((text, i, all) => all.indexOf(text) === i)
      .join('; ')
  )
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
/** Lower case first, unless the first word is an abbreviation ("HbA1c", "NYHA"). */
const lowerFirst = (text: string) =>
  /^\p{Lu}[\p{Ll}\s]/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text

/** Why a criterion is named in the overall explanation, in the language: its verdict and what decided it. */
function why(texts: ResearchTexts, c: NamedCriterion) {
  const decided = c.explanation ? ` — ${c.explanation}` : ''
  if (c.verdict === 'unknown') return `${texts.overall.unknown}${decided}`
  if (c.needsReview && c.verdict !== 'not_met' && !isExclusion(c.type))
    return `${texts.overall.needsReview}${decided}`
  const verdict = verdictText(texts, c.type, c.verdict)
  return `${c.needsReview ? `${verdict}, ${texts.overall.needsReview}` : verdict}${decided}`
}

/** The result in a sentence: which critical criteria decided it, or which are left to review. */
export function overallText(language: Language, overall: Overall) {
  const texts = RESEARCH_TEXTS[language]
  const list = (items: NamedCriterion[]) => items.map((c) => texts.overall.item(c, why(texts, c))).join('; ')
  if (overall.result === 'not_approved') return texts.overall.notApproved(list(overall.deciding))
  if (overall.result === 'possible') return texts.overall.possible(list(overall.toReview))
  return overall.critical === 0 ? texts.overall.none : texts.overall.fit(overall.critical)
}
