import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { builtInTypes, sectionDto } from '../../../catalogue/catalogue'
import { reviewEngine } from '../../review/offline'
import { generateNote } from './engine'

// The offline engine's notes of every own consultation, checked as the job checks them: a note written from a
// consultation never states what the review check finds unsupported or contradicted by that consultation.

const DIR = join(import.meta.dirname, '../../../../tests/fixtures/consultations')
const languages = new Set<string>(['pt', 'en', 'de', 'es'])
const consultations = readdirSync(DIR)
  .filter((f) => f.endsWith('.txt') && languages.has(f.slice(0, 2)))
  .sort()

describe('the notes of every own consultation raise no unsupported or contradiction finding', () => {
  const review = reviewEngine()
  it.each(consultations)('%s', async (file) => {
    const language = file.slice(0, 2) as Language
    const transcript = readFileSync(join(DIR, file), 'utf8')
    const sections = builtInTypes
      .get('general_practice_soap')!
      .main.sections.map((s) => sectionDto(s, language))
    const note = generateNote({ language, transcript, inputs: [], template: { name: 'note', sections } })
    const { findings } = await review.check({
      language,
      transcript,
      inputs: [],
      note: note.markdown,
      provenance: note.provenance,
    })
    const alarms = findings
      .filter((f) => f.kind !== 'omission')
      .map((f) => `${f.code}: ${f.note ? note.markdown.slice(f.note.start, f.note.end) : ''}`)
    expect(alarms).toEqual([])
  })
})
