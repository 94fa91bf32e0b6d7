import { RouteTitle } from '../components/route-title'

export default function ChangePasswordRoute() {
  return <RouteTitle route="change_password" />
}
