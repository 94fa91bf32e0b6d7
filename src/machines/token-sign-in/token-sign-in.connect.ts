import type { SnapshotFrom } from 'xstate'
import { problemMessage, type Translate } from '../shared/field-props'
import type { Send } from '../shared-connect/commands'
import { tagSelectors } from '../shared-connect/tag-selectors'
import type { TokenSignInEvent, TokenSignInKind, tokenSignInMachine } from './token-sign-in.machine'

type TokenSignInSnapshot = SnapshotFrom<typeof tokenSignInMachine>

export const { selectIsBusy, selectHasError, selectIsSignedIn } = tagSelectors<TokenSignInSnapshot>()({
  selectIsBusy: 'busy',
  selectHasError: 'error',
  selectIsSignedIn: 'success',
})
export const selectProblem = (snapshot: TokenSignInSnapshot) => snapshot.context.problem
export const selectCanRetry = (snapshot: TokenSignInSnapshot) => snapshot.can({ type: 'token.retry' })

/** The screen each way in is shown on (its route name, hence its title). */
export const ROUTE_OF: Record<TokenSignInKind, 'confirm_email' | 'autologin' | 'integration'> = {
  confirm_email: 'confirm_email',
  qr: 'autologin',
  'signed-token': 'integration',
}

/** Everything the token screen shows, translated, with its one command. */
export function connectTokenSignIn(
  snapshot: TokenSignInSnapshot,
  send: Send<TokenSignInEvent>,
  t: Translate,
) {
  const { kind, problem } = snapshot.context
  const route = ROUTE_OF[kind]
  return {
    route,
    title: t(`routes.${route}.title`),
    isBusy: selectIsBusy(snapshot),
    status: selectIsBusy(snapshot)
      ? t(`tokenSignIn.${kind === 'confirm_email' ? 'confirming' : 'signingIn'}`)
      : selectIsSignedIn(snapshot)
        ? t('tokenSignIn.signedIn')
        : null,
    problem: problemMessage(t, problem),
    /** What to do next when the link did not work. */
    advice: problem && !selectCanRetry(snapshot) ? t(`tokenSignIn.advice.${kind}`) : null,
    retry: selectCanRetry(snapshot)
      ? { label: t('tokenSignIn.retry'), onClick: () => send({ type: 'token.retry' }) }
      : null,
    /** A failed link leaves the person the login screen. */
    loginLink: problem ? t('tokenSignIn.toLogin') : null,
  }
}
