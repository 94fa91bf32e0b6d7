import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { describePaths, notOpened } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { formatDate, t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import type { AccountCommand, CreditTarget, StaffAccountDetail } from '../../services/staff'
import { connectStaffAccounts } from './staff-accounts.connect'
import {
  type FoundAccount,
  grantAmount,
  type OpenedAccount,
  type StaffAccountsPurpose,
  staffAccountsMachine,
} from './staff-accounts.machine'
import { pathOptions, sampleAccount, sampleFound } from './staff-accounts.paths'

const ana: StaffAccountDetail = {
  ...sampleAccount,
  ledger: [
    {
      id: 'e1',
      amount: 10,
      kind: 'welcome',
      reason: 'Boas-vindas',
      user_id: null,
      user_name: null,
      document_id: null,
      session_id: null,
      created_at: '2026-01-05T10:00:00.000Z',
    },
  ],
}
const found = sampleFound

function start(purpose: StaffAccountsPurpose) {
  const find = fakeCall<FoundAccount[], { kind: CreditTarget['kind']; query: string }>()
  const open = fakeCall<OpenedAccount, CreditTarget>()
  const grant = fakeCall<OpenedAccount, { target: CreditTarget; amount: number; reason: string }>()
  const run = fakeCall<StaffAccountDetail, { id: string; command: AccountCommand }>()
  const actor = createActor(
    staffAccountsMachine.provide({
      actors: {
        'find accounts': find.logic,
        'open account': open.logic,
        'grant credits': grant.logic,
        'run command': run.logic,
      },
    }),
    { input: { purpose } },
  ).start()
  const view = () => connectStaffAccounts(actor.getSnapshot(), actor.send, t, formatDate)
  return { actor, find, open, grant, run, view }
}

async function openAna(purpose: StaffAccountsPurpose) {
  const staff = start(purpose)
  staff.view().search!.field.onChange(' ana ')
  staff.view().search!.submit.onClick()
  await answerWith(staff.find, [found])
  staff.view().search!.results[0]!.open.onClick()
  await answerWith(staff.open, { kind: 'user', account: ana })
  return staff
}

describe('staff accounts machine', () => {
  it('reads a grant amount as a whole number other than zero within the bound', () => {
    expect(grantAmount('5')).toBe(5)
    expect(grantAmount(' -3 ')).toBe(-3)
    expect(grantAmount('0')).toBeNull()
    expect(grantAmount('2.5')).toBeNull()
    expect(grantAmount('1000001')).toBeNull()
  })

  it('finds organisations by name for credits, and accounts by email', async () => {
    const staff = start('credits')
    staff.view().search!.submit.onClick()
    expect(staff.find.inputs).toEqual([])
    staff.view().search!.kinds!.options[1]!.onChange()
    staff.view().search!.field.onChange('Clínica')
    expect(staff.view().search!.field.label).toBe('staff.accounts.byName')
    staff.view().search!.submit.onClick()
    expect(staff.find.inputs).toEqual([{ kind: 'organization', query: 'Clínica' }])
    await answerWith(staff.find, [{ ...found, kind: 'organization', detail: 3, name: 'Clínica do Porto' }])
    expect(staff.view().search!.results).toMatchObject([
      { name: 'Clínica do Porto', detail: 'staff.accounts.members {"count":3}' },
    ])
    expect(start('people').view().search!.kinds).toBeNull()
  })

  it('grants credits with a reason and shows the ledger read again', async () => {
    const staff = await openAna('credits')
    expect(staff.view().detail!.ledger).toMatchObject([{ amount: '+10', reason: 'Boas-vindas' }])
    expect(staff.view().commands).toBeNull()
    staff.view().grant!.amount.onChange('-4')
    expect(staff.view().grant!.submit).toMatchObject({
      label: 'staff.accounts.takeBack {"count":4}',
      disabled: true,
    })
    staff.view().grant!.reason.onChange('Compra anulada')
    staff.view().grant!.submit.onClick()
    expect(staff.grant.inputs).toEqual([
      { target: { kind: 'user', id: ana.id }, amount: -4, reason: 'Compra anulada' },
    ])
    await failWith(staff.grant, new ApiError('http', 'insufficient_credits', 'Not enough', 409))
    expect(staff.view().problem).toBe('staff.accounts.problems.insufficient_credits')
    expect(staff.view().grant!.amount.value).toBe('-4')
    staff.view().grant!.amount.onChange('5')
    staff.view().grant!.submit.onClick()
    await answerWith(staff.grant, { kind: 'user', account: { ...ana, balance: 15 } })
    expect(staff.view()).toMatchObject({ done: 'staff.accounts.done.granted', problem: null })
    expect(staff.view().grant!.amount.value).toBe('')
  })

  it('runs the commands that apply to the account, disabling only with a reason', async () => {
    const staff = await openAna('people')
    expect(staff.view().grant).toBeNull()
    expect(staff.view().commands!.buttons.map((b) => b.key)).toEqual([
      'resend_confirmation',
      'force_password_change',
      'make_staff',
    ])
    staff.view().commands!.buttons[0]!.onClick()
    expect(staff.run.inputs).toEqual([{ id: ana.id, command: { kind: 'resend_confirmation' } }])
    await answerWith(staff.run, ana)
    expect(staff.view().done).toBe('staff.accounts.done.resend_confirmation')
    expect(staff.view().commands!.disable!.submit.disabled).toBe(true)
    staff.view().commands!.disable!.field.onChange('Pedido da própria')
    staff.view().commands!.disable!.submit.onClick()
    expect(staff.run.inputs.at(-1)).toEqual({
      id: ana.id,
      command: { kind: 'disable', reason: 'Pedido da própria' },
    })
    await answerWith(staff.run, { ...ana, disabled: true })
    expect(staff.view().commands!.buttons.map((b) => b.key)).toEqual(['enable'])
    expect(staff.view().commands!.disable).toBeNull()
    staff.view().commands!.buttons[0]!.onClick()
    await answerOffline(staff.run)
    expect(staff.view().problem).toBe('staff.accounts.problems.connection')
    staff.view().back!.onClick()
    expect(staff.view().search).not.toBeNull()
  })

  it('makes an account staff, then offers to remove it, and says why one cannot remove oneself', async () => {
    const staff = await openAna('people')
    staff
      .view()
      .commands!.buttons.find((b) => b.key === 'make_staff')!
      .onClick()
    expect(staff.run.inputs.at(-1)).toEqual({ id: ana.id, command: { kind: 'make_staff' } })
    await answerWith(staff.run, { ...ana, staff: true })
    expect(staff.view().done).toBe('staff.accounts.done.make_staff')
    const keys = staff.view().commands!.buttons.map((b) => b.key)
    expect(keys).toContain('remove_staff')
    expect(keys).not.toContain('make_staff')
    staff
      .view()
      .commands!.buttons.find((b) => b.key === 'remove_staff')!
      .onClick()
    await failWith(
      staff.run,
      new ApiError('http', 'conflict', 'You cannot remove your own staff access', 409),
    )
    expect(staff.view().problem).toBe('staff.accounts.problems.own_staff')
  })
})

for (const [name, input] of Object.entries(pathOptions.inputs)) {
  describePaths(
    `staff accounts machine paths (${name})`,
    staffAccountsMachine,
    { input, events: pathOptions.events },
    {
      every: ({ actual }) => {
        const view = connectStaffAccounts(actual, () => {}, t, formatDate)
        // The search or one account, never both.
        expect(view.search !== null && view.detail !== null).toBe(false)
      },
      states: {
        // The search form (and the last results), open to type.
        searchForm: ({ actual }) => {
          const view = connectStaffAccounts(actual, () => {}, t, formatDate)
          expect([view.search !== null, view.isBusy, view.retry]).toEqual([true, false, null])
        },
        searching: ({ actual }) => {
          const view = connectStaffAccounts(actual, () => {}, t, formatDate)
          expect([view.search !== null, view.isBusy]).toEqual([true, true])
        },
        // The search failed: why, and a retry.
        searchFailed: ({ actual }) => {
          const view = connectStaffAccounts(actual, () => {}, t, formatDate)
          expect(view.problem).not.toBeNull()
          expect(view.retry).not.toBeNull()
        },
        // Opening one account: busy, the search gone.
        opening: ({ actual }) => {
          const view = connectStaffAccounts(actual, () => {}, t, formatDate)
          expect([view.isBusy, view.search]).toEqual([true, null])
        },
        // Not opened: why, retry, or back to the search.
        openFailed: notOpened((actual) => connectStaffAccounts(actual, () => {}, t, formatDate)),
        // One account: its detail, back, and this section's actions (credits or commands).
        detail: ({ actual }) => {
          const view = connectStaffAccounts(actual, () => {}, t, formatDate)
          expect(view.detail).not.toBeNull()
          expect([view.back !== null, view.isBusy]).toEqual([true, false])
          expect(input.purpose === 'credits' ? view.grant : view.commands).not.toBeNull()
        },
        // A grant or a command on its way: the account stays on show, every action off.
        granting: ({ actual }) => {
          const view = connectStaffAccounts(actual, () => {}, t, formatDate)
          expect(view.grant?.submit.disabled).toBe(true)
          expect(view.grant?.amount.readOnly).toBe(true)
        },
        commanding: ({ actual }) => {
          const view = connectStaffAccounts(actual, () => {}, t, formatDate)
          expect(view.isBusy).toBe(true)
          expect((view.commands?.buttons ?? []).every((button) => button.disabled)).toBe(true)
        },
      },
    },
  )
}
