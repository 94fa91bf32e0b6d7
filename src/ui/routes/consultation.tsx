import { useParams } from 'react-router-dom'
import { ConsultationScreen } from '../catalogue/consultation-screen'

export default function ConsultationRoute() {
  const { id = '' } = useParams()
  // Another consultation is another screen: a fresh form machine.
  return <ConsultationScreen key={id} route="consultation" sessionId={id} />
}
