// Sample events and inputs of the active session follower statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { FollowerInput } from './active-session-follower.machine'

/** Sample events and inputs for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    { type: 'mode.changed', mobileMode: true },
    { type: 'mode.changed', mobileMode: false },
    { type: 'page.visible' },
    { type: 'page.hidden' },
    { type: 'xstate.done.actor.checkActiveStatus', output: 's-1' },
    { type: 'xstate.done.actor.checkActiveStatus', output: null },
    { type: 'xstate.error.actor.checkActiveStatus', error: new Error('offline') },
    { type: 'xstate.done.actor.readActiveSession', output: { id: 's-1', show_transcription: false } },
    { type: 'xstate.error.actor.readActiveSession', error: new Error('offline') },
  ],
  inputs: {
    'desktop mode': { mobileMode: false, pageVisible: true },
    'mobile mode, page visible': { mobileMode: true, pageVisible: true },
    'mobile mode, page hidden': { mobileMode: true, pageVisible: false },
  } satisfies Record<string, FollowerInput>,
}
