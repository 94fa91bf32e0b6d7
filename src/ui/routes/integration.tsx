import { AutologinScreen } from './autologin'

export default function IntegrationRoute() {
  return <AutologinScreen mode="signed-token" />
}
