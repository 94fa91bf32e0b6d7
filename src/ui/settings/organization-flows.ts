import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { fromPromise } from 'xstate'
import type { Language } from '../../../contract/common'
import { selectUser } from '../../machines/app/app.selectors'
import { creditsMachine } from '../../machines/credits/credits.machine'
import { invitationMachine } from '../../machines/invitation/invitation.machine'
import { memberHistoryMachine } from '../../machines/member-history/member-history.machine'
import { organizationMachine } from '../../machines/organization/organization.machine'
import type { Api } from '../../services/api'
import { createCatalogue } from '../../services/catalogue'
import { type CreditsService, createCredits } from '../../services/credits'
import { createOrganizations, type Organizations } from '../../services/organizations'
import { useScreenActor } from '../components/screen-actor'
import { type AppActor, useApiService, useShell } from '../shell-context'

// The organisation, invitation, credits and member-history flows' real side effects: the calls (built on
// the shell's API client, so the screens that load lazily carry them), the app actor and the router.

type OrganizationServices = { organizations: Organizations; credits: CreditsService }

const buildOrganizationServices = (api: Api): OrganizationServices => ({
  organizations: createOrganizations(api),
  credits: createCredits(api),
})

export const useOrganizationServices = (): OrganizationServices => useApiService(buildOrganizationServices)

/** The app's user follows the organisation they joined, created or left. */
function reportOrganization(app: AppActor, organizationId: string | null) {
  const user = selectUser(app.getSnapshot())
  if (user && user.organization_id !== organizationId) {
    app.send({ type: 'user.updated', user: { ...user, organization_id: organizationId } })
  }
}

/** Dates as the interface language writes them: a day, or a day and a time. */
export function useDateFormat() {
  const { i18n } = useTranslation()
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return {
    formatDay: (iso: string) => day.format(new Date(iso)),
    formatMoment: (iso: string) => moment.format(new Date(iso)),
  }
}

/** Settings → organisation for the signed-in user. */
export function useOrganizationActor(userId: string) {
  const { app } = useShell()
  const { organizations } = useOrganizationServices()
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

/** Settings → credits. */
export function useCreditsActor() {
  const { credits } = useOrganizationServices()
  return useScreenActor(
    creditsMachine.provide({ actors: { 'load credits': fromPromise(() => credits.load()) } }),
  )
}

/** A member's history, with the names of the consultation types the admin can see. */
export function useMemberHistoryActor(userId: string) {
  const { api } = useShell()
  const { organizations } = useOrganizationServices()
  return useScreenActor(
    memberHistoryMachine.provide({
      actors: {
        'load member history': fromPromise(async ({ input }) => {
          const [history, types] = await Promise.all([
            organizations.memberHistory(input.userId),
            // The names are a nicety: without them each consultation still shows, as another's type.
            createCatalogue(api)
              .consultationTypes()
              .catch((error: unknown) => {
                console.error('Error loading consultation types', error)
                return []
              }),
          ])
          return { history, typeNames: Object.fromEntries(types.map((type) => [type.id, type.name])) }
        }),
      },
    }),
    { input: { userId } },
  )
}

/**
 * An invitation link. Signing up from it signs in at once; the app then opens home, and this flow the
 * organisation just joined instead.
 */
export function useInvitationActor(token: string, signedInEmail: string | null, language: Language) {
  const { app } = useShell()
  const { organizations } = useOrganizationServices()
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
