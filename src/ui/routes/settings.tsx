import { RouteTitle } from '../components/route-title'

export default function SettingsRoute() {
  return <RouteTitle route="settings" />
}
