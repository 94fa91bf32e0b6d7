import { fromPromise } from 'xstate'
import { organizationMachine } from '../../machines/organization/organization.machine'
import { createOrganizations } from '../../services/organizations'
import { useScreenActor } from '../components/screen-actor'
import { useApiService, useShell } from '../shell-context'
import { reportOrganization } from './report-organization'

/** Settings → organisation for the signed-in user. */
export function useOrganizationActor(userId: string) {
  const { app } = useShell()
  const organizations = useApiService(createOrganizations)
  return useScreenActor(
    organizationMachine.provide({
      actors: {
        'load organization': fromPromise(() => organizations.own()),
        'create organization': fromPromise(({ input }) => organizations.create(input.name)),
        'rename organization': fromPromise(({ input }) =>
          organizations.rename(input.organizationId, input.name),
        ),
        'change role': fromPromise(({ input }) =>
          organizations.changeRole(input.organizationId, input.userId, input.role),
        ),
        'remove member': fromPromise(({ input }) =>
          organizations.removeMember(input.organizationId, input.userId),
        ),
        'leave organization': fromPromise(({ input }) =>
          organizations.leave(input.organizationId, input.userId, input.close),
        ),
        'send invitations': fromPromise(({ input }) =>
          organizations.invite(input.organizationId, input.emails),
        ),
        'withdraw invitation': fromPromise(({ input }) =>
          organizations.withdrawInvitation(input.organizationId, input.invitationId),
        ),
      },
      actions: {
        'report organization changed': (_, { organizationId }) => reportOrganization(app, organizationId),
      },
    }),
    { input: { userId } },
  )
}
