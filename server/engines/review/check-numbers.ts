import type { Language } from '../../../contract/common'
import { findMeasurements } from '../clinical/measurements'
import type { NumberMention, SourceSentence } from '../clinical/types'
import { evidenceOf, SHORT_ANSWER_WORDS, type Unit } from './align'
import type { Draft, ReviewContext } from './context'
import { type DrugMention, findDrugs } from './drugs'
import { type NoteNumber, noteNumbers, PAIRED, sameKind, sameNumber } from './numbers'
import { fold, STOPWORDS, stem } from './words'

/** A number as the consultation states it, with what it measures and the drug it doses, when known. */
export interface SaidNumber extends NumberMention {
  role: NoteNumber['role']
  /** An age at an event ('when I was fourteen'), which says nothing of the age now. */
  past?: boolean
  measure?: string
  drug?: string
  /** For a count or a score ('4 views', '2/6 systolic'), the stem of the word after it. */
  counted?: string
  /** For people counted, whether the speaker counts their own ('my four kids', 'I have three'). */
  own?: boolean
  /** For a number said without a unit, the units its sentence speaks of ('how many years? twenty'). */
  implied?: Set<string>
  /** For a number without a unit, the stem of the word that names it before it ('Clark level 4': 'level'). */
  named?: string
  /** For a count, the stem of the word after the counted one ('2 alcoholic drinks': 'drink'). */
  countedNext?: string
  /** A time of day ('seven this morning', 'at 5 p.m.', 'às oito da manhã', 'um acht Uhr'). */
  clock?: boolean
  /** Relatives counted ('five siblings', 'cinco irmãos'): a count, never an age ('tenho cinco irmãos'). */
  relatives?: boolean
  /** A count that answers 'how many …?' ('Quantos ciclos fez?' 'Fiz seis.'): a count, never an age. */
  answersHowMany?: boolean
}

/** Units of a dose: a dose is compared with the same drug's dose only. */
const DOSE_UNITS = new Set(['mg', 'mcg', 'g', 'ml', 'units', 'tablets'])

/** A dose's unit after a number, said or written, folded: a text that names one speaks of it. */
const DOSE_UNIT_WORDS: [RegExp, string][] = [
  [/\b(?:mg|milligrams?|miligramas?|miligramos?|milligramm)\b/, 'mg'],
  [/\b(?:mcg|micrograms?|microgramas?|microgramos?|mikrogramm)\b/, 'mcg'],
]

/** The drug a dose belongs to: one named right after it ('2.5 of Norvasc'), else the nearest before it. */
export function doseOf(text: string, n: NumberMention, drugs: DrugMention[]): string | undefined {
  const after =
    /^\s*(?:mg|milligrams?|mcg|g|ml|units?)?\s*(?:of|de|do|da|del|von)\s+(?:the\s+|your\s+|o\s+|a\s+|la\s+|el\s+)?/i.exec(
      text.slice(n.end),
    )
  const next = after && drugs.find((d) => d.start === n.end + after[0].length)
  if (next) return next.key
  const last = drugs.filter((d) => d.end <= n.start && n.start - d.end <= 80).at(-1)
  return last && !/[.;!?]/.test(text.slice(last.end, n.start)) ? last.key : undefined
}

