import { type Announcement, AnnouncementsResponse } from '../../contract/announcements'
import type { Api } from './api'

export type Announcements = ReturnType<typeof createAnnouncements>

/** The announcements call, parsed with the contract. */
export function createAnnouncements(api: Api) {
  return {
    /** GET /v1/announcements: those shown now, newest first, in the interface language (pt when missing). */
    async current(): Promise<Announcement[]> {
      return (await api.get('/v1/announcements', { schema: AnnouncementsResponse })).data.d_announcements
    },
  }
}
