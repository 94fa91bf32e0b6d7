// Sample events and inputs of the audio check statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AudioCheckEvent, AudioCheckInput } from './audio-check.machine'

/** Sample events and inputs for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    { type: 'audio.level', db: -24 },
    { type: 'audio.level', db: -72 },
    { type: 'microphone.failed', kind: 'permission-denied' },
    { type: 'microphone.choose', deviceId: 'usb-headset' },
  ] satisfies AudioCheckEvent[],
  inputs: {
    'on a computer': { isMobile: false, deviceId: null },
    'on a phone': { isMobile: true, deviceId: null },
  } satisfies Record<string, AudioCheckInput>,
}
