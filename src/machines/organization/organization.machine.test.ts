import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { describePaths, stillLoading } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { answerWith, failWith, fakeCall, flush } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { formatDate, t } from '../../../tests/unit/translate'
import type { Invitation, Organization, OwnOrganization } from '../../services/organizations'
import { connectOrganization, selectDialog, selectIsAdmin, selectProblem } from './organization.connect'
import {
  CONFIRM_CLOSE_DIALOG,
  CONFIRM_LEAVE_DIALOG,
  CONFIRM_REMOVAL_DIALOG,
  checkInviteLines,
  isSoleAdminAmongOthers,
  organizationMachine,
} from './organization.machine'
import { pathOptions, sampleMember, sampleOtherMember } from './organization.paths'

const ana = { ...sampleMember, user_id: 'u-1' }
const rui = { ...sampleOtherMember, user_id: 'u-2' }
const team = (role: 'admin' | 'member', ruiRole: 'admin' | 'member' = 'member'): Organization => ({
  id: 'o-1',
  name: 'Clínica do Largo',
  role,
  members: [
    { ...ana, role },
    { ...rui, role: ruiRole },
  ],
})
const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  id: 'i-1',
  email: 'marta@example.pt',
  invited_at: '2026-01-07T12:00:00.000Z',
  expires_at: '2026-01-14T12:00:00.000Z',
  status: 'pending',
  ...overrides,
})

function start() {
  const calls = {
    load: fakeCall<OwnOrganization, unknown>(),
    create: fakeCall<Organization, { name: string }>(),
    rename: fakeCall<Organization, { organizationId: string; name: string }>(),
    role: fakeCall<Organization, { organizationId: string; userId: string; role: string }>(),
    remove: fakeCall<Organization, { organizationId: string; userId: string }>(),
    leave: fakeCall<void, { organizationId: string; userId: string; close: boolean }>(),
    invite: fakeCall<
      { lines: never[]; invitations: Invitation[] },
      { organizationId: string; emails: string }
    >(),
    withdraw: fakeCall<Invitation[], { organizationId: string; invitationId: string }>(),
  }
  const changed = vi.fn()
  const actor = createActor(
    organizationMachine.provide({
      actors: {
        'load organization': calls.load.logic,
        'create organization': calls.create.logic,
        'rename organization': calls.rename.logic,
        'change role': calls.role.logic as never,
        'remove member': calls.remove.logic,
        'leave organization': calls.leave.logic,
        'send invitations': calls.invite.logic as never,
        'withdraw invitation': calls.withdraw.logic,
      },
      actions: { 'report organization changed': (_, params) => changed(params) },
    }),
    { input: { userId: 'u-1' } },
  ).start()
  const snapshot = () => actor.getSnapshot()
  const view = () => connectOrganization(snapshot(), actor.send, t, formatDate)
  return { actor, calls, changed, snapshot, view }
}

async function loaded(answer: OwnOrganization) {
  const screen = start()
  await answerWith(screen.calls.load, answer)
  return screen
}

