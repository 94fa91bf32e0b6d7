// Sample events and inputs of the edit notes statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import { sampleDocument, sampleFailure } from '../shared/samples'
import { EDIT_MODES, type EditNotesContext, type EditNotesInput } from './edit-notes.machine'

const pendingDocument = sampleDocument({ status: 'pending' })
// A stand-in for a recording in the docs: a Blob would not print.
const sampleAudio = { size: 32_044, type: 'audio/wav', toJSON: () => 'voice.wav (1 s)' } as unknown as Blob

const instruction = 'Acrescente a alergia à penicilina.'
const editedMarkdown = '## Subjetivo\n\nTosse seca.'

/**
 * Sample events for the statechart docs and the path tests, kept few: modes are switched from an untouched
 * dialog (and once from a typed instruction to the voice, which keeps it); an instruction is typed once;
 * the markdown is cleared, then edited; a recording is limited to two seconds; a submission is answered,
 * or fails for want of a connection.
 */
export const pathOptions = {
  input: {
    sessionId: 's-sample',
    docId: 'd-sample',
    markdown: pendingDocument.content ?? '',
    maxSeconds: 2,
  } satisfies EditNotesInput,
  events: (snapshot: { context: EditNotesContext }): AnyEventObject[] => {
    const { mode, text, markdown, original, audio, problem, microphoneProblem } = snapshot.context
    const untouched =
      text === '' && markdown === original && audio === null && problem === null && microphoneProblem === null
    const modes = untouched
      ? EDIT_MODES.filter((other) => other !== mode)
      : mode === 'text' && text !== '' && problem === null
        ? (['voice'] as const)
        : []
    return [
      ...modes.map((other) => ({ type: 'edit.mode.chosen', mode: other })),
      ...(text === '' ? [{ type: 'edit.text.changed', text: instruction }] : []),
      ...(markdown === original
        ? [{ type: 'edit.markdown.changed', markdown: '' }]
        : markdown === ''
          ? [{ type: 'edit.markdown.changed', markdown: editedMarkdown }]
          : []),
      { type: 'edit.submit' },
      { type: 'edit.close' },
      { type: 'voice.start' },
      { type: 'voice.started' },
      { type: 'voice.stop' },
      { type: 'voice.restart' },
      { type: 'voice.recorded', audio: sampleAudio, seconds: 1 },
      ...(audio === null ? [{ type: 'voice.failed', kind: 'permission-denied' }] : []),
      { type: 'xstate.done.actor.submitChange', output: pendingDocument },
      ...(problem === null
        ? [
            {
              type: 'xstate.error.actor.submitChange',
              error: sampleFailure('unavailable', { kind: 'network' }),
            },
          ]
        : []),
    ]
  },
}
