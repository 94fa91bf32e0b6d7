import type { SnapshotFrom } from 'xstate'
import type { ModeChoice } from '../../services/consultation-mode'
import type { Translate } from '../shared/field-props'
import type { Send } from '../shared-connect/commands'
import { tagSelectors } from '../shared-connect/tag-selectors'
import type { ConsultationModeEvent, consultationModeMachine } from './consultation-mode.machine'

type ModeSnapshot = SnapshotFrom<typeof consultationModeMachine>

/** The three modes in the order the panel offers them (spec, section 2). */
export const MODE_CHOICES: readonly ModeChoice[] = ['normal', 'mobile', 'teleconsultation']

export const selectChoice = (snapshot: ModeSnapshot) => snapshot.context.choice
export const { selectIsSaving, selectIsCodeLoading, selectIsCodeFailed } = tagSelectors<ModeSnapshot>()({
  selectIsSaving: 'saving',
  selectIsCodeLoading: 'code-loading',
  selectIsCodeFailed: 'code-failed',
})
export const selectProblem = (snapshot: ModeSnapshot) => snapshot.context.problem
export const selectPhoneSignIn = (snapshot: ModeSnapshot) => snapshot.context.phoneSignIn

/** Everything the mode panel shows, translated, with its commands. */
export function connectModeChoice(snapshot: ModeSnapshot, send: Send<ConsultationModeEvent>, t: Translate) {
  const { choice, dictaphone, problem, teleconsultationSupported, isMobileDevice } = snapshot.context
  // A save still owed is said until it is made, also once a refused teleconsultation has been answered.
  const saveOwed = snapshot.can({ type: 'mode.retry' })
  const shownProblem = problem ?? (saveOwed ? 'save-failed' : null)
  return {
    title: t('modes.title'),
    options: MODE_CHOICES.map((value) => ({
      value,
      label: t(`modes.choice.${value}`),
      description: t(
        value === 'teleconsultation' && !teleconsultationSupported
          ? 'modes.teleconsultationUnsupported'
          : `modes.description.${value}`,
      ),
      checked: choice === value,
      choose: () => send({ type: 'mode.choose', choice: value }),
    })),
    dictaphone: {
      label: t('modes.dictaphone'),
      description: t('modes.dictaphoneDescription'),
      // Teleconsultation keeps its own mode; the transcript view applies to the other two.
      shown: choice !== 'teleconsultation',
      checked: dictaphone,
      change: (on: boolean) => send({ type: 'mode.dictaphone.change', on }),
    },
    saving: snapshot.hasTag('saving') ? t('modes.saving') : '',
    problem: shownProblem ? t(`modes.problem.${shownProblem}`) : null,
    retry: saveOwed ? () => send({ type: 'mode.retry' }) : null,
    retryLabel: t('modes.retry'),
    /** On the phone in mobile mode: it records, the computer follows. */
    phoneNote: choice === 'mobile' && isMobileDevice ? t('modes.phoneRecords') : null,
  }
}

/** The QR banner on a computer in mobile mode. */
export function connectPhoneCode(snapshot: ModeSnapshot, send: Send<ConsultationModeEvent>, t: Translate) {
  const phoneSignIn = snapshot.context.phoneSignIn
  return {
    shown: snapshot.context.choice === 'mobile' && !snapshot.context.isMobileDevice,
    title: t('modes.qr.title'),
    instructions: t('modes.qr.instructions'),
    imageLabel: t('modes.qr.imageLabel'),
    loading: snapshot.hasTag('code-loading') ? t('modes.qr.loading') : null,
    failed: snapshot.hasTag('code-failed') ? t('modes.qr.failed') : null,
    url: phoneSignIn?.url ?? null,
    expiresAt: phoneSignIn?.expiresAt ?? null,
    // A phone cannot open a loopback address, and allows the microphone only over HTTPS.
    warning: phoneSignIn?.warning ? t(`modes.qr.warning.${phoneSignIn.warning}`) : null,
    renewLabel: t('modes.qr.renew'),
    renew: snapshot.can({ type: 'code.renew' }) ? () => send({ type: 'code.renew' }) : null,
  }
}
