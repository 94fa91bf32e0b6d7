import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { Role } from '../../services/organizations'
import type { dialogMachine } from '../dialog/dialog.machine'
import type { TextFieldProps, Translate } from '../shared/field-props'
import type { Send } from '../shared-connect/commands'
import { tagSelectors } from '../shared-connect/tag-selectors'
import {
  checkInviteLines,
  isOnlyMember,
  lineProblemOf,
  type OrganizationArea,
  type OrganizationEvent,
  type OrganizationProblem,
  type organizationMachine,
} from './organization.machine'

type OrganizationSnapshot = SnapshotFrom<typeof organizationMachine>

const ROLES: readonly Role[] = ['member', 'admin']
const AREAS: readonly OrganizationArea[] = [
  'load',
  'create',
  'rename',
  'members',
  'leave',
  'invite',
  'invitations',
]

export const { selectIsBusy, selectHasNoOrganization, selectIsReady } = tagSelectors<OrganizationSnapshot>()({
  selectIsBusy: 'busy',
  selectHasNoOrganization: 'no-organization',
  selectIsReady: 'ready',
})
export const selectIsLoading = (snapshot: OrganizationSnapshot) =>
  snapshot.hasTag('busy') && !snapshot.hasTag('ready') && !snapshot.hasTag('no-organization')
export const selectLoadFailed = (snapshot: OrganizationSnapshot) =>
  snapshot.hasTag('error') && snapshot.context.problem?.area === 'load'
export const selectOrganization = (snapshot: OrganizationSnapshot) => snapshot.context.organization
/** Admin or member is the server's word on the user's role, not a state of the screen. */
export const selectIsAdmin = (snapshot: OrganizationSnapshot) =>
  snapshot.context.organization?.role === 'admin'
export const selectProblem = (snapshot: OrganizationSnapshot) => snapshot.context.problem
/** The warning dialog open now (leaving, or removing a member), if any. */
export const selectDialog = (snapshot: OrganizationSnapshot) =>
  ((snapshot.children.confirmLeave ?? snapshot.children.confirmRemoval) as
    | ActorRefFrom<typeof dialogMachine>
    | undefined) ?? null

/** The message of a problem: connection problems read as everywhere else. */
export const organizationProblemMessage = (t: Translate, code: OrganizationProblem) =>
  code === 'connection' ? t('problems.connection') : t(`organization.problems.${code}`)

/** The busy line while a call runs; null when none does. */
function busyStatus(snapshot: OrganizationSnapshot, t: Translate): string | null {
  if (!snapshot.hasTag('busy')) return null
  const running = (
    ['creating', 'renaming', 'changingRole', 'removing', 'inviting', 'withdrawing', 'leaving'] as const
  ).find((state) => snapshot.matches(state))
  return t(`organization.busy.${running ?? 'loading'}`)
}

/**
 * Everything settings → organisation shows, translated, with its commands. `formatDate` writes an ISO
 * date in the interface language; `historyPath` is where an admin reads a member's history.
 */
