import { RouteTitle } from '../components/route-title'

export default function MemberHistoryRoute() {
  return <RouteTitle route="member-history" />
}
