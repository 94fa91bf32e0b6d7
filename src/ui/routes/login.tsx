import { RouteTitle } from '../components/route-title'

/** login, signup and reset are one screen in three modes (spec, section 2). */
export type LoginMode = 'login' | 'signup' | 'reset'

export function LoginScreen({ mode }: { mode: LoginMode }) {
  return (
    <div data-login-mode={mode}>
      <RouteTitle route={mode} />
    </div>
  )
}

export default function LoginRoute() {
  return <LoginScreen mode="login" />
}
