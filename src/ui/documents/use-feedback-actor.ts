import { type ActorRefFrom, fromPromise } from 'xstate'
import { feedbackMachine } from '../../machines/feedback/feedback.machine'
import { createDocuments } from '../../services/documents'
import { useScreenActor } from '../components/screen-actor'
import { useApiService } from '../shell-context'

export type FeedbackActor = ActorRefFrom<typeof feedbackMachine>

/** The feedback form of a consultation. */
export function useFeedbackActor(sessionId: string): FeedbackActor {
  const documents = useApiService(createDocuments)
  return useScreenActor(
    feedbackMachine.provide({
      actors: {
        'send feedback': fromPromise(({ input }) => documents.sendFeedback(input.sessionId, input.feedback)),
      },
    }),
    { input: { sessionId } },
  )
}
