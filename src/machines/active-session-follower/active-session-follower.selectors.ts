import type { SnapshotFrom } from 'xstate'
import type { activeSessionFollowerMachine } from './active-session-follower.machine'

type FollowerSnapshot = SnapshotFrom<typeof activeSessionFollowerMachine>

/** Polling: mobile mode and a visible page. */
export const selectIsPolling = (snapshot: FollowerSnapshot) => snapshot.hasTag('polling')
/** Mobile mode, but the page is hidden: no poll goes out. */
export const selectIsPausedWhileHidden = (snapshot: FollowerSnapshot) => snapshot.hasTag('hidden')
/** The active consultation last reported to the app. */
export const selectKnownSessionId = (snapshot: FollowerSnapshot) => snapshot.context.knownId
