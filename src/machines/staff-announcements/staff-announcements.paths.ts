// Sample events and inputs of the staff announcements statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { StaffAnnouncement } from '../../../contract/staff'
import { sampleFailure } from '../shared/samples'

const sampleAnnouncement: StaffAnnouncement = {
  id: '00000000-0000-4000-8000-0000000000a1',
  texts: { pt: { title: 'Novo modo móvel', body: 'Grave com o telemóvel e veja a nota no computador.' } },
  starts_at: '2026-03-01T09:00:00.000Z',
  ends_at: null,
  state: 'shown',
  created_at: '2026-03-01T09:00:00.000Z',
}

/** Sample events for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    { type: 'announcements.reload' },
    { type: 'announcements.retry' },
    { type: 'draft.title', language: 'pt', value: 'Novo modo móvel' },
    { type: 'draft.body', language: 'pt', value: 'Grave com o telemóvel.' },
    // The window and the preview's language change no state (blank and Portuguese, as at the start).
    { type: 'draft.startsAt', value: '' },
    { type: 'draft.endsAt', value: '' },
    { type: 'preview.language', language: 'pt' },
    { type: 'announcement.create' },
    { type: 'announcement.remove', id: sampleAnnouncement.id },
    { type: 'remove.confirm' },
    { type: 'remove.cancel' },
    { type: 'xstate.done.actor.loadAnnouncements', output: [sampleAnnouncement] },
    {
      type: 'xstate.error.actor.loadAnnouncements',
      error: sampleFailure('unavailable', { kind: 'network' }),
    },
    { type: 'xstate.done.actor.createAnnouncement', output: sampleAnnouncement },
    {
      type: 'xstate.error.actor.createAnnouncement',
      error: sampleFailure('unavailable', { kind: 'network' }),
    },
    { type: 'xstate.done.actor.removeAnnouncement' },
    { type: 'xstate.error.actor.removeAnnouncement', error: sampleFailure('not_found', { status: 404 }) },
  ],
}
