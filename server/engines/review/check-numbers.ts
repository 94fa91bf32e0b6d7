import type { NumberMention } from '../clinical/types'
import { evidenceOf } from './align'
import type { Draft, ReviewContext } from './context'
import { findNumbers, sameNumber } from './numbers'

/** Whether a mention in the consultation states the same kind of quantity as one in the note. */
function sameKind(a: NumberMention, b: NumberMention): boolean {
  if (a.unit || b.unit) return a.unit === b.unit
  return a.shape === b.shape && a.shape !== 'number'
}

/**
 * Every number the note states must be stated by the consultation with the same meaning: the same value in
 * a compatible unit. One that is not said anywhere is unsupported, unless the sentence the line was aligned
 * to states the same kind of quantity with another value: then the note contradicts it.
 */
export function checkNumbers(ctx: ReviewContext): Draft[] {
  const drafts: Draft[] = []
  const all = ctx.numbers.flat()
  ctx.lines.forEach((line, l) => {
    for (const found of findNumbers(line.text, ctx.language)) {
      const n = { ...found, start: found.start + line.start, end: found.end + line.start }
      if (all.some((s) => sameNumber(n, s))) continue
      const span = { start: n.start, end: n.end }
      const unit = ctx.aligned[l]!.units.find((u) =>
        ctx.numbers[u]!.some((s) => sameKind(n, s) && !sameNumber(n, s)),
      )
      if (unit !== undefined) {
        const said = ctx.numbers[unit]!.find((s) => sameKind(n, s))!
        drafts.push({
          kind: 'contradiction',
          code: 'contradiction_value',
          params: { written: n.text, said: said.text },
          note: span,
          evidence: evidenceOf(ctx.index.units[unit]!),
        })
        continue
      }
      drafts.push({
        kind: 'unsupported',
        code: 'unsupported_number',
        params: { value: n.text },
        note: span,
        evidence: [],
      })
    }
  })
  return drafts
}
