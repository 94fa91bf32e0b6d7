import { fromPromise } from 'xstate'
import type { OpenedRequest } from '../../machines/staff-requests/staff-requests.machine'
import { staffRequestsMachine } from '../../machines/staff-requests/staff-requests.machine'
import { createStaff, type Staff } from '../../services/staff'
import { useScreenActor } from '../components/screen-actor'
import { useApiService } from '../shell-context'

/** The console shows at most this much of a text example file. */
const MAX_TEXT_CHARACTERS = 100_000

/** A request with each example file's bytes, fetched through the staff file route. */
async function openRequest(staff: Staff, id: string): Promise<OpenedRequest> {
  const request = await staff.templateRequest(id)
  const files = await Promise.all(
    request.files.map(async (file) => {
      const blob = await staff.file(file.url)
      // The frame and the image need the type the server stored, whatever the answer's blob says.
      const typed = blob.type === file.content_type ? blob : new Blob([blob], { type: file.content_type })
      const text = file.content_type.startsWith('text/')
        ? (await typed.text()).slice(0, MAX_TEXT_CHARACTERS)
        : null
      return { ...file, blob: typed, text }
    }),
  )
  return { request, files }
}

/** The template requests section's actor on the real staff calls. */
export function useStaffRequestsActor() {
  const staff = useApiService(createStaff)
  return useScreenActor(
    staffRequestsMachine.provide({
      actors: {
        'load requests': fromPromise(({ input }) => staff.templateRequests(input.status)),
        'open request': fromPromise(({ input }) => openRequest(staff, input.id)),
        'approve request': fromPromise(async ({ input }) => {
          await staff.approve(input.id, input.body)
          return staff.templateRequest(input.id)
        }),
        'decline request': fromPromise(({ input }) => staff.decline(input.id, input.reason)),
        'generate preview': fromPromise(({ input }) => staff.preview(input)),
      },
    }),
  )
}
