import type { Api } from '../../services/api'
import { createStaff, type Staff } from '../../services/staff'
import { useShell } from '../shell-context'

// One per API client, built on the shell's client by the (lazily loaded) staff console.
const built = new WeakMap<Api, Staff>()

/** Support's console calls, on the shell's API client. */
export function useStaffService(): Staff {
  const { api } = useShell()
  let staff = built.get(api)
  if (!staff) {
    staff = createStaff(api)
    built.set(api, staff)
  }
  return staff
}
