import type { DocumentSection } from '../../../../contract/catalogue'
import type { Family, LanguagePack } from './lang/pack'
import { fold } from './matching'

/** The families each catalogue section key collects; keys not listed are read from the section title. */
const KEY_FAMILIES: Record<string, Family[]> = {
  reason_for_visit: ['complaint'],
  reason_for_referral: ['complaint'],
  chief_complaint: ['complaint'],
  clinical_question: ['complaint'],
  subjective: ['hpi', 'ros'],
  history_of_present_illness: ['hpi'],
  interval_history: ['hpi'],
  history: ['hpi'],
  course: ['hpi'],
  clinical_summary: ['hpi'],
  clinical_information: ['hpi'],
  review_of_systems: ['ros'],
  past_history: ['past_history'],
  medical_history: ['past_history'],
  relevant_history: ['past_history'],
  cardiac_history: ['past_history'],
  psychiatric_history: ['past_history'],
  dermatological_history: ['past_history'],
  gynaecological_history: ['past_history'],
  obstetric_history: ['past_history'],
  perinatal_history: ['past_history'],
  family_history: ['family'],
  social_history: ['social'],
  lifestyle: ['social'],
  substance_use: ['social'],
  personal_and_social_history: ['social'],
  functional_context: ['social'],
  medication: ['medication'],
  your_medicines: ['medication'],
  medication_to_renew: ['medication'],
  medication_and_allergies: ['medication', 'allergies'],
  allergies: ['allergies'],
  vital_signs: ['vitals'],
  vitals: ['vitals'],
  objective: ['vitals', 'exam', 'results'],
  examination: ['vitals', 'exam'],
  physical_exam: ['vitals', 'exam'],
  findings: ['exam'],
  mental_state_examination: ['exam'],
  range_of_motion: ['exam'],
  neurovascular_status: ['exam'],
  lesion_description: ['exam'],
  distribution: ['exam'],
  dermoscopy: ['exam'],
  special_tests: ['exam'],
  control_parameters: ['vitals', 'results'],
  investigations: ['results'],
  results: ['results'],
  imaging: ['results'],
  imaging_and_tests: ['results'],
  ecg: ['results'],
  screening_and_tests: ['results'],
  complications_screening: ['results'],
  assessment: ['assessment'],
  diagnoses: ['assessment'],
  what_you_have: ['assessment'],
  risk_assessment: ['assessment'],
  cardiovascular_risk: ['assessment'],
  assessment_and_plan: ['assessment', 'plan', 'follow_up'],
  plan: ['plan', 'follow_up'],
  next_steps: ['plan', 'follow_up'],
  recommendations: ['plan'],
  what_to_do: ['plan'],
  requested_exams: ['plan'],
  changes: ['plan'],
  course_and_treatment: ['plan'],
  next_review: ['follow_up'],
  monitoring: ['follow_up'],
  dictation: ['all'],
}

/** Where a family goes when the template has no section for it, in order of preference. */
const FALLBACK: Record<Family, Family[]> = {
  complaint: ['hpi', 'all'],
  hpi: ['all'],
  ros: ['hpi', 'all'],
  past_history: ['hpi', 'all'],
  family: ['past_history', 'hpi', 'all'],
  social: ['hpi', 'all'],
  medication: ['past_history', 'hpi', 'all'],
  allergies: ['medication', 'past_history', 'hpi', 'all'],
  vitals: ['exam', 'results', 'all'],
  exam: ['results', 'all'],
  results: ['exam', 'all'],
  assessment: ['plan', 'all'],
  plan: ['assessment', 'all'],
  follow_up: ['plan', 'assessment', 'all'],
  all: [],
}

/** The families a template section collects, from its key or, for a clinician's own section, its title. */
export function familiesOf(section: DocumentSection, pack: LanguagePack): Family[] {
  const byKey = KEY_FAMILIES[section.key]
  if (byKey) return byKey
  for (const [title, family] of pack.titles) if (title.test(section.title)) return [family]
  return []
}

/** Which template section (by index) a family's content goes to, or -1 when none fits. */
export function sectionRouter(sections: DocumentSection[], pack: LanguagePack) {
  const owner = new Map<Family, number>()
  sections.forEach((s, i) => {
    for (const f of familiesOf(s, pack)) if (!owner.has(f)) owner.set(f, i)
  })
  return (family: Family): number => {
    for (const f of [family, ...FALLBACK[family]]) {
      const i = owner.get(f)
      if (i !== undefined) return i
    }
    return -1
  }
}

/** Free text typed by the clinician (an input or an instruction): each sentence goes where its cues say. */
export function classifyFree(text: string, pack: LanguagePack): Family {
  const cue = (f: Family) => pack.cues[f]?.test(text) ?? false
  if (cue('allergies')) return 'allergies'
  if (cue('follow_up') && pack.followUp.test(text)) return 'follow_up'
  if (/\d/.test(text) && cue('vitals')) return 'vitals'
  if (cue('plan')) return 'plan'
  if (cue('assessment')) return 'assessment'
  if (cue('results')) return 'results'
  if (cue('exam')) return 'exam'
  if (cue('family')) return 'family'
  if (cue('social')) return 'social'
  if (cue('past_history')) return 'past_history'
  if (cue('medication')) return 'medication'
  return 'hpi'
}

const foldedTitles = new WeakMap<RegExp, RegExp>()
const foldedTitle = (title: RegExp) => {
  const known = foldedTitles.get(title)
  if (known) return known
  const made = new RegExp(fold(title.source), 'iu')
  foldedTitles.set(title, made)
  return made
}

/**
 * The family a section's name speaks of, in any of the packs' languages, accents or not: the title word said
 * first wins ('Familienanamnese' is the family history, not the history of the illness); null when none.
 */
export function familyNamed(name: string, packs: LanguagePack[]): Family | null {
  const folded = fold(name)
  let best: { at: number; length: number; family: Family } | null = null
  for (const pack of packs)
    for (const [title, family] of pack.titles) {
      const m = foldedTitle(title).exec(folded)
      if (m && (!best || m.index < best.at || (m.index === best.at && m[0].length > best.length)))
        best = { at: m.index, length: m[0].length, family }
    }
  return best?.family ?? null
}
