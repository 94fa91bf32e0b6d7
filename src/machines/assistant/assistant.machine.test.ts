import { describe, expect, it, vi } from 'vitest'
import type { Assistant } from '../../../contract/engines'
import { describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { startOnClock } from '../../../tests/unit/clock'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { offline } from '../../../tests/unit/offline'
import { jobPollingWith } from '../job-polling/job-polling.machine'
import { connectAssistant } from './assistant.connect'
import {
  type AssistantInput,
  type AssistantRunState,
  type AssistantStart,
  assistantMachine,
  MAX_RETRIES,
  POLL_DELAY_MS,
  RETRY_BASE_MS,
} from './assistant.machine'
import { pathOptions } from './assistant.paths'

const t = (key: string) => key
const writer: Assistant = {
  key: 'clinical-writing',
  name: 'Assistente de escrita clínica',
  description: 'Redige cartas.',
  available: true,
}
const opened = (overrides: Partial<AssistantStart> = {}): AssistantStart => ({
  assistant: writer,
  messages: [],
  openRunKey: null,
  threadKey: null,
  ...overrides,
})
const running: AssistantRunState = { status: 'running', reply: null, error: null }

function start(input: Partial<AssistantInput> = {}) {
  const open = fakeCall<AssistantStart, { assistantKey: string; threadKey: string | null }>()
  const ask = fakeCall<
    { threadKey: string; runKey: string },
    { assistantKey: string; threadKey: string | null; message: string }
  >()
  const fetch = fakeCall<AssistantRunState, { assistantKey: string; threadKey: string; runKey: string }>()
  const remembered: (string | null)[] = []
  const { actor, wait } = startOnClock(
    assistantMachine.provide({
      actors: {
        'open chat': open.logic,
        'send question': ask.logic,
        'follow run': jobPollingWith(fetch.logic),
      },
      actions: { 'remember thread': (_, { threadKey }) => remembered.push(threadKey) },
    }),
    { input: { threadKey: null, ...input } },
  )
  const view = () => connectAssistant(actor.getSnapshot(), actor.send, t)
  return { actor, open, ask, fetch, remembered, wait, view }
}

async function ready(input: Partial<AssistantInput> = {}, start_: Partial<AssistantStart> = {}) {
  const chat = start(input)
  await answerWith(chat.open, opened(start_))
  return chat
}

describe('assistant machine', () => {
  it('sends a question, polls the run every second, and shows the reply', async () => {
    const chat = await ready()
    expect(chat.view()).toMatchObject({ title: 'Assistente de escrita clínica', notConfigured: null })
    expect(chat.view().composer!.submit.disabled).toBe(true)
    chat.view().composer!.onChange('Escreve uma carta.')
    chat.view().composer!.submit.onSubmit()
    expect(chat.ask.inputs).toEqual([
      { assistantKey: 'clinical-writing', threadKey: null, message: 'Escreve uma carta.' },
    ])
    expect(chat.view().messages).toMatchObject([
      { role: 'user', content: 'Escreve uma carta.', pending: true },
    ])
    await answerWith(chat.ask, { threadKey: 't-1', runKey: 'r-1' })
    expect(chat.remembered).toEqual([null, 't-1'])
    expect(chat.view().composer!.value).toBe('')
    expect(chat.fetch.inputs).toEqual([{ assistantKey: 'clinical-writing', threadKey: 't-1', runKey: 'r-1' }])
    await answerWith(chat.fetch, running)
    expect(chat.view().writing).toBe('assistant.writing')
    await chat.wait(POLL_DELAY_MS)
    expect(chat.fetch.inputs).toHaveLength(2)
    await answerWith(chat.fetch, { status: 'completed', reply: 'Exmo. Colega,', error: null })
    expect(chat.view().messages.map((m) => [m.role, m.content, m.pending])).toEqual([
      ['user', 'Escreve uma carta.', false],
      ['assistant', 'Exmo. Colega,', false],
    ])
    expect(chat.view().writing).toBeNull()

    chat.view().composer!.onChange('Mais curta.')
    expect(chat.view().composer!.onKeyDown('Enter', true)).toBe(false)
    expect(chat.view().composer!.onKeyDown('Enter', false)).toBe(true)
    expect(chat.ask.inputs.at(-1)).toMatchObject({ threadKey: 't-1', message: 'Mais curta.' })
  })

  it('says clearly that no language model is configured, before and after a question', async () => {
    const unavailable = start()
    await answerWith(unavailable.open, opened({ assistant: { ...writer, available: false } }))
    expect(unavailable.view()).toMatchObject({
      notConfigured: { title: 'assistant.notConfigured.title', message: 'assistant.notConfigured.message' },
      composer: null,
      problem: null,
    })
    const late = await ready()
    late.view().composer!.onChange('Olá')
    late.view().composer!.submit.onSubmit()
    await failWith(late.ask, httpError('unavailable', 503, { assistant_key: 'not_configured' }))
    expect(late.view().notConfigured).not.toBeNull()
    expect(late.actor.getSnapshot().context.draft).toBe('Olá')
  })

  it('keeps the question after a failed send and says why', async () => {
    const chat = await ready()
    chat.view().composer!.onChange('Pergunta importante')
    chat.view().composer!.submit.onSubmit()
    await failWith(chat.ask, offline())
    expect(chat.view()).toMatchObject({ problem: { message: 'assistant.problems.connection' } })
    expect(chat.view().composer!.value).toBe('Pergunta importante')
    expect(chat.view().messages).toEqual([])
    chat.view().composer!.submit.onSubmit()
    await failWith(chat.ask, httpError('conflict', 409))
    expect(chat.view().problem!.message).toBe('assistant.problems.busy')
  })

  it('shows why a run failed, and lets the clinician ask again', async () => {
    const chat = await ready()
    chat.view().composer!.onChange('Resume.')
    chat.view().composer!.submit.onSubmit()
    await answerWith(chat.ask, { threadKey: 't-1', runKey: 'r-1' })
    await answerWith(chat.fetch, { status: 'failed', reply: null, error: 'The language model is busy' })
    expect(chat.view().problem).toEqual({
      message: 'assistant.problems.run_failed',
      detail: 'The language model is busy',
    })
    expect(chat.view().composer!.submit.disabled).toBe(true)
    chat.view().composer!.onChange('Resume, por favor.')
    expect(chat.view().composer!.submit.disabled).toBe(false)
  })

  it('tries again after growing waits when the connection drops, then offers a button', async () => {
    const chat = await ready({ maxRetries: 2 })
    chat.view().composer!.onChange('Olá')
    chat.view().composer!.submit.onSubmit()
    await answerWith(chat.ask, { threadKey: 't-1', runKey: 'r-1' })
    await failWith(chat.fetch, offline())
    await chat.wait(RETRY_BASE_MS)
    expect(chat.fetch.inputs).toHaveLength(2)
    await failWith(chat.fetch, offline())
    await chat.wait(RETRY_BASE_MS * 2 - 1)
    expect(chat.fetch.inputs).toHaveLength(2)
    await chat.wait(1)
    expect(chat.fetch.inputs).toHaveLength(3)
    await failWith(chat.fetch, offline())
    await chat.wait(RETRY_BASE_MS * 8)
    expect(chat.fetch.inputs).toHaveLength(3)
    expect(chat.view().retry).not.toBeNull()
    chat.view().retry!.onClick()
    await answerWith(chat.fetch, { status: 'completed', reply: 'Olá!', error: null })
    expect(chat.view().messages.at(-1)?.content).toBe('Olá!')
    expect(MAX_RETRIES).toBeGreaterThan(0)
  })

  it('asks the clinician to keep waiting after the cap on polls', async () => {
    const chat = await ready({ maxPolls: 2 })
    chat.view().composer!.onChange('Olá')
    chat.view().composer!.submit.onSubmit()
    await answerWith(chat.ask, { threadKey: 't-1', runKey: 'r-1' })
    await answerWith(chat.fetch, running)
    await chat.wait(POLL_DELAY_MS)
    await answerWith(chat.fetch, running)
    expect(chat.view().problem!.message).toBe('assistant.problems.taking_long')
    chat.view().keepWaiting!.onClick()
    expect(chat.fetch.inputs).toHaveLength(3)
  })

  it('continues the conversation kept from last time, waiting for an answer still being written', async () => {
    const chat = start({ threadKey: 't-9' })
    expect(chat.open.inputs).toEqual([{ assistantKey: 'clinical-writing', threadKey: 't-9' }])
    await answerWith(
      chat.open,
      opened({ threadKey: 't-9', openRunKey: 'r-9', messages: [{ role: 'user', content: 'Ainda aí?' }] }),
    )
    expect(chat.fetch.inputs).toEqual([{ assistantKey: 'clinical-writing', threadKey: 't-9', runKey: 'r-9' }])
    await answerWith(chat.fetch, { status: 'completed', reply: 'Sim.', error: null })
    expect(chat.view().messages.map((m) => m.content)).toEqual(['Ainda aí?', 'Sim.'])
    chat.view().newConversation!.onClick()
    expect(chat.view().messages).toEqual([])
    expect(chat.remembered.at(-1)).toBeNull()
  })

  it('offers a retry when the chat cannot open', async () => {
    const chat = start()
    await failWith(chat.open, offline())
    expect(chat.view().problem!.message).toBe('assistant.problems.load_failed')
    chat.view().retry!.onClick()
    expect(chat.open.inputs).toHaveLength(2)
  })
})

const chatView = (snapshot: Parameters<typeof connectAssistant>[0]) => connectAssistant(snapshot, () => {}, t)

describePaths(
  'assistant machine paths',
  assistantMachine,
  {
    input: pathOptions.input,
    events: pathOptions.events,
    provide: { actions: { 'remember thread': vi.fn() } },
    // The conversation grows with each answer: paths tell apart only whether there is one.
    serializeState: (snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        context: { ...snapshot.context, messages: snapshot.context.messages.length > 0 },
      }),
  },
  {
    states: {
      // Opening the conversation kept from last time: the composer read-only, nothing to send.
      opening: ({ actual }) => {
        const view = chatView(actual)
        expect(view.isOpening).toBe(true)
        expect([view.composer?.readOnly, view.composer?.submit.disabled]).toEqual([true, true])
      },
      // Not opened: why, and a retry.
      openFailed: ({ actual }) => {
        const view = chatView(actual)
        expect(view.problem).not.toBeNull()
        expect(view.retry?.label).toBe(t('assistant.retry'))
      },
      // No language model on the server: said plainly, and no composer at all.
      notConfigured: ({ actual }) => {
        const view = chatView(actual)
        expect(view.notConfigured).not.toBeNull()
        expect(view.composer).toBeNull()
      },
      // The conversation and the composer, open to type; send once there is a question.
      ready: ({ actual }) => {
        const view = chatView(actual)
        expect(view.composer?.readOnly).toBe(false)
        expect(view.composer?.submit.disabled).toBe(actual.context.draft.trim() === '')
        expect([view.writing, view.notConfigured]).toEqual([null, null])
      },
      // The question on its way: shown pending, the composer read-only.
      sending: ({ actual }) => {
        const view = chatView(actual)
        expect(view.messages.at(-1)).toMatchObject({ pending: true, content: actual.context.sending })
        expect(view.composer?.submit).toMatchObject({ label: t('assistant.sending'), busy: true })
      },
      // The assistant is writing (or its answer is being asked again after a lost check).
      'waiting.following': ({ actual }) => {
        const view = chatView(actual)
        expect(view.writing).toBe(t('assistant.writing'))
        expect(view.composer?.submit.disabled).toBe(true)
      },
      'waiting.retrying': ({ actual }) => {
        const view = chatView(actual)
        expect(view.writing).toBeNull()
        expect(view.problem?.message).toBe(t('assistant.problems.connection'))
      },
      // Taking long, or lost sight of: keep waiting, try again, or start anew.
      stalled: ({ actual }) => {
        const view = chatView(actual)
        expect(view.problem).not.toBeNull()
        expect(view.retry).not.toBeNull()
        expect(view.keepWaiting).not.toBeNull()
      },
    },
  },
)
