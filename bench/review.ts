import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Language } from '../contract/common'
import type { Finding } from '../contract/review'
import { readNumbers } from '../server/engines/clinical/numbers'
import type { Span } from '../server/engines/clinical/types'
import type { NoteInput } from '../server/engines/generation/engine'
import { reviewEngine } from '../server/engines/review/offline'
import { fold } from '../server/engines/review/words'
import { parseCsv } from './notes'
import {
  addAllergicDrug,
  addDrug,
  changeNumber,
  dropAllergyLine,
  dropPrescription,
  FAULT_KINDS,
  type Fault,
  type FaultKind,
  flipNegation,
} from './review-faults'

// `npm run bench -- review [--show]`: the review check on gold notes with faults injected one at a time.
// English: ACI-Bench train and valid (full visit notes) and MTS-Dialog train and valid (one section each),
// printed per split: rules are studied on the misses of train and measured on valid;
// pt, de and es: Escriba's own consultations in bench/data/review/. Printed per language and fault kind: the
// share of injected faults the check finds (a new finding on the fault's span of the right kind; for a
// dropped line, an omission of what was dropped), and false alarms: gold notes on which it reports anything
// unsupported or contradicted. `--show` lists every false alarm and every miss, with where the consultation says
// what the miss is about (for a flipped negation, its sentences that speak of what the line denied; the changed
// number's old value, the dropped drug or allergy).

const EVAL = join(import.meta.dirname, '../../shared/eval-data')
const OWN = join(import.meta.dirname, 'data/review')
const show = process.argv.includes('--show')
/** `--set aci|mts|own` measures one set only, for a quicker look. */
const only = process.argv[process.argv.indexOf('--set') + 1]
/** `--split train|valid` measures one split of the public sets only (and our own cases). */
const onlySplit = process.argv.includes('--split')
  ? process.argv[process.argv.indexOf('--split') + 1]
  : undefined
/** `--fault flip_negation` injects one kind of fault only. */
const onlyFault = process.argv.includes('--fault')
  ? process.argv[process.argv.indexOf('--fault') + 1]
  : undefined

interface Case {
  id: string
  set: string
  /** The public sets' split ('train' to study misses on, 'valid' to measure on); none for our own cases. */
  split?: 'train' | 'valid'
  language: Language
  transcript: string
  note: string
  inputs: NoteInput[]
}

function aciCases(): Case[] {
  return ['train', 'valid'].flatMap((split) => {
    const file = join(EVAL, `aci-bench/challenge_data_json/${split}_full.json`)
    if (!existsSync(file)) return []
    const data = JSON.parse(readFileSync(file, 'utf8')).data as { src: string; tgt: string; file: string }[]
    return data.map((d, i) => ({
      id: `aci-${split}-${i}`,
      set: 'ACI-Bench',
      split: split as 'train' | 'valid',
      language: 'en' as const,
      transcript: d.src,
      note: d.tgt,
      inputs: [],
    }))
  })
}

/** MTS-Dialog's section labels as a note's headings. */
const SECTION_TITLES: Record<string, string> = {
  GENHX: 'History of present illness',
  FAM: 'Family history',
  'FAM/SOCHX': 'Family and social history',
  PASTMEDICALHX: 'Past medical history',
  CC: 'Chief complaint',
  PASTSURGICAL: 'Past surgical history',
  ALLERGY: 'Allergies',
  ROS: 'Review of systems',
  MEDICATIONS: 'Medications',
  ASSESSMENT: 'Assessment',
  EXAM: 'Examination',
  DIAGNOSIS: 'Diagnosis',
  DISPOSITION: 'Disposition',
  PLAN: 'Plan',
  EDCOURSE: 'Emergency department course',
  IMMUNIZATIONS: 'Immunizations',
  IMAGING: 'Imaging',
  GYNHX: 'Gynecologic history',
  PROCEDURES: 'Procedures',
  OTHER_HISTORY: 'Other history',
  LABS: 'Labs',
}

