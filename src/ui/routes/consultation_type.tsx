import { RouteTitle } from '../components/route-title'

export default function ConsultationTypeRoute() {
  return <RouteTitle route="consultation_type" />
}
