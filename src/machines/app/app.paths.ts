// Sample events and inputs of the app statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import { sampleTokenExpiringAt, sampleUser } from '../shared/samples'
import type { AppEvent, AppInput } from './app.machine'

/** Expires in 2100: never during a docs run. */
const LIVE_TOKEN = sampleTokenExpiringAt(4_102_444_800)
/** Expired in 2000: expires the moment it is used. */
const EXPIRED_TOKEN = sampleTokenExpiringAt(946_684_800)

/** Sample events and inputs for the statechart docs (scripts/export-statecharts.ts). */
export const pathOptions = {
  events: [
    { type: 'session.signed.in', token: LIVE_TOKEN, user: sampleUser, rememberMe: true },
    { type: 'session.signed.in', token: EXPIRED_TOKEN, user: sampleUser, rememberMe: false },
    { type: 'user.updated', user: { ...sampleUser, force_password_change: true } },
    { type: 'route.changed', route: 'logout' },
    { type: 'route.changed', route: 'selectable_document' },
    { type: 'consultation.active.found', session: { id: 's-1', show_transcription: false } },
    { type: 'consultation.active.found', session: { id: 's-2', show_transcription: true } },
    { type: 'research.changed', research: { activeSpaceId: 'space-1' } },
  ] satisfies AppEvent[],
  inputs: {
    'signed out on a desktop': { storedSession: null, isMobileDevice: false, route: 'login' },
    'session restored on a phone': {
      storedSession: { token: LIVE_TOKEN, user: sampleUser, rememberMe: true },
      isMobileDevice: true,
      route: 'home',
    },
  } satisfies Record<string, AppInput>,
}