function mtsCases(): Case[] {
  return ['TrainingSet', 'ValidationSet'].flatMap((split) => {
    const file = join(EVAL, `mts-dialog/MTS-Dialog-${split}.csv`)
    if (!existsSync(file)) return []
    return parseCsv(readFileSync(file, 'utf8')).map((r) => ({
      id: `mts-${split === 'TrainingSet' ? 'train' : 'valid'}-${r.ID}-${r.section_header}`,
      set: 'MTS-Dialog',
      split: split === 'TrainingSet' ? ('train' as const) : ('valid' as const),
      language: 'en' as const,
      transcript: r.dialogue!,
      // A section note stands under its heading, as in a whole note.
      note: `## ${SECTION_TITLES[r.section_header!] ?? r.section_header}\n\n${r.section_text}`,
      inputs: [],
    }))
  })
}

/**
 * Our own consultations: one file each, `<language>-<topic>.txt`, with `--- transcript`, `--- note` and an
 * optional `--- inputs` (JSON `[{key,label,value}]`), after `# key: value` header lines.
 */
export function ownCases(): Case[] {
  if (!existsSync(OWN)) return []
  return readdirSync(OWN)
    .filter((f) => /^(?:pt|de|es|en)-[\w-]+\.txt$/.test(f))
    .sort()
    .map((f) => {
      const text = readFileSync(join(OWN, f), 'utf8')
      const part = (name: string) =>
        new RegExp(String.raw`^--- ${name}\n([\s\S]*?)(?=^--- |(?![\s\S]))`, 'm').exec(text)?.[1]?.trim() ??
        ''
      const inputs = part('inputs')
      return {
        id: f.replace(/\.txt$/, ''),
        set: 'Escriba cases',
        language: f.slice(0, 2) as Language,
        transcript: part('transcript'),
        note: part('note'),
        inputs: inputs ? (JSON.parse(inputs) as NoteInput[]) : [],
      }
    })
}

const engine = reviewEngine()
const check = (c: Case, note: string) =>
  engine.check({ language: c.language, transcript: c.transcript, inputs: c.inputs, note })

const flags = (f: Finding) => f.kind !== 'omission'
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end
const signature = (f: Finding, note: string) =>
  `${f.code}|${JSON.stringify(f.params)}|${f.note ? note.slice(f.note.start, f.note.end) : ''}`

/** Whether the check found the fault: a finding the gold note did not have, of the kind the fault calls for. */
function found(fault: Fault, findings: Finding[], gold: Set<string>): boolean {
  const fresh = findings.filter((f) => !gold.has(signature(f, fault.note)))
  switch (fault.kind) {
    case 'drop_allergy_line':
      return fresh.some((f) => f.code === 'omission_allergy' || f.code === 'omission_no_known_allergies')
    case 'drop_prescription':
      return fresh.some((f) => f.kind === 'omission' && /prescription|medication/.test(f.code))
    case 'add_allergic_drug':
      return fresh.some((f) => f.code === 'contradiction_allergy' && overlaps(f.note!, fault.span))
    case 'add_drug':
      return fresh.some((f) => flags(f) && /medication|allergy/.test(f.code) && overlaps(f.note!, fault.span))
    case 'flip_negation':
      return fresh.some((f) => f.code === 'contradiction_negation' && overlaps(f.note!, fault.span))
    default:
      return fresh.some((f) => flags(f) && overlaps(f.note!, fault.span))
  }
}

interface Tally {
  notes: number
  falseAlarmNotes: number
  byCode: Map<string, number>
  faults: Record<FaultKind, { n: number; found: number }>
  ms: number
}
const tally = (): Tally => ({
  notes: 0,
  falseAlarmNotes: 0,
  byCode: new Map(),
  faults: Object.fromEntries(FAULT_KINDS.map((k) => [k, { n: 0, found: 0 }])) as Tally['faults'],
  ms: 0,
})

const context = (note: string, span: Span) =>
  `${note.slice(Math.max(0, span.start - 40), span.start)}⟦${note.slice(span.start, span.end)}⟧${note.slice(span.end, span.end + 30)}`.replace(
    /\s+/g,
    ' ',
  )

