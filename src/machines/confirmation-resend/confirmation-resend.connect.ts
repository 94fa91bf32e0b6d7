import type { SnapshotFrom } from 'xstate'
import { problemMessage, type Translate } from '../shared/field-props'
import type { Send } from '../shared-connect/commands'
import type { ConfirmationResendEvent, confirmationResendMachine } from './confirmation-resend.machine'

type ConfirmationResendSnapshot = SnapshotFrom<typeof confirmationResendMachine>

export const selectIsBusy = (snapshot: ConfirmationResendSnapshot) => snapshot.hasTag('busy')
export const selectIsSent = (snapshot: ConfirmationResendSnapshot) => snapshot.hasTag('sent')
export const selectProblem = (snapshot: ConfirmationResendSnapshot) => snapshot.context.problem

/** The "send the link again" button of the login screen, with its neutral answer or its failure. */
export function connectConfirmationResend(
  snapshot: ConfirmationResendSnapshot,
  send: Send<ConfirmationResendEvent>,
  t: Translate,
  email: string,
) {
  const isBusy = selectIsBusy(snapshot)
  return {
    isBusy,
    button: {
      label: isBusy ? t('login.resend.busy') : t('login.resend.button'),
      disabled: isBusy,
      onClick: () => send({ type: 'confirmation.resend', email }),
    },
    /** The same words whether or not the address waits for confirmation. */
    sent: selectIsSent(snapshot) ? t('login.resend.sent', { email: snapshot.context.email }) : null,
    problem: problemMessage(t, selectProblem(snapshot)),
  }
}
