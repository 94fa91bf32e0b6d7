import { LoginScreen } from './login'

export default function ResetRoute() {
  return <LoginScreen mode="reset" />
}
