import { describe, expect, it } from 'vitest'
import { describePaths } from '../../../tests/model/paths'
import { startOnClock } from '../../../tests/unit/clock'
import { failWith, fakeCall, flush } from '../../../tests/unit/deferred'
import { offline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import type { Feedback } from '../../services/documents'
import { connectFeedback } from './feedback.connect'
import { feedbackMachine, MAX_SEND_RETRIES, missingAnswers, SEND_RETRY_BASE_MS } from './feedback.machine'
import { pathOptions } from './feedback.paths'

function open() {
  const send = fakeCall<void, { sessionId: string; feedback: Feedback }>()
  const { actor, wait } = startOnClock(feedbackMachine.provide({ actors: { 'send feedback': send.logic } }), {
    input: { sessionId: 's-1' },
  })
  const view = () => connectFeedback(actor.getSnapshot(), actor.send, t)
  const answer = () => {
    view().scales[0]!.options[9]!.onChange()
    view().scales[1]!.options[10]!.onChange()
    view().scales[2]!.options[0]!.onChange()
    view().editingTime.options[2]!.onChange()
  }
  return { actor, send, view, wait, answer, snapshot: () => actor.getSnapshot() }
}

describe('feedback machine', () => {
  it('offers three 0–10 scales and the editing time buckets', () => {
    const form = open()
    expect(form.view().scales.map((scale) => [scale.field, scale.options.length])).toEqual([
      ['doctor_satisfaction', 11],
      ['patient_satisfaction', 11],
      ['notes_quality', 11],
    ])
    expect(form.view().editingTime.options.map((option) => option.value)).toEqual([
      'none',
      'less than 1 min',
      '1 to 5 min',
      '5 to 10 min',
      'more than 10 min',
    ])
    expect(form.view().share.checked).toBe(false)
  })

  it('marks the questions left unanswered and sends nothing', () => {
    const form = open()
    form.view().scales[0]!.options[7]!.onChange()
    form.view().submit.onClick()
    expect(form.send.inputs).toHaveLength(0)
    expect(form.view().problem).toBe('documents.feedback.missing')
    expect(form.view().scales.map((scale) => scale.error)).toEqual([
      null,
      'documents.feedback.answerThis',
      'documents.feedback.answerThis',
    ])
    expect(form.view().editingTime.error).toBe('documents.feedback.answerThis')
  })

  it('sends the answers with the comment and the consent', async () => {
    const form = open()
    form.answer()
    form.view().comment.onChange('  A nota poupou-me tempo.  ')
    form.view().share.onChange(true)
    form.view().submit.onClick()
    expect(form.send.inputs).toEqual([
      {
        sessionId: 's-1',
        feedback: {
          doctor_satisfaction: 9,
          patient_satisfaction: 10,
          notes_quality: 0,
          editing_time: '1 to 5 min',
          comment: 'A nota poupou-me tempo.',
          share_publicly_anonymously: true,
        },
      },
    ])
    expect(form.view().isSending).toBe(true)
    form.send.resolve()
    await flush()
    expect(form.view().sent).toBe('documents.feedback.thanks')
  })

  it('sends again after growing waits when there is no answer, keeping every answer', async () => {
    const form = open()
    form.answer()
    form.view().comment.onChange('Ótimo')
    form.view().submit.onClick()
    for (let attempt = 1; attempt <= MAX_SEND_RETRIES; attempt++) {
      await failWith(form.send, offline())
      await form.wait(SEND_RETRY_BASE_MS * 2 ** (attempt - 1))
      expect(form.send.inputs).toHaveLength(attempt + 1)
    }
    await failWith(form.send, offline())
    expect(form.view().problem).toBe('documents.problems.connection')
    expect(form.view().comment.value).toBe('Ótimo')
    form.view().submit.onClick()
    expect(form.send.inputs).toHaveLength(MAX_SEND_RETRIES + 2)
    expect(form.send.inputs.at(-1)?.feedback.comment).toBe('Ótimo')
  })
})

// What the form lets the clinician do in each state, and what the answers are there.
describePaths('feedback machine paths', feedbackMachine, pathOptions, {
  every: (step) => {
    if (step.actual.hasTag('busy')) expect(step.actual.context.missing).toEqual([])
  },
  states: {
    // The form is open: answers can be changed, and only questions still unanswered are marked.
    editing: ({ actual }) => {
      const view = connectFeedback(actual, () => {}, t)
      expect(view.readOnly).toBe(false)
      expect(view.isSent).toBe(false)
      for (const field of actual.context.missing) expect(missingAnswers(actual.context)).toContain(field)
    },
    // Sent only complete, with the send button busy and the answers locked.
    sending: ({ actual }) => {
      const view = connectFeedback(actual, () => {}, t)
      expect(missingAnswers(actual.context)).toEqual([])
      expect(view.submit.busy).toBe(true)
      expect(view.readOnly).toBe(true)
    },
    // Waiting to send again after no answer: the failure is kept, the tries stay within the cap.
    retrying: ({ actual }) => {
      const { problem, attempts, maxRetries } = actual.context
      expect(problem).not.toBeNull()
      expect(attempts).toBeGreaterThan(0)
      expect(attempts).toBeLessThanOrEqual(maxRetries)
      expect(connectFeedback(actual, () => {}, t).readOnly).toBe(true)
    },
    // Thanked, with every question answered.
    sent: ({ actual }) => {
      const view = connectFeedback(actual, () => {}, t)
      expect(view.sent).toBe(t('documents.feedback.thanks'))
      expect(missingAnswers(actual.context)).toEqual([])
    },
  },
})