function run(cases: Case[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>()
  cases.forEach((c, i) => {
    const key = `${c.set}${c.split ? ` ${c.split}` : ''} (${c.language})`
    const t = tallies.get(key) ?? tally()
    tallies.set(key, t)
    const started = performance.now()
    const gold = check(c, c.note)
    t.ms += performance.now() - started
    t.notes++
    const alarms = gold.findings.filter(flags)
    if (alarms.length) t.falseAlarmNotes++
    for (const f of alarms) t.byCode.set(f.code, (t.byCode.get(f.code) ?? 0) + 1)
    if (show)
      for (const f of alarms)
        console.log(`FALSE ALARM ${c.id} ${f.code}: ${context(c.note, f.note!)}  — ${f.text}`)
    const goldSignatures = new Set(gold.findings.map((f) => signature(f, c.note)))
    const faults = [
      ...changeNumber(c.note, c.transcript, c.language),
      ...addDrug(c.note, c.transcript, c.language, i),
      ...addAllergicDrug(c.note, c.transcript, c.language),
      ...flipNegation(c.note, c.transcript, c.language),
      ...dropAllergyLine(c.note, c.transcript),
      ...dropPrescription(c.note, c.transcript),
    ].filter((f) => !onlyFault || f.kind === onlyFault)
    for (const fault of faults) {
      // A number the gold note already has flagged would be found without the fault: not counted.
      if (fault.kind === 'change_number' && alarms.some((f) => overlaps(f.note!, fault.span))) continue
      const result = check(c, fault.note)
      const hit = found(fault, result.findings, goldSignatures)
      t.faults[fault.kind].n++
      if (hit) t.faults[fault.kind].found++
      else if (show) {
        const where = fault.span.end > fault.span.start ? ` | ${context(fault.note, fault.span)}` : ''
        console.log(
          `MISSED ${c.id} ${fault.kind}: ${fault.description.replace(/\s+/g, ' ').slice(0, 200)}${where}`,
        )
        for (const e of fault.evidence ?? []) console.log(`    SAID ${e}`)
        for (const said of evidenceOf(c, fault)) console.log(`    said: ${said}`)
      }
    }
  })
  return tallies
}

/** Where the consultation says what a missed fault is about: the changed number's old value, the dropped drug or allergy. */
function evidenceOf(c: Case, fault: Fault): string[] {
  const text = c.transcript
  const around = (start: number, end: number) =>
    text
      .slice(Math.max(0, start - 80), Math.min(text.length, end + 60))
      .replace(/\s+/g, ' ')
      .trim()
  let spans: Span[] = []
  if (fault.kind === 'change_number') {
    const old = (fault.description.split(' → ')[0]!.match(/\d+(?:[.,]\d+)?/g) ?? []).map((v) =>
      Number(v.replace(',', '.')),
    )
    spans = readNumbers(text, c.language).filter((n) => n.values.some((v) => old.includes(v)))
  } else if (fault.kind === 'drop_prescription' || fault.kind === 'drop_allergy_line') {
    const word =
      fault.kind === 'drop_allergy_line' ? /allerg|alerg|unvertr/ : fold(fault.dropped ?? '').slice(0, 6)
    const folded = fold(text)
    spans = [...folded.matchAll(new RegExp(word, 'g'))].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
    }))
  }
  return spans.slice(0, 3).map((s) => around(s.start, s.end))
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '—')

