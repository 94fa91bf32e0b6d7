import type { Language } from '../../../../contract/common'
import { normaliseMeasurements } from '../../clinical/measurements'
import type { LanguagePack, Speaker } from './lang/pack'
import { capitalise } from './lang/pack'

/** One speaker's turn; 'other' is a third person in the room (a relative, an interpreter). */
export interface Turn {
  speaker: Speaker | 'other'
  text: string
}

/** A sentence of the consultation, cleaned of hesitations, with numbers and units normalised. */
export interface Sentence {
  text: string
  /** The words as said, before hesitations and leading 'okay, no' were dropped: a short answer lives here. */
  said: string
  speaker: Speaker | 'other'
  /** Index of its turn, and of the sentence in the whole consultation. */
  turn: number
  index: number
  question: boolean
  /** Whether it is the last sentence of its turn (where a question expects its answer). */
  lastOfTurn: boolean
}

const LABEL = /^\s*(?:\[([^\]]{1,40})\]|([\p{L}][\p{L} ._'-]{0,30}?)\s*:)\s*/u

/** Labels every language's transcripts use, so a Portuguese note can read an English-labelled transcript. */
const CLINICIAN =
  /^(?:doctor|dr\.?|physician|clinician|nurse|provider|gp|médico|médica|medico|medica|dra?\.?|enfermeira|enfermeiro|doctora|enfermera|enfermero|facultativo|arzt|ärztin|aerztin|doktor|pflegekraft|pfleger|krankenschwester)$/
const PATIENT =
  /^(?:patient|patientin|doente|paciente|utente|cliente|client|pt|mãe|pai|madre|padre|mutter|vater)$/

function speakerOf(label: string, pack: LanguagePack): Speaker | 'other' | null {
  const l = label.trim().toLowerCase()
  if (CLINICIAN.test(l) || pack.clinicianLabel.test(l)) return 'clinician'
  if (PATIENT.test(l) || pack.patientLabel.test(l)) return l.includes('guest') ? 'other' : 'patient'
  if (/^(?:speaker|sprecher|orador|falante|guest|family|relative|interpreter)\b/.test(l)) return 'other'
  return null
}

/** Splits a transcript into turns by its speaker labels; unlabelled text is one clinician turn (a dictation). */
export function parseTurns(transcript: string, pack: LanguagePack): Turn[] {
  const turns: Turn[] = []
  for (const line of transcript.split(/\r?\n/)) {
    if (!line.trim()) continue
    const m = LABEL.exec(line)
    const label = m ? (m[1] ?? m[2] ?? '') : ''
    const speaker = m ? speakerOf(label, pack) : null
    if (m && (speaker || m[1])) {
      turns.push({ speaker: speaker ?? 'other', text: line.slice(m[0].length).trim() })
    } else if (turns.length) turns[turns.length - 1]!.text += `\n${line.trim()}`
    else turns.push({ speaker: 'clinician', text: line.trim() })
  }
  return correctSpeakers(turns, pack)
}

/**
 * Labels can be wrong (ACI-Bench swaps some on purpose): the clinician is whoever asks more of the questions
 * and gives the findings and the plan, so when the 'patient' label does that more, the two are swapped.
 */
function correctSpeakers(turns: Turn[], pack: LanguagePack): Turn[] {
  const score = { clinician: 0, patient: 0 }
  const count = { clinician: 0, patient: 0 }
  for (const t of turns) {
    if (t.speaker === 'other') continue
    count[t.speaker]++
    const sentences = t.text.split(/(?<=[.?!])\s+/)
    for (const s of sentences) {
      const clean = s.trim().replace(pack.leading, '')
      if (/\?$/.test(clean) || pack.question.test(clean)) score[t.speaker]++
      if (pack.phases.exam.test(clean) || pack.phases.plan.test(clean)) score[t.speaker] += 2
    }
  }
  if (!count.clinician || !count.patient) return turns
  const rate = (k: Speaker) => score[k] / count[k]
  if (rate('patient') > rate('clinician') * 1.5 && score.patient > 5) {
    return turns.map((t) =>
      t.speaker === 'other' ? t : { ...t, speaker: t.speaker === 'clinician' ? 'patient' : 'clinician' },
    )
  }
  return turns
}

/** Cleans one sentence: spelling fixes, no assistant commands, no hesitations, no leading 'okay, so'. */
export function cleanSentence(raw: string, pack: LanguagePack, language: Language): string {
  let text = ` ${raw} `
  for (const [pattern, replacement] of pack.rewrites) text = text.replace(pattern, replacement)
  text = text.replace(pack.assistant, ' ')
  for (const filler of pack.fillers) text = text.replace(filler, ' ')
  // Stammered repeats: 'i , i think', 'the the', 'on your, on your leg'.
  for (let pass = 0; pass < 2; pass++)
    text = text.replace(/(?<![\p{L}'])([\p{L}']+(?: [\p{L}']+)?)(?:\s*,\s*|\s+)\1(?![\p{L}'])/giu, '$1')
  text = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.?!;:])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .trim()
  let previous = ''
  while (previous !== text) {
    previous = text
    text = text
      .replace(pack.leading, '')
      .replace(/^[\s,.;:!-]+/, '')
      .trim()
  }
  text = normaliseMeasurements(text, language)
  text = text.replace(/[\s,;:-]+$/, '').trim()
  if (!text) return ''
  if (!/[.?!]$/.test(text)) text += '.'
  return capitalise(text)
}

/** Splits the turns into cleaned sentences; very long unpunctuated stretches are cut at discourse markers. */
export function splitSentences(turns: Turn[], pack: LanguagePack, language: Language): Sentence[] {
  const sentences: Sentence[] = []
  turns.forEach((turn, t) => {
    const pieces: string[] = []
    let current = ''
    for (const token of turn.text.replace(/\n/g, ' . ').split(/\s+/)) {
      current += `${current ? ' ' : ''}${token}`
      const ends =
        /^[.?!]+$/.test(token) ||
        (/[.?!]$/.test(token) && !pack.abbreviationDot.test(token) && !/^\d+\.$/.test(token))
      if (ends) {
        pieces.push(current)
        current = ''
      }
    }
    if (current.trim()) pieces.push(current)
    const parts = pieces.flatMap((p) => (p.split(/\s+/).length > 16 ? cutLong(p, pack) : [p]))
    const cleaned = parts
      .map((p) => ({ raw: p, text: cleanSentence(p, pack, language) }))
      .filter((p) => p.raw.replace(/[^\p{L}\d]/gu, '').length > 0)
    cleaned.forEach((p, k) => {
      const question = /\?\s*$/.test(p.raw.trim()) || /\?$/.test(p.text) || pack.question.test(p.text)
      sentences.push({
        text: p.text,
        said: p.raw.replace(/\s+([,.?!;:])/g, '$1').trim(),
        speaker: turn.speaker,
        turn: t,
        index: sentences.length,
        question,
        lastOfTurn: k === cleaned.length - 1,
      })
    })
  })
  return sentences
}

/** Cuts a long stretch before discourse markers, keeping pieces of at least a few words. */
function cutLong(text: string, pack: LanguagePack): string[] {
  const pieces = text.split(pack.splitBefore).filter(Boolean)
  const out: string[] = []
  for (const piece of pieces) {
    const last = out[out.length - 1]
    if (last !== undefined && (last.split(/\s+/).length < 6 || piece.split(/\s+/).length < 4))
      out[out.length - 1] = `${last} ${piece}`
    else out.push(piece)
  }
  return out
}
