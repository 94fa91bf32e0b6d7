import { NotFoundScreen } from '../components/status-screens'

export default function NotFoundRoute() {
  return <NotFoundScreen />
}
