// Sample events and inputs of the chunk upload statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import { sampleFailure } from '../shared/samples'
import type { ChunkUploadInput } from './chunk-upload.machine'

/** Sample events for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    { type: 'chunk.stored', order: 0 },
    { type: 'xstate.done.actor.listPending', output: [] },
    { type: 'xstate.done.actor.listPending', output: [0] },
    { type: 'xstate.done.actor.upload', output: { status: 201 } },
    { type: 'xstate.error.actor.upload', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'xstate.error.actor.upload', error: sampleFailure('conflict', { status: 409 }) },
    { type: 'xstate.error.actor.upload', error: sampleFailure('unsupported_media_type', { status: 415 }) },
  ],
  input: { sessionId: 's-sample' } satisfies ChunkUploadInput,
}
