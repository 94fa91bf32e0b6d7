import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import type { Send } from '../shared-connect/commands'
import {
  EDITING_TIMES,
  type FeedbackEvent,
  type FeedbackField,
  type feedbackMachine,
  SCORE_MAX,
  SCORE_MIN,
  type ScoreField,
} from './feedback.machine'

type FeedbackSnapshot = SnapshotFrom<typeof feedbackMachine>

export const selectIsSending = (snapshot: FeedbackSnapshot) => snapshot.hasTag('busy')
export const selectIsSent = (snapshot: FeedbackSnapshot) => snapshot.hasTag('sent')

const SCORE_FIELDS: readonly ScoreField[] = ['doctor_satisfaction', 'patient_satisfaction', 'notes_quality']
const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, index) => SCORE_MIN + index)

/** The feedback form as its view shows it: score scales, the editing time, comment, consent, send. */
export function connectFeedback(snapshot: FeedbackSnapshot, send: Send<FeedbackEvent>, t: Translate) {
  const { context } = snapshot
  const sending = selectIsSending(snapshot)
  const missing = (field: FeedbackField) =>
    context.missing.includes(field) ? t('documents.feedback.answerThis') : null
  return {
    title: t('documents.feedback.title'),
    intro: t('documents.feedback.intro'),
    isSending: sending,
    isSent: selectIsSent(snapshot),
    sent: selectIsSent(snapshot) ? t('documents.feedback.thanks') : null,
    /** Three 0–10 scales, each a radio group. */
    scales: SCORE_FIELDS.map((field) => ({
      field,
      legend: t(`documents.feedback.fields.${field}`),
      low: t('documents.feedback.low'),
      high: t('documents.feedback.high'),
      options: SCORES.map((value) => ({
        value,
        checked: context.scores[field] === value,
        onChange: () => send({ type: 'feedback.score.changed', field, value }),
      })),
      error: missing(field),
    })),
    editingTime: {
      legend: t('documents.feedback.fields.editing_time'),
      options: EDITING_TIMES.map((value) => ({
        value,
        label: t(`documents.feedback.editingTimes.${value}`),
        checked: context.editingTime === value,
        onChange: () => send({ type: 'feedback.editing-time.changed', value }),
      })),
      error: missing('editing_time'),
    },
    comment: {
      label: t('documents.feedback.fields.comment'),
      value: context.comment,
      onChange: (comment: string) => send({ type: 'feedback.comment.changed', comment }),
    },
    share: {
      label: t('documents.feedback.fields.share'),
      checked: context.share,
      onChange: (share: boolean) => send({ type: 'feedback.share.changed', share }),
    },
    readOnly: sending,
    problem: context.missing.length
      ? t('documents.feedback.missing')
      : context.problem && !sending
        ? t(
            `documents.problems.${context.problem === 'generation_failed' ? 'feedback_failed' : context.problem}`,
          )
        : snapshot.hasTag('retrying')
          ? t('documents.status.retrying')
          : null,
    submit: {
      label: sending ? t('documents.feedback.sending') : t('documents.feedback.send'),
      busy: sending,
      onClick: () => send({ type: 'feedback.submit' }),
    },
  }
}
