import { RouteTitle } from '../components/route-title'

export default function DictaphoneConsultationRoute() {
  return <RouteTitle route="dictaphone_consultation" />
}
