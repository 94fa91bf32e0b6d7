import { and, assertEvent, assign, fromPromise, setup } from 'xstate'
import type { Feedback } from '../../services/documents'
import { errorOf, withError } from '../shared/actor-events'
import { growingDelayOf } from '../shared/backoff'
import { callState } from '../shared/call-state'
import { type DocumentProblem, documentFailureOf, isConnectionFailure } from '../shared/document-problems'
import { notProvided } from '../shared/not-provided'

export type FeedbackTag = 'editing' | 'busy' | 'retrying' | 'error' | 'sent'

/** The satisfaction and quality scale (spec, section 9). */
export const SCORE_MIN = 0
export const SCORE_MAX = 10
/** The editing time buckets, shortest first (the contract's). */
export const EDITING_TIMES = [
  'none',
  'less than 1 min',
  '1 to 5 min',
  '5 to 10 min',
  'more than 10 min',
] as const satisfies readonly Feedback['editing_time'][]
export type EditingTime = (typeof EDITING_TIMES)[number]
/** Automatic tries again after no answer, before the form offers to send again. */
export const MAX_SEND_RETRIES = 2
export const SEND_RETRY_BASE_MS = 2_000

/** The questions every answer needs; the comment and the consent are optional. */
export type FeedbackField = 'doctor_satisfaction' | 'patient_satisfaction' | 'notes_quality' | 'editing_time'
export type ScoreField = Exclude<FeedbackField, 'editing_time'>
export const FEEDBACK_FIELDS: readonly FeedbackField[] = [
  'doctor_satisfaction',
  'patient_satisfaction',
  'notes_quality',
  'editing_time',
]

export type FeedbackInput = { sessionId: string; maxRetries?: number }

export type FeedbackContext = {
  /** The consultation the feedback is about. */
  sessionId: string
  /** The answers so far: scores 0–10 and the editing time bucket; null while unanswered. */
  scores: Record<ScoreField, number | null>
  /** How long editing the documents took. */
  editingTime: EditingTime | null
  /** Anything else the clinician wants to say. */
  comment: string
  /** Consent to share the feedback publicly and anonymously; off unless given. */
  share: boolean
  /** Questions left unanswered at the last send. */
  missing: FeedbackField[]
  /** Why the last send failed. */
  problem: DocumentProblem | null
  /** Failed sends in a row, for the capped automatic retry. */
  attempts: number
  /** The cap on automatic tries again (MAX_SEND_RETRIES). */
  maxRetries: number
}

export type FeedbackEvent =
  | { type: 'feedback.score.changed'; field: ScoreField; value: number }
  | { type: 'feedback.editing-time.changed'; value: EditingTime }
  | { type: 'feedback.comment.changed'; comment: string }
  | { type: 'feedback.share.changed'; share: boolean }
  | { type: 'feedback.submit' }

/** The questions of the context left unanswered, in the form's order. */
export function missingAnswers(context: Pick<FeedbackContext, 'scores' | 'editingTime'>): FeedbackField[] {
  return FEEDBACK_FIELDS.filter((field) =>
    field === 'editing_time' ? context.editingTime === null : context.scores[field] === null,
  )
}

/** The request body, once every question is answered. */
export function feedbackOf(context: FeedbackContext): Feedback {
  const comment = context.comment.trim()
  return {
    doctor_satisfaction: context.scores.doctor_satisfaction ?? 0,
    patient_satisfaction: context.scores.patient_satisfaction ?? 0,
    notes_quality: context.scores.notes_quality ?? 0,
    editing_time: context.editingTime ?? 'none',
    ...(comment ? { comment } : {}),
    share_publicly_anonymously: context.share,
  }
}

const isScore = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= SCORE_MIN && value <= SCORE_MAX

/**
 * The clinician's feedback on the documents: doctor and patient satisfaction and notes quality (0–10),
 * how long editing took, a comment and the consent to share it publicly and anonymously. Sent once every
 * question is answered; no answer is tried again a few times, and nothing typed is lost on a failure.
 */
export const feedbackMachine = setup({
  types: {} as { context: FeedbackContext; events: FeedbackEvent; input: FeedbackInput; tags: FeedbackTag },
  actors: {
    'send feedback': fromPromise<void, { sessionId: string; feedback: Feedback }>(
      notProvided('send feedback'),
    ),
  },
  actions: {
    'change score': assign(({ context, event }) => {
      assertEvent(event, 'feedback.score.changed')
      const { field, value } = event
      if (!(field in context.scores) || !isScore(value)) return {}
      return {
        scores: { ...context.scores, [field]: value },
        missing: context.missing.filter((other) => other !== field),
      }
    }),
    'change editing time': assign(({ context, event }) => {
      assertEvent(event, 'feedback.editing-time.changed')
      const { value } = event
      if (!EDITING_TIMES.includes(value)) return {}
      return { editingTime: value, missing: context.missing.filter((other) => other !== 'editing_time') }
    }),
    // An event may come without its payload (the path explorer sends each bare too): no comment, then.
    'change comment': assign(({ event }) => {
      assertEvent(event, 'feedback.comment.changed')
      return { comment: event.comment ?? '' }
    }),
    'change share': assign(({ event }) => {
      assertEvent(event, 'feedback.share.changed')
      return { share: event.share === true }
    }),
    'show missing answers': assign(({ context }) => ({ missing: missingAnswers(context), problem: null })),
    'start sending': assign({ missing: [], problem: null, attempts: 0 }),
    'count failed send': assign(({ context }, params: { error: unknown }) => ({
      attempts: context.attempts + 1,
      problem: documentFailureOf(params.error).problem,
    })),
  },
  guards: {
    isComplete: ({ context }) => missingAnswers(context).length === 0,
    canRetry: ({ context }) => context.attempts < context.maxRetries,
    isConnectionFailure: ({ event }) => isConnectionFailure(errorOf(event)),
  },
  delays: {
    sendRetryDelay: growingDelayOf(SEND_RETRY_BASE_MS, 'attempts'),
  },
}).createMachine({
  id: 'feedback',
  description:
    'Feedback on the documents: scores 0–10, editing time, comment and consent; sent once complete, no answer tried again a few times with growing waits, nothing lost on a failure.',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    scores: { doctor_satisfaction: null, patient_satisfaction: null, notes_quality: null },
    editingTime: null,
    comment: '',
    share: false,
    missing: [],
    problem: null,
    attempts: 0,
    maxRetries: input.maxRetries ?? MAX_SEND_RETRIES,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'feedback.score.changed': { actions: 'change score' },
        'feedback.editing-time.changed': { actions: 'change editing time' },
        'feedback.comment.changed': { actions: 'change comment' },
        'feedback.share.changed': { actions: 'change share' },
        'feedback.submit': [
          { guard: 'isComplete', target: 'sending', actions: 'start sending' },
          { actions: 'show missing answers' },
        ],
      },
    },
    sending: callState(['busy'], {
      id: 'sendFeedback',
      src: 'send feedback',
      input: ({ context }) => ({ sessionId: context.sessionId, feedback: feedbackOf(context) }),
      onDone: { target: 'sent' },
      onError: [
        {
          guard: and(['isConnectionFailure', 'canRetry']),
          target: 'retrying',
          actions: withError('count failed send'),
        },
        { target: 'editing', actions: withError('count failed send') },
      ],
    }),
    // No answer: sent again by itself after a growing wait.
    retrying: {
      tags: ['busy', 'retrying', 'error'],
      after: { sendRetryDelay: { target: 'sending' } },
    },
    sent: { tags: ['sent'] },
  },
})
