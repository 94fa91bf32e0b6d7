import { LANGUAGES, type Language } from '../../../contract/common'
import type {
  Assistant,
  AssistantMessage,
  AssistantRequest,
  AssistantRunStatus,
} from '../../../contract/engines'
import type { Config } from '../../config'
import type { Db } from '../../db/connect'
import type { AssistantMessageRow } from '../../db/schema'
import { GenerationOverloadedError } from '../../engines/generation/engine'
import { type ChatCompletion, type ChatMessage, openAiChatCompletion } from '../../engines/generation/llm'
import { AppError, badRequest, conflict, notFound } from '../../http/errors'
import { isUuid } from '../../http/ids'
import { ASSISTANTS, type AssistantDefinition, assistantByKey } from './assistants'
import * as store from './store'

export interface AssistantJob {
  runId: string
}

export interface AssistantDeps {
  db: Db
  /** The chat model; null when the server has no language model, and the assistant says so. */
  chat: ChatCompletion | null
  settings: AssistantSettings
  /** Queues the job that writes a run's answer. */
  enqueue: (job: AssistantJob) => Promise<void>
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void }
}

export interface AssistantSettings {
  /** The model asked for unless the clinician chose another of `offered`. */
  model: string | undefined
  /** Models a clinician may prefer (those of the LLM generation engine). */
  offered: string[]
  /** Hours a finished consultation is kept: the notes the assistant may read. */
  retentionHours: number
}

/** The chat model and its settings from the configuration; no LLM_URL (or no model) means none. */
export function assistantSetup(config: Pick<Config, 'assistant' | 'generation' | 'retentionHours'>): {
  chat: ChatCompletion | null
  settings: AssistantSettings
} {
  const { llmUrl, llmApiKey, model } = config.assistant
  return {
    chat: llmUrl && model ? openAiChatCompletion({ baseUrl: llmUrl, apiKey: llmApiKey }) : null,
    settings: {
      model,
      offered: config.generation.engine === 'llm' ? config.generation.models.map((m) => m.id) : [],
      retentionHours: config.retentionHours,
    },
  }
}

/** How many recent notes the assistant reads, and how much of each. */
const RECENT_NOTES = 5
const NOTE_CHARACTERS = 6_000
/** How much of the conversation goes with each question: the latest messages up to this many characters. */
const HISTORY_CHARACTERS = 60_000
const HISTORY_MESSAGES = 40

const LANGUAGE_NAMES: Record<Language, string> = {
  pt: 'European Portuguese',
  en: 'British English',
  de: 'German',
  es: 'Spanish (Spain)',
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | null
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause))
}

/** 503 with `fields.assistant_key = 'not_configured'`, so the browser can tell it from a passing outage. */
export const notConfigured = () =>
  new AppError(
    503,
    'unavailable',
    'The assistant needs a language model and this server has none configured: its administrator sets LLM_URL (see the README)',
    { assistant_key: 'not_configured' },
  )

function definitionOf(key: string): AssistantDefinition {
  const assistant = assistantByKey(key)
  if (!assistant) throw badRequest('Unknown assistant', { assistant_key: 'Not one of GET /assistants' })
  return assistant
}

async function ownThread(db: Db, userId: string, assistantKey: string, threadKey: string) {
  const thread = isUuid(threadKey) ? await store.findThread(db, userId, assistantKey, threadKey) : undefined
  if (!thread) throw notFound('Thread')
  return thread
}

/** The clinician's preferred model when the server offers it, else the configured one. */
const modelFor = (settings: AssistantSettings, preferred: string | null) =>
  preferred && settings.offered.includes(preferred) ? preferred : (settings.model ?? null)

/** GET /assistants, named in the reader's language. */
export function listAssistants(deps: Pick<AssistantDeps, 'chat'>, language: Language): Assistant[] {
  return ASSISTANTS.map((a) => ({ key: a.key, ...a.texts[language], available: deps.chat !== null }))
}

