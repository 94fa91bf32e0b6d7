import { RouteTitle } from '../components/route-title'

export default function TrialsRoute() {
  return <RouteTitle route="trials" />
}
