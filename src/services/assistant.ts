import {
  type Assistant,
  type AssistantMessage,
  AssistantRunStarted,
  AssistantRunStatus,
  AssistantsResponse,
  AssistantThreadResponse,
} from '../../contract/engines'
import type { Api } from './api'

export type AssistantRun = AssistantRunStatus
export type AssistantThread = { threadKey: string; messages: AssistantMessage[]; openRunKey: string | null }
export type AssistantKeys = { assistantKey: string; threadKey: string }

export type AssistantService = ReturnType<typeof createAssistant>

/** The assistant calls, parsed with the contract. */
export function createAssistant(api: Api) {
  return {
    /** GET /assistants: named in the interface language, each saying whether it can answer now. */
    async assistants(): Promise<Assistant[]> {
      return (await api.get('/assistants', { schema: AssistantsResponse })).data.assistants
    },

    /** POST /assistant: the question goes into the thread (a new one without threadKey); answers the run. */
    async ask(request: {
      message: string
      assistantKey: string
      threadKey: string | null
    }): Promise<{ threadKey: string; runKey: string }> {
      const { data } = await api.post('/assistant', {
        json: {
          message: request.message,
          assistant_key: request.assistantKey,
          ...(request.threadKey ? { thread_key: request.threadKey } : {}),
        },
        schema: AssistantRunStarted,
      })
      return { threadKey: data.thread_key, runKey: data.run_key }
    },

    /** GET /assistant/run: queued, running, completed (with the reply) or failed (with why). */
    async run(keys: AssistantKeys & { runKey: string }): Promise<AssistantRun> {
      return (
        await api.get('/assistant/run', {
          searchParams: {
            assistant_key: keys.assistantKey,
            thread_key: keys.threadKey,
            run_key: keys.runKey,
          },
          schema: AssistantRunStatus,
        })
      ).data
    },

    /** GET /assistant/thread: the conversation kept on the server. */
    async thread(keys: AssistantKeys): Promise<AssistantThread> {
      const { data } = await api.get('/assistant/thread', {
        searchParams: { assistant_key: keys.assistantKey, thread_key: keys.threadKey },
        schema: AssistantThreadResponse,
      })
      return { threadKey: data.thread_key, messages: data.messages, openRunKey: data.open_run_key }
    },
  }
}
