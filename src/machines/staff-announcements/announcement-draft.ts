import type { Announcement } from '../../../contract/announcements'
import { LANGUAGES, type Language } from '../../../contract/constants'
import type { StaffAnnouncementRequest } from '../../../contract/staff'

/** The longest title and body the server keeps (the contract's bounds). */
export const MAX_TITLE = 120
export const MAX_BODY = 1_000

export type AnnouncementText = { title: string; body: string }

/** An announcement as support writes it: the four languages' texts and its window as typed. */
export type AnnouncementDraft = {
  texts: Record<Language, AnnouncementText>
  /** A `datetime-local` value in the browser's time; blank: from now. */
  startsAt: string
  /** A `datetime-local` value in the browser's time; blank: until removed. */
  endsAt: string
}

/** What is wrong with a field, translated by the view. */
export type DraftProblem =
  | 'required'
  | 'needs_title'
  | 'needs_body'
  | 'not_a_date'
  | 'ends_before_start'
  | 'ends_past'
  | 'invalid'

/** Field → problem; fields are the request's paths (`texts.en.title`, `ends_at`). */
export type DraftProblems = Record<string, DraftProblem>

export const emptyDraft = (): AnnouncementDraft => ({
  texts: Object.fromEntries(LANGUAGES.map((language) => [language, { title: '', body: '' }])) as Record<
    Language,
    AnnouncementText
  >,
  startsAt: '',
  endsAt: '',
})

const written = (text: AnnouncementText) => text.title.trim() !== '' || text.body.trim() !== ''

/** A `datetime-local` value as an instant; null when blank, NaN's date when it is not one. */
const instantOf = (value: string): Date | null => (value.trim() ? new Date(value) : null)

/**
 * What must change before the server would take the draft: Portuguese in full, any other language whole
 * or not at all, dates that are dates and an end after the start. (The server also refuses an end already
 * past, which only it can tell against its clock.)
 */
export function draftProblems(draft: AnnouncementDraft): DraftProblems {
  const problems: DraftProblems = {}
  for (const language of LANGUAGES) {
    const text = draft.texts[language]
    if (language !== 'pt' && !written(text)) continue
    if (!text.title.trim())
      problems[`texts.${language}.title`] = language === 'pt' ? 'required' : 'needs_title'
    if (!text.body.trim()) problems[`texts.${language}.body`] = language === 'pt' ? 'required' : 'needs_body'
  }
  const starts = instantOf(draft.startsAt)
  const ends = instantOf(draft.endsAt)
  if (starts && Number.isNaN(starts.getTime())) problems.starts_at = 'not_a_date'
  if (ends && Number.isNaN(ends.getTime())) problems.ends_at = 'not_a_date'
  else if (ends && ends.getTime() <= (starts?.getTime() ?? Number.NEGATIVE_INFINITY))
    problems.ends_at = 'ends_before_start'
  return problems
}

/** The request the draft becomes: the languages written, its window (left out: now, until removed). */
export function requestOf(draft: AnnouncementDraft): StaffAnnouncementRequest {
  const texts: StaffAnnouncementRequest['texts'] = {
    pt: { title: draft.texts.pt.title.trim(), body: draft.texts.pt.body.trim() },
  }
  for (const language of LANGUAGES) {
    const text = draft.texts[language]
    if (language === 'pt' || !written(text)) continue
    texts[language] = { title: text.title.trim(), body: text.body.trim() }
  }
  const starts = instantOf(draft.startsAt)
  const ends = instantOf(draft.endsAt)
  return {
    texts,
    ...(starts ? { starts_at: starts.toISOString() } : {}),
    ...(ends ? { ends_at: ends.toISOString() } : {}),
  }
}

/**
 * The announcement as a reader in `language` will see it in the home carousel: their language when the
 * draft has it, else Portuguese (the server's rule); null while Portuguese is still blank.
 */
export function previewOf(draft: AnnouncementDraft, language: Language): Announcement | null {
  if (!written(draft.texts.pt)) return null
  const shown: Language = written(draft.texts[language]) ? language : 'pt'
  const starts = instantOf(draft.startsAt)
  const ends = instantOf(draft.endsAt)
  const valid = (date: Date | null) => (date && !Number.isNaN(date.getTime()) ? date.toISOString() : null)
  return {
    id: 'preview',
    title: draft.texts[shown].title.trim(),
    body: draft.texts[shown].body.trim(),
    language: shown,
    starts_at: valid(starts) ?? new Date(0).toISOString(),
    ends_at: valid(ends),
  }
}

/** The server's refused fields (`texts.pt.title`, `ends_at`…) as the form marks them. */
export function serverProblems(fields: Record<string, string>): DraftProblems {
  const problems: DraftProblems = {}
  for (const [path, message] of Object.entries(fields)) {
    // Only the server can tell an end already past, against its own clock.
    if (path === 'ends_at' && message.startsWith('Already past')) problems[path] = 'ends_past'
    else if (/^texts\.(pt|en|de|es)\.(title|body)$/.test(path) || path === 'starts_at' || path === 'ends_at')
      problems[path] = 'invalid'
  }
  return problems
}
