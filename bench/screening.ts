import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type FinalResult, finalResult } from '../server/engines/screening/engine'
import { judgeByRules } from '../server/engines/screening/rules'
import { parseScreeningFile } from './screening-data'

// `npm run bench -- screening [--show]`: the offline rule screener on records and trial criteria of our own in
// pt, en, de and es (bench/data/screening/). Printed per set and language: criterion accuracy, final-result
// accuracy and wrong definite verdicts (a "met" that should be "not met" or the reverse). The held-out set was
// written before tuning and is never tuned on: `--show` lists the development set's misses only.

const DATA = join(import.meta.dirname, 'data/screening')
const show = process.argv.includes('--show')
const LANGUAGES = ['pt', 'en', 'de', 'es'] as const
interface Tally {
  patients: number
  criteria: number
  right: number
  finals: number
  finalsRight: number
  wrongDefinite: number
  wrongUnknown: number
  overcautious: number
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '—')

const emptyTally = (): Tally => ({
  patients: 0,
  criteria: 0,
  right: 0,
  finals: 0,
  finalsRight: 0,
  wrongDefinite: 0,
  wrongUnknown: 0,
  overcautious: 0,
})

function measure(set: string) {
  const tallies = new Map<string, Tally>()
  const misses: string[] = []
  for (const language of LANGUAGES) {
    const file = join(DATA, set, `${language}.txt`)
    const { today, trials, patients } = parseScreeningFile(readFileSync(file, 'utf8'), file)
    const t = emptyTally()
    for (const p of patients) {
      const criteria = trials.get(p.trial)!.criteria
      const got = criteria.map((c) => ({ ...c, ...judgeByRules(c.definition, p.record, { today }) }))
      t.patients++
      got.forEach((g, i) => {
        const want = p.expected[i]!
        t.criteria++
        if (g.verdict === want) t.right++
        else {
          if (g.verdict !== 'unknown' && want !== 'unknown') t.wrongDefinite++
          else if (g.verdict === 'unknown') t.overcautious++
          else t.wrongUnknown++
          misses.push(
            `${p.id} [${g.type}] "${g.definition}": expected ${want}, got ${g.verdict} (${g.explanation})`,
          )
        }
      })
      const wanted: FinalResult = finalResult(
        criteria.map((c, i) => ({ type: c.type, needsReview: false, verdict: p.expected[i]! })),
      )
      const result = finalResult(got.map((g) => ({ ...g, needsReview: false })))
      t.finals++
      if (result === wanted) t.finalsRight++
      else misses.push(`${p.id}: final result expected ${wanted}, got ${result}`)
    }
    tallies.set(language, t)
  }
  return { tallies, misses }
}

const TARGET = { criteria: 90, finals: 90 }
let allMet = true
for (const set of readdirSync(DATA).filter((d) => d === 'dev' || d === 'held-out')) {
  const { tallies, misses } = measure(set)
  console.log(`\n${set === 'dev' ? 'Development set' : 'Held-out set (never tuned on)'}:`)
  console.log(
    'lang  patients  criteria  criterion acc.  final results  wrong definite  unknown (answer in record)  met/not met (record silent)',
  )
  const sum = emptyTally()
  for (const [language, t] of tallies) {
    for (const k of Object.keys(sum) as (keyof Tally)[]) sum[k] += t[k]
    console.log(
      `${language.padEnd(4)}  ${String(t.patients).padStart(8)}  ${String(t.criteria).padStart(8)}  ${pct(t.right, t.criteria).padStart(14)}  ${`${t.finalsRight}/${t.finals}`.padStart(13)}  ${String(t.wrongDefinite).padStart(14)}  ${String(t.overcautious).padStart(26)}  ${String(t.wrongUnknown).padStart(28)}`,
    )
  }
  console.log(
    `all   ${String(sum.patients).padStart(8)}  ${String(sum.criteria).padStart(8)}  ${pct(sum.right, sum.criteria).padStart(14)}  ${`${sum.finalsRight}/${sum.finals}`.padStart(13)}  ${String(sum.wrongDefinite).padStart(14)}  ${String(sum.overcautious).padStart(26)}  ${String(sum.wrongUnknown).padStart(28)}`,
  )
  const checks = [
    [
      `criterion accuracy ≥ ${TARGET.criteria}%`,
      (100 * sum.right) / sum.criteria >= TARGET.criteria,
      pct(sum.right, sum.criteria),
    ],
    [
      `final results ≥ ${TARGET.finals}%`,
      (100 * sum.finalsRight) / sum.finals >= TARGET.finals,
      pct(sum.finalsRight, sum.finals),
    ],
    ['0 wrong definite verdicts', sum.wrongDefinite === 0, String(sum.wrongDefinite)],
  ] as const
  for (const [name, ok, value] of checks) {
    console.log(`target ${name}: ${value} — ${ok ? 'met' : 'missed'}`)
    allMet &&= ok
  }
  if (show && set === 'dev') for (const m of misses) console.log(`  miss: ${m}`)
}
console.log(`\nAll targets ${allMet ? 'met' : 'not met yet'}.`)
