// Sample events and inputs of the trial editor statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import { sampleFailure, sampleTrial } from '../shared/samples'
import type { TrialEditorContext, TrialEditorInput } from './trial-editor.machine'

const offline = sampleFailure('unavailable', { kind: 'network' })

/** Sample events and input for the statechart docs (scripts/export-statecharts.ts) and the path tests. */
export const pathOptions = {
  // One criterion at most keeps the graph small; the type and flag samples name no criterion.
  input: { spaceId: 'space-1', trial: null, maxCriteria: 1 } satisfies TrialEditorInput,
  // A short story rather than every combination: name first, then the block, then the rest; in other
  // snapshots the name and block samples repeat what is there, which changes nothing.
  events: ({ context }: { context: TrialEditorContext }): AnyEventObject[] => [
    {
      type: 'trial.name',
      value: context.name === '' && context.problem === null ? 'GLIC-2026' : context.name,
    },
    {
      type: 'criteria.block',
      value:
        context.name !== '' && context.criteria.length === 0 && context.problem === null
          ? 'CI: Idade ≥ 18 anos\nGravidez'
          : context.block,
    },
    { type: 'trial.description', value: context.description },
    { type: 'criteria.split' },
    { type: 'criterion.add' },
    { type: 'criterion.definition', key: 1, value: 'Idade ≥ 18 anos' },
    { type: 'criterion.type', key: 0, value: 'critical_exclusion' },
    { type: 'criterion.review', key: 0, value: true },
    { type: 'criterion.remove', key: 1 },
    { type: 'trial.save' },
    { type: 'trial.cancel' },
    {
      type: 'xstate.done.actor.splitCriteria',
      output: [
        { definition: 'Idade ≥ 18 anos', type: 'critical_inclusion', typed: true },
        { definition: 'Gravidez', type: null, typed: false },
      ],
    },
    { type: 'xstate.error.actor.splitCriteria', error: offline },
    { type: 'xstate.done.actor.saveTrial', output: sampleTrial },
    { type: 'xstate.error.actor.saveTrial', error: offline },
  ],
}
