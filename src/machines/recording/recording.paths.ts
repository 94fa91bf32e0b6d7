// Sample events and inputs of the recording statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import { sampleFailure } from '../shared/samples'
import { type RecordingInput, SILENT_LEVEL_DB, type UploadProgress } from './recording.machine'

const uploadProgress = (progress: UploadProgress) => ({
  type: 'xstate.snapshot.upload',
  snapshot: { context: progress },
})

/** Sample events and input for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    { type: 'microphone.failed', kind: 'permission-denied' },
    { type: 'microphone.failed', kind: 'device-busy' },
    // A microphone, a level or a text that changes no context: choosing, the meter and the text box never
    // change the state by themselves (the machine tests check the context they change).
    { type: 'microphone.choose', deviceId: null },
    { type: 'audio.level', db: SILENT_LEVEL_DB },
    { type: 'text.change', text: '' },
    { type: 'chunk.stored', order: 0 },
    // An uploaded file: chosen, decoded, one chunk stored, done; or refused.
    { type: 'file.choose', file: new Blob([]) },
    { type: 'file.decoded', totalSeconds: 30 },
    { type: 'file.stored', order: 0, storedSeconds: 30, totalSeconds: 30 },
    { type: 'file.imported' },
    { type: 'file.failed', kind: 'undecodable' },
    // Chunks waiting (the queue stuck on the network), none waiting, and a chunk the server refused.
    uploadProgress({ pending: [0], problem: 'unreachable', online: true, listed: true }),
    uploadProgress({ pending: [], problem: null, online: true, listed: true }),
    uploadProgress({ pending: [0], problem: 'conflict', online: true, listed: true }),
    { type: 'xstate.error.actor.finishSession', error: sampleFailure('unavailable', { kind: 'network' }) },
  ],
  input: { sessionId: 's-sample', deviceId: null } satisfies RecordingInput,
}
