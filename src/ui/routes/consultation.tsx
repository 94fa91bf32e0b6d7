import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { RecordingScreen } from '../recording/recording-screen'

export default function ConsultationRoute() {
  const { id = '' } = useParams()
  const { t } = useTranslation()
  // Another consultation is another screen: fresh machines. The screen waits for the chunk queue to open.
  return (
    <Suspense fallback={<p role="status">{t('recording.opening')}</p>}>
      <RecordingScreen key={id} route="consultation" sessionId={id} />
    </Suspense>
  )
}
