import type { Language } from '../contract/common'
import { findMedications } from '../server/engines/clinical/medications'
import { readNumbers } from '../server/engines/clinical/numbers'
import type { Span } from '../server/engines/clinical/types'
import { findDrugs } from '../server/engines/review/drugs'
import { fold } from '../server/engines/review/words'

// Faults injected one at a time into a gold note, each with the span of the new note it is about (for an
// omission, what was dropped). The faults are written from the note's own words, never from what the check
// finds, so the bench measures the check rather than agreeing with it.

export type FaultKind =
  | 'change_number'
  | 'add_drug'
  | 'add_allergic_drug'
  | 'flip_negation'
  | 'drop_allergy_line'
  | 'drop_prescription'

export const FAULT_KINDS: FaultKind[] = [
  'change_number',
  'add_drug',
  'add_allergic_drug',
  'flip_negation',
  'drop_allergy_line',
  'drop_prescription',
]

export interface Fault {
  kind: FaultKind
  note: string
  /** Where the fault is in the new note; for a dropped line, where it was. */
  span: Span
  /** What was dropped, for an omission: the drug key, or 'allergy'. */
  dropped?: string
  description: string
  /** For a flipped negation: the consultation's sentences that speak of what the line denied (for `--show`). */
  evidence?: string[]
}

const MAX_PER_NOTE = 3

/** Picks up to `n` items spread over a list, the same ones every run. */
const spread = <T>(items: T[], n = MAX_PER_NOTE): T[] =>
  items.length <= n
    ? items
    : Array.from({ length: n }, (_, i) => items[Math.floor(((i + 0.5) * items.length) / n)]!)

const splice = (text: string, start: number, end: number, insert: string) =>
  text.slice(0, start) + insert + text.slice(end)

/** Lines of a note with their offsets, headings included. */
function noteLines(note: string): (Span & { text: string })[] {
  const out: (Span & { text: string })[] = []
  let at = 0
  for (const text of note.split('\n')) {
    out.push({ start: at, end: at + text.length, text })
    at += text.length + 1
  }
  return out
}

/** A number, a pressure or score ('152/90', '2/6'), or a range ('3 to 4', '6-8'), as a note writes them. */
const NUMBER =
  /(?<![\p{L}\d.,/:-])(\d+(?:[.,]\d+)?)(?:\/(\d+)|(\s*(?:-|–|to|a|bis|or|ou|o)\s*)(\d+(?:[.,]\d+)?))?(?![\p{L}\d/:]|[.,]\d)/gu
const YEAR_OR_DATE = /^(?:19|20)\d\d$/

/** A number written otherwise, as a slip of the pen or of the model would: 38.5 → 38, 2/6 → 3/6, 20 → 25. */
function changed(value: string, second: string | undefined): string {
  if (second !== undefined) {
    const a = Number(value)
    return a >= 50 ? `${a + 10}/${second}` : `${a + 1}/${second}`
  }
  const decimal = /^(\d+)[.,](\d+)$/.exec(value)
  // '1.0' written as '1' is the same value: a whole number with a decimal moves like a whole number.
  if (decimal && Number(decimal[2]) !== 0) return decimal[1]!
  const n = Number(value.replace(',', '.'))
  if (n < 10) return String(n + 1)
  if (n < 50) return String(n + 5)
  return String(n + 10)
}

/** Every value a transcript says, in digits or in words (each end of a range, both parts of a pressure). */
function saidValues(transcript: string, language: Language): Set<number> {
  return new Set(readNumbers(transcript, language).flatMap((n) => n.values))
}
const valuesIn = (written: string) =>
  (written.match(/\d+(?:[.,]\d+)?/g) ?? []).map((v) => Number(v.replace(',', '.')))

/** Both ends of a range move together: '3 to 4 weeks' → '4 to 5 weeks'. */
const replacementOf = (m: RegExpMatchArray) =>
  m[4] !== undefined ? `${changed(m[1]!, undefined)}${m[3]}${changed(m[4], undefined)}` : changed(m[1]!, m[2])

