import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DocumentSection } from '../contract/catalogue'
import { builtInTypes, sectionDto } from '../server/catalogue/catalogue'
import { generateNote } from '../server/engines/generation/extractive/engine'

// `npm run bench -- notes`: the extractive engine on ACI-Bench's validation split (20 encounters), scored as
// ../shared/eval-data/README.md says: ROUGE-1, ROUGE-2 and ROUGE-Lsum F1, rouge-score's default tokenizer
// (lower case, runs of a-z0-9, no stemming), Lsum over newline-split sentences with union LCS, per note and
// averaged. The engine was designed on the training split only; the validation notes are read here to score,
// never to tune, and no training note is ever copied into an output.

const DATA = join(import.meta.dirname, '../../shared/eval-data/aci-bench/challenge_data')

/** Reads a CSV with quoted fields (doubled quotes inside), as the ACI-Bench files are written. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field || row.length) {
    row.push(field)
    rows.push(row)
  }
  const [header, ...body] = rows.filter((r) => r.length > 1 || r[0])
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])))
}

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

const note = (dialogue: string, sections: DocumentSection[]) =>
  generateNote({ language: 'en', transcript: dialogue, inputs: [], template: { name: 'note', sections } })
    .markdown

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
  console.log(
    `\nTarget (above both copy baselines on every metric): ${beats ? 'met' : 'NOT met'}. ${rows.length} notes in ${seconds.toFixed(1)} s.`,
  )
}
