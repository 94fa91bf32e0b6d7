import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ConsultationForm } from './consultation-form'
import './catalogue.css'

/**
 * A consultation: the recording area (built with the recording issue; it holds no controls yet) and the
 * consultation form. The dictaphone screen is the same for now.
 */
export function ConsultationScreen({
  route,
  sessionId,
}: {
  route: 'consultation' | 'dictaphone_consultation'
  sessionId: string
}) {
  const { t } = useTranslation()
  const recordingId = useId()
  return (
    <main data-route={route} className="consultation">
      <header className="page-header">
        <h1>{t(`routes.${route}.title`)}</h1>
        <Link to="/">{t('consultation.home')}</Link>
      </header>
      {/* RECORDING REGION: the recording issue puts the microphone, transcript and documents here. */}
      <section aria-labelledby={recordingId} className="consultation-recording" data-region="recording">
        <h2 id={recordingId}>{t('consultation.recordingTitle')}</h2>
        <p className="muted">{t('consultation.recordingNote')}</p>
      </section>
      <ConsultationForm sessionId={sessionId} />
    </main>
  )
}
