import type { CriterionType, Verdict } from '../server/engines/screening/engine'

// The screening bench's data format (bench/data/screening/README.md), read by the bench and by the tests that
// run the rule engine over the same records.

const TYPES: Record<string, CriterionType> = {
  CI: 'critical_inclusion',
  CE: 'critical_exclusion',
  NI: 'non_critical_inclusion',
  NE: 'non_critical_exclusion',
}

export interface Trial {
  criteria: { definition: string; type: CriterionType }[]
}
export interface Patient {
  id: string
  trial: string
  record: string
  expected: Verdict[]
}

/** One file of the format bench/data/screening/README.md describes. */
export function parseScreeningFile(text: string, file: string) {
  let today = new Date()
  const trials = new Map<string, Trial>()
  const patients: Patient[] = []
  let trial: Trial | undefined
  let patient: Patient | undefined
  let lines: string[] = []
  for (const line of text.split(/\r?\n/)) {
    const head = /^(today|trial|patient)\s+(\S+)(?:\s+(\S+))?\s*$/.exec(line)
    if (head?.[1] === 'today') today = new Date(`${head[2]}T12:00:00Z`)
    else if (head?.[1] === 'trial') {
      trial = { criteria: [] }
      patient = undefined
      trials.set(head[2]!, trial)
    } else if (head?.[1] === 'patient') {
      trial = undefined
      patient = { id: head[2]!, trial: head[3]!, record: '', expected: [] }
      lines = []
    } else if (patient && line.startsWith('expect:')) {
      patient.record = lines.join('\n')
      patient.expected = line.slice(7).trim().split(/\s+/) as Verdict[]
      patients.push(patient)
      patient = undefined
    } else if (patient) lines.push(line)
    else if (trial && line.trim()) {
      const m = /^(CI|CE|NI|NE):\s*(.+)$/.exec(line.trim())
      if (!m) throw new Error(`${file}: not a criterion: ${line}`)
      trial.criteria.push({ type: TYPES[m[1]!]!, definition: m[2]! })
    }
  }
  for (const p of patients) {
    const t = trials.get(p.trial)
    if (!t) throw new Error(`${file}: ${p.id} names an unknown trial ${p.trial}`)
    if (t.criteria.length !== p.expected.length)
      throw new Error(
        `${file}: ${p.id} expects ${p.expected.length} verdicts for ${t.criteria.length} criteria`,
      )
    if (p.expected.some((v) => !['met', 'not_met', 'unknown'].includes(v)))
      throw new Error(`${file}: ${p.id} has a verdict that is not met, not_met or unknown`)
  }
  return { today, trials, patients }
}
