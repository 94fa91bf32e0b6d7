import { RecordingRoute } from '../recording/recording-screen'

export default function ConsultationRoute() {
  return <RecordingRoute route="consultation" />
}
