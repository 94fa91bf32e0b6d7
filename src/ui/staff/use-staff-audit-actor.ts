import { fromPromise } from 'xstate'
import { staffAuditMachine } from '../../machines/staff-audit/staff-audit.machine'
import { createStaff } from '../../services/staff'
import { useScreenActor } from '../components/screen-actor'
import { useApiService } from '../shell-context'

/** The audit log's actor on the real staff call. */
export function useStaffAuditActor() {
  const staff = useApiService(createStaff)
  return useScreenActor(
    staffAuditMachine.provide({ actors: { 'load audit': fromPromise(() => staff.audit()) } }),
  )
}
