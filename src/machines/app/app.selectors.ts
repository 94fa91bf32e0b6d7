import type { SnapshotFrom } from 'xstate'
import type { appMachine } from './app.machine'

type AppSnapshot = SnapshotFrom<typeof appMachine>

/** The screen on display, as the router last reported it. */
export const selectRoute = (snapshot: AppSnapshot) => snapshot.context.route
export const selectUser = (snapshot: AppSnapshot) => snapshot.context.user
export const selectIsSignedIn = (snapshot: AppSnapshot) => snapshot.hasTag('signed-in')
export const selectIsSignedOut = (snapshot: AppSnapshot) => snapshot.hasTag('signed-out')
export const selectIsSessionExpired = (snapshot: AppSnapshot) => snapshot.hasTag('session-expired')
/** Whether the active consultation is followed for this snapshot's user: signed in, in mobile mode. */
export const selectIsInMobileMode = (snapshot: AppSnapshot) =>
  selectIsSignedIn(snapshot) && selectUser(snapshot)?.consultation_mode === 'mobile'
export const selectMustChangePassword = (snapshot: AppSnapshot) => snapshot.hasTag('password-change-required')
export const selectActiveSession = (snapshot: AppSnapshot) => snapshot.context.activeSession
export const selectSessions = (snapshot: AppSnapshot) => snapshot.context.sessions
export const selectConsultationTypes = (snapshot: AppSnapshot) => snapshot.context.consultationTypes
export const selectCustomDocuments = (snapshot: AppSnapshot) => snapshot.context.customDocuments
/** The Research Space as last seen, with the active space, trial and patient. */
export const selectResearch = (snapshot: AppSnapshot) => snapshot.context.research

/** The dialog the root shows over every screen, if one is open (today: the session-expired dialog). */
export const selectRootDialog = (snapshot: AppSnapshot) => snapshot.children.sessionExpiredDialog ?? null
