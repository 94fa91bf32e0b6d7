import { LoginScreen } from './login'

export default function SignupRoute() {
  return <LoginScreen mode="signup" />
}