/**
 * A number changed where the consultation says the number the note wrote, and not the one it now writes: a
 * number nobody said cannot be checked against what was said, and one said elsewhere may still be true.
 */
export function changeNumber(note: string, transcript: string, language: Language): Fault[] {
  const said = saidValues(transcript, language)
  const candidates = [...note.matchAll(NUMBER)].filter((m) => {
    const before = valuesIn(m[0])
    const after = valuesIn(replacementOf(m)).filter((v) => !before.includes(v))
    if (!said.has(before[0]!) || after.some((v) => said.has(v))) return false
    if (YEAR_OR_DATE.test(m[1]!) && !m[2]) return false
    // List markers ('1. '), and the numbers of dates ('12/2019', '01/10/09').
    const lineStart = note.lastIndexOf('\n', m.index) + 1
    if (/^\s*$/.test(note.slice(lineStart, m.index)) && /^\d+[.)]\s/.test(note.slice(m.index))) return false
    if (m[2] && (m[2].length === 4 || /^\/\d/.test(note.slice(m.index + m[0].length)))) return false
    // A range's second number must be larger ('3 to 4'), else the words only join two numbers.
    if (
      m[4] !== undefined &&
      !/[-–]/.test(m[3]!) &&
      Number(m[4].replace(',', '.')) <= Number(m[1]!.replace(',', '.'))
    )
      return false
    return true
  })
  return spread(candidates).map((m) => {
    const replacement = replacementOf(m)
    return {
      kind: 'change_number' as const,
      note: splice(note, m.index, m.index + m[0].length, replacement),
      span: { start: m.index, end: m.index + replacement.length },
      description: `${m[0]} → ${replacement}`,
    }
  })
}

/** Drugs a model might add, per language, with a dose; some are in no list the check holds. */
const ADDED: Record<Language, string[]> = {
  en: [
    'metoprolol 25 mg twice daily',
    'atorvastatin 40 mg at night',
    'gabapentin 300 mg three times daily',
    'prednisone 20 mg daily',
    'sertraline 50 mg daily',
    'amlodipine 5 mg daily',
    'omeprazole 20 mg daily',
    'doxycycline 100 mg twice daily',
    'tamsulosin 0.4 mg daily',
    'clonazepam 0.5 mg at night',
    'methotrexate 15 mg weekly',
    'spironolactone 25 mg daily',
    'hydroxyzine 25 mg at night',
    'apixaban 5 mg twice daily',
    'rifaximin 550 mg twice daily',
    'colesevelam 625 mg daily',
    'pentoxifylline 400 mg three times daily',
    'nortriptyline 25 mg at night',
    'cilostazol 100 mg twice daily',
    'propylthiouracil 50 mg three times daily',
  ],
  pt: [
    'metoprolol 50 mg de 12 em 12 horas',
    'atorvastatina 20 mg ao deitar',
    'gabapentina 300 mg três vezes por dia',
    'prednisolona 20 mg por dia',
    'sertralina 50 mg por dia',
    'amlodipina 5 mg por dia',
    'omeprazol 20 mg em jejum',
    'doxiciclina 100 mg de 12 em 12 horas',
    'tansulosina 0,4 mg por dia',
    'alprazolam 0,5 mg ao deitar',
    'espironolactona 25 mg por dia',
    'apixabano 5 mg de 12 em 12 horas',
    'rifaximina 550 mg duas vezes por dia',
    'pentoxifilina 400 mg três vezes por dia',
    'nortriptilina 25 mg ao deitar',
    'cilostazol 100 mg duas vezes por dia',
  ],
  de: [
    'Metoprolol 47,5 mg 1-0-0',
    'Atorvastatin 20 mg zur Nacht',
    'Gabapentin 300 mg dreimal täglich',
    'Prednisolon 20 mg morgens',
    'Sertralin 50 mg täglich',
    'Amlodipin 5 mg täglich',
    'Pantoprazol 40 mg morgens',
    'Doxycyclin 100 mg zweimal täglich',
    'Tamsulosin 0,4 mg abends',
    'Lorazepam 0,5 mg zur Nacht',
    'Spironolacton 25 mg täglich',
    'Apixaban 5 mg zweimal täglich',
    'Rifaximin 550 mg zweimal täglich',
    'Pentoxifyllin 400 mg dreimal täglich',
    'Nortriptylin 25 mg zur Nacht',
    'Cilostazol 100 mg zweimal täglich',
  ],
  es: [
    'metoprolol 50 mg cada 12 horas',
    'atorvastatina 20 mg por la noche',
    'gabapentina 300 mg cada 8 horas',
    'prednisona 30 mg al día',
    'sertralina 50 mg al día',
    'amlodipino 5 mg al día',
    'omeprazol 20 mg en ayunas',
    'doxiciclina 100 mg cada 12 horas',
    'tamsulosina 0,4 mg al día',
    'lorazepam 1 mg por la noche',
    'espironolactona 25 mg al día',
    'apixabán 5 mg cada 12 horas',
    'rifaximina 550 mg cada 12 horas',
    'pentoxifilina 400 mg cada 8 horas',
    'nortriptilina 25 mg por la noche',
    'cilostazol 100 mg cada 12 horas',
  ],
}

