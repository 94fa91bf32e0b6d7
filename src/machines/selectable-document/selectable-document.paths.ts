// Sample events and inputs of the selectable document statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import { sampleDocument } from '../shared/catalogue-samples'
import { sampleFailure } from '../shared/samples'
import type { SelectableDocumentInput } from './selectable-document.machine'

/** Sample events and input for the statechart docs and the path tests. */
export const pathOptions = {
  input: { typeId: 'general_practice_soap', documentId: sampleDocument.id } satisfies SelectableDocumentInput,
  events: [
    { type: 'xstate.done.actor.loadDocument', output: sampleDocument },
    { type: 'xstate.error.actor.loadDocument', error: sampleFailure('not_found', { status: 404 }) },
    { type: 'xstate.error.actor.loadDocument', error: sampleFailure('unavailable', { kind: 'network' }) },
  ],
}
