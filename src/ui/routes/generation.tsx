import { RouteTitle } from '../components/route-title'

export default function GenerationRoute() {
  return <RouteTitle route="generation" />
}
