import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { User } from '../../../contract/auth'
import type { RouteTarget } from '../../navigation/route-table'
import type { NewPassword } from '../../services/accounts'
import { errorOf, withError, withOutputAs } from '../shared/actor-events'
import { callState } from '../shared/call-state'
import { formState, refuseInvalidFields } from '../shared/form-states'
import { notProvided } from '../shared/not-provided'
import { type FieldProblems, failureOf, type Problem, passwordProblems, summaryOf } from '../shared/problems'

export type PasswordTag = 'editing' | 'busy' | 'error' | 'success' | 'link-invalid'

/** change: the signed-in user's own (forced or from settings); reset: with the token of a mailed link. */
export type PasswordPurpose = 'change' | 'reset'

export type PasswordField = 'current_password' | 'password' | 'password_confirmation'

export type PasswordValues = Record<PasswordField, string>

/** The fields each purpose asks for, in the order the form shows them. */
export const PASSWORD_FIELDS: Record<PasswordPurpose, readonly PasswordField[]> = {
  change: ['current_password', 'password', 'password_confirmation'],
  reset: ['password', 'password_confirmation'],
}

export type PasswordInput = {
  purpose: PasswordPurpose
  /** The token of the reset link (reset only). */
  token?: string
  /** Where to go once the password is set; null stays on the form (settings). */
  afterwards: RouteTarget | null
}

export type PasswordContext = {
  /** Whose password and how it is proven: the current password or a mailed link. */
  purpose: PasswordPurpose
  /** The reset link's token; empty for a change. */
  token: string
  /** Where to go once the password is set; null to stay. */
  afterwards: RouteTarget | null
  /** What the person typed; kept through every error, cleared once the password is set. */
  values: PasswordValues
  /** The fields to mark, with what is wrong with each. */
  fieldErrors: FieldProblems
  /** The form-level message, null when there is none. */
  problem: Problem | null
}

export type PasswordEvent =
  | { type: 'password.field.changed'; field: PasswordField; value: string }
  | { type: 'password.submit' }

export type PasswordChange = NewPassword & { current_password: string }

const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' }

/** The checks of the spec's section 5: the current password when changing, the new one twice. */
export function passwordFormProblems(purpose: PasswordPurpose, values: PasswordValues): FieldProblems {
  const current: FieldProblems =
    purpose === 'change' && values.current_password === '' ? { current_password: 'required' } : {}
  return { ...current, ...passwordProblems(values.password, values.password_confirmation) }
}

const readingOf = (purpose: PasswordPurpose) =>
  purpose === 'change'
    ? ({ fallback: 'password_update_failed', invalidFields: 'password_update_failed' } as const)
    : ({ fallback: 'server' } as const)

/**
 * A new password: the current one and the new one twice (a forced change, or settings), or the new one
 * twice with the token of a reset link. A used or expired link ends the form with a way to ask again.
 */
export const passwordMachine = setup({
  types: {} as { context: PasswordContext; events: PasswordEvent; input: PasswordInput; tags: PasswordTag },
  actors: {
    'change password': fromPromise<User, PasswordChange>(notProvided('change password')),
    'set new password': fromPromise<void, NewPassword & { token: string }>(notProvided('set new password')),
  },
  actions: {
    // The app supplies them: user.updated to the app actor, and the router.
    'report user updated': (_, _params: { user: User }) => {},
    'go to route': (_, _params: RouteTarget) => {},

    'change value': assign(({ context, event }) => {
      assertEvent(event, 'password.field.changed')
      const { [event.field]: _fixed, ...fieldErrors } = context.fieldErrors
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors }
    }),
    'show validation problems': assign(({ context }) => {
      const fieldErrors = passwordFormProblems(context.purpose, context.values)
      return { fieldErrors, problem: summaryOf(fieldErrors) }
    }),
    'show failure': assign(({ context }, params: { error: unknown }) => {
      const failure = failureOf(params.error, readingOf(context.purpose))
      return { problem: failure.problem, fieldErrors: failure.fields }
    }),
    'clear problems': assign({ problem: null, fieldErrors: {} }),
    // A password set is not kept on screen, nor in memory.
    'forget passwords': assign({ values: EMPTY }),
  },
  guards: {
    hasInvalidFields: ({ context }) =>
      Object.keys(passwordFormProblems(context.purpose, context.values)).length > 0,
    isReset: ({ context }) => context.purpose === 'reset',
    isLinkInvalid: ({ event }) => {
      const { problem } = failureOf(errorOf(event), { fallback: 'server' })
      return problem === 'token_invalid' || problem === 'token_expired'
    },
    hasNextRoute: ({ context }) => context.afterwards !== null,
  },
}).createMachine({
  id: 'password',
  description:
    'A new password, proven by the current one (forced change, settings) or by a mailed reset link: editing, one call, then done or a translated failure that keeps everything typed.',
  context: ({ input }) => ({
    purpose: input.purpose,
    token: input.token ?? '',
    afterwards: input.afterwards,
    values: EMPTY,
    fieldErrors: {},
    problem: null,
  }),
  initial: 'form',
  states: {
    form: formState({
      'password.field.changed': { actions: 'change value' },
      'password.submit': [
        refuseInvalidFields,
        { guard: 'isReset', target: 'resetting', actions: 'clear problems' },
        { target: 'changing', actions: 'clear problems' },
      ],
    }),
    changing: callState(['busy'], {
      id: 'changePassword',
      src: 'change password',
      input: ({ context }) => ({
        current_password: context.values.current_password,
        password: context.values.password,
        password_confirmation: context.values.password_confirmation,
      }),
      onDone: { target: 'done', actions: [withOutputAs('report user updated', 'user')] },
      onError: { target: '#password.form.failed', actions: withError('show failure') },
    }),
    resetting: callState(['busy'], {
      id: 'setNewPassword',
      src: 'set new password',
      input: ({ context }) => ({
        token: context.token,
        password: context.values.password,
        password_confirmation: context.values.password_confirmation,
      }),
      onDone: { target: 'done' },
      onError: [
        { guard: 'isLinkInvalid', target: 'linkInvalid', actions: withError('show failure') },
        { target: '#password.form.failed', actions: withError('show failure') },
      ],
    }),
    // The link was used or expired: nothing typed here can help; the view offers a new link.
    linkInvalid: { type: 'final', tags: ['error', 'link-invalid'], entry: 'forget passwords' },
    done: {
      tags: ['success'],
      entry: 'forget passwords',
      always: {
        guard: 'hasNextRoute',
        target: 'left',
        actions: { type: 'go to route', params: ({ context }) => context.afterwards! },
      },
      // From settings, the form is there again for another change.
      on: { 'password.field.changed': { target: 'form', actions: 'change value' } },
    },
    left: { type: 'final', tags: ['success'] },
  },
})
