import type { Announcement } from '../../../contract/announcements'
import { LANGUAGES, type Language } from '../../../contract/common'
import type { Db } from '../../db/connect'
import type { AnnouncementRow, AnnouncementText } from '../../db/schema'
import { badRequest } from '../../http/errors'
import { isUuid } from '../../http/ids'
import * as store from './store'

export const MAX_TITLE_LENGTH = 120
export const MAX_BODY_LENGTH = 1_000

/** What support writes: Portuguese is required, the other languages are optional but whole. */
export interface AnnouncementDraft {
  texts: Partial<Record<Language, { title?: string | undefined; body?: string | undefined }>>
  /** Now when left out. */
  startsAt?: Date | undefined
  /** Shown until removed when left out. */
  endsAt?: Date | null | undefined
}

/** The rules of an announcement; every problem is named by its command-line flag (`title-pt`, `ends`). */
function checkedDraft(draft: AnnouncementDraft, now: Date) {
  const fields: Record<string, string> = {}
  const texts: Partial<Record<Language, AnnouncementText>> = {}
  for (const language of LANGUAGES) {
    const title = draft.texts[language]?.title?.trim() ?? ''
    const body = draft.texts[language]?.body?.trim() ?? ''
    if (!title && !body) {
      if (language === 'pt') {
        fields['title-pt'] = 'Required: Portuguese is what readers of any other missing language see'
        fields['body-pt'] = 'Required'
      }
      continue
    }
    if (!title) fields[`title-${language}`] = `Required with --body-${language}`
    else if (title.length > MAX_TITLE_LENGTH)
      fields[`title-${language}`] = `At most ${MAX_TITLE_LENGTH} characters`
    if (!body) fields[`body-${language}`] = `Required with --title-${language}`
    else if (body.length > MAX_BODY_LENGTH)
      fields[`body-${language}`] = `At most ${MAX_BODY_LENGTH} characters`
    texts[language] = { title, body }
  }
  const startsAt = draft.startsAt ?? now
  const endsAt = draft.endsAt ?? null
  if (Number.isNaN(startsAt.getTime())) fields.starts = 'Not a date: use 2025-03-01 or 2025-03-01T09:00:00Z'
  if (endsAt && Number.isNaN(endsAt.getTime()))
    fields.ends = 'Not a date: use 2025-03-31 or 2025-03-31T18:00:00Z'
  else if (endsAt && endsAt <= startsAt) fields.ends = 'Must be after the start'
  else if (endsAt && endsAt <= now) fields.ends = 'Already past: the announcement would never show'
  if (Object.keys(fields).length > 0) {
    const lines = Object.entries(fields).map(([flag, problem]) => `--${flag}: ${problem}`)
    throw badRequest(`The announcement was not added:\n${lines.join('\n')}`, fields)
  }
  return { texts, startsAt, endsAt }
}

export async function addAnnouncement(db: Db, draft: AnnouncementDraft, now = new Date()) {
  return store.insertAnnouncement(db, checkedDraft(draft, now))
}

/** The reader's language when the announcement has it, else Portuguese (always there). */
export function announcementFor(row: AnnouncementRow, language: Language): Announcement {
  const shown: Language = row.texts[language] ? language : 'pt'
  const text = row.texts[shown] ?? { title: '', body: '' }
  return {
    id: row.id,
    title: text.title,
    body: text.body,
    language: shown,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
  }
}

/** GET /v1/announcements: those inside their window now, newest first. */
export async function shownAnnouncements(db: Db, language: Language, now = new Date()) {
  return (await store.listShownAt(db, now)).map((row) => announcementFor(row, language))
}

/** Every announcement with where it stands: shown now, scheduled, or ended. */
export async function listAnnouncements(db: Db, now = new Date()) {
  return (await store.listAll(db)).map((row) => ({
    row,
    state:
      row.startsAt > now
        ? ('scheduled' as const)
        : row.endsAt && row.endsAt <= now
          ? ('ended' as const)
          : ('shown' as const),
  }))
}

export async function removeAnnouncement(db: Db, id: string) {
  if (!isUuid(id) || !(await store.deleteAnnouncement(db, id)))
    throw badRequest(`No announcement has the id ${id}`, { id: 'Unknown' })
}
