import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { RecordingScreen } from '../recording/recording-screen'

export default function DictaphoneConsultationRoute() {
  const { id = '' } = useParams()
  const { t } = useTranslation()
  // The same screen with the transcript as the main view.
  return (
    <Suspense fallback={<p role="status">{t('recording.opening')}</p>}>
      <RecordingScreen key={id} route="dictaphone_consultation" sessionId={id} />
    </Suspense>
  )
}
