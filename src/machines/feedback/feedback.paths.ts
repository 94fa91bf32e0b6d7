// Sample events and inputs of the feedback statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import { sampleFailure } from '../shared/samples'
import { type FeedbackContext, type FeedbackInput, missingAnswers, type ScoreField } from './feedback.machine'

/**
 * Sample events for the statechart docs and the path tests: a send before answering, then the answers
 * (given once each, from an empty form), a send answered, lost (tried again once) or refused.
 */
export const pathOptions = {
  input: { sessionId: 's-sample', maxRetries: 1 } satisfies FeedbackInput,
  events: (snapshot: { context: FeedbackContext }): AnyEventObject[] => {
    const { scores, editingTime, comment, share, problem } = snapshot.context
    const complete = missingAnswers(snapshot.context).length === 0
    return [
      ...(complete
        ? []
        : [
            ...(Object.keys(scores) as ScoreField[])
              .filter((field) => scores[field] === null)
              .slice(0, 1)
              .map((field) => ({ type: 'feedback.score.changed', field, value: 8 })),
            ...(Object.values(scores).every((score) => score !== null) && editingTime === null
              ? [{ type: 'feedback.editing-time.changed', value: '1 to 5 min' }]
              : []),
          ]),
      { type: 'feedback.comment.changed', comment: comment ? comment : 'Nota muito útil.' },
      { type: 'feedback.share.changed', share: !share },
      { type: 'feedback.submit' },
      { type: 'xstate.done.actor.sendFeedback' },
      ...(problem === null
        ? [
            {
              type: 'xstate.error.actor.sendFeedback',
              error: sampleFailure('unavailable', { kind: 'network' }),
            },
            { type: 'xstate.error.actor.sendFeedback', error: sampleFailure('internal', { status: 500 }) },
          ]
        : [{ type: 'xstate.error.actor.sendFeedback', error: sampleFailure('internal', { status: 500 }) }]),
    ].filter(
      (event) => complete || !['feedback.comment.changed', 'feedback.share.changed'].includes(event.type),
    )
  },
}
