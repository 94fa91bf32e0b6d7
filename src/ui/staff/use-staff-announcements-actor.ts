import { fromPromise } from 'xstate'
import { staffAnnouncementsMachine } from '../../machines/staff-announcements/staff-announcements.machine'
import { createStaff } from '../../services/staff'
import { useScreenActor } from '../components/screen-actor'
import { useApiService } from '../shell-context'

/** The announcements section's actor on the real staff calls. */
export function useStaffAnnouncementsActor() {
  const staff = useApiService(createStaff)
  return useScreenActor(
    staffAnnouncementsMachine.provide({
      actors: {
        'load announcements': fromPromise(() => staff.announcements()),
        'create announcement': fromPromise(({ input }) => staff.createAnnouncement(input)),
        'remove announcement': fromPromise(({ input }) => staff.removeAnnouncement(input.id)),
      },
    }),
  )
}