function print(tallies: Map<string, Tally>) {
  const header = ['set (language)', 'notes', ...FAULT_KINDS, 'false alarms']
  console.log(header.map((h, i) => (i ? h.padStart(18) : h.padEnd(26))).join(''))
  for (const [key, t] of tallies) {
    const cells = FAULT_KINDS.map((k) => {
      const f = t.faults[k]
      return f.n ? `${pct(f.found, f.n)} (${f.found}/${f.n})` : '—'
    })
    console.log(
      [
        key.padEnd(26),
        String(t.notes).padStart(18),
        ...cells.map((c) => c.padStart(18)),
        `${pct(t.falseAlarmNotes, t.notes)} (${t.falseAlarmNotes})`.padStart(18),
      ].join(''),
    )
  }
  console.log('\nFalse alarms by code (findings on untouched gold notes):')
  for (const [key, t] of tallies) {
    const codes = [...t.byCode.entries()].map(([c, n]) => `${c} ${n}`).join(', ')
    console.log(`  ${key}: ${codes || 'none'}; ${(t.ms / t.notes).toFixed(1)} ms a note`)
  }
}

/** A 30-minute consultation (about 4,500 words): ACI-Bench dialogues joined, and their notes joined. */
function longConsultation(cases: Case[]): Case {
  const chosen: Case[] = []
  let words = 0
  for (const c of cases.filter((x) => x.set === 'ACI-Bench')) {
    if (words >= 4_500) break
    chosen.push(c)
    words += c.transcript.split(/\s+/).length
  }
  return {
    id: 'long',
    set: 'timing',
    language: 'en',
    transcript: chosen.map((c) => c.transcript).join('\n'),
    note: chosen.map((c) => c.note).join('\n\n'),
    inputs: [],
  }
}

function timing(cases: Case[]) {
  if (!cases.some((c) => c.set === 'ACI-Bench')) return
  const long = longConsultation(cases)
  const words = long.transcript.split(/\s+/).length
  const times: number[] = []
  for (let k = 0; k < 7; k++) {
    const started = performance.now()
    check(long, long.note)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  console.log(
    `\n30-minute consultation (${words} words, a note of ${long.note.length} characters): median ${times[3]!.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms over 7 runs (target: well under 1 s).`,
  )
  const huge = { ...long, transcript: long.transcript.repeat(Math.ceil(2_000_000 / long.transcript.length)) }
  const started = performance.now()
  const result = check(huge, long.note)
  console.log(
    `2 MB transcript: ${(performance.now() - started).toFixed(0)} ms, warnings: ${result.warnings.map((w) => w.code).join(', ') || 'none'}.`,
  )
  // A transcript read without punctuation: denials said on and on without a stop, up to the transcript limit.
  const stopless = (Object.keys(STOPLESS) as Language[]).map((language) => {
    const [label, words] = STOPLESS[language]
    const text = words.repeat(Math.ceil(200_000 / words.length)).slice(0, 200_000)
    const started = performance.now()
    check({ ...long, language, transcript: `${label}: ${text}\n` }, '## S\nNo pain.\n')
    return `${language} ${(performance.now() - started).toFixed(0)} ms`
  })
  console.log(`Without a stop, 200,000 letters of denials: ${stopless.join(' · ')}.`)
}

/** Each language's speaker and denials said without a stop. */
const STOPLESS: Record<Language, [string, string]> = {
  en: ['Doctor', 'no pain and no swelling i do not know '],
  pt: ['Médico', 'sem dor e sem inchaço não sei bem '],
  es: ['Médico', 'no tengo dolor y no hay hinchazón no sé '],
  de: ['Arzt', 'keine schmerzen und keine schwellung ich weiß nicht '],
}

if (import.meta.main || process.argv[1]?.endsWith('review.ts')) {
  const sets = { aci: aciCases, mts: mtsCases, own: ownCases }
  const cases = Object.entries(sets)
    .flatMap(([name, read]) => (!process.argv.includes('--set') || only === name ? read() : []))
    .filter((c) => !onlySplit || !c.split || c.split === onlySplit)
  if (!cases.length) {
    console.log('No evaluation data found: nothing to measure.')
    process.exit(0)
  }
  console.log(
    'Review check: recall of faults injected one at a time into gold notes, and gold notes with a false alarm (unsupported or contradiction).',
  )
  console.log('Targets: ≥ 95% of injected faults found; false alarms on ≤ 5% of gold notes.\n')
  print(run(cases))
  timing(cases)
}
