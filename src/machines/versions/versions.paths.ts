// Sample events and inputs of the versions statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { DocumentVersion, GeneratedDocument } from '../../../contract/consultations'
import { sampleFailure } from '../shared/samples'
import type { VersionsInput } from './versions.machine'

const sampleVersions: DocumentVersion[] = [
  {
    version: 2,
    content: '## Subjetivo\n\nTosse seca há uma semana, sem febre.',
    source: 'markdown',
    instruction: null,
    restored_from: null,
    created_at: '2025-01-01T09:40:00.000Z',
  },
  {
    version: 1,
    content: '## Subjetivo\n\nTosse seca há uma semana.',
    source: 'generated',
    instruction: null,
    restored_from: null,
    created_at: '2025-01-01T09:30:00.000Z',
  },
]

const restoredDocument: GeneratedDocument = {
  id: 'd-sample',
  name: 'main',
  status: 'ready',
  content: sampleVersions[1]!.content,
  version: 3,
  error: null,
  created_at: '2025-01-01T09:30:00.000Z',
  updated_at: '2025-01-01T09:50:00.000Z',
  review: null,
  signoff: null,
  source: 'restored',
}

/** Sample versions and the document a restore answers, for the tests and the docs. */
export const sampleHistory = { versions: sampleVersions, restoredDocument }

/**
 * Sample events for the statechart docs and the path tests: the list loads or finds no connection; version
 * 1 is viewed and restored (the current version 2 cannot be); a restore is answered, finds no connection,
 * or is refused as the document changed meanwhile.
 */
export const pathOptions = {
  input: { sessionId: 's-sample', docId: 'd-sample', current: 2 } satisfies VersionsInput,
  events: [
    { type: 'xstate.done.actor.loadVersions', output: sampleVersions },
    { type: 'xstate.error.actor.loadVersions', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'versions.view', version: 1 },
    { type: 'versions.back' },
    { type: 'versions.restore', version: 1 },
    { type: 'versions.restore', version: 2 },
    { type: 'versions.retry' },
    { type: 'versions.close' },
    { type: 'xstate.done.actor.restoreVersion', output: restoredDocument },
    { type: 'xstate.error.actor.restoreVersion', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'xstate.error.actor.restoreVersion', error: sampleFailure('conflict', { status: 409 }) },
  ],
}
