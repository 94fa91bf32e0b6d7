import type { Language } from '../../../contract/common'

/**
 * A relative named as the subject of what follows ('my wife takes warfarin', 'mi marido es alérgico a la
 * aspirina', 'meine Frau nimmt Marcumar'): what the patient says of them is not the patient's own.
 */
const RELATIVE: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:my|our) (?:wife|husband|partner|son|daughter|mum|mom|mother|dad|father|brother|sister|child|children|kids?|boy|girl|grandson|granddaughter)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:(?:a|o|os|as) )?(?:minha|meu|minhas|meus) (?:mulher|esposa|marido|filh[oa]s?|mãe|pai|irmã|irmão|net[oa]s?|companheir[oa]|namorad[oa])(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:mi|mis) (?:mujer|esposa|marido|esposo|hij[oa]s?|madre|padre|mamá|papá|herman[oa]s?|niet[oa]s?|pareja|novi[oa])(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:meine?|unsere?) (?:Frau|Mann|Sohn|Tochter|Mutter|Vater|Bruder|Schwester|Kinder?|Partner(?:in)?|Enkel(?:in)?|Freundin|Freund)(?![\p{L}])/iu,
}

/**
 * Another of the patient's relatives named by a carer or of the patient in the third person ('his sister is
 * allergic to penicillin', 'a irmã dele', 'su hermana', 'seine Schwester'): never the patient.
 */
const ANOTHER: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:his|her|their) (?:sister|brother|mum|mom|mother|dad|father|twin|cousin|grandma|granny|grandmother|grandad|grandpa|grandfather|uncle|aunt|auntie)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:(?:a|o) (?:sua |seu )?)(?:irmã|irmão|mãe|pai|avó|avô|prima|primo|tia|tio)(?: dele| dela)?(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:su|sus|la|el) (?:hermana|hermano|madre|padre|abuela|abuelo|prima|primo|tía|tío)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:seine|ihre|die|der|sein|ihr) (?:Schwester|Bruder|Mutter|Vater|Oma|Opa|Großmutter|Großvater|Cousine|Cousin|Tante|Onkel)(?![\p{L}])/iu,
}

/** Whether a text names another relative of the patient ('his sister', 'a irmã', 'su hermana', 'seine Schwester'). */
export const namesAnother = (text: string, language: Language) => ANOTHER[language].test(text)

/** Whether the word at `at` is said of another relative of the patient, named in its clause before it. */
export function saidOfAnother(text: string, at: number, language: Language): boolean {
  return ANOTHER[language].test(text.slice(clauseStart(text, at), at))
}

/** Where the clause of a word at `at` begins: after the last comma, semicolon or 'but' before it. */
const clauseStart = (text: string, at: number) => {
  const before = text.slice(0, at)
  let start = 0
  for (const m of before.matchAll(/[,;:.]\s*|(?<![\p{L}])(?:but|mas|pero|aber)\s+/giu))
    start = m.index + m[0].length
  return start
}

/**
 * Whether the patient says the word at `at` of a relative ('my wife takes [warfarin]'); `anywhere`: whether the
 * text names a relative at all.
 */
export function saidOfRelative(text: string, at: number, language: Language, anywhere = false): boolean {
  if (anywhere) return RELATIVE[language].test(text)
  const clause = text.slice(clauseStart(text, at), at)
  const relative = [...clause.matchAll(new RegExp(RELATIVE[language].source, 'giu'))].at(-1)
  // ('My mum says I was allergic to penicillin': the patient, said after the relative, is whom it is of.)
  return !!relative && !SELF[language].test(clause.slice(relative.index + relative[0].length))
}

/** The patient as the subject ('I', 'eu', 'yo', 'ich'). */
const SELF: Record<Language, RegExp> = {
  en: /(?<![\p{L}'])(?:i|i'm|i've|i'd|me)(?![\p{L}'])/iu,
  pt: /(?<![\p{L}])(?:eu|sou|estou|tenho|tomo|fiquei|fui)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:yo|soy|estoy|tengo|tomo|fui)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:ich|mich|mir)(?![\p{L}])/iu,
}
