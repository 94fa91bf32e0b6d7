import { Suspense, use, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createMicrophonePreference, listMicrophones, type Microphone } from '../../services/audio/microphone'
import { type AudioProcessing, createAudioProcessingPreference } from '../../services/audio/settings'

const PROCESSING: readonly (keyof AudioProcessing)[] = [
  'noiseSuppression',
  'echoCancellation',
  'autoGainControl',
]

/** The audio inputs the browser lists; none where it cannot (an insecure page, no capture). */
const readMicrophones = (): Promise<Microphone[]> => {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices
  return devices?.enumerateDevices ? listMicrophones(devices).catch(() => []) : Promise.resolve([])
}

function MicrophoneChoice({
  microphones,
  onSaved,
}: {
  microphones: Promise<Microphone[]>
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const hintId = useId()
  const preference = createMicrophonePreference(window.localStorage)
  const [deviceId, setDeviceId] = useState(() => preference.get() ?? '')
  const listed = use(microphones).filter(
    (microphone) => microphone.deviceId && microphone.deviceId !== 'default',
  )
  return (
    <div className="field">
      <label htmlFor={id}>{t('audioSettings.microphone')}</label>
      <select
        id={id}
        name="microphone"
        value={deviceId}
        aria-describedby={hintId}
        onChange={(event) => {
          const chosen = event.currentTarget.value
          setDeviceId(chosen)
          preference.set(chosen || null)
          onSaved()
        }}
      >
        <option value="">{t('recording.defaultMicrophone')}</option>
        {listed.map((microphone, index) => (
          <option key={microphone.deviceId} value={microphone.deviceId}>
            {microphone.label || t('recording.microphoneNumber', { number: index + 1 })}
          </option>
        ))}
      </select>
      <p id={hintId} className="field-hint">
        {t('audioSettings.microphoneHint')}
      </p>
    </div>
  )
}

/**
 * Settings → audio: the preferred microphone and the browser's noise suppression, echo cancellation and
 * automatic gain, kept in this browser and used when a consultation opens the microphone.
 */
export function AudioSettingsSection() {
  const { t } = useTranslation()
  const processingPreference = createAudioProcessingPreference(window.localStorage)
  const [processing, setProcessing] = useState(() => processingPreference.get())
  const [saved, setSaved] = useState(false)
  const [microphones] = useState(readMicrophones)
  const titleId = useId()
  return (
    <section data-form="audio" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('settings.sections.audio')}</h2>
      <p className="muted">{t('audioSettings.intro')}</p>
      <Suspense fallback={<p role="status">{t('audioSettings.loadingMicrophones')}</p>}>
        <MicrophoneChoice microphones={microphones} onSaved={() => setSaved(true)} />
      </Suspense>
      <fieldset>
        <legend>{t('audioSettings.processing')}</legend>
        {PROCESSING.map((key) => (
          <div key={key} className="field field-checkbox">
            <input
              id={`${titleId}-${key}`}
              type="checkbox"
              name={key}
              checked={processing[key]}
              onChange={(event) => {
                const next = { ...processing, [key]: event.currentTarget.checked }
                setProcessing(next)
                processingPreference.set(next)
                setSaved(true)
              }}
            />
            <label htmlFor={`${titleId}-${key}`}>{t(`audioSettings.${key}`)}</label>
          </div>
        ))}
      </fieldset>
      <p className="form-status" role="status">
        {saved ? t('audioSettings.saved') : ''}
      </p>
    </section>
  )
}
