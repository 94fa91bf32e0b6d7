import { selectUser } from '../../machines/app/app.selectors'
import type { AppActor } from '../shell-context'

/** The app's user follows the organisation they joined, created or left. */
export function reportOrganization(app: AppActor, organizationId: string | null) {
  const user = selectUser(app.getSnapshot())
  if (user && user.organization_id !== organizationId) {
    app.send({ type: 'user.updated', user: { ...user, organization_id: organizationId } })
  }
}
