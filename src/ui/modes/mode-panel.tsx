import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import {
  connectModeChoice,
  connectPhoneCode,
} from '../../machines/consultation-mode/consultation-mode.connect'
import type { consultationModeMachine } from '../../machines/consultation-mode/consultation-mode.machine'
import { useConnect } from '../components/use-connect'
import { PHONE_WIDTH, useMediaQuery } from '../components/use-media-query'
import { QrCode } from './qr-code'
import { useConsultationModeActor } from './use-consultation-mode-actor'
import './modes.css'

type ModeActor = ActorRefFrom<typeof consultationModeMachine>

/** On a computer in mobile mode: the QR code the phone scans to sign in as the same clinician. */
function PhoneCodeBanner({ actor }: { actor: ModeActor }) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const code = useConnect(actor, connectPhoneCode)
  if (!code.shown) return null
  const expires =
    code.expiresAt === null
      ? null
      : new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(code.expiresAt)
  return (
    <section
      className="card phone-code"
      aria-labelledby={titleId}
      aria-busy={code.loading ? true : undefined}
    >
      <h3 id={titleId}>{code.title}</h3>
      <div className="phone-code-body">
        {code.url && <QrCode value={code.url} label={code.imageLabel} />}
        <div className="stack">
          <p>{code.instructions}</p>
          {code.loading && <p role="status">{code.loading}</p>}
          {code.url && expires && <p className="muted text-sm">{t('modes.qr.expires', { time: expires })}</p>}
          {code.warning && <p className="notice notice-warning">{code.warning}</p>}
          {code.failed && (
            <p className="notice notice-error" role="alert">
              {code.failed}
            </p>
          )}
          {code.renew && (
            <p>
              <button type="button" onClick={code.renew}>
                {code.renewLabel}
              </button>
            </p>
          )}
        </div>
      </div>
    </section>
  )
}

/**
 * Home's consultation mode: normal, mobile phone or teleconsultation (spec, section 2), the dictaphone
 * view, and in mobile mode the QR banner for the phone. On a phone it is folded under its title and the
 * mode chosen, so the type choice above it is what the first screen shows.
 */
export function ConsultationModePanel() {
  const actor = useConsultationModeActor()
  const titleId = useId()
  const bodyId = useId()
  const dictaphoneHint = useId()
  const dictaphoneId = useId()
  const panel = useConnect(actor, connectModeChoice)
  const foldable = useMediaQuery(PHONE_WIDTH)
  const [opened, setOpened] = useState(false)
  const folded = foldable && !opened
  const chosen = panel.options.find((option) => option.checked)?.label
  return (
    <section
      className="consultation-mode"
      aria-labelledby={foldable ? `${titleId}-toggle` : titleId}
      data-region="consultation-mode"
    >
      {foldable && (
        <h2>
          <button
            id={`${titleId}-toggle`}
            type="button"
            className="quiet disclosure"
            aria-expanded={opened}
            aria-controls={bodyId}
            onClick={() => setOpened((value) => !value)}
          >
            {panel.title}
            {chosen && <span className="badge">{chosen}</span>}
          </button>
        </h2>
      )}
      <div id={bodyId} hidden={folded}>
        <fieldset aria-busy={panel.saving ? true : undefined}>
          <legend id={titleId} className={foldable ? 'visually-hidden' : undefined}>
            {panel.title}
          </legend>
          <ul className="choice-list">
            {panel.options.map((option) => (
              <li key={option.value}>
                <label className="choice">
                  <input
                    type="radio"
                    name="consultation-mode"
                    value={option.value}
                    checked={option.checked}
                    aria-describedby={`${titleId}-${option.value}`}
                    onChange={option.choose}
                  />
                  <span>
                    <strong>{option.label}</strong>
                    <br />
                    <span id={`${titleId}-${option.value}`} className="muted text-sm">
                      {option.description}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {panel.dictaphone.shown && (
            <div className="field field-checkbox">
              <input
                id={dictaphoneId}
                type="checkbox"
                name="dictaphone"
                checked={panel.dictaphone.checked}
                aria-describedby={dictaphoneHint}
                onChange={(event) => panel.dictaphone.change(event.currentTarget.checked)}
              />
              <label htmlFor={dictaphoneId}>{panel.dictaphone.label}</label>
              <p id={dictaphoneHint} className="field-hint">
                {panel.dictaphone.description}
              </p>
            </div>
          )}
          <p className="form-status" role="status">
            {panel.saving}
          </p>
          {panel.problem && (
            <div className="notice notice-error" role="alert">
              <p>{panel.problem}</p>
              {panel.retry && (
                <button type="button" onClick={panel.retry}>
                  {panel.retryLabel}
                </button>
              )}
            </div>
          )}
        </fieldset>
      </div>
      {/* Outside the fold: that this phone records is said even when folded. */}
      {panel.phoneNote && <p className="notice">{panel.phoneNote}</p>}
      <PhoneCodeBanner actor={actor} />
    </section>
  )
}
