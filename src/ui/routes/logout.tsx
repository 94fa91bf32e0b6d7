import { RouteTitle } from '../components/route-title'

export default function LogoutRoute() {
  return <RouteTitle route="logout" />
}