const START: Record<Language, string> = {
  en: 'Start {drug}.',
  pt: 'Iniciar {drug}.',
  de: 'Neu angesetzt: {drug}.',
  es: 'Iniciar {drug}.',
}

/** The plan's heading in a note, where an added drug goes (else the end of the note). */
const PLAN_HEADING =
  /^(?:#+\s*)?(?:\*\*)?(?:assessment and plan|plan|plano|tratamiento|procedere|therapie|medical treatment|conduta|orientação)\b/i

function insertLine(note: string, line: string): { note: string; at: number } {
  const lines = noteLines(note)
  const plan = lines.findIndex((l) => PLAN_HEADING.test(l.text.trim()))
  // After the plan's heading and its blank line, or at the end.
  let at = note.length
  if (plan >= 0) {
    const next = lines.slice(plan + 1).find((l) => l.text.trim())
    at = next ? next.start : note.length
  }
  const text = at === note.length ? `\n\n${line}` : `${line}\n`
  return { note: splice(note, at, at, text), at: at === note.length ? at + 2 : at }
}

/** Whether a transcript already names a drug: its first six letters, or the same medicine under another name. */
const said = (transcript: string, drug: string, language: Language) => {
  const key = findMedications(drug, language)[0]?.key
  return (
    fold(transcript).includes(fold(drug).slice(0, 6)) ||
    (!!key && findMedications(transcript, language).some((m) => m.key === key))
  )
}

export function addDrug(note: string, transcript: string, language: Language, seed: number): Fault[] {
  const choices = ADDED[language].filter((d) => !said(transcript, d.split(' ')[0]!, language))
  return [0, 1].map((k) => {
    const drug = choices[(seed * 2 + k) % choices.length]!
    return startedDrug('add_drug', note, language, drug, drug.split(' ')[0]!)
  })
}

/** The note with a line starting `drug` inserted: the fault spans the drug's name in that line. */
function startedDrug<K extends Fault['kind']>(
  kind: K,
  note: string,
  language: Language,
  drug: string,
  name: string,
) {
  const line = `- ${START[language].replace('{drug}', drug)}`
  const { note: changedNote, at } = insertLine(note, line)
  const start = at + line.indexOf(name)
  return { kind, note: changedNote, span: { start, end: start + name.length }, description: `+ ${line}` }
}

/** An allergy a transcript states, and drugs it forbids: the agent itself or another of its class. */
const ALLERGY_AGENTS: [RegExp, string[]][] = [
  [/penic\w*/, ['amoxicillin 500 mg three times daily', 'Augmentin 875 mg twice daily']],
  [/amoxic\w*|augmentin/, ['amoxicillin 500 mg three times daily', 'ampicillin 500 mg four times daily']],
  [/sulfa\w*|bactrim|sulfonamid\w*/, ['Bactrim DS twice daily', 'sulfamethoxazole-trimethoprim 800/160 mg']],
  [
    /ibuprof\w*|aines?|nsaids?|anti-?inflamat\w*|antirheumati\w*/,
    ['naproxen 500 mg twice daily', 'diclofenac 50 mg'],
  ],
  [/aspirin\w*|acido acetilsalicilico/, ['ibuprofen 400 mg', 'naproxen 250 mg']],
  [/codein\w*/, ['codeine 30 mg']],
  [/morfin\w*|morphin\w*/, ['morphine 10 mg']],
  [/cefalex\w*|cephalex\w*|keflex/, ['cefuroxime 500 mg twice daily']],
  [/eritromic\w*|erythromyc\w*/, ['azithromycin 500 mg daily']],
  [/ciproflox\w*/, ['levofloxacin 500 mg daily']],
]
const ALLERGY_CUE = /allerg|alerg|unvertrag/

const ALLERGIC_DRUG: Record<Language, Record<string, string>> = {
  en: {},
  pt: {
    'amoxicillin 500 mg three times daily': 'amoxicilina 500 mg de 8 em 8 horas',
    'Augmentin 875 mg twice daily': 'amoxicilina com ácido clavulânico 875 mg de 12 em 12 horas',
    'ampicillin 500 mg four times daily': 'ampicilina 500 mg de 6 em 6 horas',
    'naproxen 500 mg twice daily': 'naproxeno 500 mg de 12 em 12 horas',
    'diclofenac 50 mg': 'diclofenac 50 mg',
    'ibuprofen 400 mg': 'ibuprofeno 400 mg',
    'naproxen 250 mg': 'naproxeno 250 mg',
    'Bactrim DS twice daily': 'cotrimoxazol 800/160 mg de 12 em 12 horas',
    'sulfamethoxazole-trimethoprim 800/160 mg': 'sulfametoxazol-trimetoprim 800/160 mg',
  },
  de: {
    'amoxicillin 500 mg three times daily': 'Amoxicillin 1000 mg dreimal täglich',
    'Augmentin 875 mg twice daily': 'Amoxicillin/Clavulansäure 875/125 mg zweimal täglich',
    'ampicillin 500 mg four times daily': 'Ampicillin 500 mg viermal täglich',
    'naproxen 500 mg twice daily': 'Naproxen 500 mg zweimal täglich',
    'diclofenac 50 mg': 'Diclofenac 50 mg',
    'ibuprofen 400 mg': 'Ibuprofen 400 mg',
    'naproxen 250 mg': 'Naproxen 250 mg',
    'Bactrim DS twice daily': 'Cotrimoxazol 960 mg zweimal täglich',
    'sulfamethoxazole-trimethoprim 800/160 mg': 'Sulfamethoxazol/Trimethoprim 800/160 mg',
  },
  es: {
    'amoxicillin 500 mg three times daily': 'amoxicilina 500 mg cada 8 horas',
    'Augmentin 875 mg twice daily': 'amoxicilina-clavulánico 875/125 mg cada 12 horas',
    'ampicillin 500 mg four times daily': 'ampicilina 500 mg cada 6 horas',
    'naproxen 500 mg twice daily': 'naproxeno 500 mg cada 12 horas',
    'diclofenac 50 mg': 'diclofenaco 50 mg',
    'ibuprofen 400 mg': 'ibuprofeno 400 mg',
    'naproxen 250 mg': 'naproxeno 250 mg',
    'Bactrim DS twice daily': 'cotrimoxazol 800/160 mg cada 12 horas',
    'sulfamethoxazole-trimethoprim 800/160 mg': 'sulfametoxazol-trimetoprima 800/160 mg',
  },
}

/** The drug allergies a transcript states, read by a cue word and an agent within the same or next turn. */
export function statedAllergies(transcript: string): string[] {
  const turns = fold(transcript).split('\n')
  const found = new Set<string>()
  turns.forEach((turn, i) => {
    if (!ALLERGY_CUE.test(turn)) return
    const window = `${turn} ${turns[i + 1] ?? ''}`
    for (const [agent, drugs] of ALLERGY_AGENTS) {
      const m = agent.exec(window)
      if (m && !new RegExp(String.raw`\b(?:no|not|nao|kein\w*|sin|nicht)\b[^.?]{0,30}${m[0]}`).test(window))
        found.add(drugs.join('|'))
    }
  })
  return [...found]
}

export function addAllergicDrug(note: string, transcript: string, language: Language): Fault[] {
  return statedAllergies(transcript).flatMap((choices) =>
    choices.split('|').map((english) => {
      const drug = ALLERGIC_DRUG[language][english] ?? english
      return startedDrug(
        'add_allergic_drug',
        note,
        language,
        drug,
        findDrugs(drug)[0]?.name ?? drug.split(' ')[0]!,
      )
    }),
  )
}

/** Negations and their opposite, per language: 'denies' → 'reports', 'no fever' → 'fever'. */
const FLIPS: Record<Language, [RegExp, string][]> = {
  en: [
    [/\bdenies\b/i, 'reports'],
    [/\bdenied\b/i, 'reported'],
    [/\bnegative for\b/i, 'positive for'],
    [/\b(does|did|is|was|has|have|are|were) not\b/i, '$1'],
    [/\bno (?=[a-z])/i, ''],
    [/\bwithout\b/i, 'with'],
  ],
  pt: [
    [/\bnega\b/i, 'refere'],
    [/\bnegou\b/i, 'referiu'],
    [/\bsem\b/i, 'com'],
    [/\bnão (?=\p{L})/iu, ''],
  ],
  de: [
    [/\bverneint\b/i, 'bejaht'],
    [/\bkeine\b/i, 'eine'],
    [/\bkeinen\b/i, 'einen'],
    [/\bkein\b/i, 'ein'],
    [/\bnicht (?=\p{L})/iu, ''],
    [/\bohne\b/i, 'mit'],
  ],
  es: [
    [/\bniega\b/i, 'refiere'],
    [/\bsin\b/i, 'con'],
    [/\bno (?=\p{L})/iu, ''],
  ],
}

/** Small words between a negation and what it denies ('denies any history of', 'sin ningún', 'has not had'). */
const SMALL =
  /^(?:any|a|an|the|his|her|their|of|or|and|is|are|was|were|be|history|signs?|symptoms?|other|further|new|recent|significant|evidence|complaints?|acute|obvious|gross|known|appreciable|associated|have|has|had|having|been|experienced|noticed|with|without|in|on|at|to|for|over|from|about|um|uma|de|da|do|dos|das|o|os|as|sinais|qualquer|nenhum|nenhuma|com|sem|em|no|na|nos|nas|un|una|el|la|los|las|del|ningun|ninguna|signos|con|sin|en|der|die|das|den|dem|des|einen|einer|eine|ein|irgendwelche|anzeichen|mit|ohne|bei|am|im)$/

/** Words after which an item says where or when, not what: 'numbness | in the right foot'. */
const PLACE =
  /^(?:in|on|at|over|with|to|into|from|when|while|since|after|during|em|no|na|nos|nas|com|quando|desde|durante|apos|en|con|cuando|desde|durante|tras|in|im|an|am|mit|bei|wenn|seit|wahrend|nach)$/

/** Words that say which side, how much or how: the item is spoken of without them ('right ankle numbness'). */
const WHICH =
  /^(?:right|left|bilateral\w*|lower|upper|extremit\w*|mild|moderate|severe|chronic|unintentional|use|usage|abuse|direita|esquerda|bilateral|ligeir[oa]|grave|uso|consumo|derech[oa]|izquierd[oa]|leve|rechts|links|beidseit\w*|leicht\w*|schwer\w*|konsum|noted|seen|appreciated|present|identified|found|detected|elicited|observed|visualized|notad[oa]|observad[oa]|presente|objetivad[oa]|festgestellt|vorhanden|nachweisbar)$/

/** What a negation denies: the words of each item of its list, each to a place or the end of the item. */
function deniedItems(rest: string): string[][] {
  const clause = fold(rest).split(
    /[.;:!?]|\b(?:but|however|although|though|except|reports?|endorses?|admits?|notes?|states?|mas|porem|refere|pero|refiere|aber|berichtet)\b/,
  )[0]!
  return clause
    .split(/[,()/]|\b(?:or|and|nor|ou|e|nem|o|y|ni|oder|und|noch)\b/)
    .map((item) => {
      const words: string[] = []
      for (const w of item.match(/\p{L}+/gu) ?? []) {
        if (words.length && PLACE.test(w)) break
        if (w.length >= 3 && !SMALL.test(w) && !WHICH.test(w)) words.push(w)
      }
      return words.slice(0, 3)
    })
    .filter((words) => words.length)
}

/**
 * A note's clinical words and the everyday words a consultation says them with ('dyspnea', 'short of
 * breath'), so a denial the transcript speaks of in lay words still counts.
 */
const LAY: Record<string, string> = {
  dyspn: 'breat|winde',
  edema: 'swell|swoll',
  emesi: 'vomit|throw',
  febri: 'fever|temp',
  pyrex: 'fever',
  synco: 'faint|passe|black',
  hemat: 'blood',
  melen: 'blood|black|tarry',
  diaph: 'sweat',
  arthr: 'joint',
  myalg: 'muscl|ache',
  cepha: 'heada',
  eryth: 'red',
  pruri: 'itch',
  rhino: 'runny|nose',
  lymph: 'gland|node|lymph',
  adeno: 'gland|node|lymph',
  ecchy: 'bruis',
  pares: 'tingl|numb',
  dysur: 'burn|pee|urin',
  odyno: 'throa|swall',
  dysph: 'swall',
  pain: 'ache|hurt|sore',
  tobac: 'smok|cigar|chew|vape',
  distu: 'troub|probl|diffic',
  etoh: 'alcoh|drink|beer|wine',
}

/** Whether one sentence of the transcript says every word of a denied item, in its words or a lay word. */
function spokenOf(item: string[], sentences: string[]): boolean {
  const says = sayer(item)
  return sentences.some(says)
}

/** Whether a folded sentence says every word of a denied item, in its words or a lay word. */
function sayer(item: string[]): (sentence: string) => boolean {
  const forms = item.map((w) => {
    // 'loss' and 'lost', 'swelling' and 'swollen' meet.
    const stem = w.slice(0, Math.max(3, Math.min(5, w.length - 1)))
    const lay = LAY[w.slice(0, 5)]
    return new RegExp(`\\b(?:${stem}${lay ? `|${lay}` : ''})`)
  })
  return (s) => forms.every((f) => f.test(s))
}

/** The consultation's sentences (folded, with the one before) that say a denied item: what a miss is read against. */
function evidenceOf(items: string[][], transcript: string): string[] {
  const sentences = fold(transcript).match(/[^.?!\n]+[.?!]*/g) ?? []
  const says = items.map(sayer)
  const out: string[] = []
  sentences.forEach((s, i) => {
    if (out.length >= 4 || !says.some((f) => f(s))) return
    const before = i > 0 ? `${sentences[i - 1]!.trim()} ` : ''
    out.push(`${before}⟦${s.trim()}⟧ ${sentences[i + 1]?.trim() ?? ''}`.replace(/\s+/g, ' ').slice(0, 300))
  })
  return out
}

/**
 * Flips the first negation of up to three lines, where the transcript speaks of what it denies (one of its
 * sentences says every word of one of the denied items, or a lay word for it): a denial of something nobody mentioned
 * cannot be checked against what was said.
 */
export function flipNegation(note: string, transcript: string, language: Language): Fault[] {
  const spoken = fold(transcript).split(/[.?!\n]+/)
  const candidates: Fault[] = []
  for (const line of noteLines(note)) {
    if (/^\s*#/.test(line.text) || ALLERGY_CUE.test(fold(line.text))) continue
    for (const [pattern, opposite] of FLIPS[language]) {
      const m = pattern.exec(line.text)
      if (!m) continue
      const items = deniedItems(line.text.slice(m.index + m[0].length))
      if (!items.some((item) => spokenOf(item, spoken))) continue
      let text = line.text.replace(pattern, opposite)
      // A sentence that now starts with a lower-case word gets its capital back.
      text = text.replace(/(^\s*(?:[-•*]\s*)?|[.:]\s+)(\p{Ll})/gu, (_, before: string, c: string) =>
        before === line.text.slice(0, before.length) || /[.:]\s+$/.test(before)
          ? before + c.toUpperCase()
          : before + c,
      )
      if (/^\p{Lu}/u.test(m[0]))
        text = text.slice(0, m.index) + text.charAt(m.index).toUpperCase() + text.slice(m.index + 1)
      const flipped = splice(note, line.start, line.end, text)
      const replacement = text
      const at = line.start
      candidates.push({
        kind: 'flip_negation',
        note: flipped,
        span: { start: at, end: at + replacement.length },
        // The part of the line around the flip, so a long line's change shows.
        description: `${excerpt(line.text, m.index)} ⇒ ${excerpt(replacement, m.index)}`,
        evidence: evidenceOf(
          items.filter((item) => spokenOf(item, spoken)),
          transcript,
        ),
      })
      break
    }
  }
  return spread(candidates)
}

/** Up to 160 characters of a line around a place in it. */
const excerpt = (text: string, at: number) =>
  `${at > 80 ? '…' : ''}${text.slice(Math.max(0, at - 80), at + 80)}${text.length > at + 80 ? '…' : ''}`.trim()

/** The sentences of a line of prose, with their offsets in the note. */
function sentencesOf(line: Span & { text: string }): (Span & { text: string })[] {
  const out: (Span & { text: string })[] = []
  for (const m of line.text.matchAll(/[^\s][\s\S]*?(?:[.!?](?=\s+\p{Lu}|\s*$)|$)/gu))
    out.push({ start: line.start + m.index, end: line.start + m.index + m[0].length, text: m[0] })
  return out
}

/** A note without some of its spans, and whether anything but headings is left of it. */
function without(note: string, spans: Span[]): string | null {
  let out = note
  for (const s of [...spans].sort((a, b) => b.start - a.start)) {
    const end = /^\s*\n/.test(out.slice(s.end)) || s.end === out.length ? s.end + 1 : s.end
    out = out.slice(0, s.start) + out.slice(Math.min(out.length, end)).replace(/^ +/, '')
  }
  const left = noteLines(out).filter((l) => l.text.trim() && !isHeading(l.text))
  return left.length ? out : null
}

/** Allergies that are a condition rather than a drug or food to avoid: hay fever, seasonal allergies. */
const SEASONAL =
  /allerg\w* symptom|allergy evaluation|seasonal|hay ?fever|rhinit|pollen|environmental|fall allerg|spring allerg|allergist|sinus|asthma|eczema|seasonally/

/** Words of an allergy to something, or of none known. */
const AGENT_OR_NONE =
  /nkda|no known|no (?:drug |medication )?allerg|(?:drug|medication|food|medicine)s? allerg|allergic to|allerg\w* to|alergic\w* a|alergia a|alergias? (?:a|medicamentosas?|conhecidas|conocidas)|allergisch gegen|allergie gegen|keine (?:bekannten )?allergien|sem alergias|sin alergias|nega alergias|niega alergias|denies (?:any )?(?:drug )?allerg|penicil|sulfa|latex|iodine|peanut|shellfish|codein|morphin/

/**
 * Drops every sentence of the note that states drug or food allergies (or their absence), when the transcript
 * speaks of them. A note left with nothing but headings is not a note to check.
 */
export function dropAllergyLine(note: string, transcript: string): Fault[] {
  if (!ALLERGY_CUE.test(fold(transcript))) return []
  const lines = noteLines(note)
  // A statement of what the patient must not be given, or that nothing is known: not 'her allergies are worse'.
  const states = (text: string) =>
    /allerg|alerg|nkda|unvertrag/.test(fold(text)) &&
    !SEASONAL.test(fold(text)) &&
    (AGENT_OR_NONE.test(fold(text)) || findDrugs(text).length > 0)
  const dropped = lines.flatMap((l, i) => {
    if (!l.text.trim() || isHeading(l.text)) return []
    const underHeading =
      i > 0 && isHeading(lines[i - 1]!.text) && /allerg|alerg/.test(fold(lines[i - 1]!.text))
    return underHeading ? [l] : sentencesOf(l).filter((s) => states(s.text))
  })
  if (!dropped.length) return []
  const changedNote = without(note, dropped)
  if (changedNote === null) return []
  const first = dropped[0]!.start
  return [
    {
      kind: 'drop_allergy_line',
      note: changedNote,
      span: { start: first, end: first },
      dropped: 'allergy',
      description: `- ${dropped.map((l) => l.text.trim()).join(' / ')}`,
    },
  ]
}

const isHeading = (text: string) =>
  /^\s*#/.test(text) ||
  /^\s*[\p{Lu}][\p{Lu} /&]{3,}:?\s*$/u.test(text) ||
  /^\s*\*\*[^*]+\*\*:?\s*$/.test(text)

/** Words that make a line a prescription or a dose change made today. */
const PRESCRIBING =
  /\b(?:start\w*|prescri\w*|increase\w*|decrease\w*|reduce\w*|begin|initiat\w*|switch\w*|add|inici\w*|aument\w*|reduz\w*|diminu\w*|prescrev\w*|receit\w*|beginn\w*|erhoh\w*|reduzier\w*|verordn\w*|angesetzt|umgestellt|umstellung|steiger\w*|neu|empez\w*|pauta\w*|anadir|subir|suspend\w*|stop\w*|discontinu\w*|absetz\w*|abgesetzt)\b/

/** A plan's line that opens with a drug and its strength ('- Fosfomycin 3 g als Einmalgabe'): prescribed today. */
const DRUG_WITH_STRENGTH =
  /^\s*(?:[-•*]\s*)?(\S+(?:\s\S+)?)\s+\d+(?:[.,]\d+)?(?:\/\d+)?\s*(?:mg|mcg|µg|g|ml|ui|ie|iu|units?|unidades|einheiten)\b/i

/** Headings of what happened before today: a drug started there is history, not today's prescription. */
const HISTORY_HEADING =
  /histor|hpi|anamnes|antecedent|verlauf|medications?\b|medica[cç][aã]o|medicaci|medikation|habitual|current/

/** Drops a sentence that starts, stops or changes a drug the transcript names, outside the history. */
export function dropPrescription(note: string, transcript: string): Fault[] {
  const spoken = fold(transcript)
  let section = ''
  const candidates = noteLines(note).flatMap((line) => {
    if (isHeading(line.text)) section = fold(line.text)
    if (isHeading(line.text) || HISTORY_HEADING.test(section)) return []
    const inPlan = PLAN_HEADING.test(section.replace(/^#+\s*/, ''))
    return sentencesOf(line).flatMap((sentence) => {
      const listed = inPlan && DRUG_WITH_STRENGTH.test(sentence.text) && sentence.start === line.start
      if (!PRESCRIBING.test(fold(sentence.text)) && !listed) return []
      const drug = findDrugs(sentence.text).find((d) => spoken.includes(fold(d.name).slice(0, 6)))
      return drug ? [{ line: sentence, drug }] : []
    })
  })
  // A prescription still written elsewhere in the note, with its strength, has not been dropped.
  const kept = candidates.filter(({ line, drug }) => {
    const rest = fold(splice(note, line.start, line.end, ''))
    const dose = /\d+(?:[.,]\d+)?\s*(?:mg|mcg|g|ml|units?|iu|ui|ie)\b/i.exec(line.text.slice(drug.end))?.[0]
    return !(rest.includes(fold(drug.name).slice(0, 6)) && (!dose || rest.includes(fold(dose))))
  })
  return spread(kept).flatMap(({ line, drug }) => {
    const changedNote = without(note, [line])
    if (changedNote === null) return []
    return [
      {
        kind: 'drop_prescription' as const,
        note: changedNote,
        span: { start: line.start, end: line.start },
        dropped: drug.key,
        description: `- ${line.text.trim()}`,
      },
    ]
  })
}
