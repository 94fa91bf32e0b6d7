import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { audioCheckMachine } from '../../machines/audio-check/audio-check.machine'
import {
  selectCanContinue,
  selectDeviceId,
  selectIsChecking,
  selectIsDetected,
  selectIsHearing,
  selectIsNotDetected,
  selectLevel,
  selectMicrophoneError,
} from '../../machines/audio-check/audio-check.selectors'
import { useScreenActor } from '../components/screen-actor'
import { LevelMeter } from './level-meter'

/**
 * The two-step audio check (audio not detected / audio detected / continue), mounted from a click so the
 * microphone opens only when asked. Not offered on mobile (the screen does not mount it there).
 */
export function AudioCheck({
  machine,
  deviceId,
  onDone,
  onCancel,
}: {
  machine: typeof audioCheckMachine
  deviceId: string | null
  onDone: (deviceId: string | null) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const actor = useScreenActor(machine, { input: { isMobile: false, deviceId } })
  const checking = useSelector(actor, selectIsChecking)
  const hearing = useSelector(actor, selectIsHearing)
  const detected = useSelector(actor, selectIsDetected)
  const notDetected = useSelector(actor, selectIsNotDetected)
  const microphoneError = useSelector(actor, selectMicrophoneError)
  const level = useSelector(actor, selectLevel)
  const checkedDevice = useSelector(actor, selectDeviceId)
  const canContinue = useSelector(actor, selectCanContinue)
  const finish = () => {
    actor.send({ type: 'check.continue' })
    onDone(checkedDevice)
  }
  return (
    <section className="audio-check notice" aria-live="polite" data-audio-check>
      <h3>{t('recording.check.title')}</h3>
      <p>
        {t('recording.check.step', { step: detected ? 2 : 1 })}{' '}
        {checking && !hearing && t('recording.check.speak')}
        {hearing && t('recording.check.hearing')}
        {detected && t('recording.check.detected')}
        {notDetected && t('recording.check.notDetected')}
        {microphoneError && t('recording.microphoneError')}
      </p>
      {(checking || hearing) && <LevelMeter db={level} />}
      <div className="cluster">
        {(notDetected || microphoneError) && (
          <button type="button" onClick={() => actor.send({ type: 'check.again' })}>
            {t('recording.check.again')}
          </button>
        )}
        {canContinue && (
          <button type="button" className="primary" onClick={finish}>
            {t('recording.check.continue')}
          </button>
        )}
        <button type="button" onClick={onCancel}>
          {t('recording.check.close')}
        </button>
      </div>
    </section>
  )
}
