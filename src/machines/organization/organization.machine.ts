import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { MIN_NAME_LENGTH } from '../../../contract/auth'
import type {
  Invitation,
  InviteAnswerLine,
  Organization,
  OwnOrganization,
  Role,
} from '../../services/organizations'
import { dialogMachine, warningDialog } from '../dialog/dialog.machine'
import { errorOf, outputOf, withOutput } from '../shared/actor-events'
import { errorCode } from '../shared/api-error'
import { callState, failedState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import { failureOf, isEmail } from '../shared/problems'

export type OrganizationTag =
  | 'busy'
  | 'error'
  | 'ready'
  | 'member'
  | 'admin'
  | 'no-organization'
  | 'confirming'

/** Where on the organisation screen a problem belongs, so it shows next to what failed. */
export type OrganizationArea = 'load' | 'create' | 'rename' | 'members' | 'leave' | 'invite' | 'invitations'

/** What went wrong, translated by the view from `organization.problems.*` (connection: `problems.connection`). */
export type OrganizationProblem =
  | 'load_failed'
  | 'connection'
  | 'name_too_short'
  | 'already_in_organization'
  | 'create_failed'
  | 'update_failed'
  | 'role_change_failed'
  | 'needs_admin'
  | 'remove_failed'
  | 'sole_admin'
  | 'leave_failed'
  | 'no_emails'
  | 'no_valid_emails'
  | 'invite_failed'
  | 'withdraw_failed'
  | 'not_admin'

/** The server's answer to invitations sent: each line as it read it, and the invitations now. */
export type InviteAnswer = { lines: InviteAnswerLine[]; invitations: Invitation[] }

/** What a call on one member or invitation is about. */
export type Target =
  | { kind: 'member'; userId: string; role: Role | null }
  | { kind: 'invitation'; invitationId: string }

export type OrganizationInput = {
  /** The signed-in user. */
  userId: string
}

export type OrganizationContext = {
  /** The signed-in user: "you" in the member list, and who leaves. */
  userId: string
  /** The user's organisation with its members; null when they belong to none. */
  organization: Organization | null
  /** The organisation's invitations (admins only), newest as the server orders them. */
  invitations: Invitation[]
  /** The name typed to create the organisation or to rename it. */
  name: string
  /** The invitation box: one email per line, as typed. */
  inviteText: string
  /** The server's answer to the last invitations sent, line by line; null before any. */
  inviteAnswer: InviteAnswerLine[] | null
  /** The member (with the role asked) or the invitation the running call is about. */
  target: Target | null
  /** The last failure and where it belongs; null when the last call went well. */
  problem: { area: OrganizationArea; code: OrganizationProblem } | null
}

export type OrganizationEvent =
  | { type: 'organization.retry' }
  | { type: 'organization.name.changed'; name: string }
  | { type: 'organization.create' }
  | { type: 'organization.rename' }
  | { type: 'organization.member.role.change'; userId: string; role: Role }
  | { type: 'organization.member.remove'; userId: string }
  | { type: 'organization.leave' }
  | { type: 'organization.invite.changed'; text: string }
  | { type: 'organization.invite.send' }
  | { type: 'organization.invitation.withdraw'; invitationId: string }

/** Why a line of the invitation box would not be invited; the server answers the same in English. */
export type InviteLineProblem =
  | 'not_email'
  | 'listed_twice'
  | 'already_member'
  | 'already_invited'
  | 'invalid'
export type InviteLineCheck = { line: string; valid: boolean; problem: InviteLineProblem | null }

const SERVER_LINE_PROBLEMS: Record<string, InviteLineProblem> = {
  'Not an email': 'not_email',
  'Listed twice': 'listed_twice',
  'Already a member': 'already_member',
  'Already invited': 'already_invited',
}

/** The server's reason for a line, as a code the view translates. */
export const lineProblemOf = (problem: string | null): InviteLineProblem | null =>
  problem === null ? null : (SERVER_LINE_PROBLEMS[problem] ?? 'invalid')

/** The non-empty lines of the invitation box, trimmed, as the server splits them. */
export const inviteLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * Each line of the invitation box checked as the server will (spec, section 5: each marked valid or
 * invalid): an email, not listed twice, not a member yet, not invited already.
 */
export function checkInviteLines(
  text: string,
  members: readonly { email: string }[],
  invitations: readonly Invitation[],
): InviteLineCheck[] {
  const memberEmails = new Set(members.map((member) => member.email.toLowerCase()))
  const invited = new Set(
    invitations.filter((invitation) => invitation.status === 'pending').map((i) => i.email.toLowerCase()),
  )
  const seen = new Set<string>()
  return inviteLines(text).map((line) => {
    const email = line.toLowerCase()
    const problem: InviteLineProblem | null = !isEmail(email)
      ? 'not_email'
      : seen.has(email)
        ? 'listed_twice'
        : memberEmails.has(email)
          ? 'already_member'
          : invited.has(email)
            ? 'already_invited'
            : null
    seen.add(email)
    return { line, valid: problem === null, problem }
  })
}

/** An organisation is left to its members only once another admin can run it. */
export const isSoleAdminAmongOthers = (organization: Organization | null, userId: string) => {
  if (organization?.role !== 'admin' || organization.members.length < 2) return false
  const admins = organization.members.filter((member) => member.role === 'admin')
  return admins.length === 1 && admins[0]?.user_id === userId
}

/** The only member leaves by closing the organisation: nobody would be left to use what it holds. */
export const isOnlyMember = (organization: Organization | null, userId: string) =>
  organization?.members.length === 1 && organization.members[0]?.user_id === userId

/** Closing says what becomes of the organisation's credits, invitations and documents. */
export const CONFIRM_CLOSE_DIALOG = warningDialog('organization.close.dialog', { initialFocus: 'cancel' })

/** Leaving is irreversible: coming back needs a new invitation. The dialog starts on Cancel. */
export const CONFIRM_LEAVE_DIALOG = warningDialog('organization.leave.dialog', { initialFocus: 'cancel' })

/** Removing a member is irreversible in the same way. */
export const CONFIRM_REMOVAL_DIALOG = warningDialog('organization.members.removeDialog', {
  initialFocus: 'cancel',
})

/** How a failed call reads: no connection, no longer an admin, else the area's own message. */
function problemOf(
  area: OrganizationArea,
  error: unknown,
  fallback: OrganizationProblem,
): { area: OrganizationArea; code: OrganizationProblem } {
  if (failureOf(error, { fallback: 'server' }).problem === 'connection') return { area, code: 'connection' }
  if (errorCode(error) === 'forbidden') return { area, code: 'not_admin' }
  return { area, code: fallback }
}

const isLongEnoughName = (name: string) => name.trim().length >= MIN_NAME_LENGTH

const organizationId = (context: OrganizationContext) => context.organization?.id ?? ''
const memberTarget = (context: OrganizationContext) =>
  context.target?.kind === 'member' ? context.target : { userId: '', role: null }
const invitationTarget = (context: OrganizationContext) =>
  context.target?.kind === 'invitation' ? context.target.invitationId : ''

/** Everything but the person: what the screen starts from, and what leaving or closing returns to. */
const NO_ORGANIZATION: Omit<OrganizationContext, 'userId'> = {
  organization: null,
  invitations: [],
  name: '',
  inviteText: '',
  inviteAnswer: null,
  target: null,
  problem: null,
}

/** A request refused before it is sent, with the problem said in its area. */
const problem = (area: OrganizationArea, code: OrganizationProblem) =>
  ({ type: 'show problem', params: { area, code } }) as const

const fail = (area: OrganizationArea, fallback: OrganizationProblem) =>
  ({
    type: 'show failure',
    params: ({ event }: { event: { error: unknown } }) => ({ area, error: event.error, fallback }),
  }) as const

const useOrganization = withOutput('use organization', (organization: Organization) => ({ organization }))
const useLoadedOrganization = withOutput('use loaded organization', (loaded: OwnOrganization) => ({ loaded }))

/**
 * Settings → organisation: the user's organisation, or a form to create one. Members see it and can
 * leave (a warning first; a sole admin must promote someone before). Admins also rename it, change
 * roles, remove members (a warning first), invite by email one per line (each line checked as typed,
 * then the server's answer line by line) and withdraw pending invitations. One call runs at a time.
 */
export const organizationMachine = setup({
  types: {} as {
    context: OrganizationContext
    events: OrganizationEvent
    input: OrganizationInput
    tags: OrganizationTag
  },
  actors: {
    dialog: dialogMachine,
    'load organization': fromPromise<OwnOrganization>(notProvided('load organization')),
    'create organization': fromPromise<Organization, { name: string }>(notProvided('create organization')),
    'rename organization': fromPromise<Organization, { organizationId: string; name: string }>(
      notProvided('rename organization'),
    ),
    'change role': fromPromise<Organization, { organizationId: string; userId: string; role: Role }>(
      notProvided('change role'),
    ),
    'remove member': fromPromise<Organization, { organizationId: string; userId: string }>(
      notProvided('remove member'),
    ),
    // Its only member closes the organisation instead of leaving it (`close`).
    'leave organization': fromPromise<void, { organizationId: string; userId: string; close: boolean }>(
      notProvided('leave organization'),
    ),
    'send invitations': fromPromise<InviteAnswer, { organizationId: string; emails: string }>(
      notProvided('send invitations'),
    ),
    'withdraw invitation': fromPromise<Invitation[], { organizationId: string; invitationId: string }>(
      notProvided('withdraw invitation'),
    ),
  },
  actions: {
    // The app supplies it: the user's organisation changed (created, left), so the app's user follows.
    'report organization changed': (_, _params: { organizationId: string | null }) => {},

    'use loaded organization': assign((_, params: { loaded: OwnOrganization }) => ({
      organization: params.loaded.organization,
      invitations: params.loaded.invitations,
      name: params.loaded.organization?.name ?? '',
      problem: null,
    })),
    'use organization': assign((_, params: { organization: Organization }) => ({
      organization: params.organization,
      name: params.organization.name,
      target: null,
      problem: null,
    })),
    'use invitations': assign((_, params: { invitations: Invitation[] }) => ({
      invitations: params.invitations,
      target: null,
      problem: null,
    })),
    'use invite answer': assign((_, params: { answer: InviteAnswer }) => ({
      inviteAnswer: params.answer.lines,
      invitations: params.answer.invitations,
      // The lines not invited stay in the box, to be fixed; the invited ones are done.
      inviteText: params.answer.lines
        .filter((line) => !line.valid)
        .map((line) => line.line)
        .join('\n'),
      problem: null,
    })),
    'forget organization': assign(NO_ORGANIZATION),
    // Typing changes only what is typed: a message stays until the next try.
    'change name': assign(({ event }) => {
      assertEvent(event, 'organization.name.changed')
      return { name: event.name }
    }),
    'change invite text': assign(({ event }) => {
      assertEvent(event, 'organization.invite.changed')
      return { inviteText: event.text }
    }),
    'aim at member': assign(({ event }) => {
      assertEvent(event, ['organization.member.role.change', 'organization.member.remove'])
      const role = event.type === 'organization.member.role.change' ? event.role : null
      return { target: { kind: 'member' as const, userId: event.userId, role }, problem: null }
    }),
    'aim at invitation': assign(({ event }) => {
      assertEvent(event, 'organization.invitation.withdraw')
      return {
        target: { kind: 'invitation' as const, invitationId: event.invitationId },
        problem: null,
      }
    }),
    'start call': assign({ problem: null }),
    'forget target': assign({ target: null }),
    'show problem': assign((_, params: { area: OrganizationArea; code: OrganizationProblem }) => ({
      problem: params,
    })),
    'show failure': assign(
      (_, params: { area: OrganizationArea; error: unknown; fallback: OrganizationProblem }) => ({
        problem: problemOf(params.area, params.error, params.fallback),
        target: null,
      }),
    ),
  },
  guards: {
    hasOrganization: ({ event }) => outputOf<OwnOrganization>(event)?.organization != null,
    isAdmin: ({ context }) => context.organization?.role === 'admin',
    isNameTooShort: ({ context }) => !isLongEnoughName(context.name),
    isNameUnchanged: ({ context }) => context.name.trim() === context.organization?.name,
    /** A member of the organisation asked for a role they do not have. */
    isRoleChange: ({ context, event }) => {
      assertEvent(event, 'organization.member.role.change')
      const { userId, role } = event
      const member = context.organization?.members.find((candidate) => candidate.user_id === userId)
      return member !== undefined && member.role !== role
    },
    /** Another member of the organisation: removing oneself is leaving, with its own rule and words. */
    isOtherMember: ({ context, event }) => {
      assertEvent(event, 'organization.member.remove')
      const { userId } = event
      return (
        userId !== context.userId &&
        (context.organization?.members.some((member) => member.user_id === userId) ?? false)
      )
    },
    isPendingInvitation: ({ context, event }) => {
      assertEvent(event, 'organization.invitation.withdraw')
      const { invitationId } = event
      return context.invitations.some((i) => i.id === invitationId && i.status === 'pending')
    },
    isInviteEmpty: ({ context }) => inviteLines(context.inviteText).length === 0,
    hasNoValidLine: ({ context }) =>
      !checkInviteLines(context.inviteText, context.organization?.members ?? [], context.invitations).some(
        (line) => line.valid,
      ),
    isSoleAdminAmongOthers: ({ context }) => isSoleAdminAmongOthers(context.organization, context.userId),
    isConfirmed: ({ event }) => outputOf<{ answer?: string }>(event)?.answer === 'confirmed',
    isConflict: ({ event }) => errorCode(errorOf(event)) === 'conflict',
  },
}).createMachine({
  id: 'organization',
  description:
    'Settings → organisation: create one, or see it and leave (warning; a sole admin promotes someone first; the only member closes it, its credits moving to them); admins rename it, change roles, remove members (warning), invite by email one per line and withdraw invitations.',
  context: ({ input }) => ({ userId: input.userId, ...NO_ORGANIZATION }),
  initial: 'loading',
  states: {
    loading: callState(['busy'], {
      id: 'loadOrganization',
      src: 'load organization',
      onDone: [
        {
          guard: 'hasOrganization',
          target: 'ready',
          actions: useLoadedOrganization,
        },
        {
          target: 'none',
          actions: useLoadedOrganization,
        },
      ],
      onError: { target: 'loadFailed', actions: fail('load', 'load_failed') },
    }),
    loadFailed: failedState('organization.retry', { target: 'loading', actions: 'start call' }),
    // No organisation: the form to create one (its creator becomes its admin).
    none: {
      tags: ['no-organization'],
      on: {
        'organization.name.changed': { actions: 'change name' },
        'organization.create': [
          { guard: 'isNameTooShort', actions: problem('create', 'name_too_short') },
          { target: 'creating', actions: 'start call' },
        ],
      },
    },
    creating: callState(['busy', 'no-organization'], {
      id: 'createOrganization',
      src: 'create organization',
      input: ({ context }) => ({ name: context.name.trim() }),
      onDone: {
        target: 'ready',
        actions: [
          useOrganization,
          {
            type: 'report organization changed',
            params: ({ event }) => ({ organizationId: event.output.id }),
          },
        ],
      },
      onError: [
        { guard: 'isConflict', target: 'none', actions: fail('create', 'already_in_organization') },
        { target: 'none', actions: fail('create', 'create_failed') },
      ],
    }),
    ready: {
      tags: ['ready'],
      initial: 'deciding',
      on: {
        'organization.leave': [
          { guard: 'isSoleAdminAmongOthers', actions: problem('leave', 'sole_admin') },
          { target: 'confirmingLeave', actions: 'start call' },
        ],
      },
      states: {
        // Whose view: an admin's (after a role change, maybe no longer) or a member's.
        deciding: {
          always: [{ guard: 'isAdmin', target: 'admin' }, { target: 'member' }],
        },
        member: { tags: ['member'] },
        admin: {
          tags: ['admin'],
          on: {
            'organization.name.changed': { actions: 'change name' },
            'organization.rename': [
              // Nothing to save: the name is the one it has.
              { guard: 'isNameUnchanged' },
              { guard: 'isNameTooShort', actions: problem('rename', 'name_too_short') },
              { target: '#organization.renaming', actions: 'start call' },
            ],
            'organization.member.role.change': {
              guard: 'isRoleChange',
              target: '#organization.changingRole',
              actions: 'aim at member',
            },
            'organization.member.remove': {
              guard: 'isOtherMember',
              target: '#organization.confirmingRemoval',
              actions: 'aim at member',
            },
            'organization.invite.changed': { actions: 'change invite text' },
            'organization.invite.send': [
              { guard: 'isInviteEmpty', actions: problem('invite', 'no_emails') },
              { guard: 'hasNoValidLine', actions: problem('invite', 'no_valid_emails') },
              { target: '#organization.inviting', actions: 'start call' },
            ],
            'organization.invitation.withdraw': {
              guard: 'isPendingInvitation',
              target: '#organization.withdrawing',
              actions: 'aim at invitation',
            },
          },
        },
      },
    },
    renaming: callState(['busy', 'ready'], {
      id: 'renameOrganization',
      src: 'rename organization',
      input: ({ context }) => ({ organizationId: organizationId(context), name: context.name.trim() }),
      onDone: { target: 'ready', actions: useOrganization },
      // Spec, section 8: error updating data.
      onError: { target: 'ready', actions: fail('rename', 'update_failed') },
    }),
    changingRole: callState(['busy', 'ready'], {
      id: 'changeRole',
      src: 'change role',
      input: ({ context }) => ({
        organizationId: organizationId(context),
        userId: memberTarget(context).userId,
        role: memberTarget(context).role ?? 'member',
      }),
      onDone: { target: 'ready', actions: useOrganization },
      onError: [
        // The last admin cannot become a member: someone must run the organisation.
        { guard: 'isConflict', target: 'ready', actions: fail('members', 'needs_admin') },
        // Spec, section 8: role change error.
        { target: 'ready', actions: fail('members', 'role_change_failed') },
      ],
    }),
    confirmingRemoval: callState(['confirming', 'ready'], {
      id: 'confirmRemoval',
      src: 'dialog',
      input: CONFIRM_REMOVAL_DIALOG,
      onDone: [
        { guard: 'isConfirmed', target: 'removing' },
        { target: 'ready', actions: 'forget target' },
      ],
    }),
    removing: callState(['busy', 'ready'], {
      id: 'removeMember',
      src: 'remove member',
      input: ({ context }) => ({
        organizationId: organizationId(context),
        userId: memberTarget(context).userId,
      }),
      onDone: { target: 'ready', actions: useOrganization },
      onError: { target: 'ready', actions: fail('members', 'remove_failed') },
    }),
    inviting: callState(['busy', 'ready'], {
      id: 'sendInvitations',
      src: 'send invitations',
      input: ({ context }) => ({ organizationId: organizationId(context), emails: context.inviteText }),
      onDone: {
        target: 'ready',
        actions: withOutput('use invite answer', (answer: InviteAnswer) => ({ answer })),
      },
      onError: { target: 'ready', actions: fail('invite', 'invite_failed') },
    }),
    withdrawing: callState(['busy', 'ready'], {
      id: 'withdrawInvitation',
      src: 'withdraw invitation',
      input: ({ context }) => ({
        organizationId: organizationId(context),
        invitationId: invitationTarget(context),
      }),
      onDone: {
        target: 'ready',
        actions: withOutput('use invitations', (invitations: Invitation[]) => ({ invitations })),
      },
      onError: { target: 'ready', actions: fail('invitations', 'withdraw_failed') },
    }),
    confirmingLeave: callState(['confirming', 'ready'], {
      id: 'confirmLeave',
      src: 'dialog',
      input: ({ context }) =>
        isOnlyMember(context.organization, context.userId) ? CONFIRM_CLOSE_DIALOG : CONFIRM_LEAVE_DIALOG,
      onDone: [{ guard: 'isConfirmed', target: 'leaving' }, { target: 'ready' }],
    }),
    leaving: callState(['busy', 'ready'], {
      id: 'leaveOrganization',
      src: 'leave organization',
      input: ({ context }) => ({
        organizationId: organizationId(context),
        userId: context.userId,
        close: isOnlyMember(context.organization, context.userId),
      }),
      onDone: {
        target: 'none',
        actions: [
          'forget organization',
          { type: 'report organization changed', params: { organizationId: null } },
        ],
      },
      onError: [
        // Another admin was demoted meanwhile: the same rule, said the same way.
        { guard: 'isConflict', target: 'ready', actions: fail('leave', 'sole_admin') },
        { target: 'ready', actions: fail('leave', 'leave_failed') },
      ],
    }),
  },
})
