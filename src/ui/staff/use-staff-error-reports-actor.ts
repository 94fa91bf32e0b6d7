import { fromPromise } from 'xstate'
import { staffErrorReportsMachine } from '../../machines/staff-error-reports/staff-error-reports.machine'
import { createStaff } from '../../services/staff'
import { useScreenActor } from '../components/screen-actor'
import { useApiService } from '../shell-context'

/** The error reports section's actor on the real staff calls. */
export function useStaffErrorReportsActor() {
  const staff = useApiService(createStaff)
  return useScreenActor(
    staffErrorReportsMachine.provide({
      actors: {
        'load reports': fromPromise(({ input: { limit, ...filters } }) => staff.errorReports(filters, limit)),
        'open report': fromPromise(({ input }) => staff.errorReport(input.id)),
        'purge reports': fromPromise(() => staff.purgeErrorReports()),
      },
    }),
  )
}
