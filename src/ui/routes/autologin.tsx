import { TokenSignInScreen } from '../components/token-sign-in-screen'

/** qr: a token from the QR code of another device; signed-token: a token signed by an integrating system. */
export type AutologinMode = 'qr' | 'signed-token'

/** autologin and integration are one screen; integration is flagged as a signed-token login (spec, section 2). */
export function AutologinScreen({ mode }: { mode: AutologinMode }) {
  return <TokenSignInScreen kind={mode} mode={mode} />
}

export default function AutologinRoute() {
  return <AutologinScreen mode="qr" />
}
