import { RouteTitle } from '../components/route-title'

export default function HomeV2Route() {
  return <RouteTitle route="home-v2" />
}
