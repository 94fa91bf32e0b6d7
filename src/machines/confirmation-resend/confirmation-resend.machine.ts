import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { withError } from '../shared/actor-events'
import { callState, failedState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import { failureOf, isEmail, type Problem } from '../shared/problems'

export type ConfirmationResendContext = {
  /** The address the last link was asked for. */
  email: string
  /** Why the last request failed; null when it did not. */
  problem: Problem | null
}

export type ConfirmationResendEvent = { type: 'confirmation.resend'; email: string }

export type ConfirmationResendTag = 'busy' | 'sent' | 'error'

/**
 * "Send the link again", offered when signing in answers that the email is not confirmed yet: one
 * POST /v1/confirm_email, whose answer is the same whether or not the address waits for confirmation.
 */
export const confirmationResendMachine = setup({
  types: {} as {
    context: ConfirmationResendContext
    events: ConfirmationResendEvent
    tags: ConfirmationResendTag
  },
  actors: {
    'resend confirmation': fromPromise<void, { email: string }>(notProvided('resend confirmation')),
  },
  actions: {
    'remember email': assign(({ event }) => {
      assertEvent(event, 'confirmation.resend')
      return { email: event.email.trim(), problem: null }
    }),
    'show failure': assign((_, params: { error: unknown }) => ({
      problem: failureOf(params.error, { fallback: 'server' }).problem,
    })),
  },
  guards: {
    isEmail: ({ event }) => isEmail(event.email),
  },
}).createMachine({
  id: 'confirmation-resend',
  description:
    'Sending the confirmation link again from the login screen: one request, then a neutral "sent" (the same for any address) or a failure to try again.',
  context: { email: '', problem: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'confirmation.resend': { guard: 'isEmail', target: 'sending', actions: 'remember email' } },
    },
    sending: callState(['busy'], {
      id: 'resendConfirmation',
      src: 'resend confirmation',
      input: ({ context }) => ({ email: context.email }),
      onDone: { target: 'sent' },
      onError: { target: 'failed', actions: withError('show failure') },
    }),
    // Another address (or the same, a while later) may ask again.
    sent: {
      tags: ['sent'],
      on: { 'confirmation.resend': { guard: 'isEmail', target: 'sending', actions: 'remember email' } },
    },
    failed: failedState('confirmation.resend', {
      guard: 'isEmail',
      target: 'sending',
      actions: 'remember email',
    }),
  },
})
