import { useNavigate } from 'react-router-dom'
import { fromPromise } from 'xstate'
import type { Language } from '../../../contract/common'
import { invitationMachine } from '../../machines/invitation/invitation.machine'
import { createOrganizations } from '../../services/organizations'
import { useScreenActor } from '../components/screen-actor'
import { useApiService, useShell } from '../shell-context'
import { reportOrganization } from './report-organization'

/**
 * An invitation link. Signing up from it signs in at once; the app then opens home, and this flow the
 * organisation just joined instead.
 */
export function useInvitationActor(token: string, signedInEmail: string | null, language: Language) {
  const { app } = useShell()
  const organizations = useApiService(createOrganizations)
  const navigate = useNavigate()
  return useScreenActor(
    invitationMachine.provide({
      actors: {
        'load invitation': fromPromise(({ input }) => organizations.invitation(input.token)),
        'accept invitation': fromPromise(({ input }) => organizations.acceptInvitation(input.token)),
        'reject invitation': fromPromise(({ input }) => organizations.rejectInvitation(input.token)),
        'sign up with invitation': fromPromise(({ input }) => organizations.signUpWithInvitation(input)),
      },
      actions: {
        'report sign in': (_, session) => {
          app.send({ type: 'session.signed.in', ...session })
          // Started after the app's own navigation home, so this one wins.
          void navigate('/settings/organization')
        },
        'report joined': (_, { organizationId }) => reportOrganization(app, organizationId),
      },
    }),
    { input: { token, signedInEmail, language } },
  )
}
