import type { Language } from '../../../contract/common'
import type { FindingCode, ReviewWarning } from '../../../contract/review'

type Messages = Record<FindingCode, string>

/** What each finding says, in the note's language; {name} is replaced by the param of that name. */
const FINDINGS: Record<Language, Messages> = {
  pt: {
    unsupported_number: 'O valor {value} não foi dito na consulta.',
    unsupported_medication: 'O medicamento {name} não foi mencionado na consulta.',
    unsupported_allergy: 'A alergia a {agent} não foi mencionada na consulta.',
    unsupported_diagnosis: 'O diagnóstico {diagnosis} não foi mencionado na consulta.',
    unsupported_order: '{order} não foi pedido na consulta.',
    contradiction_allergy: '{drug} consta como tomado ou prescrito, mas o doente é alérgico a {agent}.',
    contradiction_negation: 'A consulta diz o contrário: «{said}».',
    contradiction_value: 'Está escrito {written}, mas foi dito {said}.',
    contradiction_laterality: 'Está escrito {written}, mas foi dito {said}.',
    contradiction_condition: 'Foi dito como conselho condicional: «{said}».',
    omission_allergy: 'A alergia a {agent} não consta da nota.',
    omission_no_known_allergies: 'A nota não diz que o doente não tem alergias conhecidas.',
    omission_medication: 'A medicação habitual {name} não consta da nota.',
    omission_prescription: 'A alteração de hoje a {name} não consta da nota.',
    omission_measurement: '{name} {value} não consta da nota.',
    omission_impression: 'A impressão clínica ({diagnosis}) não consta da nota.',
    omission_order: '{order} foi pedido, mas não consta da nota.',
    omission_follow_up: 'O seguimento ({when}) não consta da nota.',
    omission_safety_net: 'O aviso dado ao doente não consta da nota: {advice}.',
  },
  en: {
    unsupported_number: 'The value {value} was not said in the consultation.',
    unsupported_medication: 'The medication {name} was not mentioned in the consultation.',
    unsupported_allergy: 'An allergy to {agent} was not mentioned in the consultation.',
    unsupported_diagnosis: 'The diagnosis {diagnosis} was not mentioned in the consultation.',
    unsupported_order: '{order} was not ordered in the consultation.',
    contradiction_allergy: '{drug} is listed as taken or prescribed, but the patient is allergic to {agent}.',
    contradiction_negation: 'The consultation says the opposite: “{said}”.',
    contradiction_value: 'Written as {written}, but {said} was said.',
    contradiction_laterality: 'Written as {written}, but {said} was said.',
    contradiction_condition: 'This was said as advice on a condition: “{said}”.',
    omission_allergy: 'The allergy to {agent} is not in the note.',
    omission_no_known_allergies: 'The note does not say the patient has no known allergies.',
    omission_medication: 'The current medication {name} is not in the note.',
    omission_prescription: "Today's change to {name} is not in the note.",
    omission_measurement: '{name} {value} is not in the note.',
    omission_impression: 'The impression ({diagnosis}) is not in the note.',
    omission_order: '{order} was ordered but is not in the note.',
    omission_follow_up: 'The follow-up ({when}) is not in the note.',
    omission_safety_net: 'The advice given to the patient is not in the note: {advice}.',
  },
  de: {
    unsupported_number: 'Der Wert {value} wurde im Gespräch nicht genannt.',
    unsupported_medication: 'Das Medikament {name} wurde im Gespräch nicht erwähnt.',
    unsupported_allergy: 'Eine Allergie gegen {agent} wurde im Gespräch nicht erwähnt.',
    unsupported_diagnosis: 'Die Diagnose {diagnosis} wurde im Gespräch nicht erwähnt.',
    unsupported_order: '{order} wurde im Gespräch nicht angeordnet.',
    contradiction_allergy:
      '{drug} ist als eingenommen oder verordnet notiert, aber es besteht eine Allergie gegen {agent}.',
    contradiction_negation: 'Im Gespräch wurde das Gegenteil gesagt: „{said}“.',
    contradiction_value: 'Notiert ist {written}, gesagt wurde {said}.',
    contradiction_laterality: 'Notiert ist {written}, gesagt wurde {said}.',
    contradiction_condition: 'Das wurde als Rat für einen Fall gesagt: „{said}“.',
    omission_allergy: 'Die Allergie gegen {agent} fehlt in der Notiz.',
    omission_no_known_allergies: 'Die Notiz sagt nicht, dass keine Allergien bekannt sind.',
    omission_medication: 'Die aktuelle Medikation {name} fehlt in der Notiz.',
    omission_prescription: 'Die heutige Änderung bei {name} fehlt in der Notiz.',
    omission_measurement: '{name} {value} fehlt in der Notiz.',
    omission_impression: 'Die Einschätzung ({diagnosis}) fehlt in der Notiz.',
    omission_order: '{order} wurde angeordnet, fehlt aber in der Notiz.',
    omission_follow_up: 'Die Wiedervorstellung ({when}) fehlt in der Notiz.',
    omission_safety_net: 'Der Rat an den Patienten fehlt in der Notiz: {advice}.',
  },
  es: {
    unsupported_number: 'El valor {value} no se dijo en la consulta.',
    unsupported_medication: 'El medicamento {name} no se mencionó en la consulta.',
    unsupported_allergy: 'La alergia a {agent} no se mencionó en la consulta.',
    unsupported_diagnosis: 'El diagnóstico {diagnosis} no se mencionó en la consulta.',
    unsupported_order: '{order} no se pidió en la consulta.',
    contradiction_allergy: '{drug} consta como tomado o prescrito, pero el paciente es alérgico a {agent}.',
    contradiction_negation: 'La consulta dice lo contrario: «{said}».',
    contradiction_value: 'Está escrito {written}, pero se dijo {said}.',
    contradiction_laterality: 'Está escrito {written}, pero se dijo {said}.',
    contradiction_condition: 'Se dijo como consejo condicional: «{said}».',
    omission_allergy: 'La alergia a {agent} no consta en la nota.',
    omission_no_known_allergies: 'La nota no dice que el paciente no tiene alergias conocidas.',
    omission_medication: 'La medicación habitual {name} no consta en la nota.',
    omission_prescription: 'El cambio de hoy en {name} no consta en la nota.',
    omission_measurement: '{name} {value} no consta en la nota.',
    omission_impression: 'La impresión clínica ({diagnosis}) no consta en la nota.',
    omission_order: '{order} se pidió, pero no consta en la nota.',
    omission_follow_up: 'El seguimiento ({when}) no consta en la nota.',
    omission_safety_net: 'El consejo dado al paciente no consta en la nota: {advice}.',
  },
}

