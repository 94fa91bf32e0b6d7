import type { SectionDef, SectionStyle, Text4 } from '../model'

/** Bulleted, with the usual clinical abbreviations: notes read by clinicians. */
export const bullets: SectionStyle = { format: 'bullets', abbreviations: true }
/** Bulleted, every term written in full: documents read by patients or by other services. */
export const bulletsInFull: SectionStyle = { format: 'bullets', abbreviations: false }
/** Running text, with the usual clinical abbreviations. */
export const prose: SectionStyle = { format: 'prose', abbreviations: true }
/** Running text, every term written in full. */
export const proseInFull: SectionStyle = { format: 'prose', abbreviations: false }

/**
 * What a section says when the consultation never touched its topic: 'omit' leaves it out, 'mark' writes a
 * short marker so a reader knows it was not assessed (allergies, risk) rather than normal, 'blank' leaves a
 * gap the clinician must fill before a letter or certificate goes out (dates, the question asked).
 */
type WhenAbsent = 'omit' | 'mark' | 'blank'

const absentRule: Record<WhenAbsent, Text4> = {
  omit: {
    pt: 'Não inventar nem deduzir nada que não tenha sido dito. Se o tema não for abordado, omitir a secção.',
    en: 'Do not invent or infer anything that was not said. If the topic is not discussed, leave the section out.',
    de: 'Nichts erfinden oder ableiten, was nicht gesagt wurde. Wurde das Thema nicht besprochen, den Abschnitt weglassen.',
    es: 'No inventar ni deducir nada que no se haya dicho. Si el tema no se aborda, omitir la sección.',
  },
  mark: {
    pt: 'Não inventar nem deduzir nada que não tenha sido dito. Se o tema não for abordado, escrever apenas «Não abordado».',
    en: 'Do not invent or infer anything that was not said. If the topic is not discussed, write only ‘Not discussed’.',
    de: 'Nichts erfinden oder ableiten, was nicht gesagt wurde. Wurde das Thema nicht besprochen, nur „Nicht erhoben“ schreiben.',
    es: 'No inventar ni deducir nada que no se haya dicho. Si el tema no se aborda, escribir solo «No consta».',
  },
  blank: {
    pt: 'Não inventar nem deduzir nada que não tenha sido dito. O que faltar fica como «[a preencher]» para o médico completar.',
    en: 'Do not invent or infer anything that was not said. Anything missing is left as ‘[to be completed]’ for the clinician to fill in.',
    de: 'Nichts erfinden oder ableiten, was nicht gesagt wurde. Fehlende Angaben als „[bitte ergänzen]“ stehen lassen, damit sie ärztlich ergänzt werden.',
    es: 'No inventar ni deducir nada que no se haya dicho. Lo que falte se deja como «[a completar]» para que lo complete el médico.',
  },
}

/** A section whose instruction ends with the rule for an untouched topic, in each language. */
export function section(def: {
  key: string
  title: Text4
  instruction: Text4
  style: SectionStyle
  whenAbsent: WhenAbsent
}): SectionDef {
  const rule = absentRule[def.whenAbsent]
  return {
    key: def.key,
    title: def.title,
    instruction: {
      pt: `${def.instruction.pt} ${rule.pt}`,
      en: `${def.instruction.en} ${rule.en}`,
      de: `${def.instruction.de} ${rule.de}`,
      es: `${def.instruction.es} ${rule.es}`,
    },
    style: def.style,
  }
}

// Sections most consultation types have under the same title, each with an instruction of its own.

/** The history of presenting complaint, told in the patient's words. */
export const historyOfPresentIllnessWith = (instruction: Text4) =>
  section({
    key: 'history_of_present_illness',
    title: {
      pt: 'História da doença atual',
      en: 'History of presenting complaint',
      de: 'Aktuelle Anamnese',
      es: 'Enfermedad actual',
    },
    instruction,
    style: prose,
    whenAbsent: 'omit',
  })

/** The examination; German names the kind of findings (körperlich, gynäkologisch, klinisch). */
export const examinationWith = (instruction: Text4, germanTitle = 'Körperlicher Befund') =>
  section({
    key: 'examination',
    title: { pt: 'Exame objetivo', en: 'Examination', de: germanTitle, es: 'Exploración física' },
    instruction,
    style: bullets,
    whenAbsent: 'mark',
  })

