import type { DocumentSection } from '../../../../contract/catalogue'
import type { Language } from '../../../../contract/common'
import {
  findMeasurements,
  type Measure,
  type Measurement,
  measurementLine,
} from '../../clinical/measurements'
import { findMedications, type MedicationMention, medicationLine } from '../../clinical/medications'
import { parseTurns, splitSentences } from '../../clinical/transcript'
import type { SourceSentence as Sentence } from '../../clinical/types'
import type {
  GeneratedNote,
  GeneratedSection,
  GenerationEngine,
  GenerationRequest,
  NoteInput,
} from '../engine'
import { toMarkdown } from '../engine'
import { de } from './lang/de'
import { en } from './lang/en'
import { es } from './lang/es'
import type { Family, Gender, LanguagePack } from './lang/pack'
import { capitalise } from './lang/pack'
import { pt } from './lang/pt'
import { applyInstruction } from './regenerate'
import { classifyFree, sectionRouter } from './sections'

export const PACKS: Record<Language, LanguagePack> = { en, pt, de, es }

/** One thing a section will say, and where it came from in the consultation (for ordering). */
interface Item {
  text: string
  order: number
}

type Phase = 'history' | 'exam' | 'plan'

/**
 * The note's length in words: about three in ten of the transcript's (tuned on ACI-Bench's training split,
 * whose notes run at about a third of their dialogues), and never less than a short note.
 */
const WORDS_PER_TRANSCRIPT_WORD = 0.3
const MIN_WORDS = 150

/** The offline engine: picks and lightly rewrites what was said, never adding a fact. See README.md. */
export function extractiveGenerationEngine(): GenerationEngine {
  return {
    name: 'extractive',
    async generate(request) {
      return generateNote(request)
    },
  }
}

export function generateNote(request: GenerationRequest): GeneratedNote {
  const pack = PACKS[request.language]
  const sections = request.template.sections
  const fresh = buildSections(request, pack)
  let generated = fresh
  if (request.previous?.trim() || request.instruction?.trim())
    generated = applyInstruction({
      sections,
      fresh,
      previous: request.previous ?? '',
      instruction: request.instruction ?? '',
      pack,
      language: request.language,
    })
  const out: GeneratedSection[] = sections.map((s, i) => {
    const lines = generated[i] ?? []
    return renderSection(s, lines, pack)
  })
  return { markdown: toMarkdown(out), sections: out }
}

/** Writes a section from its lines, or its 'not discussed' marker when it has none. */
export function renderSection(
  section: DocumentSection,
  lines: string[],
  pack: LanguagePack,
): GeneratedSection {
  const texts = lines.map((l) => (section.abbreviations ? l : expandAbbreviations(l, pack))).filter(Boolean)
  if (!texts.length)
    return { key: section.key, title: section.title, content: markerFor(section, pack), empty: true }
  const content =
    section.format === 'bullets'
      ? texts.map((t) => `- ${t}`).join('\n')
      : texts.map((t) => (/[.?!:]$/.test(t) ? t : `${t}.`)).join(' ')
  return { key: section.key, title: section.title, content, empty: false }
}

/** The marker the section's instruction asks for ('[to be completed]' for letters), else 'not discussed'. */
export function markerFor(section: DocumentSection, pack: LanguagePack): string {
  return section.instruction.includes(pack.toBeCompleted) ? pack.toBeCompleted : pack.notDiscussed
}

function expandAbbreviations(text: string, pack: LanguagePack): string {
  let out = text
  for (const [full, short] of pack.abbreviations)
    out = out.replace(new RegExp(`(?<![\\p{L}])${short.replace(/[.]/g, '\\.')}(?![\\p{L}])`, 'gu'), full)
  return out
}

/** The patient's sex when the consultation states it in so many words, for pronouns; otherwise unknown. */
function genderOf(sentences: Sentence[], pack: LanguagePack): Gender {
  const text = sentences.map((s) => s.text).join(' ')
  const female = pack.gender.female.exec(text)?.index ?? -1
  const male = pack.gender.male.exec(text)?.index ?? -1
  if (female >= 0 && (male < 0 || female < male)) return 'female'
  if (male >= 0) return 'male'
  return 'unknown'
}

