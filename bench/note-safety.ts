import type { Language } from '../contract/common'
import { readNumbers } from '../server/engines/clinical/numbers'
import type { GeneratedNote } from '../server/engines/generation/engine'

/**
 * What makes a note unsafe to sign, counted on a note and the dialogue it was written from: numbers the
 * dialogue never said, first-person sentences, an empty assessment, a missed allergy.
 */

/** Every value a text states, in digits or words, read with their meaning and also as written digits. */
function valuesSaid(text: string, language: Language): Set<number> {
  const values = new Set<number>()
  for (const m of readNumbers(text, language)) for (const v of m.values) values.add(v)
  for (const d of text.match(/\d+(?:[.,]\d+)?/g) ?? []) {
    values.add(Number(d.replace(',', '.')))
    values.add(Number(d.replace(/[.,]/g, '')))
  }
  return values
}

/** The body of a note: its sections' content without headings or 'not discussed' markers. */
export const noteBody = (note: GeneratedNote) =>
  note.sections
    .filter((s) => !s.empty)
    .map((s) => s.content)
    .join('\n')

/** The numbers a note states that the dialogue never said (digits or words), as written in the note. */
export function unsaidNumbers(note: GeneratedNote, dialogue: string, language: Language): string[] {
  const said = valuesSaid(dialogue, language)
  return readNumbers(noteBody(note), language)
    .filter((m) => !m.values.every((v) => said.has(v)))
    .map((m) => m.text)
}

const FIRST_PERSON: Record<Language, RegExp> = {
  en: /\b(?:i|i'm|i've|i'll|i'd|me|my|mine|myself|we|we're|we've|we'll|us|our|let's)\b/i,
  pt: /(?<![\p{L}-])(?:eu|meu|minha|meus|minhas|comigo|nós|nosso|nossa|vou|vamos|estou|tenho|sinto)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:ich|mich|mir|mein|meine|meinen|meinem|meiner|wir|uns|unser|unsere)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:yo|mí|mi|mis|conmigo|nosotros|nosotras|nuestro|nuestra|voy|vamos|estoy|tengo)(?![\p{L}])/iu,
}

/** Sentences and bullets of a note written in the first person ('I hear', 'Tenho hipertensão', 'we will'). */
export function firstPersonSentences(note: GeneratedNote, language: Language): string[] {
  return noteBody(note)
    .split(/\n|(?<=[.?!])\s+/)
    .map((s) => s.replace(/^[-•*]\s*/, '').trim())
    .filter((s) => s && FIRST_PERSON[language].test(s))
}

/** Whether the note's assessment (or, without one, its assessment-and-plan section) says anything. */
export function assessmentFilled(note: GeneratedNote): boolean {
  const section =
    note.sections.find((s) => s.key === 'assessment') ??
    note.sections.find((s) => s.key === 'assessment_and_plan')
  return !!section && !section.empty
}

/**
 * Whether the note states the allergy a reference note states: 'none known' as a none-known line, or each
 * allergen named by the reference somewhere in the note's allergy lines.
 */
export function allergyRecalled(note: GeneratedNote, reference: string): boolean {
  const body = noteBody(note).toLowerCase()
  const lines = body.split('\n').filter((l) => /allerg|nkda/.test(l))
  const ref = reference.toLowerCase()
  if (
    /\b(?:none|no known|no allergies|no drug allergies|denies any drug allergies|no known drug intolerance|nkda)\b/.test(
      ref,
    )
  )
    return lines.some((l) => /no known (?:drug )?allergies|denies .*allergies|no allergies/.test(l))
  const agents = (ref.replace(/\(.*?\)/g, '').match(/[a-z][a-z-]{3,}/g) ?? []).filter(
    (w) =>
      !/^(?:allerg\w*|patient|known|history|she|he|has|have|had|some|adverse|reactions?|but|tolerated|perhaps|past|to|the|and|drug|drugs|medications?|medicine|causes?|itching|rash)$/.test(
        w,
      ),
  )
  return agents.length > 0 && agents.every((a) => lines.some((l) => l.includes(a)))
}