export function connectOrganization(
  snapshot: OrganizationSnapshot,
  send: Send<OrganizationEvent>,
  t: Translate,
  formatDate: (iso: string) => string,
) {
  const { organization, invitations, name, inviteText, inviteAnswer, problem, userId, target } =
    snapshot.context
  const isBusy = selectIsBusy(snapshot)
  const closing = isOnlyMember(snapshot.context.organization, snapshot.context.userId)
  const isAdmin = selectIsAdmin(snapshot)
  // A name too short is marked on its field; the form's message only says to check it.
  const problemText = (code: OrganizationProblem) =>
    code === 'name_too_short' ? t('problems.fields_invalid') : organizationProblemMessage(t, code)
  const problems = Object.fromEntries(
    AREAS.map((area) => [area, problem?.area === area ? problemText(problem.code) : null]),
  ) as Record<OrganizationArea, string | null>
  const nameField = (label: string): TextFieldProps => ({
    kind: 'text',
    type: 'text',
    name: 'name',
    label,
    hint: null,
    error: problem?.code === 'name_too_short' ? t('organization.problems.name_too_short') : null,
    readOnly: isBusy,
    autoComplete: 'organization',
    value: name,
    required: true,
    onChange: (value) => send({ type: 'organization.name.changed', name: value }),
  })

  const members = (organization?.members ?? []).map((member) => {
    const isYou = member.user_id === userId
    const name = isYou ? t('organization.members.you', { name: member.name }) : member.name
    return {
      userId: member.user_id,
      name,
      email: member.email,
      isYou,
      role: t(`organization.roles.${member.role}`),
      joined: member.joined_at ? formatDate(member.joined_at) : null,
      /** Whose row a call is running for. */
      isBusy: isBusy && target?.kind === 'member' && target.userId === member.user_id,
      roleSelect: isAdmin
        ? {
            label: t('organization.members.roleOf', { name: member.name }),
            value: member.role,
            options: ROLES.map((role) => ({ value: role, label: t(`organization.roles.${role}`) })),
            disabled: isBusy,
            onChange: (value: string) =>
              send({ type: 'organization.member.role.change', userId: member.user_id, role: value as Role }),
          }
        : null,
      remove:
        isAdmin && !isYou
          ? {
              label: t('organization.members.removeShort'),
              accessibleLabel: t('organization.members.remove', { name: member.name }),
              disabled: isBusy,
              onClick: () => send({ type: 'organization.member.remove', userId: member.user_id }),
            }
          : null,
      history: isAdmin
        ? {
            path: `/settings/organization/${encodeURIComponent(member.user_id)}`,
            label: t('organization.members.historyShort'),
            accessibleLabel: t('organization.members.history', { name: member.name }),
          }
        : null,
    }
  })

  const checks = checkInviteLines(inviteText, organization?.members ?? [], invitations)
  const validCount = checks.filter((line) => line.valid).length

  return {
    isBusy,
    status: busyStatus(snapshot, t),
    isLoading: selectIsLoading(snapshot),
    problems,
    retry: selectLoadFailed(snapshot)
      ? { label: t('organization.retry'), onClick: () => send({ type: 'organization.retry' }) }
      : null,
    dialog: selectDialog(snapshot),

    /** No organisation: the form to create one. */
    create: selectHasNoOrganization(snapshot)
      ? {
          title: t('organization.create.title'),
          intro: t('organization.create.intro'),
          field: nameField(t('organization.create.name')),
          submit: {
            label: isBusy ? t('organization.busy.creating') : t('organization.create.submit'),
            disabled: isBusy,
          },
          onSubmit: () => send({ type: 'organization.create' }),
        }
      : null,

    /** The organisation, once there is one. */
    organization:
      organization && selectIsReady(snapshot)
        ? {
            name: organization.name,
            yourRole: t('organization.yourRole', { role: t(`organization.roles.${organization.role}`) }),
            isAdmin,
          }
        : null,

    rename:
      organization && isAdmin && selectIsReady(snapshot)
        ? {
            title: t('organization.rename.title'),
            field: nameField(t('organization.rename.name')),
            submit: {
              label: t('organization.rename.submit'),
              disabled: isBusy || name.trim() === organization.name,
            },
            onSubmit: () => send({ type: 'organization.rename' }),
          }
        : null,

    members,

    // The only member closes it: the section says what becomes of its credits, invitations and documents.
    leave: selectIsReady(snapshot)
      ? {
          title: t(closing ? 'organization.close.title' : 'organization.leave.title'),
          intro: t(closing ? 'organization.close.intro' : 'organization.leave.intro'),
          label: t(closing ? 'organization.close.button' : 'organization.leave.button'),
          disabled: isBusy,
          onClick: () => send({ type: 'organization.leave' }),
        }
      : null,

    invite:
      isAdmin && selectIsReady(snapshot)
        ? {
            title: t('organization.invite.title'),
            label: t('organization.invite.label'),
            hint: t('organization.invite.hint'),
            value: inviteText,
            readOnly: isBusy,
            onChange: (text: string) => send({ type: 'organization.invite.changed', text }),
            /** Each line as typed, marked valid or invalid before sending (spec, section 5). */
            lines: checks.map((line, index) => ({
              key: `${index}:${line.line}`,
              line: line.line,
              valid: line.valid,
              mark: line.valid
                ? t('organization.invite.valid')
                : t(`organization.invite.lineProblems.${line.problem}`),
            })),
            summary: checks.length
              ? t('organization.invite.count', { valid: validCount, total: checks.length })
              : null,
            submit: {
              label:
                isBusy && snapshot.matches('inviting')
                  ? t('organization.busy.inviting')
                  : t('organization.invite.submit'),
              disabled: isBusy || validCount === 0,
            },
            onSubmit: () => send({ type: 'organization.invite.send' }),
            /** The server's answer to the last sending, line by line. */
            answer: inviteAnswer
              ? inviteAnswer.map((line, index) => {
                  const reason = lineProblemOf(line.problem)
                  return {
                    key: `${index}:${line.line}`,
                    line: line.line,
                    valid: line.valid,
                    mark: reason
                      ? t(`organization.invite.lineProblems.${reason}`)
                      : t('organization.invite.sent'),
                  }
                })
              : null,
          }
        : null,

    invitations:
      isAdmin && selectIsReady(snapshot)
        ? {
            title: t('organization.invitations.title'),
            empty: invitations.length === 0 ? t('organization.invitations.empty') : null,
            rows: invitations.map((invitation) => ({
              id: invitation.id,
              email: invitation.email,
              invitedAt: formatDate(invitation.invited_at),
              expiresAt: formatDate(invitation.expires_at),
              status: t(`organization.invitations.status.${invitation.status}`),
              withdraw:
                invitation.status === 'pending'
                  ? {
                      label: t('organization.invitations.withdrawShort'),
                      accessibleLabel: t('organization.invitations.withdraw', { email: invitation.email }),
                      disabled: isBusy,
                      onClick: () =>
                        send({ type: 'organization.invitation.withdraw', invitationId: invitation.id }),
                    }
                  : null,
            })),
          }
        : null,
  }
}
