import { useNavigate } from 'react-router-dom'
import type { ConsultationSession } from '../../../contract/consultations'
import { pathFor } from '../../navigation/route-paths'
import { useShell } from '../shell-context'

/**
 * Opens a consultation from home (a new one, or one to continue): the app learns it is the active one, and
 * the screen of its mode opens.
 */
export function useOpenConsultation() {
  const { app } = useShell()
  const navigate = useNavigate()
  return (session: ConsultationSession) => {
    // The app follows the active consultation (root rule); the screen opens it in any case, also when the
    // app already followed this one.
    app.send({
      type: 'consultation.active.found',
      session: { id: session.id, show_transcription: session.show_transcription },
    })
    const to = session.show_transcription ? 'dictaphone_consultation' : 'consultation'
    void navigate(pathFor({ to, params: { id: session.id } }))
  }
}