const content = (text: string, pack: LanguagePack) =>
  (text.toLowerCase().match(/[\p{L}\d][\p{L}\d'-]*/gu) ?? []).filter(
    (w) => !pack.stopwords.has(w) && (w.length > 2 || /\d/.test(w)),
  )
const clinicalHits = (text: string, pack: LanguagePack) => text.match(pack.clinical)?.length ?? 0

/** Finds where the examination and the assessment and plan begin. */
function phases(sentences: Sentence[], pack: LanguagePack): Phase[] {
  const n = sentences.length
  const clinician = (s: Sentence) => s.speaker === 'clinician'
  const planStart =
    sentences.find((s) => clinician(s) && s.index >= n * 0.3 && pack.phases.plan.test(s.text))?.index ??
    sentences.find(
      (s) => clinician(s) && !s.question && s.index >= n * 0.6 && (pack.cues.plan?.test(s.text) ?? false),
    )?.index ??
    n
  const examStart =
    sentences.find(
      (s) => clinician(s) && s.index >= n * 0.1 && s.index < planStart && pack.phases.exam.test(s.text),
    )?.index ?? planStart
  return sentences.map((s) => (s.index < examStart ? 'history' : s.index < planStart ? 'exam' : 'plan'))
}

/** The family a sentence belongs to, or null when it does not belong in a note. */
function classify(s: Sentence, phase: Phase, pack: LanguagePack): Family | null {
  const t = s.text
  if (!t || pack.smallTalk.test(t)) return null
  const words = content(t, pack)
  const hits = clinicalHits(t, pack)
  if (words.length < 2 && hits === 0) return null
  if (s.question && s.speaker === 'clinician') return null
  if (s.question && s.speaker !== 'clinician' && hits === 0) return null
  const cue = (f: Family) => pack.cues[f]?.test(t) ?? false
  const measured = /\d/.test(t) && cue('vitals')
  if (phase === 'history') {
    if (cue('allergies')) return 'allergies'
    if (s.speaker === 'clinician' && (pack.phases.exam.test(t) || (cue('exam') && hits >= 2))) {
      if (pack.phases.exam.test(t)) return 'exam'
    }
    if (measured && s.speaker === 'clinician') return 'vitals'
    if (s.speaker === 'clinician' && cue('results') && /\d/.test(t) && !cue('past_history')) return 'results'
    if (cue('family') && hits > 0) return 'family'
    if (cue('social') && !cue('ros')) return 'social'
    if (cue('past_history')) return 'past_history'
    if (words.length < 3 && hits === 0) return null
    return 'hpi'
  }
  if (phase === 'exam') {
    if (s.speaker !== 'clinician') return hits >= 2 && words.length >= 4 ? 'exam' : null
    if (measured) return 'vitals'
    if (cue('results') && !cue('exam')) return 'results'
    if (pack.phases.results.test(t)) return 'results'
    if (cue('assessment') && !cue('exam')) return 'assessment'
    if (cue('plan') && !cue('exam') && hits === 0) return null
    return words.length >= 2 ? 'exam' : null
  }
  // The assessment and plan.
  if (s.speaker !== 'clinician') return null
  if (cue('follow_up') && pack.followUp.test(t)) return 'follow_up'
  if (cue('results') && !cue('plan') && !cue('assessment')) return 'results'
  if (cue('exam') && !cue('plan') && !cue('assessment')) return 'exam'
  if (cue('assessment') && !cue('plan')) return 'assessment'
  if (cue('plan')) return 'plan'
  if (cue('assessment')) return 'assessment'
  if (cue('results') && /\d/.test(t)) return 'results'
  return words.length >= 3 || hits > 0 ? 'plan' : null
}

/** A yes/no question about a symptom and its short answer, written as 'Denies X' / 'Reports X'. */
function answeredSymptom(
  question: Sentence,
  answer: Sentence | undefined,
  pack: LanguagePack,
  gender: Gender,
): string | null {
  if (answer?.speaker !== 'patient' || question.speaker !== 'clinician') return null
  const m = pack.qa.question.exec(question.text.replace(/[.?!]+$/, '?'))
  if (!m?.[1]) return null
  const thing = m[1].trim().replace(/[,\s]+$/, '')
  if (/\b(?:this|that|it|these|those|isso|isto|esto|eso|das|es)\b/i.test(thing)) return null
  if (!content(thing, pack).length || clinicalHits(thing, pack) === 0) return null
  const said = answer.said.replace(/^[¿¡]/, '').replace(/[.?!]+$/, '')
  const verb = pack.qa.no.test(said) ? pack.qa.denies : pack.qa.yes.test(said) ? pack.qa.reports : null
  if (!verb) return null
  const third = pack.thirdPerson(thing, 'clinician', gender) ?? thing
  return `${verb} ${third.replace(/^(?:any|some)\s+/i, '')}.`
}

/** The reason for the visit: as the clinician stated it, else the patient's answer to 'what brings you in'. */
function complaintOf(sentences: Sentence[], pack: LanguagePack, gender: Gender): string | null {
  const early = sentences.slice(0, Math.max(12, Math.ceil(sentences.length * 0.4)))
  for (const s of early) {
    if (s.speaker !== 'clinician') continue
    for (const pattern of pack.complaint) {
      const m = pattern.exec(s.text)
      const reason = m?.[1]
        ?.replace(/\b(?:today|hoje|hoy|heute)\b.*$/i, '')
        .replace(/\s+(?:and|e|y|und|which|que)\s*$/i, '')
        .trim()
      if (reason && content(reason, pack).length) return `${capitalise(reason)}.`
    }
  }
  const asked = early.findIndex((s) => s.speaker === 'clinician' && pack.complaintQuestion.test(s.text))
  if (asked >= 0) {
    const answer = early
      .slice(asked + 1)
      .find((s) => s.speaker === 'patient' && clinicalHits(s.text, pack) > 0)
    if (answer) return capitalise(pack.thirdPerson(answer.text, 'patient', gender) ?? answer.text)
  }
  return null
}

/** The structured inputs each family takes (by processor input id). */
const INPUT_FAMILY: Record<string, Family> = {
  reason_for_visit: 'complaint',
  previous_consultation: 'past_history',
  medication: 'medication',
  allergies: 'allergies',
  smoking_status: 'social',
  bloodpressure: 'vitals',
  heart_rate: 'vitals',
  respiratory_rate: 'vitals',
  temperature: 'vitals',
  oxygen_saturation: 'vitals',
  weight: 'vitals',
  height: 'vitals',
  weightmassindex: 'vitals',
  physical_exam: 'exam',
  hemoglobinac: 'results',
  colesterol: 'results',
  blood_glucose: 'results',
  ldl_cholesterol: 'results',
  hdl_cholesterol: 'results',
  triglycerides: 'results',
  egfr: 'results',
  uacr: 'results',
  lvef: 'results',
  ecg_findings: 'results',
  echocardiogram_findings: 'results',
  exams_data: 'results',
  nyha_class: 'assessment',
  pain_scale: 'hpi',
  next_consultation_date: 'follow_up',
}

/** Which measurement an input states, so the transcript's value for it is not repeated. */
const INPUT_MEASURE: Record<string, Measure> = {
  bloodpressure: 'bloodPressure',
  heart_rate: 'heartRate',
  temperature: 'temperature',
  respiratory_rate: 'respiratoryRate',
  oxygen_saturation: 'oxygenSaturation',
  weight: 'weight',
  weightmassindex: 'bmi',
  hemoglobinac: 'hba1c',
  colesterol: 'cholesterol',
  blood_glucose: 'glucose',
}

function familyOfInput(input: NoteInput): Family {
  return (
    INPUT_FAMILY[input.key] ??
    (/score|scale|class/.test(input.key)
      ? 'results'
      : /percentile|age|height|fundal|fetal/.test(input.key)
        ? 'exam'
        : 'results')
  )
}

const similar = (a: string, b: string, pack: LanguagePack) => {
  const x = new Set(content(a, pack))
  const y = new Set(content(b, pack))
  if (!x.size || !y.size) return a.toLowerCase() === b.toLowerCase()
  let shared = 0
  for (const w of x) if (y.has(w)) shared++
  return shared / Math.min(x.size, y.size) >= 0.85
}

/** Fills each template section from the transcript and the inputs: a list of lines per section. */
function buildSections(request: GenerationRequest, pack: LanguagePack): string[][] {
  const { language } = request
  const sections = request.template.sections
  const route = sectionRouter(sections, pack)
  const items: Item[][] = sections.map(() => [])
  const add = (family: Family, text: string, order: number) => {
    const i = route(family)
    if (i < 0 || !text.trim()) return
    if (items[i]!.some((it) => similar(it.text, text, pack))) return
    items[i]!.push({ text, order })
  }

  const turns = parseTurns(request.transcript ?? '', pack)
  const sentences = splitSentences(turns, pack, language)
  const gender = genderOf(sentences, pack)
  const phaseOf = phases(sentences, pack)
  const inputs = request.inputs.filter((i) => i.value.trim())
  const measuredByInput = new Set(inputs.map((i) => INPUT_MEASURE[i.key]).filter(Boolean))

  // Structured inputs first: the clinician typed them for this note.
  for (const input of inputs) {
    const family = familyOfInput(input)
    if (
      family === 'medication' ||
      input.key === 'exams_data' ||
      input.key === 'physical_exam' ||
      input.key === 'previous_consultation'
    ) {
      for (const line of input.value.split(/\r?\n|;\s*/).map((l) => l.trim().replace(/^[-•*]\s*/, '')))
        if (line) add(family, line, -1)
    } else if (input.key === 'extra_text') {
      for (const part of input.value.split(/(?<=[.?!])\s+|\r?\n/).map((l) => l.trim()))
        if (part) add(classifyFree(part, pack), part, 1e6)
    } else add(family, `${input.label}: ${input.value.trim()}`, -1)
  }

  const complaint = complaintOf(sentences, pack, gender)
  if (complaint) add('complaint', complaint, -0.5)

  // Medications said in the history (what the patient takes), merged by name.
  const medications = new Map<string, MedicationMention & { order: number }>()
  const measurements = new Map<Measure, Measurement & { order: number }>()
  const chosen: { family: Family; text: string; order: number; score: number }[] = []
  sentences.forEach((s, k) => {
    const phase = phaseOf[k]!
    if (phase !== 'plan' || /\b(?:taking|takes|toma|tomo|nimmt|nehme|tomando)\b/i.test(s.text))
      for (const m of findMedications(s.text, language)) {
        const key = m.name.toLowerCase()
        const known = medications.get(key)
        if (!known) medications.set(key, { ...m, order: s.index })
        else if (!known.dose && m.dose) medications.set(key, { ...known, ...m, order: known.order })
      }
    // Values the clinician gives during or after the examination, or anywhere in a dictation.
    if (s.speaker === 'clinician' && (phase !== 'history' || turns.length <= 1))
      for (const m of findMeasurements(s.text, language))
        if (!measurements.has(m.measure) && !measuredByInput.has(m.measure))
          measurements.set(m.measure, { ...m, order: s.index })

    if (s.question && s.speaker === 'clinician' && s.lastOfTurn) {
      const fact = answeredSymptom(s, sentences[k + 1], pack, gender)
      if (fact)
        chosen.push({ family: phase === 'history' ? 'ros' : 'exam', text: fact, order: s.index, score: 1 })
      return
    }
    const family = classify(s, phase, pack)
    if (!family) return
    const text = capitalise(
      s.speaker === 'other' ? s.text : (pack.thirdPerson(s.text, s.speaker, gender) ?? s.text),
    )
    // Clinical words count fully and other content words half, per word said: dense sentences first.
    const score =
      (clinicalHits(s.text, pack) + 0.5 * content(s.text, pack).length) / (s.text.split(/\s+/).length + 5)
    chosen.push({ family, text, order: s.index, score })
  })

  for (const m of measurements.values())
    add(
      'vitals',
      measurementLine(m, language, sectionOf(route('vitals'), sections)?.abbreviations ?? true),
      m.order - 1e5,
    )
  for (const m of medications.values()) add('medication', medicationLine(m), m.order)

  // Keep the most clinical sentences within a length budget that grows with the consultation, at least the
  // best one of each family, then write them in the order they were said.
  const words = (t: string) => t.split(/\s+/).length
  const transcriptWords = words(request.transcript ?? '')
  let budget = Math.max(MIN_WORDS, transcriptWords * WORDS_PER_TRANSCRIPT_WORD)
  const ranked = [...chosen].sort((a, b) => b.score - a.score)
  const kept = new Set<(typeof chosen)[number]>()
  const seenFamily = new Set<Family>()
  for (const c of ranked)
    if (!seenFamily.has(c.family)) {
      seenFamily.add(c.family)
      kept.add(c)
      budget -= words(c.text)
    }
  for (const c of ranked) {
    if (budget <= 0) break
    if (kept.has(c)) continue
    kept.add(c)
    budget -= words(c.text)
  }
  for (const c of chosen) if (kept.has(c)) add(c.family, c.text, c.order)

  return items.map((list) => list.sort((a, b) => a.order - b.order).map((it) => it.text))
}

const sectionOf = (i: number, sections: DocumentSection[]) => (i >= 0 ? sections[i] : undefined)