/** Conditions in relatives. */
export const familyHistoryWith = (instruction: Text4) =>
  section({
    key: 'family_history',
    title: {
      pt: 'Antecedentes familiares',
      en: 'Family history',
      de: 'Familienanamnese',
      es: 'Antecedentes familiares',
    },
    instruction,
    style: bullets,
    whenAbsent: 'omit',
  })

/** Results of tests, each with its date. */
export const investigationsWith = (instruction: Text4) =>
  section({
    key: 'investigations',
    title: {
      pt: 'Meios complementares de diagnóstico',
      en: 'Investigations',
      de: 'Diagnostik',
      es: 'Pruebas complementarias',
    },
    instruction,
    style: bullets,
    whenAbsent: 'omit',
  })

/** The plan: only what was decided. */
export const planWith = (instruction: Text4) =>
  section({
    key: 'plan',
    title: { pt: 'Plano', en: 'Plan', de: 'Procedere', es: 'Plan' },
    instruction,
    style: bullets,
    whenAbsent: 'omit',
  })

// Sections several consultation types share word for word.

export const reasonForVisit = section({
  key: 'reason_for_visit',
  title: {
    pt: 'Motivo da consulta',
    en: 'Reason for visit',
    de: 'Vorstellungsgrund',
    es: 'Motivo de consulta',
  },
  instruction: {
    pt: 'Uma frase curta com o motivo pelo qual o doente vem hoje, nas palavras do doente ou do médico que o referenciou (p. ex. «Dor no joelho direito há 3 semanas»). Sem história, achados nem diagnóstico.',
    en: 'One short sentence with why the patient has come today, in the words of the patient or the referring clinician (e.g. ‘Right knee pain for 3 weeks’). No history, findings or diagnosis.',
    de: 'Ein kurzer Satz, weshalb sich der Patient heute vorstellt, in den Worten des Patienten oder laut Überweisung (z. B. „Schmerzen im rechten Knie seit 3 Wochen“). Keine Anamnese, keine Befunde, keine Diagnose.',
    es: 'Una frase breve con el motivo por el que acude hoy el paciente, en sus palabras o en las del médico que lo deriva (p. ej. «Dolor en la rodilla derecha desde hace 3 semanas»). Sin historia, hallazgos ni diagnóstico.',
  },
  style: proseInFull,
  whenAbsent: 'omit',
})

export const pastHistory = section({
  key: 'past_history',
  title: {
    pt: 'Antecedentes pessoais',
    en: 'Past medical history',
    de: 'Vorerkrankungen',
    es: 'Antecedentes personales',
  },
  instruction: {
    pt: 'Doenças crónicas, cirurgias, internamentos e outros antecedentes relevantes, com o ano quando referido, um por linha. Não incluir a doença atual nem a medicação.',
    en: 'Chronic conditions, operations, hospital admissions and other relevant history, with the year when given, one per line. Do not include the current illness or medication.',
    de: 'Chronische Erkrankungen, Operationen, Krankenhausaufenthalte und weitere relevante Vorgeschichte, mit Jahr, falls genannt, eine pro Zeile. Nicht die aktuelle Erkrankung und nicht die Medikation.',
    es: 'Enfermedades crónicas, intervenciones quirúrgicas, ingresos y otros antecedentes relevantes, con el año cuando se indique, uno por línea. Sin la enfermedad actual ni la medicación.',
  },
  style: bullets,
  whenAbsent: 'omit',
})

export const familyHistory = familyHistoryWith({
  pt: 'Doenças relevantes em familiares, com o grau de parentesco e a idade de início quando referidos (p. ex. «Pai: enfarte aos 52 anos»).',
  en: 'Relevant conditions in relatives, with the relationship and age at onset when given (e.g. ‘Father: myocardial infarction at 52’).',
  de: 'Relevante Erkrankungen in der Familie mit Verwandtschaftsgrad und Erkrankungsalter, falls genannt (z. B. „Vater: Myokardinfarkt mit 52 Jahren“).',
  es: 'Enfermedades relevantes en familiares, con el parentesco y la edad de inicio cuando se indiquen (p. ej. «Padre: infarto de miocardio a los 52 años»).',
})

