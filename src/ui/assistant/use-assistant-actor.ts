import { useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { selectUser } from '../../machines/app/app.selectors'
import { assistantMachine, CLINICAL_WRITING_ASSISTANT } from '../../machines/assistant/assistant.machine'
import { jobPollingWith } from '../../machines/job-polling/job-polling.machine'
import { isApiError } from '../../services/api'
import { createAssistant } from '../../services/assistant'
import { useScreenActor } from '../components/screen-actor'
import { useShell } from '../shell-context'

/** Where the browser keeps the conversation to continue, per user and assistant (the key alone reads nothing). */
const threadStorageKey = (userId: string, assistantKey: string) =>
  `escriba.assistant.${userId}.${assistantKey}`

/** The chat's actor on the real assistant calls; the conversation's key is kept for the next visit. */
export function useAssistantActor(assistantKey = CLINICAL_WRITING_ASSISTANT) {
  const { api, app } = useShell()
  const userId = useSelector(app, selectUser)?.id ?? 'anonymous'
  const storageKey = threadStorageKey(userId, assistantKey)
  const storage = globalThis.localStorage
  return useScreenActor(
    assistantMachine.provide({
      actors: {
        'open chat': fromPromise(async ({ input }) => {
          const assistant = createAssistant(api)
          const assistants = await assistant.assistants()
          const found = assistants.find((a) => a.key === input.assistantKey) ?? null
          if (!input.threadKey || !found?.available) {
            return { assistant: found, messages: [], openRunKey: null, threadKey: null }
          }
          try {
            const thread = await assistant.thread({
              assistantKey: input.assistantKey,
              threadKey: input.threadKey,
            })
            return { assistant: found, ...thread }
          } catch (error) {
            // A conversation that is gone (or another account's) starts afresh.
            if (isApiError(error) && error.code === 'not_found')
              return { assistant: found, messages: [], openRunKey: null, threadKey: null }
            throw error
          }
        }),
        'send question': fromPromise(({ input }) => createAssistant(api).ask(input)),
        'follow run': jobPollingWith(
          fromPromise(({ input }: { input: { assistantKey: string; threadKey: string; runKey: string } }) =>
            createAssistant(api).run(input),
          ),
        ),
      },
      actions: {
        'remember thread': (_, { threadKey }) => {
          if (threadKey) storage?.setItem(storageKey, threadKey)
          else storage?.removeItem(storageKey)
        },
      },
    }),
    { input: { assistantKey, threadKey: storage?.getItem(storageKey) ?? null } },
  )
}
