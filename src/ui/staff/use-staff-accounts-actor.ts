import { fromPromise } from 'xstate'
import {
  type FoundAccount,
  type OpenedAccount,
  type StaffAccountsPurpose,
  staffAccountsMachine,
} from '../../machines/staff-accounts/staff-accounts.machine'
import { type CreditTarget, createStaff, type Staff } from '../../services/staff'
import { useScreenActor } from '../components/screen-actor'
import { useApiService } from '../shell-context'

/** Accounts by email or organisations by name, as the results list shows them. */
async function find(staff: Staff, kind: CreditTarget['kind'], query: string): Promise<FoundAccount[]> {
  if (kind === 'organization') {
    return (await staff.findOrganizations(query)).map((org) => ({
      kind,
      id: org.id,
      name: org.name,
      detail: org.member_count,
      balance: org.balance,
      disabled: false,
    }))
  }
  return (await staff.findAccounts(query)).map((account) => ({
    kind,
    id: account.id,
    name: account.name,
    detail: account.email,
    balance: account.balance,
    disabled: account.disabled,
  }))
}

async function open(staff: Staff, target: CreditTarget): Promise<OpenedAccount> {
  return target.kind === 'user'
    ? { kind: 'user', account: await staff.account(target.id) }
    : { kind: 'organization', organization: await staff.organization(target.id) }
}

/** The credits or people section's actor on the real staff calls. */
export function useStaffAccountsActor(purpose: StaffAccountsPurpose) {
  const staff = useApiService(createStaff)
  return useScreenActor(
    staffAccountsMachine.provide({
      actors: {
        'find accounts': fromPromise(({ input }) => find(staff, input.kind, input.query)),
        'open account': fromPromise(({ input }) => open(staff, input)),
        // The ledger is read again after the grant, so it shows the entry the grant wrote.
        'grant credits': fromPromise(async ({ input }) => {
          await staff.grant(input.target, input.amount, input.reason)
          return open(staff, input.target)
        }),
        'run command': fromPromise(({ input }) => staff.command(input.id, input.command)),
      },
    }),
    { input: { purpose } },
  )
}
