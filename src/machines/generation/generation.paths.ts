// Sample events and inputs of the generation statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import { type GeneratedDocument, MAIN_DOCUMENT } from '../../../contract/consultations'
import { sampleDocument, sampleFailure } from '../shared/samples'
import type { GenerationContext, GenerationInput } from './generation.machine'

const pendingDocument = sampleDocument({ name: MAIN_DOCUMENT, status: 'pending', content: null, version: 0 })
const readyDocument: GeneratedDocument = {
  ...pendingDocument,
  status: 'ready',
  content: '## Subjetivo\n\nTosse seca há uma semana.',
  version: 1,
  source: 'generated',
}
const failedDocument: GeneratedDocument = {
  ...readyDocument,
  status: 'failed',
  error: 'The server is overloaded; all the information is saved, try again',
}

const sampleSignoff: GeneratedDocument['signoff'] = {
  version: 1,
  signed_by: { id: 'u-sample', name: 'Ana Sousa' },
  signed_at: '2025-01-01T09:40:00.000Z',
  open_findings: 0,
  dismissed_findings: 0,
}

/** Sample documents, for the path tests and the docs. */
export const sampleDocuments = { pendingDocument, readyDocument, failedDocument }

const offline = sampleFailure('unavailable', { kind: 'network' })

/**
 * Sample events for the statechart docs and the path tests, with a cap of two polls and one automatic
 * try again. The version history closes, or (over a markdown edit) restores version 1 as version 3;
 * generating again over an edit is confirmed or cancelled. Failures are fed to a first request only (no
 * connection, no credits) and to following the first version (no connection, gone); following a version
 * reports it still pending and a lost answer, and ends with it ready, failed (overloaded; the first
 * version only) or still pending past the cap; the edit dialog closes, saves markdown or sends an instruction once;
 * a ready version is signed off (a sign-off or a dismissal arrives as the updated document).
 */
export const pathOptions = {
  input: {
    sessionId: 's-sample',
    name: MAIN_DOCUMENT,
    document: null,
    maxPolls: 2,
    maxRetries: 1,
  } satisfies GenerationInput,
  events: (snapshot: { context: GenerationContext }): AnyEventObject[] => {
    const { document, change, draft } = snapshot.context
    const first = document === null
    const firstVersion = (document?.version ?? 0) <= 1 && change === null && draft.text === ''
    return [
      // Signed while ready; an answer about another document otherwise (dropped).
      document?.status === 'ready' && document.signoff === null
        ? { type: 'document.updated', document: { ...document, signoff: sampleSignoff } }
        : { type: 'document.updated', document: { ...readyDocument, id: 'd-other' } },
      { type: 'document.generate' },
      { type: 'document.regenerate' },
      { type: 'document.retry' },
      { type: 'document.edit' },
      { type: 'document.versions' },
      { type: 'document.regenerate.confirm' },
      { type: 'document.regenerate.cancel' },
      { type: 'xstate.done.actor.versions', output: { document: null } },
      ...(document?.source === 'markdown'
        ? [
            {
              type: 'xstate.done.actor.versions',
              output: { document: { ...readyDocument, version: 3, source: 'restored' } },
            },
          ]
        : []),
      { type: 'xstate.done.actor.requestVersion', output: pendingDocument },
      ...(first ? [{ type: 'xstate.error.actor.requestVersion', error: offline }] : []),
      {
        type: 'xstate.error.actor.requestVersion',
        error: sampleFailure('insufficient_credits', { status: 402 }),
      },
      { type: 'poll.answered', answer: pendingDocument },
      { type: 'poll.retrying' },
      { type: 'poll.resumed' },
      { type: 'xstate.done.actor.followDocument', output: { outcome: 'ended', answer: readyDocument } },
      ...(firstVersion
        ? [{ type: 'xstate.done.actor.followDocument', output: { outcome: 'ended', answer: failedDocument } }]
        : []),
      { type: 'xstate.done.actor.followDocument', output: { outcome: 'stalled', answer: pendingDocument } },
      ...(firstVersion && document?.version === 0
        ? [{ type: 'xstate.done.actor.followDocument', output: { outcome: 'failed', error: offline } }]
        : []),
      {
        type: 'xstate.done.actor.followDocument',
        output: { outcome: 'failed', error: sampleFailure('not_found', { status: 404 }) },
      },
      ...(firstVersion
        ? [
            {
              type: 'xstate.done.actor.editNotes',
              output: {
                document: null,
                change: null,
                draft: { text: 'Acrescente a alergia', markdown: null },
              },
            },
            {
              type: 'xstate.done.actor.editNotes',
              output: {
                document: {
                  ...readyDocument,
                  version: 2,
                  content: '## Subjetivo\n\nTosse.',
                  source: 'markdown',
                },
                change: { kind: 'markdown', markdown: '## Subjetivo\n\nTosse.' },
                draft: { text: '', markdown: null },
              },
            },
            {
              type: 'xstate.done.actor.editNotes',
              output: {
                document: { ...readyDocument, status: 'pending' },
                change: { kind: 'text', text: 'Acrescente a alergia' },
                draft: { text: 'Acrescente a alergia', markdown: null },
              },
            },
          ]
        : [{ type: 'xstate.done.actor.editNotes', output: { document: null, change: null, draft } }]),
    ]
  },
}
