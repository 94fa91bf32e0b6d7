import type { SnapshotFrom } from 'xstate'
import { type FieldProps, fieldBase, type Translate } from '../shared/field-props'
import { PROBLEMS, type Problem } from '../shared/problems'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import { languageField } from '../shared-connect/field-presets'
import {
  type InvitationEvent,
  type InvitationProblem,
  type InvitationTag,
  type invitationMachine,
  SIGNUP_FIELDS,
  type SignupField,
} from './invitation.machine'

type InvitationSnapshot = SnapshotFrom<typeof invitationMachine>

/** Which answer the screen offers, or which outcome it shows: one per tag of the chart. */
export type InvitationStage = 'loading' | 'working' | Exclude<InvitationTag, 'busy' | 'pending'>

const STAGE_TAGS = [
  'can-answer',
  'other-account',
  'sign-in-needed',
  'sign-up-needed',
  'accepted',
  'rejected',
  'expired',
  'withdrawn',
] as const

export const selectIsBusy = (snapshot: InvitationSnapshot) => snapshot.hasTag('busy')
export const selectInvitation = (snapshot: InvitationSnapshot) => snapshot.context.invitation
export const selectProblem = (snapshot: InvitationSnapshot) => snapshot.context.problem
export const selectCanRetry = (snapshot: InvitationSnapshot) => snapshot.can({ type: 'invitation.retry' })
export const selectAnsweredHere = (snapshot: InvitationSnapshot) => snapshot.context.answeredHere

export function selectStage(snapshot: InvitationSnapshot): InvitationStage {
  if (snapshot.hasTag('busy')) return snapshot.context.invitation ? 'working' : 'loading'
  if (snapshot.hasTag('error')) return 'error'
  return STAGE_TAGS.find((tag) => snapshot.hasTag(tag)) ?? 'loading'
}

/** The message of a problem: the invitation's own, or one every account screen shares. */
export function invitationProblemMessage(t: Translate, problem: InvitationProblem | null): string | null {
  if (!problem) return null
  return (PROBLEMS as readonly string[]).includes(problem)
    ? t(`problems.${problem as Problem}`)
    : t(`invitation.problems.${problem}`)
}

/** The label of the busy line while a call runs. */
function busyStatus(snapshot: InvitationSnapshot, t: Translate): string | null {
  if (!snapshot.hasTag('busy')) return null
  if (snapshot.matches('accepting')) return t('invitation.accepting')
  if (snapshot.matches('rejecting')) return t('invitation.rejecting')
  if (snapshot.matches('signingUp')) return t('invitation.signingUp')
  return t('invitation.loading')
}

/**
 * Everything the invitation screen shows, translated, with its commands. `formatDate` writes an ISO
 * date in the interface language; `loginPath` is where signing in starts (it brings the person back).
 */
export function connectInvitation(
  snapshot: InvitationSnapshot,
  send: Send<InvitationEvent>,
  t: Translate,
  formatDate: (iso: string) => string,
) {
  const { invitation, signup, fieldErrors, signedInEmail, answeredHere, problem } = snapshot.context
  const stage = selectStage(snapshot)
  const isBusy = selectIsBusy(snapshot)
  const names = invitation
    ? { organization: invitation.organization_name, email: invitation.email, signedIn: signedInEmail ?? '' }
    : null

  const change = (field: SignupField) => (value: string) =>
    send({ type: 'invitation.field.changed', field, value })
  const signupFields: FieldProps[] = SIGNUP_FIELDS.map((field): FieldProps => {
    const common = fieldBase(t, field, fieldErrors[field], isBusy)
    if (field === 'language') {
      return languageField(common, t, {
        value: signup.language,
        hint: t('login.signup.languageHint'),
        onChange: change('language'),
      })
    }
    return {
      ...common,
      kind: 'text',
      type: field === 'name' ? 'text' : 'password',
      autoComplete: field === 'name' ? 'name' : 'new-password',
      value: signup[field],
      required: true,
      onChange: change(field),
    }
  })

  // Shown while the form is on screen, and kept while the signup runs (nothing typed disappears).
  const showsSignup = stage === 'sign-up-needed' || snapshot.matches('signingUp')

  return {
    stage,
    isBusy,
    title: t('routes.organization_invitations.title'),
    status: busyStatus(snapshot, t),
    /** Who invites whom, once the link is read. */
    summary: names
      ? {
          text: t('invitation.summary', names),
          expires:
            invitation && (stage === 'can-answer' || stage.startsWith('sign-') || stage === 'other-account')
              ? t('invitation.expires', { date: formatDate(invitation.expires_at) })
              : null,
        }
      : null,
    problem: invitationProblemMessage(t, problem),
    retry: selectCanRetry(snapshot)
      ? { label: t('invitation.retry'), onClick: () => send({ type: 'invitation.retry' }) }
      : null,
    accept:
      stage === 'can-answer'
        ? { label: t('invitation.accept'), onClick: () => send({ type: 'invitation.accept' }) }
        : null,
    reject: commandIfAccepted(snapshot, send, { type: 'invitation.reject' }, t('invitation.reject')),
    otherAccount:
      stage === 'other-account' && names
        ? { message: t('invitation.otherAccount', names), signOut: t('invitation.signOut') }
        : null,
    signIn:
      stage === 'sign-in-needed' && names
        ? { message: t('invitation.signInNeeded', names), link: t('invitation.signIn') }
        : null,
    signup: showsSignup
      ? {
          intro: t('invitation.signUpIntro'),
          email: {
            name: 'email',
            label: t('fields.email'),
            value: invitation?.email ?? '',
            hint: t('invitation.emailHint'),
          },
          fields: signupFields,
          submit: {
            label: isBusy ? t('invitation.signingUp') : t('invitation.signUp'),
            disabled: isBusy,
          },
          onSubmit: () => send({ type: 'invitation.signup' }),
        }
      : null,
    /** The outcome that replaces the answers. */
    outcome:
      names && (stage === 'accepted' || stage === 'rejected' || stage === 'expired' || stage === 'withdrawn')
        ? {
            tone: stage === 'accepted' ? ('success' as const) : ('warning' as const),
            message: t(`invitation.outcome.${stage}${answeredHere ? 'Here' : ''}`, names),
            /** Joined just now: the organisation is the next place to go. */
            toOrganization: stage === 'accepted' && answeredHere ? t('invitation.toOrganization') : null,
          }
        : null,
  }
}