describe('organization machine', () => {
  it('offers to create an organisation when the user has none, and checks the name first', async () => {
    const screen = await loaded({ organization: null, invitations: [] })
    expect(screen.view().create?.field).toMatchObject({ name: 'name', value: '' })
    expect(screen.view().organization).toBeNull()
    screen.view().create?.onSubmit()
    expect(screen.view().create?.field.error).toBe('organization.problems.name_too_short')
    expect(screen.calls.create.inputs).toEqual([])
    screen.actor.send({ type: 'organization.name.changed', name: '  Clínica Nova ' })
    screen.view().create?.onSubmit()
    expect(screen.view().status).toBe('organization.busy.creating')
    expect(screen.calls.create.inputs).toEqual([{ name: 'Clínica Nova' }])
    await answerWith(screen.calls.create, {
      ...team('admin'),
      name: 'Clínica Nova',
      members: [{ ...ana, role: 'admin' }],
    })
    expect(screen.changed).toHaveBeenCalledWith({ organizationId: 'o-1' })
    expect(screen.view().organization).toMatchObject({ name: 'Clínica Nova', isAdmin: true })
  })

  it('shows a member the organisation and its members, without the admin tools', async () => {
    const screen = await loaded({ organization: team('member', 'admin'), invitations: [] })
    const view = screen.view()
    expect(view.organization?.yourRole).toBe('organization.yourRole {"role":"organization.roles.member"}')
    expect(view.members.map((member) => [member.name, member.role, member.joined])).toEqual([
      ['organization.members.you {"name":"Ana Sousa"}', 'organization.roles.member', '2026-01-05'],
      ['Rui Lopes', 'organization.roles.admin', '2026-01-06'],
    ])
    expect(view.members.every((member) => !member.roleSelect && !member.remove && !member.history)).toBe(true)
    expect(view.rename).toBeNull()
    expect(view.invite).toBeNull()
    expect(view.invitations).toBeNull()
    expect(view.leave?.label).toBe('organization.leave.button')
  })

  it('lets a member leave after the irreversible-action warning, and reports it', async () => {
    const screen = await loaded({ organization: team('member', 'admin'), invitations: [] })
    screen.view().leave?.onClick()
    const dialog = selectDialog(screen.snapshot())
    expect(dialog?.getSnapshot().context).toMatchObject({
      kind: 'warning',
      title: CONFIRM_LEAVE_DIALOG.title,
      initialFocus: 'cancel',
    })
    dialog?.send({ type: 'dialog.cancel' })
    expect(screen.calls.leave.inputs).toEqual([])
    screen.view().leave?.onClick()
    selectDialog(screen.snapshot())?.send({ type: 'dialog.confirm' })
    expect(screen.calls.leave.inputs).toEqual([{ organizationId: 'o-1', userId: 'u-1', close: false }])
    screen.calls.leave.resolve()
    await flush()
    expect(screen.changed).toHaveBeenCalledWith({ organizationId: null })
    expect(screen.view().create).not.toBeNull()
  })

  it('tells a sole admin to promote another member before leaving, without asking', async () => {
    const screen = await loaded({ organization: team('admin'), invitations: [] })
    screen.view().leave?.onClick()
    expect(selectDialog(screen.snapshot())).toBeNull()
    expect(screen.view().problems.leave).toBe('organization.problems.sole_admin')
    // The server says the same if another admin was demoted meanwhile.
    const other = await loaded({ organization: team('admin', 'admin'), invitations: [] })
    other.actor.send({ type: 'organization.leave' })
    selectDialog(other.snapshot())?.send({ type: 'dialog.confirm' })
    await failWith(other.calls.leave, httpError('conflict', 409))
    expect(selectProblem(other.snapshot())).toEqual({ area: 'leave', code: 'sole_admin' })
  })

  it('lets its only member leave by closing it, saying first what becomes of its credits', async () => {
    const alone: Organization = {
      id: 'o-1',
      name: 'Clínica do Largo',
      role: 'admin',
      members: [{ ...ana, role: 'admin' }],
    }
    const screen = await loaded({ organization: alone, invitations: [] })
    expect(screen.view().leave).toMatchObject({
      title: 'organization.close.title',
      intro: 'organization.close.intro',
      label: 'organization.close.button',
    })
    screen.view().leave?.onClick()
    const dialog = selectDialog(screen.snapshot())
    expect(dialog?.getSnapshot().context).toMatchObject({
      title: CONFIRM_CLOSE_DIALOG.title,
      initialFocus: 'cancel',
    })
    dialog?.send({ type: 'dialog.confirm' })
    expect(screen.calls.leave.inputs).toEqual([{ organizationId: 'o-1', userId: 'u-1', close: true }])
    screen.calls.leave.resolve()
    await flush()
    expect(screen.changed).toHaveBeenCalledWith({ organizationId: null })
    expect(screen.view().create).not.toBeNull()
  })

  it('lets an admin rename, saying "error updating data" when it fails', async () => {
    const screen = await loaded({ organization: team('admin'), invitations: [] })
    expect(screen.view().rename?.submit.disabled).toBe(true)
    screen.actor.send({ type: 'organization.name.changed', name: 'Clínica Nova' })
    screen.view().rename?.onSubmit()
    expect(screen.calls.rename.inputs).toEqual([{ organizationId: 'o-1', name: 'Clínica Nova' }])
    await failWith(screen.calls.rename, httpError('internal', 500))
    expect(screen.view().problems.rename).toBe('organization.problems.update_failed')
    expect(screen.view().rename?.field.value).toBe('Clínica Nova')
    screen.view().rename?.onSubmit()
    await answerWith(screen.calls.rename, { ...team('admin'), name: 'Clínica Nova' })
    expect(screen.view().organization?.name).toBe('Clínica Nova')
    expect(screen.view().problems.rename).toBeNull()
  })

  it('changes a role, with the role change error on failure and the sole-admin rule on a 409', async () => {
    const screen = await loaded({ organization: team('admin'), invitations: [] })
    const ruiRow = () => screen.view().members[1]!
    expect(ruiRow().roleSelect?.options.map((option) => option.value)).toEqual(['member', 'admin'])
    ruiRow().roleSelect?.onChange('admin')
    expect(ruiRow().isBusy).toBe(true)
    expect(screen.calls.role.inputs).toEqual([{ organizationId: 'o-1', userId: 'u-2', role: 'admin' }])
    await failWith(screen.calls.role, httpError('internal', 500))
    expect(screen.view().problems.members).toBe('organization.problems.role_change_failed')
    expect(ruiRow().roleSelect?.value).toBe('member')
    // The last admin demoting themself.
    screen.view().members[0]!.roleSelect?.onChange('member')
    await failWith(screen.calls.role, httpError('conflict', 409))
    expect(screen.view().problems.members).toBe('organization.problems.needs_admin')
    // Choosing the role a member already has changes nothing.
    ruiRow().roleSelect?.onChange('member')
    expect(screen.calls.role.inputs).toHaveLength(2)
  })

  it('follows the server when an admin hands over and becomes a member', async () => {
    const screen = await loaded({ organization: team('admin', 'admin'), invitations: [] })
    screen.actor.send({ type: 'organization.member.role.change', userId: 'u-1', role: 'member' })
    await answerWith(screen.calls.role, team('member', 'admin'))
    expect(selectIsAdmin(screen.snapshot())).toBe(false)
    expect(screen.snapshot().hasTag('member')).toBe(true)
    expect(screen.view().invite).toBeNull()
  })

  it('removes a member after a warning, never oneself, and links to each member history', async () => {
    const screen = await loaded({ organization: team('admin'), invitations: [] })
    expect(screen.view().members[0]!.remove).toBeNull()
    expect(screen.view().members[1]!.history?.path).toBe('/settings/organization/u-2')
    screen.actor.send({ type: 'organization.member.remove', userId: 'u-1' })
    expect(selectDialog(screen.snapshot())).toBeNull()
    screen.view().members[1]!.remove?.onClick()
    expect(selectDialog(screen.snapshot())?.getSnapshot().context.title).toBe(CONFIRM_REMOVAL_DIALOG.title)
    selectDialog(screen.snapshot())?.send({ type: 'dialog.confirm' })
    expect(screen.calls.remove.inputs).toEqual([{ organizationId: 'o-1', userId: 'u-2' }])
    await answerWith(screen.calls.remove, { ...team('admin'), members: [{ ...ana, role: 'admin' }] })
    expect(screen.view().members).toHaveLength(1)
  })

  it('marks each line of the invitation box as it is typed, then shows the server answer line by line', async () => {
    const screen = await loaded({ organization: team('admin'), invitations: [invitation()] })
    screen
      .view()
      .invite?.onChange(
        'marta@example.pt\nnot an email\n\n joana@example.pt \nrui@example.pt\nJoana@example.pt',
      )
    const invite = screen.view().invite!
    expect(invite.lines.map((line) => [line.line, line.valid, line.mark])).toEqual([
      ['marta@example.pt', false, 'organization.invite.lineProblems.already_invited'],
      ['not an email', false, 'organization.invite.lineProblems.not_email'],
      ['joana@example.pt', true, 'organization.invite.valid'],
      ['rui@example.pt', false, 'organization.invite.lineProblems.already_member'],
      ['Joana@example.pt', false, 'organization.invite.lineProblems.listed_twice'],
    ])
    expect(invite.summary).toBe('organization.invite.count {"valid":1,"total":5}')
    invite.onSubmit()
    expect(screen.calls.invite.inputs[0]?.emails).toContain('joana@example.pt')
    await answerWith(screen.calls.invite, {
      lines: [
        { line: 'joana@example.pt', valid: true, problem: null },
        { line: 'not an email', valid: false, problem: 'Not an email' },
      ] as never[],
      invitations: [invitation(), invitation({ id: 'i-2', email: 'joana@example.pt' })],
    })
    const after = screen.view().invite!
    expect(after.answer?.map((line) => [line.line, line.mark])).toEqual([
      ['joana@example.pt', 'organization.invite.sent'],
      ['not an email', 'organization.invite.lineProblems.not_email'],
    ])
    // What was not invited stays to be fixed.
    expect(after.value).toBe('not an email')
    expect(screen.view().invitations?.rows.map((row) => row.email)).toEqual([
      'marta@example.pt',
      'joana@example.pt',
    ])
  })

  it('does not send an empty box nor one without a valid line', async () => {
    const screen = await loaded({ organization: team('admin'), invitations: [] })
    screen.actor.send({ type: 'organization.invite.send' })
    expect(screen.view().problems.invite).toBe('organization.problems.no_emails')
    screen.actor.send({ type: 'organization.invite.changed', text: 'nope' })
    expect(screen.view().invite?.submit.disabled).toBe(true)
    screen.actor.send({ type: 'organization.invite.send' })
    expect(screen.view().problems.invite).toBe('organization.problems.no_valid_emails')
    expect(screen.calls.invite.inputs).toEqual([])
  })

  it('lists invitations with their status and withdraws pending ones only', async () => {
    const screen = await loaded({
      organization: team('admin'),
      invitations: [invitation(), invitation({ id: 'i-2', email: 'x@example.pt', status: 'accepted' })],
    })
    const rows = screen.view().invitations!.rows
    expect(rows.map((row) => [row.email, row.status, row.invitedAt, Boolean(row.withdraw)])).toEqual([
      ['marta@example.pt', 'organization.invitations.status.pending', '2026-01-07', true],
      ['x@example.pt', 'organization.invitations.status.accepted', '2026-01-07', false],
    ])
    rows[0]!.withdraw?.onClick()
    expect(screen.calls.withdraw.inputs).toEqual([{ organizationId: 'o-1', invitationId: 'i-1' }])
    await answerOffline(screen.calls.withdraw, 'Failed to fetch')
    expect(screen.view().problems.invitations).toBe('problems.connection')
  })

  it('says it could not load, and loads again when asked', async () => {
    const screen = start()
    expect(screen.view().isLoading).toBe(true)
    await failWith(screen.calls.load, httpError('internal', 500))
    expect(screen.view().problems.load).toBe('organization.problems.load_failed')
    screen.view().retry?.onClick()
    expect(screen.calls.load.inputs).toHaveLength(2)
  })

  it('says an admin is no longer one when the server refuses', async () => {
    const screen = await loaded({ organization: team('admin'), invitations: [] })
    screen.actor.send({ type: 'organization.member.remove', userId: 'u-2' })
    selectDialog(screen.snapshot())?.send({ type: 'dialog.confirm' })
    await failWith(screen.calls.remove, httpError('forbidden', 403))
    expect(screen.view().problems.members).toBe('organization.problems.not_admin')
  })

  it('knows who is the sole admin among others', () => {
    expect(isSoleAdminAmongOthers(team('admin'), 'u-1')).toBe(true)
    expect(isSoleAdminAmongOthers(team('admin', 'admin'), 'u-1')).toBe(false)
    expect(isSoleAdminAmongOthers({ ...team('admin'), members: [{ ...ana, role: 'admin' }] }, 'u-1')).toBe(
      false,
    )
    expect(checkInviteLines(' \n', [], [])).toEqual([])
  })
})