/** POST /assistant: the question is kept in the thread (a new one without thread_key) and a run queued. */
export async function ask(
  deps: AssistantDeps,
  user: { id: string; preferredModel: string | null },
  body: AssistantRequest,
) {
  definitionOf(body.assistant_key)
  if (!deps.chat) throw notConfigured()
  const existing = body.thread_key
    ? await ownThread(deps.db, user.id, body.assistant_key, body.thread_key)
    : undefined
  let started: { threadId: string; runId: string }
  try {
    started = await deps.db.transaction(async (tx) => {
      const thread = existing ?? (await store.insertThread(tx, user.id, body.assistant_key))
      const run = await store.insertRun(tx, thread.id, modelFor(deps.settings, user.preferredModel))
      await store.appendMessage(tx, thread.id, { role: 'user', content: body.message, runId: run.id })
      return { threadId: thread.id, runId: run.id }
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw conflict('The assistant is still answering your previous message: wait for its reply', {
      thread_key: 'Still answering',
    })
  }
  await deps.enqueue({ runId: started.runId })
  return { thread_key: started.threadId, run_key: started.runId }
}

/** GET /assistant/run. */
export async function runStatus(
  db: Db,
  userId: string,
  query: { assistant_key: string; thread_key: string; run_key: string },
): Promise<AssistantRunStatus> {
  definitionOf(query.assistant_key)
  const thread = await ownThread(db, userId, query.assistant_key, query.thread_key)
  const run = isUuid(query.run_key) ? await store.findRun(db, thread.id, query.run_key) : undefined
  if (!run) throw notFound('Run')
  const reply = run.status === 'completed' ? ((await store.findReply(db, run.id))?.content ?? null) : null
  return {
    status: run.status as AssistantRunStatus['status'],
    reply,
    error: run.status === 'failed' ? run.error : null,
  }
}

/** GET /assistant/thread: the conversation so far. */
export async function getThread(
  db: Db,
  userId: string,
  query: { assistant_key: string; thread_key: string },
) {
  definitionOf(query.assistant_key)
  const thread = await ownThread(db, userId, query.assistant_key, query.thread_key)
  const messages: AssistantMessage[] = (await store.listMessages(db, thread.id)).map((m) => ({
    role: m.role as AssistantMessage['role'],
    content: m.content,
    created_at: m.createdAt.toISOString(),
  }))
  return {
    thread_key: thread.id,
    messages,
    open_run_key: (await store.findOpenRun(db, thread.id))?.id ?? null,
  }
}

/** What the assistant is told before the conversation: its instructions, the language, the notes it may read. */
async function systemMessage(
  deps: AssistantDeps,
  assistant: AssistantDefinition,
  userId: string,
  language: Language,
  now: Date,
) {
  const parts = [
    assistant.instructions,
    `Answer in ${LANGUAGE_NAMES[language]}, unless the clinician writes in another language: then answer in theirs.`,
  ]
  if (assistant.knowsRecentNotes) {
    const since = new Date(now.getTime() - deps.settings.retentionHours * 3_600_000)
    const notes = await store.recentMainNotes(deps.db, userId, since, RECENT_NOTES)
    parts.push(
      notes.length === 0
        ? "The clinician's recent consultation notes: none are kept right now. If asked about a recent consultation, say it is no longer kept and ask for the details."
        : [
            `The clinician's recent consultation notes, newest first (each is kept only ${deps.settings.retentionHours} h after its consultation ends):`,
            ...notes.map((note, i) => {
              const when = (note.startedAt ?? note.createdAt).toISOString().slice(0, 16).replace('T', ' ')
              const content = note.content!.slice(0, NOTE_CHARACTERS)
              return `### Note ${i + 1} (consultation type ${note.consultationTypeId}, started ${when} UTC)\n\n${content}`
            }),
          ].join('\n\n'),
    )
  }
  return { role: 'system', content: parts.join('\n\n') }
}

/** The latest messages that fit, oldest first. */
function recentHistory(messages: AssistantMessageRow[]): ChatMessage[] {
  const kept: ChatMessage[] = []
  let size = 0
  for (const message of [...messages].reverse()) {
    if (kept.length >= HISTORY_MESSAGES || size + message.content.length > HISTORY_CHARACTERS) break
    kept.unshift({ role: message.role, content: message.content })
    size += message.content.length
  }
  return kept
}

/** The job: the thread's history to the chat model, its answer kept as the run's reply, or why it failed. */
export async function answer(deps: AssistantDeps, job: AssistantJob, now = new Date()) {
  const found = await store.findRunWithThread(deps.db, job.runId)
  if (!found || (found.run.status !== 'queued' && found.run.status !== 'running')) return
  const { run, thread } = found
  const fail = async (error: string) => {
    await store.setRunState(deps.db, run.id, { status: 'failed', error: error.slice(0, 500) })
    deps.log.error({ runId: run.id, reason: error }, 'assistant run failed')
  }
  const assistant = assistantByKey(thread.assistantKey)
  const model = run.model ?? deps.settings.model
  if (!deps.chat || !model) return fail('No language model is configured on this server')
  if (!assistant) return fail('This assistant no longer exists')
  await store.setRunState(deps.db, run.id, { status: 'running' })
  const language = (LANGUAGES as readonly string[]).includes(found.language)
    ? (found.language as Language)
    : 'pt'
  try {
    const messages = [
      await systemMessage(deps, assistant, thread.userId, language, now),
      ...recentHistory(await store.listMessages(deps.db, thread.id)),
    ]
    const reply = (await deps.chat(model, 0.3, messages)).trim()
    if (!reply) return fail('The language model answered nothing; try again')
    await deps.db.transaction(async (tx) => {
      await store.appendMessage(tx, thread.id, { role: 'assistant', content: reply, runId: run.id })
      await store.setRunState(tx, run.id, { status: 'completed' })
    })
  } catch (error) {
    await fail(
      error instanceof GenerationOverloadedError
        ? 'The language model is busy; try again in a moment'
        : `The assistant could not answer: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/**
 * Retention for assistant conversations, which may quote notes: the same rule as a consultation's texts. A
 * thread is deleted `retentionHours` after its last message unless its clinician keeps text data
 * (save_text_data); one still being answered waits for its answer. The log names threads, never content.
 */
export async function purgeIdleAssistantThreads(
  deps: { db: Db; config: { retentionHours: number }; log: { info(obj: object, msg: string): void } },
  now = new Date(),
) {
  const idleBefore = new Date(now.getTime() - deps.config.retentionHours * 3_600_000)
  let purged = 0
  for (;;) {
    const due = await store.threadsDueForPurge(deps.db, idleBefore, 100)
    await store.deleteThreads(
      deps.db,
      due.map((thread) => thread.id),
    )
    for (const thread of due) {
      deps.log.info({ threadId: thread.id, userId: thread.userId }, 'assistant thread purged after retention')
    }
    purged += due.length
    if (due.length < 100) return purged
  }
}
