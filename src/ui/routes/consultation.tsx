import { ConsultationScreenRoute } from '../consultation/consultation-screen'

export default function ConsultationRoute() {
  return <ConsultationScreenRoute route="consultation" />
}