export const socialHistory = section({
  key: 'social_history',
  title: {
    pt: 'Hábitos e contexto sociofamiliar',
    en: 'Social history',
    de: 'Sozialanamnese und Noxen',
    es: 'Hábitos tóxicos y situación social',
  },
  instruction: {
    pt: 'Tabaco (com carga tabágica em UMA se dita), álcool (quantidade e frequência), outras substâncias, profissão, com quem vive e grau de autonomia, como relatado.',
    en: 'Tobacco (with pack-years if given), alcohol (amount and frequency), other substances, occupation, who the patient lives with and level of independence, as reported.',
    de: 'Nikotin (mit Packungsjahren, falls genannt), Alkohol (Menge und Häufigkeit), andere Substanzen, Beruf, Wohnsituation und Selbstständigkeit, wie berichtet.',
    es: 'Tabaco (con paquetes-año si se indican), alcohol (cantidad y frecuencia), otras sustancias, profesión, con quién vive y grado de autonomía, según lo referido.',
  },
  style: bullets,
  whenAbsent: 'omit',
})

export const currentMedication = section({
  key: 'medication',
  title: {
    pt: 'Medicação habitual',
    en: 'Current medication',
    de: 'Dauermedikation',
    es: 'Tratamiento habitual',
  },
  instruction: {
    pt: 'Medicamentos que o doente toma atualmente, um por linha: substância ativa ou nome comercial como dito, dosagem e posologia; adesão e efeitos adversos se referidos. Incluir o que consta do campo «Medicação habitual». Não completar doses nem posologias que não foram ditas. Alterações decididas hoje vão no plano, não aqui.',
    en: 'Medicines the patient currently takes, one per line: active substance or brand name as said, strength and dosing; adherence and side effects if mentioned. Include what is in the ‘Current medication’ field. Do not fill in doses or schedules that were not said. Changes decided today belong in the plan, not here.',
    de: 'Aktuell eingenommene Medikamente, eines pro Zeile: Wirkstoff oder Handelsname wie genannt, Stärke und Dosierungsschema; Adhärenz und Nebenwirkungen, falls erwähnt. Den Inhalt des Feldes „Aktuelle Medikation“ übernehmen. Keine nicht genannten Dosierungen ergänzen. Heute beschlossene Änderungen gehören ins Procedere, nicht hierher.',
    es: 'Medicamentos que el paciente toma actualmente, uno por línea: principio activo o nombre comercial tal como se diga, dosis y pauta; adherencia y efectos adversos si se mencionan. Incluir lo que figure en el campo «Tratamiento habitual». No completar dosis ni pautas no dichas. Los cambios decididos hoy van en el plan, no aquí.',
  },
  style: bullets,
  whenAbsent: 'mark',
})

export const allergies = section({
  key: 'allergies',
  title: { pt: 'Alergias', en: 'Allergies', de: 'Allergien und Unverträglichkeiten', es: 'Alergias' },
  instruction: {
    pt: 'Alergias e intolerâncias a medicamentos, alimentos, látex ou outras, com o tipo de reação quando referido. Escrever «Sem alergias conhecidas» só se isso for dito expressamente.',
    en: 'Allergies and intolerances to medicines, foods, latex or other agents, with the type of reaction when given. Write ‘No known allergies’ only if this is said explicitly.',
    de: 'Allergien und Unverträglichkeiten gegen Medikamente, Nahrungsmittel, Latex oder Sonstiges, mit Art der Reaktion, falls genannt. „Keine bekannten Allergien“ nur schreiben, wenn dies ausdrücklich gesagt wurde.',
    es: 'Alergias e intolerancias a medicamentos, alimentos, látex u otros, con el tipo de reacción cuando se indique. Escribir «No alergias conocidas» solo si se dice expresamente.',
  },
  style: bullets,
  whenAbsent: 'mark',
})

