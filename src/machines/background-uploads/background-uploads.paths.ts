// Sample events of the background uploads statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'

/**
 * Two consultations handed over (one of them twice) and each queue reporting it is drained; a report from
 * a queue the machine does not run (already stopped) changes nothing.
 */
export const pathOptions = {
  events: [
    { type: 'uploads.hand-over', sessionId: 's-first' },
    { type: 'uploads.hand-over', sessionId: 's-second' },
    { type: 'upload.drained', sessionId: 's-first' },
    { type: 'upload.drained', sessionId: 's-second' },
  ] satisfies AnyEventObject[],
}
