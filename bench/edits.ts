import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { builtInTypes, sectionDto } from '../server/catalogue/catalogue'
import { DRUG } from '../server/engines/clinical/medications'
import { type GenerationRequest, InstructionNotFollowedError } from '../server/engines/generation/engine'
import { extractiveGenerationEngine, generateNote } from '../server/engines/generation/extractive/engine'
import { fold, hasNegation } from '../server/engines/generation/extractive/matching'
import { parseCsv } from './notes'

// `npm run bench -- edits`: offline editing by instruction on ACI-Bench's validation split (20 encounters,
// English). Each note is written by the extractive engine, then edited with instructions made the same way
// for every note from what it says (remove each medicine it names, change each measured value, add to the
// plan, shorten, and a wish no rule reads). Printed: how many are followed or refused (by reason), the
// safety checks (a kept line never loses a negation, no number changes but the one asked for, a shortening
// never drops a line with a number, a medicine or a negation), and the time an edit takes.

const DATA = join(import.meta.dirname, '../../shared/eval-data/aci-bench/challenge_data/valid.csv')
const sections = builtInTypes.get('general_practice_soap')!.main.sections.map((s) => sectionDto(s, 'en'))
const engine = extractiveGenerationEngine()

const numbers = (text: string): string[] => [...(text.match(/\d+(?:[.,/]\d+)*/g) ?? [])].sort()
const lines = (markdown: string) =>
  markdown
    .split('\n')
    .flatMap((l) => l.replace(/^- /, '').split(/(?<=[.?!])\s+(?=\p{Lu})/u))
    .filter((l) => l.trim() && !l.startsWith('#'))

type Outcome = { kind: string; followed: boolean; reason?: string; ms: number; unsafe?: string }

function attempt(
  kind: string,
  previous: string,
  transcript: string,
  instruction: string,
): Outcome & { after?: string } {
  const request: GenerationRequest = {
    language: 'en',
    transcript,
    inputs: [],
    template: { name: 'note', sections },
    previous,
    instruction,
  }
  const started = performance.now()
  const refused = engine.refusals!(request)
  try {
    const after = generateNote(request).markdown
    const ms = performance.now() - started
    return { kind, followed: true, ms, after }
  } catch (error) {
    const ms = performance.now() - started
    if (!(error instanceof InstructionNotFollowedError)) throw error
    const same = JSON.stringify(error.refusals) === JSON.stringify(refused)
    return {
      kind,
      followed: false,
      reason: error.refusals[0]!.reason,
      ms,
      ...(same ? {} : { unsafe: 'refusals differ' }),
    }
  }
}

if (!existsSync(DATA)) {
  console.log(`ACI-Bench not found at ${DATA}: nothing to measure.`)
  process.exit(0)
}
const rows = parseCsv(readFileSync(DATA, 'utf8'))
const outcomes: Outcome[] = []
for (const row of rows) {
  const transcript = row.dialogue!
  const previous = generateNote({
    language: 'en',
    transcript,
    inputs: [],
    template: { name: 'note', sections },
  }).markdown
  const before = lines(previous)
  const beforeSet = new Set(before)

  // Remove each medicine the note names: kept lines are unchanged or lists without a negation, and no number
  // appears that was not there.
  const drugs = new Set([...previous.matchAll(DRUG)].map((m) => m[0].toLowerCase()))
  for (const drug of drugs) {
    const o = attempt('remove a medicine', previous, transcript, `Remove ${drug}.`)
    if (o.after) {
      const changed = lines(o.after).filter((l) => !beforeSet.has(l))
      const lostNegation = changed.find((l) =>
        before.some((b) => b !== l && hasNegation(b) && fold(b).startsWith(fold(l).slice(0, 12))),
      )
      const newNumber = numbers(o.after).find((n) => !numbers(previous).includes(n))
      if (lostNegation) o.unsafe = `negation lost: ${lostNegation}`
      if (newNumber) o.unsafe = `number added: ${newNumber}`
    }
    outcomes.push(o)
  }

  // Change each value of the objective section: only that number changes.
  const objective = previous.split('## O — Objective')[1]?.split('\n## ')[0] ?? ''
  for (const value of new Set(objective.match(/\b\d{2,3}(?:\/\d{2,3})?(?= ?(?:mmHg|bpm|%|°C|kg))/g) ?? [])) {
    const to = value.includes('/')
      ? value.replace(/^\d+/, (s) => String(Number(s) + 1))
      : String(Number(value) + 1)
    const o = attempt('replace a value', previous, transcript, `Replace ${value} with ${to}.`)
    if (o.after) {
      const expected = [...numbers(previous)]
      for (const [i, n] of expected.entries()) if (n === value) expected[i] = to
      if (JSON.stringify(numbers(o.after)) !== JSON.stringify(expected.sort()))
        o.unsafe = `numbers changed: ${value}`
    }
    outcomes.push(o)
  }

  outcomes.push(attempt('add to the plan', previous, transcript, 'Add to the plan: review in 4 weeks.'))

  // Shorten: every line with a number, a medicine or a negation is still there.
  for (const instruction of ['Shorten the subjective.', 'Shorten the note.']) {
    const o = attempt('shorten', previous, transcript, instruction)
    if (o.after) {
      const kept = new Set(lines(o.after))
      const dropped = before.find(
        (l) => !kept.has(l) && (/\d/.test(l) || new RegExp(DRUG.source, 'iu').test(l) || hasNegation(l)),
      )
      if (dropped && before.filter((b) => b === dropped).length === 1) o.unsafe = `dropped: ${dropped}`
    }
    outcomes.push(o)
  }

  outcomes.push(attempt('a wish no rule reads', previous, transcript, 'Make it sound more professional.'))
}

const kinds = [...new Set(outcomes.map((o) => o.kind))]
console.log(`ACI-Bench valid split, ${rows.length} encounters, general_practice_soap (en), offline engine.\n`)
console.log(
  `${'instruction'.padEnd(24)} ${'asked'.padStart(6)} ${'followed'.padStart(9)}  refused (by reason)`,
)
for (const kind of kinds) {
  const of = outcomes.filter((o) => o.kind === kind)
  const reasons = new Map<string, number>()
  for (const o of of) if (!o.followed) reasons.set(o.reason!, (reasons.get(o.reason!) ?? 0) + 1)
  console.log(
    `${kind.padEnd(24)} ${String(of.length).padStart(6)} ${String(of.filter((o) => o.followed).length).padStart(9)}  ${[...reasons].map(([r, n]) => `${r} ${n}`).join(', ') || '-'}`,
  )
}
const unsafe = outcomes.filter((o) => o.unsafe)
console.log(`\nSafety (target 0): ${unsafe.length} edits broke a check.`)
for (const o of unsafe.slice(0, 10)) console.log(`  ${o.kind}: ${o.unsafe}`)
const times = outcomes.map((o) => o.ms).sort((a, b) => a - b)
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1)
console.log(
  `Time per edit (check before charging + the edit itself): median ${at(0.5)} ms, p95 ${at(0.95)} ms, ${outcomes.length} edits.`,
)
