import { z } from 'zod'
import { envelope, Id, IsoDateTime, Language } from './common'

/** An announcement as a reader sees it: in their language, or in Portuguese when it has none in theirs. */
export const Announcement = z.object({
  id: Id,
  title: z.string(),
  body: z.string(),
  /** The language the title and body are written in. */
  language: Language,
  starts_at: IsoDateTime,
  /** Null: shown until support removes it. */
  ends_at: IsoDateTime.nullable(),
})
export type Announcement = z.infer<typeof Announcement>

/** The announcements shown now, newest first. */
export const AnnouncementsResponse = envelope(z.object({ d_announcements: z.array(Announcement) }))