// Every path of docs/statecharts/organization.md (shortest, and the simple paths too), on a real actor.
const orgView = (snapshot: Parameters<typeof connectOrganization>[0]) =>
  connectOrganization(snapshot, () => {}, t, formatDate)
/** A call on the organisation on its way: the busy line says which, and nothing can be pressed. */
function expectWorking(snapshot: Parameters<typeof connectOrganization>[0], state: string) {
  const view = orgView(snapshot)
  expect(view.status).toBe(t(`organization.busy.${state}`))
  if (view.leave) expect(view.leave.disabled).toBe(true)
  if (view.create) expect(view.create.submit.disabled).toBe(true)
}

describePaths(
  'organization machine paths',
  organizationMachine,
  { input: pathOptions.input, events: pathOptions.events, simple: true, maxSimplePaths: 500 },
  {
    every: ({ actual }) => {
      expect(selectDialog(actual as never) !== null).toBe(actual.hasTag('confirming'))
    },
    states: {
      // Loading: the busy line, nothing else yet.
      loading: stillLoading(orgView, { create: null, organization: null, leave: null }),
      // Not loaded: why, and a retry.
      loadFailed: ({ actual }) => {
        const view = orgView(actual)
        expect(view.retry?.label).toBe(t('organization.retry'))
        expect(actual.context.problem?.area).toBe('load')
      },
      // No organisation: the form to create one, on.
      none: ({ actual }) => {
        const view = orgView(actual)
        expect(view.create?.submit.disabled).toBe(false)
        expect([view.organization, view.leave]).toEqual([null, null])
        expect(actual.context.organization).toBeNull()
      },
      creating: ({ actual }) => expectWorking(actual as never, 'creating'),
      // A member: the organisation and leaving it, nothing an admin does.
      'ready.member': ({ actual }) => {
        const view = orgView(actual)
        expect(view.organization?.isAdmin).toBe(false)
        expect([view.rename, view.invite]).toEqual([null, null])
        expect(view.leave?.disabled).toBe(false)
      },
      // An admin: rename, invite, members' roles and removal, and leaving.
      'ready.admin': ({ actual }) => {
        const view = orgView(actual)
        expect(view.organization?.isAdmin).toBe(true)
        expect([view.rename !== null, view.invite !== null]).toEqual([true, true])
        expect(view.leave?.disabled).toBe(false)
      },
      renaming: ({ actual }) => expectWorking(actual as never, 'renaming'),
      changingRole: ({ actual }) => expectWorking(actual as never, 'changingRole'),
      removing: ({ actual }) => expectWorking(actual as never, 'removing'),
      inviting: ({ actual }) => expectWorking(actual as never, 'inviting'),
      withdrawing: ({ actual }) => expectWorking(actual as never, 'withdrawing'),
      leaving: ({ actual }) => expectWorking(actual as never, 'leaving'),
      // The warning before removing a member or leaving: the dialog over the organisation.
      confirmingRemoval: ({ actual }) => {
        expect(selectDialog(actual as never)).not.toBeNull()
        expect(actual.context.organization?.role).toBe('admin')
      },
      confirmingLeave: ({ actual }) => {
        expect(selectDialog(actual as never)).not.toBeNull()
        expect(orgView(actual).organization).not.toBeNull()
      },
    },
  },
)
