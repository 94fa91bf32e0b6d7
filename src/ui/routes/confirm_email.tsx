import { RouteTitle } from '../components/route-title'

export default function ConfirmEmailRoute() {
  return <RouteTitle route="confirm_email" />
}
