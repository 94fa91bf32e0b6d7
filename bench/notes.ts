import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DocumentSection } from '../contract/catalogue'
import type { Language } from '../contract/common'
import { readCsvRecords } from '../scripts/lib/csv'
import { builtInTypes, sectionDto } from '../server/catalogue/catalogue'
import { generateNote } from '../server/engines/generation/extractive/engine'
import {
  allergyRecalled,
  assessmentFilled,
  firstPersonSentences,
  noteBody,
  unsaidNumbers,
} from './note-safety'

// `npm run bench -- notes`: the extractive engine on ACI-Bench's validation split (20 encounters), scored as
// ../shared/eval-data/README.md says: ROUGE-1, ROUGE-2 and ROUGE-Lsum F1, rouge-score's default tokenizer
// (lower case, runs of a-z0-9, no stemming), Lsum over newline-split sentences with union LCS, per note and
// averaged. The engine was designed on the training split only; the validation notes are read here to score,
// never to tune, and no training note is ever copied into an output.

const DATA = join(import.meta.dirname, '../../shared/eval-data/aci-bench/challenge_data')
const MTS = join(import.meta.dirname, '../../shared/eval-data/mts-dialog')
const OWN = join(import.meta.dirname, '../tests/fixtures/consultations')

/** Reads a CSV with quoted fields (doubled quotes inside), as the ACI-Bench files are written. */
export const parseCsv = readCsvRecords

// --- rouge-score, ported: tokenize.py and rouge_scorer.py (rouge1, rouge2, rougeLsum), no stemmer. ---

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(/\s+/)
    .filter((t) => /^[a-z0-9]+$/.test(t))
}

const fmeasure = (p: number, r: number) => (p + r > 0 ? (2 * p * r) / (p + r) : 0)

