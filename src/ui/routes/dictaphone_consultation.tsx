import { RecordingRoute } from '../recording/recording-screen'

/** The consultation's screen with the transcript as the main view. */
export default function DictaphoneConsultationRoute() {
  return <RecordingRoute route="dictaphone_consultation" />
}
