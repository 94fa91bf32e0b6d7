import { ConsultationScreenRoute } from '../consultation/consultation-screen'

/** The consultation's screen with the transcript as the main view. */
export default function DictaphoneConsultationRoute() {
  return <ConsultationScreenRoute route="dictaphone_consultation" />
}
