import type { Language } from '../../../contract/common'
import { reviewEngine } from './offline'

const engine = reviewEngine()

/** The findings that would alarm a clinician (not omissions), as their code and the words they point at. */
export const alarmsAt = (language: Language, transcript: string, note: string) =>
  engine
    .check({ language, transcript, inputs: [], note })
    .findings.filter((f) => f.kind !== 'omission')
    .map((f) => `${f.code}: ${f.note ? note.slice(f.note.start, f.note.end) : ''}`)
