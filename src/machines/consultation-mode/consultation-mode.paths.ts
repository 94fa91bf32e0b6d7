// Sample events and inputs of the consultation mode statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { ConsultationMode, User } from '../../../contract/auth'
import { sampleFailure, sampleUser as sharedSampleUser } from '../shared/samples'
import type { ConsultationModeEvent, ConsultationModeInput } from './consultation-mode.machine'

const sampleUser = (consultationMode: ConsultationMode): User => ({
  ...sharedSampleUser,
  consultation_mode: consultationMode,
})

/** Sample events and inputs for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    { type: 'mode.choose', choice: 'normal' },
    { type: 'mode.choose', choice: 'mobile' },
    { type: 'mode.choose', choice: 'teleconsultation' },
    { type: 'mode.dictaphone.change', on: true },
    { type: 'mode.retry' },
    { type: 'code.renew' },
    { type: 'xstate.done.actor.saveConsultationMode', output: sampleUser('mobile') },
    { type: 'xstate.done.actor.saveConsultationMode', output: sampleUser('desktop') },
    {
      type: 'xstate.error.actor.saveConsultationMode',
      error: sampleFailure('unavailable', { kind: 'network' }),
    },
    {
      type: 'xstate.done.actor.createPhoneSignIn',
      output: { url: 'https://escriba.example/autologin/qr-sample', expiresAt: Date.UTC(2100, 0, 1) },
    },
    {
      type: 'xstate.error.actor.createPhoneSignIn',
      error: sampleFailure('unavailable', { kind: 'network' }),
    },
  ] satisfies (ConsultationModeEvent | { type: string; [key: string]: unknown })[],
  inputs: {
    'a computer in Chrome': {
      consultationMode: 'desktop',
      preference: { teleconsultation: false, dictaphone: false },
      teleconsultationSupported: true,
      isMobileDevice: false,
    },
    'a computer in another browser': {
      consultationMode: 'desktop',
      preference: { teleconsultation: false, dictaphone: false },
      teleconsultationSupported: false,
      isMobileDevice: false,
    },
    'a phone in mobile mode': {
      consultationMode: 'mobile',
      preference: { teleconsultation: false, dictaphone: false },
      teleconsultationSupported: true,
      isMobileDevice: true,
    },
  } satisfies Record<string, ConsultationModeInput>,
}
