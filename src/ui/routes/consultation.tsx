import { RouteTitle } from '../components/route-title'

export default function ConsultationRoute() {
  return <RouteTitle route="consultation" />
}