const WARNINGS: Record<Language, Record<ReviewWarning['code'], string>> = {
  pt: {
    empty_note: 'A nota está vazia: não há nada para verificar.',
    language_mismatch: 'A nota parece escrita noutra língua que a consulta: a verificação é menos fiável.',
    transcript_truncated: 'A consulta é muito longa: só os primeiros {chars} caracteres foram verificados.',
    no_transcript: 'Não há transcrição nem dados da consulta: nada pode ser confirmado.',
  },
  en: {
    empty_note: 'The note is empty: there is nothing to check.',
    language_mismatch:
      'The note seems written in another language than the consultation: the check is less reliable.',
    transcript_truncated: 'The consultation is very long: only its first {chars} characters were checked.',
    no_transcript: 'There is no transcript or consultation data: nothing can be confirmed.',
  },
  de: {
    empty_note: 'Die Notiz ist leer: es gibt nichts zu prüfen.',
    language_mismatch:
      'Die Notiz scheint in einer anderen Sprache als das Gespräch: die Prüfung ist weniger verlässlich.',
    transcript_truncated: 'Das Gespräch ist sehr lang: nur die ersten {chars} Zeichen wurden geprüft.',
    no_transcript: 'Es gibt kein Transkript und keine Eingaben: nichts kann bestätigt werden.',
  },
  es: {
    empty_note: 'La nota está vacía: no hay nada que verificar.',
    language_mismatch:
      'La nota parece escrita en otro idioma que la consulta: la verificación es menos fiable.',
    transcript_truncated: 'La consulta es muy larga: solo se verificaron sus primeros {chars} caracteres.',
    no_transcript: 'No hay transcripción ni datos de la consulta: nada se puede confirmar.',
  },
}

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)

/** The text of a finding in the note's language. */
export const findingText = (code: FindingCode, params: Record<string, string>, language: Language) =>
  fill(FINDINGS[language][code], params)

/** A warning about the check itself, in the note's language. */
export const warning = (
  code: ReviewWarning['code'],
  language: Language,
  params: Record<string, string> = {},
): ReviewWarning => ({ code, text: fill(WARNINGS[language][code], params) })
