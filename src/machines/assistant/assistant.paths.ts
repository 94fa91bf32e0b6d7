// Sample events and inputs of the assistant statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { Assistant } from '../../../contract/engines'
import { sampleFailure } from '../shared/samples'
import { type AssistantInput, CLINICAL_WRITING_ASSISTANT } from './assistant.machine'

const sampleAssistant: Assistant = {
  key: CLINICAL_WRITING_ASSISTANT,
  name: 'Assistente de escrita clínica',
  description: 'Redige cartas e resumos; conhece as notas das suas consultas recentes.',
  available: true,
}

/** Sample events and input for the statechart docs and the path tests. */
export const pathOptions = {
  input: { threadKey: null, maxPolls: 2, maxRetries: 1 } satisfies AssistantInput,
  events: [
    {
      type: 'xstate.done.actor.openChat',
      output: { assistant: sampleAssistant, messages: [], openRunKey: null, threadKey: null },
    },
    {
      type: 'xstate.done.actor.openChat',
      output: {
        assistant: { ...sampleAssistant, available: false },
        messages: [],
        openRunKey: null,
        threadKey: null,
      },
    },
    {
      type: 'xstate.done.actor.openChat',
      output: {
        assistant: sampleAssistant,
        messages: [{ role: 'user', content: 'Resume a consulta.' }],
        openRunKey: 'run-1',
        threadKey: 'thread-1',
      },
    },
    { type: 'xstate.error.actor.openChat', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'chat.type', text: 'Escreve uma carta para a fisioterapia.' },
    { type: 'xstate.done.actor.sendQuestion', output: { threadKey: 'thread-1', runKey: 'run-1' } },
    {
      type: 'xstate.error.actor.sendQuestion',
      error: sampleFailure('unavailable', { status: 503, fields: { assistant_key: 'not_configured' } }),
    },
    { type: 'xstate.error.actor.sendQuestion', error: sampleFailure('conflict', { status: 409 }) },
    { type: 'xstate.error.actor.sendQuestion', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'xstate.error.actor.sendQuestion', error: sampleFailure('internal', { status: 500 }) },
    { type: 'poll.answered', answer: { status: 'running', reply: null, error: null } },
    { type: 'poll.retrying' },
    { type: 'poll.resumed' },
    {
      type: 'xstate.done.actor.followRun',
      output: { outcome: 'ended', answer: { status: 'completed', reply: 'Exmo. Colega…', error: null } },
    },
    {
      type: 'xstate.done.actor.followRun',
      output: { outcome: 'ended', answer: { status: 'failed', reply: null, error: 'The model is busy' } },
    },
    {
      type: 'xstate.done.actor.followRun',
      output: { outcome: 'stalled', answer: { status: 'running', reply: null, error: null } },
    },
    {
      type: 'xstate.done.actor.followRun',
      output: { outcome: 'failed', error: sampleFailure('unavailable', { kind: 'network' }) },
    },
    {
      type: 'xstate.done.actor.followRun',
      output: { outcome: 'failed', error: sampleFailure('not_found', { status: 404 }) },
    },
  ],
}