export const investigations = investigationsWith({
  pt: 'Resultados de análises, imagiologia e outros exames ditos na consulta ou no campo «Resultados de exames», cada um com a data e os valores com unidades, como relatados. Não interpretar valores que o médico não interpretou nem acrescentar valores de referência.',
  en: 'Results of blood tests, imaging and other investigations said in the consultation or in the ‘Investigation results’ field, each with its date and values with units, as reported. Do not interpret values the clinician did not interpret, nor add reference ranges.',
  de: 'Ergebnisse von Labor, Bildgebung und weiteren Untersuchungen aus dem Gespräch oder dem Feld „Untersuchungsbefunde“, jeweils mit Datum und Werten mit Einheiten, wie berichtet. Keine Werte bewerten, die nicht ärztlich bewertet wurden, keine Referenzbereiche ergänzen.',
  es: 'Resultados de analíticas, pruebas de imagen y otras pruebas dichos en la consulta o en el campo «Resultados de pruebas», cada uno con su fecha y valores con unidades, tal como se refieren. No interpretar valores que el médico no haya interpretado ni añadir rangos de referencia.',
})

export const assessment = section({
  key: 'assessment',
  title: { pt: 'Avaliação', en: 'Assessment', de: 'Beurteilung', es: 'Juicio clínico' },
  instruction: {
    pt: 'Diagnósticos, problemas e hipóteses diagnósticas que o médico formulou, um por linha, com o estado quando dito (novo, estável, controlado, agravado) e o grau de certeza usado pelo médico («provável», «a excluir»). Não propor diagnósticos que o médico não referiu nem transformar hipóteses em diagnósticos.',
    en: 'Diagnoses, problems and differential diagnoses the clinician stated, one per line, with their status when said (new, stable, controlled, worsening) and the degree of certainty the clinician used (‘probable’, ‘to rule out’). Do not propose diagnoses the clinician did not mention, nor turn a differential into a diagnosis.',
    de: 'Ärztlich genannte Diagnosen, Probleme und Verdachtsdiagnosen, eine pro Zeile, mit Status, falls genannt (neu, stabil, kontrolliert, progredient), und dem verwendeten Sicherheitsgrad („V. a.“, „Ausschluss“). Keine nicht genannten Diagnosen vorschlagen, keine Verdachtsdiagnose zur gesicherten Diagnose machen.',
    es: 'Diagnósticos, problemas y sospechas diagnósticas formulados por el médico, uno por línea, con su estado cuando se diga (nuevo, estable, controlado, empeorado) y el grado de certeza empleado («probable», «a descartar»). No proponer diagnósticos no mencionados ni convertir una sospecha en diagnóstico.',
  },
  style: bullets,
  whenAbsent: 'omit',
})

export const plan = planWith({
  pt: 'O que foi decidido, um ponto por linha: medicação iniciada, alterada ou suspensa (substância, dose, posologia e duração como ditas), exames pedidos, referenciações, ensinos e sinais de alarme transmitidos, certificados emitidos e data ou prazo de reavaliação. Só o que foi decidido; não sugerir tratamentos, doses ou exames que não foram referidos.',
  en: 'What was decided, one point per line: medication started, changed or stopped (substance, dose, schedule and duration as said), investigations requested, referrals, advice and safety-netting given, certificates issued, and the date or interval for review. Only what was decided; do not suggest treatments, doses or investigations that were not mentioned.',
  de: 'Was beschlossen wurde, ein Punkt pro Zeile: angesetzte, geänderte oder abgesetzte Medikation (Wirkstoff, Dosis, Schema und Dauer wie genannt), angeforderte Untersuchungen, Überweisungen, Aufklärung und genannte Warnzeichen, ausgestellte Bescheinigungen sowie Datum oder Zeitraum der Wiedervorstellung. Nur Beschlossenes; keine nicht genannten Therapien, Dosen oder Untersuchungen vorschlagen.',
  es: 'Lo decidido, un punto por línea: medicación iniciada, modificada o suspendida (principio activo, dosis, pauta y duración tal como se digan), pruebas solicitadas, derivaciones, recomendaciones y signos de alarma explicados, certificados emitidos y fecha o plazo de revisión. Solo lo decidido; no sugerir tratamientos, dosis ni pruebas no mencionados.',
})