/** A time of day after a number ('às quatro da manhã', 'a las cinco de la mañana', 'um vier Uhr'): hours. */
const CLOCK_AFTER =
  /^\s*(?:da (?:manha|madrugada|tarde|noite)|de la (?:manana|madrugada|tarde|noche)|in the (?:morning|afternoon|evening|night)|this (?:morning|afternoon|evening)|at night|esta (?:manha|madrugada|tarde|noite)|esta (?:manana|madrugada|tarde|noche)|por la (?:manana|tarde|noche)|[ap]\.? ?m\b|o'?clock|uhr\b|morgens|abends|nachts|heute (?:morgen|fruh|nachmittag|abend|nacht))/

/** Laboratory results the vitals reading does not name, in the four languages, folded: one key each. */
const LABS: [string, RegExp][] = [
  ['hemoglobin', /\b(?:hemoglobin|haemoglobin|hgb|hemoglobina|hamoglobin|hb)$/],
  ['potassium', /\b(?:potassium|potassio|potasio|kalium)$/],
  ['sodium', /\b(?:sodium|sodio|natrium)$/],
  ['creatinine', /\b(?:creatinine|creatinina|kreatinin)$/],
  ['psa', /\bpsa$/],
  ['platelets', /\b(?:platelets?|plaquetas|thrombozyten)$/],
  ['leukocytes', /\b(?:white (?:blood )?(?:cell )?count|wbc|leucocitos|leukozyten)$/],
  ['crp', /\b(?:crp|c-reactive protein|pcr|proteina c reactiva)$/],
  ['tsh', /\btsh$/],
  ['inr', /\binr$/],
  ['lymphocytes', /\b(?:lymphocytes?(?: count)?|lymphs|linfocitos|lymphozyten)$/],
]
const LAB_NAMES = new RegExp(LABS.map(([, p]) => p.source.replace(/\$$/, '')).join('|'))
/**
 * Words between a result's name and its value: 'potassium level is', 'hemoglobin at that time was', 'Kalium von',
 * 'o valor do PSA', 'der PSA-Wert liegt bei'.
 */
const LAB_GAP =
  /^(?:[\s-]+(?:levels?|counts?|values?|of|is|was|were|at|that|this|the|time|came back|back|showed|shows|about|around|de|do|da|em|en|es|era|foi|esta|estava|estaba|valor|nivel|ist|war|von|bei|lag|liegt|betragt|betrug|wert|werte|um))*[\s:,]*$/
/**
 * Letters said one by one as a result's name ('P S A', 'a P C R', 'T S H'), joined: 'PSA'. In capitals where the
 * text has any (so 'a P C R' keeps its article), else any run of single letters ('what was your p s a').
 */
const lettersJoined = (text: string) =>
  text.replace(/[A-Z]/.test(text) ? /\b[A-Z](?: (?!I\b)[A-Z]\b)+/g : /\b[a-z](?: [a-z]\b)+/g, (run) =>
    run.replace(/ /g, ''),
  )

/**
 * The result a question names, answered by the first value of the answer ('Do you know what that P S A value
 * was?' 'It was eleven point six.', 'E o potássio?' 'Três vírgula um.').
 */
function askedLab(question: string, n: NumberMention): string | undefined {
  if (n.unit && !/\//.test(n.unit)) return undefined
  if (!question.includes('?')) return undefined
  const named = fold(lettersJoined(question))
    .split(/[^\p{L}]+/u)
    .flatMap((_, k, words) => LABS.filter(([, pattern]) => pattern.test(words.slice(0, k + 1).join(' '))))
  const keys = new Set(named.map(([key]) => key))
  return keys.size === 1 ? `lab:${[...keys][0]}` : undefined
}

/**
 * A sentence that opens with its value said of 'it' ('it's, uh, .6', 'está em 0,6', 'está en 0,6', 'er liegt bei
 * 0,6'), folded, up to the value.
 */
const IT_IS =
  /^\s*(?:(?:it'?s|it is|it was|that'?s|that is|that was|e|esta|estava|foi|era|fica|ficou|es|estaba|fue|queda|quedo|(?:er|es|sie|der|das|die) (?:liegt|lag|ist|war|betragt|betrug)|(?:liegt|lag|ist|war) (?:er|es|sie))(?: (?:em|en|de|bei|um|at|about|around))?[\s,]*(?:(?:uh|um|uhm|eh|ah|ahm|ahn|like|about|around|cerca de|unos|etwa)[\s,]+)*)$/

/**
 * The result a value said of 'it' speaks of: the only one the sentence before it in the same turn names ('your
 * P S A today is good also. it's, uh, .6 i think', 'O PSA de hoje está bom. Está em 0,6.').
 */
function toldOfLabBefore(text: string, n: NumberMention): string | undefined {
  const start = Math.max(...['.', '!', '?', '\n'].map((c) => text.lastIndexOf(c, n.start - 1))) + 1
  if (start <= 0 || !IT_IS.test(fold(text.slice(start, n.start)))) return undefined
  const previousStart = Math.max(...['.', '!', '?', '\n'].map((c) => text.lastIndexOf(c, start - 2))) + 1
  const previous = fold(lettersJoined(text.slice(previousStart, start)))
  if (text.slice(previousStart, start).includes('?')) return undefined
  const words = previous.split(/[^\p{L}]+/u)
  const keys = new Set(
    words.flatMap((_, k) =>
      LABS.filter(([, p]) => p.test(words.slice(0, k + 1).join(' '))).map(([key]) => key),
    ),
  )
  return keys.size === 1 ? `lab:${[...keys][0]}` : undefined
}

/** A value right after the name of a laboratory result ('hemoglobin of nine', 'potássio 3,1'): the result's key. */
function labOf(text: string, n: NumberMention): string | undefined {
  // A dose ('potassium 20 mEq') is no result: only a bare value or one per volume.
  if (n.unit && !/\//.test(n.unit)) return undefined
  // A value said before the result's name ('seven point six lymphocytes', 'vinte e seis mil plaquetas'), not a
  // small count ('3 hemoglobin tests').
  if (!(Number.isInteger(n.values[0]) && n.values[0]! <= 12)) {
    const after = /^\s*(?:(?:mil|thousand|tausend)\s+)?([\p{L} ]{2,30})/u.exec(
      fold(lettersJoined(text.slice(n.end, n.end + 40))),
    )
    const name =
      after &&
      LABS.find(([, pattern]) =>
        after[1]!.split(' ').some((_, k, w) => pattern.test(w.slice(0, k + 1).join(' '))),
      )
    if (name) return `lab:${name[0]}`
  }
  const before = fold(lettersJoined(text.slice(Math.max(0, n.start - 45), n.start)))
  const told = toldOfLabBefore(text, n)
  if (told) return told
  // Most numbers have no result's name before them: one test, then the gap word by word.
  if (!LAB_NAMES.test(before)) return undefined
  for (let cut = before.length; cut >= 0; cut--) {
    if (cut < before.length && /\w/.test(before[cut]!) && /\w/.test(before[cut - 1] ?? '')) continue
    if (!LAB_GAP.test(before.slice(cut))) continue
    const name = LABS.find(([, pattern]) => pattern.test(before.slice(0, cut)))
    if (name) return `lab:${name[0]}`
  }
  return undefined
}

/** People a note or a consultation counts, in the four languages' words, folded: one key each. */
const COUNTED_PEOPLE: [RegExp, string][] = [
  [
    /^(?:kids?|child|children|kiddos?|filh[oa]s?|criancas?|hij[oa]s?|ninos?|ninas?|kinder|kindern|kind)$/,
    'child',
  ],
  [
    /^(?:grandkids?|grandchild|grandchildren|net[oa]s|niet[oa]s|enkel(?:kinder|kindern|in|innen)?)$/,
    'grandchild',
  ],
]

/** The keys of people counted ('child', 'grandchild'). */
export const PEOPLE = new Set(COUNTED_PEOPLE.map(([, key]) => key))
/**
 * The words for one's children or grandchildren as a group, which name no other relative ('dois filhos', 'tres
 * hijos', 'seven grandkids', 'sete netos', 'Enkelkinder').
 */
const CHILDREN =
  /(?<![\p{L}])(?:(?:grand)?kids|(?:grand)?children|filh[oa]s|net[oa]s|crian[cç]as|hij[oa]s|niet[oa]s|ni[nñ][oa]s|(?:enkel)?kinder(?:n)?|enkel)(?![\p{L}])/giu

/**
 * Words before a count of one's own people ('my four kids', 'I also have three other kids', 'os meus dois
 * filhos', 'tengo tres hijos', 'meine zwei Kinder'), folded.
 */
const OWN_COUNT =
  /(?:\b(?:my|our|meus|minhas|nossos|nossas|mis|nuestros|nuestras|meine|unsere)|\b(?:i|we)(?: also| still| only)? (?:have|had|have got|ve got)|\b(?:tenho|temos|tive|tivemos|tengo|tenemos|tuve|tuvimos)|\b(?:ich|wir) (?:habe|haben|hatte|hatten))(?: (?:also|ainda|tambem|so|solo|auch|nur))?\s*$/

/** A question that asks how many children or grandchildren one has, folded ('any kids?', 'quantos filhos?'). */
const ASKS_PEOPLE =
  /\b(?:how many|any|have|got|quantos|quantas|tem|cuantos|cuantas|tiene|tienes|wie viele|haben sie|hast du)\s+(kids|children|grandkids|grandchildren|filh[oa]s|net[oa]s|hij[oa]s|niet[oa]s|kinder|enkel(?:kinder)?)\b[^.!?]*\?/
/** After a count that answers, the end of its clause ('Two.', 'Yes, I have two.', 'three of my own'). */
const ANSWER_ENDS = /^\s*(?:[.,!;]|$|of (?:my own|them)\b|and\b|e\b|y\b|und\b)/

/**
 * A question that asks how many of a thing ('how many cycles of chemo have you had?', 'quantos ciclos fez?',
 * '¿cuántos ciclos…?', 'wie viele Zyklen…?'), folded: the thing, past a word that says there are more.
 */
const ASKS_HOW_MANY =
  /\b(?:how many|quantos|quantas|cuantos|cuantas|wie ?viele)\s+(?:(?:more|other|outr[oa]s|otr[oa]s|weitere)\s+)?(\p{L}{3,})\b[^.!?]*\?/u

/**
 * What a count answers for: the people the question right before it asks of, or the thing it asks how many of,
 * when the count ends its clause ('How many cycles have you had?' 'I've had six, …').
 */
function countAsked(before: string, after: string, language: Language): string | undefined {
  if (!ANSWER_ENDS.test(fold(after.slice(0, 16)))) return undefined
  const asked = before.lastIndexOf('?')
  if (asked < 0 || /\d/.test(before.slice(asked + 1))) return undefined
  const question = fold(before.slice(Math.max(0, before.lastIndexOf('.', asked) + 1), asked + 1))
  const word = ASKS_PEOPLE.exec(question)?.[1]
  if (word) return COUNTED_PEOPLE.find(([p]) => p.test(word))?.[1]
  const thing = ASKS_HOW_MANY.exec(question)?.[1]
  // A unit asked of ('how many years?') is read as the number's unit, not as what it counts.
  if (!thing || STOPWORDS[language].has(thing) || UNIT_OF_WORD.some(([p]) => p.test(thing))) return undefined
  return countedStem(thing)
}

/**
 * A count written after what it counts with a times sign ('angioplasties x 2', 'Cesarean section x 2',
 * 'cesariana x2', 'Kaiserschnitt ×2'): the stem of the word before the sign.
 */
function timesWritten(text: string, n: NumberMention): string | undefined {
  if (n.unit || n.shape !== 'number' || !Number.isInteger(n.values[0])) return undefined
  const word = /(\p{L}{3,})\s+[x×]\s*$/u.exec(text.slice(Math.max(0, n.start - 40), n.start))?.[1]
  return word ? countedStem(fold(word)) : undefined
}

/** What a count counts, one key for one and many of it: 'pack' and 'packs', 'copo' and 'copos' (not 'glass'). */
const countedStem = (word: string) => stem(word.replace(/(?<=[^s])s$/, ''))

/** Words that only round a value ('around 90', 'cerca de', 'unos', 'etwa'): they name nothing. */
const APPROXIMATELY =
  /^(?:around|approximately|roughly|approx|cerca|aproximadamente|unos|unas|etwa|ungefahr|circa|ca)$/

/**
 * Verbs that only say where a value stands ('der PASI liegt bei neun', 'o PASI fica em nove', 'el PASI queda en
 * nueve', 'the PASI measures nine'): they name nothing.
 */
const STANDS_AT =
  /^(?:liegt|lag|lagen|liegen|betragt|betrug|misst|measures?|measured|reads?|read|stands?|stood|sits|fica|ficou|estava|mede|media|marca|marcava|queda|quedo|estaba|mide)$/

/**
 * The word that names a value said without a unit, right before it in its clause, past function words, words
 * that round it and verbs that say where it stands: 'Clark level: 4', 'shunt setting at one point zero', 'nível
 * 4', 'nivel de 4', 'Stufe 4', 'der PASI liegt bei neun'.
 */
function namedBefore(text: string, n: NumberMention, language: Language): string | undefined {
  if (n.unit) return undefined
  const clause =
    text
      .slice(Math.max(0, n.start - 40), n.start)
      .split(/[.;!?,()]/)
      .at(-1) ?? ''
  const words = fold(clause).match(/\p{L}+/gu) ?? []
  for (let k = words.length - 1; k >= Math.max(0, words.length - 4); k--) {
    const word = words[k]!
    if (word.length < 3 || STOPWORDS[language].has(word) || APPROXIMATELY.test(word) || STANDS_AT.test(word))
      continue
    return stem(word)
  }
  return undefined
}

/** A grade said in words ('one plus pitting edema', 'duas cruzes', 'dos cruces', 'zwei Kreuze'): 'plus'. */
const gradeOf = (word: string) =>
  /^(?:plus|cruz|cruzes|cruces|kreuze?)$/.test(fold(word)) ? 'plus' : undefined

/**
 * A grade written with its sign ('2+ pitting edema', 'reflexes 2+'; grades go to 4), not a sum ('Gleason 3+4')
 * nor a lower bound ('100+ pack-years'): 'plus'.
 */
const plusWritten = (text: string, n: NumberMention) =>
  !n.unit && n.shape === 'number' && n.values[0]! <= 4 && /^\+(?!\s*\d)/.test(text.slice(n.end))
    ? 'plus'
    : undefined

/** Reads what each number of a text states: its measurement, and for a dose (or a bare number), its drug. */
export function describeNumbers<T extends NumberMention>(
  text: string,
  numbers: T[],
  language: Language,
  drugs: DrugMention[] = findDrugs(text),
  /** The question the text answers, from the turn before ('Do you have any children?'). */
  question = '',
) {
  if (!numbers.length) return []
  const measures = findMeasurements(text, language)
  const words = fold(text).split(/[^\p{L}]+/u)
  const implied = new Set(words.flatMap((w) => UNIT_OF_WORD.filter(([p]) => p.test(w)).map(([, u]) => u)))
  // A text that names a drug and a dose's unit speaks of that unit for the bare values in it that measure
  // nothing ('increasing my testosterone to 175 milligrams? I'm at 140 now'; not 'my pressure was 140').
  const low = drugs.length ? fold(text) : ''
  const doseUnits = DOSE_UNIT_WORDS.filter(([p]) => low && p.test(low)).map(([, u]) => u)
  // The question a value answers: one asked in its own text before it, or the one before the text, with no
  // other value between.
  const asking = (n: NumberMention) => {
    const asked = text.lastIndexOf('?', n.start)
    if (numbers.some((m) => m.start > asked && m.start < n.start)) return ''
    return asked >= 0
      ? text.slice(Math.max(0, ...['.', '!'].map((c) => text.lastIndexOf(c, asked))), asked + 1)
      : question
  }
  return numbers.map((n) => {
    const measure =
      measures.find((m) => m.number.start === n.start)?.measure ?? labOf(text, n) ?? askedLab(asking(n), n)
    // Past a word that only says there are more ('three other kids', 'two additional drinks', 'zwei weitere
    // Tassen') and a letter joined to the word ('two c sections', 'zwei C-Schnitte'); the word after it past an
    // 'of' ('a six pack of beer', 'dois copos de vinho').
    const following =
      /^[\s-]*(?:(?:other|more|additional|extra|further|outr[oa]s|otr[oa]s|mais|mas|weitere\w?|andere\w?)\s+)?(?:[b-df-hj-np-tv-xz][\s-](?=\p{L}{3}))?([\p{L}]{3,})(?:\s+(?:(?:of|de|do|da|del)\s+)?([\p{L}]{3,}))?/iu.exec(
        fold(text.slice(n.end)),
      )
    const next = following?.[1]
    // 'Two kids', '3 adopted children', 'três filhos': people counted by one key, past a word that describes them.
    const person = [following?.[1], following?.[2]]
      .map((w) => w && COUNTED_PEOPLE.find(([p]) => p.test(fold(w)))?.[1])
      .find(Boolean)
    const count =
      !measure &&
      !n.unit &&
      (n.shape !== 'number' || Number.isInteger(n.values[0])) &&
      next &&
      !STOPWORDS[language].has(fold(next)) &&
      // '30 more days': a duration whose unit the number reader did not join, not days counted.
      !UNIT_OF_WORD.some(([p]) => p.test(next))
    // 'How many kids do you have?' 'Two.': a bare count that ends the answer counts the people or the thing
    // asked of.
    const answered =
      !measure && !n.unit && !person && n.shape === 'number' && Number.isInteger(n.values[0])
        ? countAsked(`${question} ${text.slice(0, n.start)}`, text.slice(n.end), language)
        : undefined
    const clock = !n.unit && CLOCK_AFTER.test(fold(text.slice(n.end, n.end + 24)))
    if (answered)
      return {
        ...n,
        measure,
        drug: undefined,
        counted: answered,
        implied: undefined,
        named: undefined,
        countedNext: undefined,
        clock: false,
        relatives: false,
        answersHowMany: true,
      }
    return {
      ...n,
      measure,
      own:
        !!person &&
        OWN_COUNT.test(fold(text.slice(Math.max(0, n.start - 20), n.start)).replace(/['’]/g, ' ')),
      // A measurement ('hemoglobin A1c was 8') doses no drug, whatever drug stands before it.
      drug: !measure && (!n.unit || DOSE_UNITS.has(n.unit)) ? doseOf(text, n, drugs) : undefined,
      counted: count
        ? (person ?? gradeOf(next) ?? countedStem(fold(next)))
        : (plusWritten(text, n) ?? timesWritten(text, n)),
      countedNext:
        count && following?.[2] && !STOPWORDS[language].has(following[2])
          ? countedStem(following[2])
          : undefined,
      named: namedBefore(text, n, language),
      clock,
      relatives: !!count && RELATIVE.test(next),
      implied: n.unit
        ? undefined
        : new Set([...implied, ...(clock ? ['hours'] : []), ...(measure || clock ? [] : doseUnits)]),
      answersHowMany: false,
    }
  })
}

/** 'A week', 'a couple of days', 'uma semana', 'un par de días', 'ein paar Tage': 1 and 2 said without digits. */
const ARTICLE_UNITS: Record<Language, [number, RegExp][]> = {
  en: [
    [
      1,
      /\b(?:a|an|one|per|every|each|once a|last|past|next|this coming)\s+(day|week|month|year|hour|minute|time)/g,
    ],
    [2, /\b(?:couple(?: of)?|twice a|two)\s+(days?|weeks?|months?|years?|hours?|minutes?|times?)/g],
    [1.5, /\b(?:a|one)?\s?(day|week|month|year|hour) and a half\b/g],
    [30, /\bhalf an? (hour)\b/g],
  ],
  pt: [
    [
      1,
      /\b(?:um|uma|por|cada|ao|a|uma vez por|ultimo|ultima|proximo|proxima)\s+(dia|semana|mes|ano|hora|minuto|vez)/g,
    ],
    [2, /\b(?:um par de|duas vezes|dois|duas)\s+(dias?|semanas?|meses|anos?|horas?|minutos?|vezes)/g],
    [1.5, /\b(dia|semana|mes|ano|hora) e meio\b/g],
    [30, /\bmeia (hora)\b/g],
  ],
  es: [
    [
      1,
      /\b(?:un|una|por|cada|al|a la|una vez al|ultimo|ultima|proximo|proxima)\s+(dia|semana|mes|ano|hora|minuto|vez)/g,
    ],
    [2, /\b(?:un par de|dos veces|dos)\s+(dias?|semanas?|mes(?:es)?|anos?|horas?|minutos?|veces)/g],
    [1.5, /\b(dia|semana|mes|ano|hora) y medio\b/g],
    [30, /\bmedia (hora)\b/g],
  ],
  de: [
    [
      1,
      /\b(?:ein|eine|einen|einem|pro|jede[nrm]?|einmal|nachste[nrm]?)\s+(tag|woche|monat|jahr|stunde|minute|mal)/g,
    ],
    [2, /\b(?:ein paar|paar|zwei|zweimal)\s+(tage?n?|wochen?|monate?n?|jahre?n?|stunden?|minuten?|mal)/g],
    [1.5, /\b(?:anderthalb|eineinhalb)\s+(tage?n?|wochen?|monate?n?|jahre?n?|stunden?)/g],
    [30, /\bhalbe?n? (stunde)\b/g],
  ],
}
const UNIT_OF_WORD: [RegExp, string][] = [
  [/^(?:days?|dias?|tage?n?|tag)$/, 'days'],
  [/^(?:weeks?|semanas?|wochen?|woche)$/, 'weeks'],
  [/^(?:months?|mes|meses|monate?n?|monat)$/, 'months'],
  [/^(?:years?|anos?|jahre?n?|jahr)$/, 'years'],
  [/^(?:hours?|horas?|stunden?|stunde)$/, 'hours'],
  [/^(?:minutes?|minutos?|minuten?|minute)$/, 'minutes'],
  [/^(?:times?|vez|vezes|veces|mal)$/, 'times'],
]

/** The start of a range said before a count ('one to', 'uma a', 'uno a', 'ein bis'). */
const RANGE_START = /(?:^|[^\p{L}])(?:one|um|uma|uno|una|un|ein|eine|1)\s*(?:to|or|a|ou|o|bis|oder|-)\s*$/u

/** The durations and counts of one or two a consultation says in words without a number: 'days:1', 'weeks:2'. */
export function articleCounts(said: string, language: Language): Set<string> {
  const out = new Set<string>()
  const low = fold(said)
  for (const [count, pattern] of ARTICLE_UNITS[language])
    for (const m of low.matchAll(pattern)) {
      // 'One to two weeks': the end of a range said, not two weeks.
      if (RANGE_START.test(low.slice(Math.max(0, m.index - 16), m.index))) continue
      const unit = UNIT_OF_WORD.find(([p]) => p.test(m[1]!))?.[1]
      if (unit === 'hours' && count === 30) out.add('minutes:30')
      else if (unit) out.add(`${unit}:${count}`)
      // 'A month' is the note's '4 weeks', 'a week' its '7 days', 'a year' its '12 months'.
      if (unit === 'months') out.add(`weeks:${count * 4}`)
      if (unit === 'weeks') out.add(`days:${count * 7}`)
      if (unit === 'days') out.add(`hours:${count * 24}`)
      if (unit === 'years') out.add(`months:${count * 12}`)
    }
  // 'Desde anteontem', 'desde anteayer', 'seit vorgestern', 'since the day before yesterday': 2 days.
  if (/\b(?:anteontem|anteayer|antier|vorgestern|day before yesterday)\b/.test(low)) out.add('days:2')
  // 'Once', 'twice', 'uma vez', 'dos veces', 'einmal'.
  if (/\b(?:once|uma vez|una vez|einmal)\b/.test(low)) out.add('times:1')
  if (/\b(?:twice|duas vezes|dos veces|zweimal)\b/.test(low)) out.add('times:2')
  // 'A pack and a half', 'half a cc': 1.5 and 0.5 of whatever is counted.
  if (/\b(?:and a half|e meio|e meia|y medio|y media|einhalb|anderthalb)\b/.test(low)) out.add('any:1.5')
  if (
    /\b(?:half an?|(?<!and )a half(?! (?:hour|day|week|month|year))|meio|meia|medio|media|halbe?n?)\b/.test(
      low,
    )
  )
    out.add('any:0.5')
  // 'A baby aspirin', 'aspirina infantil': 81 mg said without the number.
  if (/\b(?:baby|low[- ]dose) aspirin|aspirina infantil|aspirina de (?:dosis )?baja|ass 100\b/.test(low))
    out.add('mg:81')
  return out
}

/** Words that ask for a score on a scale ('on a scale of one to ten', 'de 0 a 10', 'von 0 bis 10'). */
const SCALE =
  /\b(?:scale|escala|skala|out of (?:ten|10)|(?:from|de|del|desde) (?:0|zero|cero|um|uno|1|one) (?:to|a|al|ate|hasta) (?:10|ten|dez|diez)|(?:zero|one|0|1) to (?:ten|10)|von (?:0|null|1|eins) bis (?:10|zehn)|pain (?:level|score)|nivel de dor|intensidade da dor|nivel de dolor|intensidad del dolor|schmerzstarke|schmerzintensitat)\b/
/** A question about pain, answered with a score ('how bad is the pain?' 'about an eight'). */
const PAIN = /\b(?:pain|hurt\w*|dor|doi|dolor|duele|schmerz\w*|weh)\b/

/** Scores given in answer to a question on a scale from 0 or 1 to 10: the values said in the turns after it. */
export function scaleAnswers(
  sentences: SourceSentence[],
  numbers: (s: SourceSentence) => NumberMention[],
): Set<number> {
  const out = new Set<number>()
  sentences.forEach((s, i) => {
    const low = fold(s.said)
    const window = SCALE.test(low) ? 4 : s.question && PAIN.test(low) ? 3 : 0
    // A question's own numbers are its scale ('with ten being the worst'), not an answer, also where a short
    // answer is read with the question ('… how would you rate it?' 'Like a nine.').
    const scale = s.question ? bareValues(numbers(s)) : []
    for (const next of sentences.slice(i, i + window).filter((x) => x === s || x.speaker !== s.speaker)) {
      if (next === s && s.question) continue
      const values = bareValues(numbers(next))
      if (next.index === s.index + 1 && shortAnswer(s, next))
        for (const v of scale) values.splice(values.indexOf(v), values.includes(v) ? 1 : 0)
      // Up to twenty: a score beyond the scale ('an eleven') is an answer too.
      for (const v of values) if (v <= 20) out.add(v)
    }
  })
  return out
}

const bareValues = (numbers: NumberMention[]) =>
  numbers.filter((n) => n.shape === 'number' && !n.unit).map((n) => n.values[0]!)

/** Whether a sentence is a short answer read together with the question before it, as the index reads it. */
const shortAnswer = (question: SourceSentence, answer: SourceSentence) =>
  question.question &&
  question.turn !== answer.turn &&
  question.speaker !== answer.speaker &&
  answer.said.split(/\s+/).length <= SHORT_ANSWER_WORDS

/** A value unlikely to be said for anything else: a decimal, or a number from 13 up that is not round. */
const particular = (v: number) => !Number.isInteger(v) || (v >= 13 && v % 5 !== 0)

/** Units aligned to a line, with the sentences right before and after each in the same turn. */
export function neighbours(ctx: ReviewContext, aligned: number[]): Set<number> {
  const out = new Set(aligned)
  const { units, unitOfSentence } = ctx.index
  for (const u of aligned) {
    const unit = units[u]!
    const first = unit.sentences[0]
    const last = unit.sentences.at(-1)
    if (!first || !last) continue
    for (const k of [first.index - 1, last.index + 1]) {
      const v = unitOfSentence[k]
      if (v !== undefined && units[v]!.sentences.at(-1)!.turn === first.turn) out.add(v)
    }
  }
  return out
}

/** The drugs a unit names, with those of the question it answers (the sentence before it, in the turn before). */
function askedDrugs(ctx: ReviewContext, u: number): Set<string> {
  const unit = ctx.index.units[u]!
  const keys = new Set(unit.drugs.map((d) => d.key))
  const first = unit.sentences[0]
  const question = first ? ctx.consultation.sentences[first.index - 1] : undefined
  if (question?.question && question.turn === first!.turn - 1)
    for (const d of ctx.index.units[ctx.index.unitOfSentence[question.index]!]!.drugs) keys.add(d.key)
  // The one drug the talk is about, named a few sentences before ('since you started the sertraline?' …
  // 'how long on the fifty milligrams?').
  if (!keys.size && first) {
    // A question of the dose itself ('Do you remember the dosage?') looks back over two more turns.
    const ofDose = [...unit.sentences, ...(question?.turn === first.turn - 1 ? [question] : [])].some(
      (s) => s?.question && ASKS_DOSE.test(fold(s.said)),
    )
    const turns = ofDose ? 4 : 2
    for (let k = first.index - 1; k >= Math.max(0, first.index - TOPIC_SENTENCES - (ofDose ? 2 : 0)); k--) {
      const sentence = ctx.consultation.sentences[k]!
      if (sentence.turn < first.turn - turns) break
      const named = new Set(ctx.index.units[ctx.index.unitOfSentence[k]!]!.drugs.map((d) => d.key))
      if (!named.size) continue
      if (named.size === 1) keys.add([...named][0]!)
      break
    }
  }
  return keys
}

/** A question of a dose ('what dose?', 'how many milligrams?', 'que dose?', '¿qué dosis?', 'welche Dosis?'), folded. */
const ASKS_DOSE =
  /\b(?:dose|dosage|doses|how many (?:milligrams|mg|units)|how much (?:do|did|were|are) you (?:take|taking|given)|strength|dosagem|dosis|dosierung|quantos miligramas|cuantos miligramos|wie viel milligramm)\b/

/** How far back a dose said without its drug looks for the drug the talk is about. */
const TOPIC_SENTENCES = 4

/** A count ('4 views', '#20') or a small bare number ('1 in the morning'): only ever compared with one said. */
const bare = (n: SaidNumber) =>
  n.shape === 'number' &&
  !n.unit &&
  // A result read by its name only ('potassium 3') is compared with one said, never unsupported alone.
  (!n.measure || n.measure.startsWith('lab:')) &&
  (!!n.counted || (Number.isInteger(n.values[0]) && n.values[0]! <= 12))

/** Whether two counts count the same thing, by the word after the number or the one after that. */
const sameCounted = (a: SaidNumber, b: SaidNumber) =>
  a.counted === b.counted ||
  (!!a.countedNext && a.countedNext === b.counted) ||
  (!!b.countedNext && b.countedNext === a.counted)

/** A sentence without the words of what is counted ('five siblings'), to see whether it speaks of a relative. */
const withoutWordsOf = (said: string, counted: string) =>
  said.replace(/\p{L}+/gu, (w) => (countedStem(fold(w)) === counted ? '' : w))

/** Whether both ends of a range are said in a unit ('one to two', 'a three or a four'), each as its own value. */
function otherEndSaid(range: NoteNumber, said: SaidNumber[]): boolean {
  return range.values.slice(0, 2).every((v) => said.some((s) => s.values.some((x) => Math.abs(x - v) < 1e-9)))
}

/** How well a line must match its sentence for that sentence's other value to contradict the line. */
export const TRUSTED_ALIGNMENT = 0.5

/** A relative named: their age is not the patient's. */
const RELATIVE =
  /(?<![\p{L}])(?:mother|father|mom|dad|brother|sister|son|daughter|husband|wife|aunt|uncle|grand\p{L}*|cousin|sibling\p{L}*|parents?|m[aã]e|pai|irm[aã]\p{L}*|filh\p{L}*|av[oóô]\p{L}*|tio|tia|madre|padre|herman\p{L}*|hij\p{L}*|abuel\p{L}*|mutter|vater|bruder|schwester|sohn|tochter|gro(?:ß|ss)\p{L}*|onkel|tante|eltern)(?![\p{L}])/iu

/**
 * Whether a note's age is a relative's: a relative named before it in its sentence ('Father died at age 61',
 * 'Mãe de 60 anos') or right after it ('a 16-year-old brother', '60-jähriger Vater'); not one named later
 * ('a 16-year-old female who came with her mother').
 */
function relativesAge(text: string, n: { start: number; end: number }): boolean {
  const sentenceStart = Math.max(...['.', ';', '!', '?'].map((c) => text.lastIndexOf(`${c} `, n.start))) + 1
  if (RELATIVE.test(text.slice(sentenceStart, n.start))) return true
  const rest = text.slice(n.end)
  const paired = PAIRED.exec(rest)
  const after =
    /^[\s-]*(?:[\p{L}.'/-]+[\s-]+){0,3}/u.exec(paired ? rest.slice(paired[0].length) : rest)?.[0] ?? ''
  return RELATIVE.test(after.split(/\b(?:who|with|whose|and|que|com|con|mit|der|die)\b/)[0]!)
}

/**
 * Whether a companion tells the patient's age: the relative named only in the question ('Can you tell me
 * about your son?' 'Sure, he's ten years old now.', 'How old is your father?' 'He is sixty two.'), none in
 * what the companion says.
 */
function toldOfPatient(unit: Unit): boolean {
  const told = unit.sentences.filter((x) => x.speaker === 'other' || x.carer)
  return told.length > 0 && told.every((x) => !RELATIVE.test(x.said) && HE_OR_SHE.test(x.said))
}

/** 'He's', 'she is', 'ele tem', 'ella tiene', 'er ist': someone spoken of, not named. */
const HE_OR_SHE =
  /(?<![\p{L}])(?:he's|she's|he is|she is|ele tem|ela tem|él tiene|el tiene|ella tiene|er ist|sie ist)(?![\p{L}])/iu

/** Someone giving their own age ('I'm 38', 'tenho 38', 'ich bin 38'). */
const SELF = /(?<![\p{L}])(?:i'm|i am|in my|tenho|tengo|ich bin)(?![\p{L}])/iu

/**
 * Every number the note states must be stated by the consultation with the same meaning: the same value in
 * a compatible unit, for the same drug, measurement or counted thing. The sentences a line was aligned to
 * come first: a value of the same kind said there with another number contradicts the line. Then the whole
 * consultation: a value said anywhere supports it, and another value of the same measurement, the same
 * drug's dose, an age or a score of the same finding contradicts it. A number said nowhere is unsupported;
 * ages, kinds ('type 2') and counts ('4 views') are only compared with one said.
 */
export function checkNumbers(ctx: ReviewContext): Draft[] {
  const drafts: Draft[] = []
  for (const [l, line] of ctx.lines.entries()) {
    const { units: aligned, score } = ctx.aligned[l]!
    // The aligned sentences and the ones beside them in the same turn (a long turn is read in pieces).
    const around = neighbours(ctx, aligned)
    const near = (u: number) => around.has(u)
    const described = describeNumbers(
      line.text,
      noteNumbers(line.text, ctx.language),
      ctx.language,
      ctx.lineDrugs[l],
    ).filter((n) => !n.absence || n.measure?.startsWith('lab:'))
    for (const n of described) {
      const supports = (u: number, s: SaidNumber) => {
        if (!sameNumber(n, s)) return false
        // A range is confirmed by one of its values (a note widens 'a drink or two' to '1 to 2'), but not by
        // a value of another unit said elsewhere ('two weeks' is not '2 to 3 packs'), unless its other end is
        // said with it.
        if (
          n.shape === 'range' &&
          s.shape !== 'range' &&
          !near(u) &&
          s.unit &&
          s.unit !== n.unit &&
          !otherEndSaid(n, ctx.numbers[u]!)
        )
          return false
        // An age is said bare as often as not ('she's nine', 'tengo sesenta').
        if (near(u) || (n.role === 'age' && !s.unit)) return true
        // A dose said without its drug, in answer to a question naming it ('your citalopram?' 'ten mg').
        const answersFor = (key: string) => !s.drug && askedDrugs(ctx, u).has(key)
        if (n.drug && s.drug !== n.drug && !answersFor(n.drug)) return false
        if (n.measure && s.measure && s.measure !== n.measure) return false
        if (n.counted && n.shape === 'number' && !sameCounted(n, s)) return false
        // A bare number said elsewhere confirms a value with a unit only for the same drug or measurement,
        // in a sentence that speaks of that unit, or when the value is too particular to be another one.
        if (
          n.unit &&
          !s.unit &&
          !(n.drug && n.drug === s.drug) &&
          !(n.measure && n.measure === s.measure) &&
          !s.implied?.has(n.unit) &&
          !particular(n.values[0]!)
        )
          return false
        // The patient's children counted the same, wherever said.
        if (n.counted && PEOPLE.has(n.counted)) return true
        return !(
          n.shape === 'number' &&
          !n.unit &&
          !n.measure &&
          Number.isInteger(n.values[0]) &&
          n.values[0]! <= 12
        )
      }
      const contradicts = (u: number, s: SaidNumber) => {
        if (supports(u, s)) return false
        // Another value named by the same word where the line comes from: 'Clark level 4' said, 'Clark level:
        // 5' written; 'setting at one point zero' said, 'setting at 2' written.
        if (
          n.named &&
          s.named === n.named &&
          !n.unit &&
          !s.unit &&
          n.role === 'value' &&
          s.role === 'value' &&
          n.shape === s.shape &&
          !sameNumber(n, s) &&
          !(n.counted && PEOPLE.has(n.counted)) &&
          near(u)
        )
          return true
        // A time of day against another said where the line comes from, or, where the line and the consultation
        // give as many times of day and all but this one agree, against the one left: 'about seven this morning'
        // for 'since 8 o'clock in the morning'; 'from ten in the night to seven in the morning' for 'from 10 p.m.
        // to 8 a.m.'.
        if (n.clock && s.clock && n.shape === 'number' && s.shape === 'number' && !sameNumber(n, s)) {
          if (near(u)) return true
          const written = new Set(described.filter((x) => x.clock).map((x) => x.values[0]!))
          const said = new Set(ctx.numbers.flatMap((x) => x.filter((y) => y.clock).map((y) => y.values[0]!)))
          const unsaid = [...written].filter((v) => !said.has(v))
          const unwritten = [...said].filter((v) => !written.has(v))
          return (
            written.size === said.size &&
            unsaid.length === 1 &&
            unsaid[0] === n.values[0] &&
            unwritten.length === 1 &&
            unwritten[0] === s.values[0]
          )
        }
        // A score on the same scale of the same finding: '2/6 systolic' against '3/6 systolic'.
        if (n.shape === 'ratio' && s.shape === 'ratio' && n.counted && s.counted === n.counted)
          return n.values.at(-1) === s.values.at(-1)
        // An age in years against one in years ('8-month-old' is not '5 years'); a relative's age never
        // against the patient's own ('Mother died age 60' is not contradicted by 'I'm 38'), nor the
        // patient's against what is said of a relative ('My dad passed away at sixty one').
        if (n.role === 'age' || s.role === 'age') {
          // 'When I was fourteen' is no contradiction of 'a 91-year-old woman'.
          if (s.past && n.ofNow) return false
          const said = ctx.index.units[u]!.said
          const ofRelative = RELATIVE.test(said) && !SELF.test(said) && !toldOfPatient(ctx.index.units[u]!)
          return (
            n.role === s.role &&
            (n.unit ?? 'years') === (s.unit ?? 'years') &&
            (relativesAge(line.text, n) ? RELATIVE.test(said) || !SELF.test(said) : !ofRelative)
          )
        }
        // Children counted are the patient's wherever said, unless the sentence is of another relative and the
        // speaker does not count their own ('my husband and my four kids'), or either side counts them twice ('2 who died and 4 surviving', 'six … four of them').
        if (n.counted && PEOPLE.has(n.counted) && n.shape === 'number')
          return (
            s.counted === n.counted &&
            (near(u) || s.own || !RELATIVE.test(ctx.index.units[u]!.said.replace(CHILDREN, ''))) &&
            described.filter((x) => x.counted === n.counted).length === 1 &&
            new Set(
              ctx.numbers.flatMap((said) =>
                said.filter((x) => x.counted === n.counted).map((x) => x.values[0]),
              ),
            ).size === 1
          )
        // Anything else counted ('3 meals a day', 'três refeições'): where the line comes from, or anywhere
        // when each side counts it once, and not of a relative (but for the relatives counted: 'five siblings').
        if (n.counted && n.shape === 'number')
          return (
            sameCounted(n, s) &&
            (near(u) ||
              (!sameNumber(n, s) &&
                !RELATIVE.test(withoutWordsOf(ctx.index.units[u]!.said, n.counted)) &&
                described.filter((x) => x.counted === n.counted).length === 1 &&
                new Set(
                  ctx.numbers.flatMap((said) =>
                    said.filter((x) => sameCounted(n, x)).map((x) => x.values[0]),
                  ),
                ).size === 1))
          )
        if (n.role !== 'value' || s.role !== 'value') return n.role === s.role && near(u)
        if (n.measure || s.measure) return n.measure === s.measure
        if (n.unit && DOSE_UNITS.has(n.unit)) return sameKind(n, s) && !!n.drug && n.drug === s.drug
        return sameKind(n, s) && near(u)
      }
      const conflictIn = (units: Iterable<number>) => {
        for (const u of units) {
          const s = ctx.numbers[u]!.find((x) => contradicts(u, x))
          if (s) return { u, s }
        }
        return undefined
      }
      const count = n.unit ? `${n.unit}:${n.values[0]}` : ''
      const supported = () =>
        ctx.numbers.some((said, u) => said.some((s) => supports(u, s))) ||
        (count && ctx.articleCounts.has(count)) ||
        ctx.articleCounts.has(`any:${n.values[0]}`) ||
        (n.shape === 'ratio' && n.values.at(-1) === 10 && ctx.scaleAnswers.has(n.values[0]!)) ||
        // A score beyond the scale ('11/10') said bare anywhere ('sometimes it gets to an eleven').
        (n.shape === 'ratio' &&
          n.values.at(-1) === 10 &&
          n.values[0]! > 10 &&
          ctx.numbers.some((said) =>
            said.some((s) => s.shape === 'number' && !s.unit && s.values[0] === n.values[0]),
          ))
      // Where the line comes from first: what it says there decides.
      if ([...around].some((u) => ctx.numbers[u]!.some((s) => supports(u, s)))) continue
      // The same value of the same kind said anywhere stands: a consultation may give two readings, and
      // correct itself ('5000 units … or 50,000 units').
      // A range said there with other ends is not restated by one end said elsewhere ('cada dos o tres horas'
      // written '3-4 horas', where 'hace unas tres horas' is said before).
      const otherRangeHere =
        n.shape === 'range' &&
        [...around].some((u) =>
          ctx.numbers[u]!.some((s) => s.shape === 'range' && sameKind(n, s) && !sameNumber(n, s)),
        )
      const restated = ctx.numbers.some((said, u) =>
        said.some(
          (s) =>
            supports(u, s) &&
            (sameKind(n, s) || (!!n.measure && s.measure === n.measure)) &&
            !(otherRangeHere && s.shape !== 'range'),
        ),
      )
      // An age said as an age elsewhere stands too: the line's sentence may tell another relative's ('my dad
      // … was only fifty two' and 'my brother died when he was fifty three' for 'Father died at age 52').
      const agedElsewhere =
        n.role === 'age' &&
        ctx.numbers.some((said, u) => said.some((s) => s.role === 'age' && supports(u, s)))
      const local = score >= TRUSTED_ALIGNMENT && !restated && !agedElsewhere ? conflictIn(around) : undefined
      if (!local && supported()) continue
      const conflict = local ?? conflictIn(ctx.numbers.keys())
      const span = { start: line.start + n.start, end: line.start + n.end }
      if (conflict) {
        drafts.push({
          kind: 'contradiction',
          code: 'contradiction_value',
          params: { written: n.text, said: conflict.s.text },
          note: span,
          evidence: evidenceOf(ctx.index.units[conflict.u]!),
        })
        continue
      }
      if (n.role !== 'value' || bare(n)) continue
      drafts.push({
        kind: 'unsupported',
        code: 'unsupported_number',
        params: { value: n.text },
        note: span,
        evidence: [],
      })
    }
  }
  return [...drafts, ...outOfOrder(ctx.note)]
}

/** A list's number: at the start of a line, or of a sentence when it runs on in prose ('1. Infection. 2. Pain.'). */
const LIST_MARKER = /(?:^|(?<=[.!?:]))([ \t]*)(\d{1,2})[.)][ \t]+(?=\p{L})/gmu
/**
 * Numbers of a list written out of its order ('1. Infection. 3. Pelvic pain. 3. Mood swings.'): one the items
 * around it number otherwise (the one before it and the one after it, or the ones before it counting from 1)
 * was not written by whoever counted the rest. A list starts again at a heading or at 1.
 */
function outOfOrder(note: string): Draft[] {
  const drafts: Draft[] = []
  const runs = note.split(/^(?=\s*#)/m)
  let offset = 0
  for (const run of runs) {
    const marks = [...run.matchAll(LIST_MARKER)].map((m) => ({
      n: Number(m[2]),
      start: offset + m.index + m[1]!.length,
      end: offset + m.index + m[1]!.length + m[2]!.length,
    }))
    offset += run.length
    marks.forEach((m, i) => {
      if (m.n === 1) return
      const prev = marks[i - 1]
      const next = marks[i + 1]
      // Counting from 1 up to it: only a list whose own start is in sight is weighed.
      const counted = marks.slice(0, i).every((x, k) => x.n === k + 1)
      const wrong = prev
        ? m.n !== prev.n + 1 && counted && (!next || next.n === prev.n + 2)
        : next?.n === 2 && marks.slice(1).every((x, k) => x.n === k + 2)
      if (!wrong) return
      drafts.push({
        kind: 'unsupported',
        code: 'unsupported_number',
        params: { value: String(m.n) },
        note: { start: m.start, end: m.end },
        evidence: [],
      })
    })
  }
  return drafts
}
