// Sample events and inputs of the announcements statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { Announcement } from '../../../contract/announcements'
import { sampleFailure } from '../shared/samples'
import type { AnnouncementsInput } from './announcements.machine'

/** An announcement in Portuguese, shown from 1 March 2026 with no end. */
export const sampleAnnouncement = (
  id: string,
  title: string,
  body = 'Grave com o telemóvel e veja a nota no computador.',
): Announcement => ({
  id,
  title,
  body,
  language: 'pt',
  starts_at: '2026-03-01T09:00:00.000Z',
  ends_at: null,
})

/** Sample events and input for the statechart docs and the path tests. */
export const pathOptions = {
  input: { reducedMotion: false } satisfies AnnouncementsInput,
  events: [
    {
      type: 'xstate.done.actor.loadAnnouncements',
      output: [sampleAnnouncement('a-1', 'Novo modo móvel'), sampleAnnouncement('a-2', 'Assistente')],
    },
    { type: 'xstate.done.actor.loadAnnouncements', output: [] },
    {
      type: 'xstate.error.actor.loadAnnouncements',
      error: sampleFailure('unavailable', { kind: 'network' }),
    },
    { type: 'carousel.show', index: 1 },
  ],
}
