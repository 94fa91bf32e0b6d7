import { RouteTitle } from '../components/route-title'

export default function HomeRoute() {
  return <RouteTitle route="home" />
}
