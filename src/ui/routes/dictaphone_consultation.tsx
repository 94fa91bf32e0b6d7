import { useParams } from 'react-router-dom'
import { ConsultationScreen } from '../catalogue/consultation-screen'

export default function DictaphoneConsultationRoute() {
  const { id = '' } = useParams()
  return <ConsultationScreen key={id} route="dictaphone_consultation" sessionId={id} />
}
