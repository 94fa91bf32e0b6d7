import { RouteTitle } from '../components/route-title'

export default function OrganizationInvitationsRoute() {
  return <RouteTitle route="organization_invitations" />
}
