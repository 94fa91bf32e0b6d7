import { RouteTitle } from '../components/route-title'

export default function ResetPasswordRoute() {
  return <RouteTitle route="reset_password" />
}
