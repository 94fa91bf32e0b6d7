import { TokenSignInScreen } from '../components/token-sign-in-screen'

/** The link mailed at signup: confirms the address (PATCH on open) and signs in. */
export default function ConfirmEmailRoute() {
  return <TokenSignInScreen kind="confirm_email" />
}