function ngrams(tokens: string[], n: number): Map<string, number> {
  const counts = new Map<string, number>()
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = tokens.slice(i, i + n).join(' ')
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

function rougeN(target: string[], prediction: string[], n: number): number {
  const t = ngrams(target, n)
  const p = ngrams(prediction, n)
  let overlap = 0
  for (const [g, c] of t) overlap += Math.min(c, p.get(g) ?? 0)
  const tc = [...t.values()].reduce((a, b) => a + b, 0)
  const pc = [...p.values()].reduce((a, b) => a + b, 0)
  return fmeasure(overlap / Math.max(pc, 1), overlap / Math.max(tc, 1))
}

/** `_lcs_table` then `_backtrack_norec`: the reference indices of one LCS, with rouge-score's tie-breaking. */
function lcsIndices(ref: string[], can: string[]): number[] {
  const rows = ref.length
  const cols = can.length
  const table: Uint16Array[] = Array.from({ length: rows + 1 }, () => new Uint16Array(cols + 1))
  for (let i = 1; i <= rows; i++)
    for (let j = 1; j <= cols; j++)
      table[i]![j] =
        ref[i - 1] === can[j - 1] ? table[i - 1]![j - 1]! + 1 : Math.max(table[i - 1]![j]!, table[i]![j - 1]!)
  const out: number[] = []
  let i = rows
  let j = cols
  while (i > 0 && j > 0) {
    if (ref[i - 1] === can[j - 1]) {
      out.unshift(i - 1)
      i--
      j--
    } else if (table[i]![j - 1]! > table[i - 1]![j]!) j--
    else i--
  }
  return out
}

/** `_summary_level_lcs`: union LCS of each reference sentence over the candidate sentences, counts clipped. */
function rougeLsum(target: string, prediction: string): number {
  const sentences = (text: string) =>
    text
      .split('\n')
      .filter((s) => s.length)
      .map(tokenize)
  const refs = sentences(target)
  const cans = sentences(prediction)
  if (!refs.length || !cans.length) return 0
  const m = refs.reduce((a, s) => a + s.length, 0)
  const n = cans.reduce((a, s) => a + s.length, 0)
  if (!m || !n) return 0
  const countR = new Map<string, number>()
  const countC = new Map<string, number>()
  for (const s of refs) for (const t of s) countR.set(t, (countR.get(t) ?? 0) + 1)
  for (const s of cans) for (const t of s) countC.set(t, (countC.get(t) ?? 0) + 1)
  let hits = 0
  for (const r of refs) {
    const union = new Set<number>()
    for (const c of cans) for (const i of lcsIndices(r, c)) union.add(i)
    for (const i of [...union].sort((a, b) => a - b)) {
      const t = r[i]!
      if ((countC.get(t) ?? 0) > 0 && (countR.get(t) ?? 0) > 0) {
        hits++
        countC.set(t, countC.get(t)! - 1)
        countR.set(t, countR.get(t)! - 1)
      }
    }
  }
  return fmeasure(hits / n, hits / m)
}

export function rouge(target: string, prediction: string) {
  const t = tokenize(target)
  const p = tokenize(prediction)
  return { r1: rougeN(t, p, 1), r2: rougeN(t, p, 2), rl: rougeLsum(target, prediction) }
}

// --- Templates and baselines. ---

/**
 * A template with ACI-Bench's four divisions (subjective, objective exam, objective results, assessment and
 * plan), its section names the usual headings of a full visit note.
 */
export const aciTemplate: DocumentSection[] = [
  ['chief_complaint', 'Chief complaint', 'prose'],
  ['history_of_present_illness', 'History of present illness', 'prose'],
  ['review_of_systems', 'Review of systems', 'bullets'],
  ['past_history', 'Past medical history', 'bullets'],
  ['social_history', 'Social history', 'bullets'],
  ['medication', 'Medications', 'bullets'],
  ['allergies', 'Allergies', 'bullets'],
  ['vitals', 'Vitals', 'bullets'],
  ['physical_exam', 'Physical examination', 'bullets'],
  ['results', 'Results', 'bullets'],
  ['assessment_and_plan', 'Assessment and plan', 'bullets'],
].map(([key, title, format]) => ({
  key: key!,
  title: title!,
  instruction: '',
  format: format as 'bullets' | 'prose',
  abbreviations: false,
}))

const soapTemplate = builtInTypes.get('general_practice_soap')!.main.sections.map((s) => sectionDto(s, 'en'))

/** The dialogue's turns as (speaker tag, text), continuation lines joined to their turn. */
function turnsOf(dialogue: string) {
  const turns: { tag: string; text: string }[] = []
  for (const line of dialogue.split('\n')) {
    const m = /^\[(\w+)\]\s?(.*)$/.exec(line)
    if (m) turns.push({ tag: m[1]!, text: m[2]! })
    else if (turns.length) turns[turns.length - 1]!.text += `\n${line}`
  }
  return turns
}

/** '12 doctor turns' as ACI-Bench's released predictions have it: the first 2 and last 10 doctor turns. */
function twelveDoctorTurns(dialogue: string) {
  const doctor = turnsOf(dialogue).filter((t) => t.tag === 'doctor')
  const chosen = doctor.length > 12 ? [...doctor.slice(0, 2), ...doctor.slice(-10)] : doctor
  return chosen.map((t) => ` ${t.text}`).join('\n\n')
}

export const written = (dialogue: string, sections: DocumentSection[], language: Language = 'en') =>
  generateNote({ language, transcript: dialogue, inputs: [], template: { name: 'note', sections } })
const note = (dialogue: string, sections: DocumentSection[]) => written(dialogue, sections).markdown
export const soapIn = (language: Language) =>
  builtInTypes.get('general_practice_soap')!.main.sections.map((s) => sectionDto(s, language))

function score(rows: Record<string, string>[], predict: (dialogue: string) => string) {
  const totals = { r1: 0, r2: 0, rl: 0 }
  for (const row of rows) {
    const s = rouge(row.note!, predict(row.dialogue!))
    totals.r1 += s.r1
    totals.r2 += s.r2
    totals.rl += s.rl
  }
  const n = rows.length
  return { r1: (100 * totals.r1) / n, r2: (100 * totals.r2) / n, rl: (100 * totals.rl) / n }
}

const line = (name: string, s: { r1: number; r2: number; rl: number }) =>
  `${name.padEnd(52)} ${s.r1.toFixed(2).padStart(6)} ${s.r2.toFixed(2).padStart(6)} ${s.rl.toFixed(2).padStart(6)}`

if (import.meta.main || process.argv[1]?.endsWith('notes.ts')) {
  const split = process.argv.includes('--train') ? 'train' : 'valid'
  const file = join(DATA, `${split}.csv`)
  if (!existsSync(file)) {
    console.log(`ACI-Bench not found at ${file}: nothing to score.`)
    process.exit(0)
  }
  const rows = parseCsv(readFileSync(file, 'utf8'))
  console.log(
    `ACI-Bench ${split} split, ${rows.length} encounters, full note. ROUGE F1 ×100, rouge-score tokenizer, no stemming.`,
  )
  console.log(
    'The engine was designed on the training split; validation notes are only scored, never read for tuning.\n',
  )
  console.log(`${''.padEnd(52)} ${'R-1'.padStart(6)} ${'R-2'.padStart(6)} ${'R-Lsum'.padStart(6)}`)
  const started = performance.now()
  const aci = score(rows, (d) => note(d, aciTemplate))
  const seconds = (performance.now() - started) / 1000
  const soap = score(rows, (d) => note(d, soapTemplate))
  console.log(line('extractive engine, ACI-Bench sections template', aci))
  console.log(line('extractive engine, general_practice_soap (en)', soap))
  console.log(
    line(
      'whole transcript copied (our scorer, this split)',
      score(rows, (d) => d),
    ),
  )
  console.log(line('12 doctor turns (our scorer, this split)', score(rows, twelveDoctorTurns)))
  console.log('\nPublished, ACI-Bench test set 1:')
  const published: [string, number, number, number][] = [
    ['whole transcript copied', 32.84, 12.53, 30.61],
    ['12 doctor turns', 35.88, 12.44, 32.72],
    ['retrieval of the nearest training note (UMLS)', 43.87, 17.55, 40.47],
    ['BART fine-tuned (by division)', 53.46, 25.08, 48.62],
    ['GPT-4', 51.76, 22.58, 45.97],
  ]
  for (const [name, r1, r2, rl] of published) console.log(line(name, { r1, r2, rl }))
  const beats = (['r1', 'r2', 'rl'] as const).every(
    (k) =>
      aci[k] > published[0]![k === 'r1' ? 1 : k === 'r2' ? 2 : 3] &&
      aci[k] > published[1]![k === 'r1' ? 1 : k === 'r2' ? 2 : 3],
  )

  // --- Safety: numbers as said, no first person, the assessment filled, allergies recalled. ---
  console.log(
    '\n## Safety (targets: 0 unsaid numbers, 100% allergy recall, assessment filled wherever an impression was said)\n',
  )
  const audit = (
    name: string,
    cases: { dialogue: string; language: Language; sections: DocumentSection[] }[],
  ) => {
    let unsaid = 0
    let notesWithUnsaid = 0
    let firstPerson = 0
    let words = 0
    const examples: string[] = []
    for (const c of cases) {
      const n = written(c.dialogue, c.sections, c.language)
      const wrong = unsaidNumbers(n, c.dialogue, c.language)
      unsaid += wrong.length
      if (wrong.length) notesWithUnsaid++
      if (examples.length < 5) examples.push(...wrong.slice(0, 5 - examples.length))
      firstPerson += firstPersonSentences(n, c.language).length
      words += noteBody(n).split(/\s+/).length
    }
    const k = cases.length
    console.log(
      `${name.padEnd(52)} unsaid numbers ${((100 * unsaid) / k).toFixed(1)}/100 notes (${notesWithUnsaid} of ${k} notes${examples.length ? `: ${examples.map((e) => `"${e}"`).join(', ')}` : ''}) · first-person sentences ${(firstPerson / k).toFixed(2)}/note · ${Math.round(words / k)} words/note`,
    )
  }
  audit(
    'ACI-Bench valid, ACI sections',
    rows.map((r) => ({ dialogue: r.dialogue!, language: 'en', sections: aciTemplate })),
  )
  audit(
    'ACI-Bench valid, SOAP',
    rows.map((r) => ({ dialogue: r.dialogue!, language: 'en', sections: soapTemplate })),
  )
  const goldWords = rows.reduce((a, r) => a + r.note!.split(/\s+/).length, 0) / rows.length
  console.log(`${'ACI-Bench valid gold notes'.padEnd(52)} ${Math.round(goldWords)} words/note`)
  const mtsFile = join(MTS, 'MTS-Dialog-ValidationSet.csv')
  const mts = existsSync(mtsFile) ? parseCsv(readFileSync(mtsFile, 'utf8')) : []
  const mtsAll = [
    ...mts,
    ...(existsSync(join(MTS, 'MTS-Dialog-TrainingSet.csv'))
      ? parseCsv(readFileSync(join(MTS, 'MTS-Dialog-TrainingSet.csv'), 'utf8'))
      : []),
  ]
  if (mts.length)
    audit(
      'MTS-Dialog valid (100 dialogues), SOAP',
      mts.map((r) => ({ dialogue: r.dialogue!, language: 'en', sections: soapTemplate })),
    )
  const own = existsSync(OWN) ? readdirSync(OWN).filter((f) => f.endsWith('.txt')) : []
  for (const language of ['pt', 'en', 'de', 'es'] as const) {
    const files = own.filter((f) => f.startsWith(`${language}-`))
    if (files.length)
      audit(
        `own ${language} consultations (${files.length}), SOAP`,
        files.map((f) => ({
          dialogue: readFileSync(join(OWN, f), 'utf8'),
          language,
          sections: soapIn(language),
        })),
      )
  }

  const filled = rows.filter((r) => assessmentFilled(written(r.dialogue!, soapTemplate))).length
  console.log(
    `\nAssessment filled: ACI-Bench valid ${filled}/${rows.length} (every gold note states an impression)`,
  )
  const assessed = mtsAll.filter((r) => r.section_header === 'ASSESSMENT' || r.section_header === 'DIAGNOSIS')
  if (assessed.length) {
    const ok = assessed.filter((r) => assessmentFilled(written(r.dialogue!, soapTemplate))).length
    console.log(
      `Assessment filled: MTS-Dialog train+valid ASSESSMENT/DIAGNOSIS dialogues ${ok}/${assessed.length}`,
    )
  }
  // Allergy sections of MTS-Dialog whose reference states an allergy (a few are mislabelled histories).
  const allergies = mtsAll.filter(
    (r) => r.section_header === 'ALLERGY' && !/eczema|hay fever|asthma/i.test(r.section_text ?? ''),
  )
  if (allergies.length) {
    const missed = allergies.filter(
      (r) => !allergyRecalled(written(r.dialogue!, aciTemplate), r.section_text!),
    )
    console.log(
      `Allergy statements recalled: MTS-Dialog train+valid ALLERGY ${allergies.length - missed.length}/${allergies.length} (${((100 * (allergies.length - missed.length)) / allergies.length).toFixed(0)}%)${
        missed.length
          ? `; missed: ${missed
              .slice(0, 6)
              .map((r) => `"${r.section_text!.slice(0, 40)}"`)
              .join(', ')}`
          : ''
      }`,
    )
  }
  console.log(
    `\nTarget (above both copy baselines on every metric): ${beats ? 'met' : 'NOT met'}. ${rows.length} notes in ${seconds.toFixed(1)} s.`,
  )
  // A long stretch said or typed without a stop (a dictation, a pasted text) is read in about linear time: the
  // engine runs in the request's job, and a rule that backtracks over the whole stretch would hold it for minutes.
  const stretch = (language: Language, text: string) => {
    const started = performance.now()
    written(text, soapIn(language), language)
    return performance.now() - started
  }
  const times = (['pt', 'en', 'es', 'de'] as const).map(
    (language) =>
      `${language} ${Math.round(stretch(language, 'x'.repeat(300_000)))} / ${Math.round(stretch(language, 'palavra '.repeat(16_000)))} ms`,
  )
  console.log(`Without a stop: 300,000 letters / 16,000 words, one note each: ${times.join(' · ')}`)
}
