import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import type { Prompt } from '../../services/generate'
import { connectGenerationScreen } from './generation-screen.connect'
import { type GenerationRequest, generationScreenMachine } from './generation-screen.machine'
import { pathOptions } from './generation-screen.paths'

const letter: Prompt = {
  id: 'referral_letter',
  name: 'Carta de referenciação',
  description: 'Para o colega',
  kind: 'document',
}

function start(prompt = 'referral_letter') {
  const load = fakeCall<Prompt | null, { prompt: string }>()
  const generate = fakeCall<string, GenerationRequest>()
  const copy = fakeCall<unknown, { markdown: string }>()
  const actor = createActor(
    generationScreenMachine.provide({
      actors: { 'load prompt': load.logic, generate: generate.logic, 'copy note': copy.logic },
    }),
    { input: { prompt } },
  ).start()
  const view = () => connectGenerationScreen(actor.getSnapshot(), actor.send, t)
  return { actor, load, generate, copy, view }
}

async function editing() {
  const screen = start()
  await answerWith(screen.load, letter)
  return screen
}

describe('generation screen machine', () => {
  it('names the prompt, sends the text with only the optional fields filled, and shows the document', async () => {
    const screen = await editing()
    expect(screen.load.inputs).toEqual([{ prompt: 'referral_letter' }])
    expect(screen.view()).toMatchObject({
      title: 'Carta de referenciação',
      kind: 'generationScreen.kind.document',
    })
    screen.view().text.onChange('  Doente com lombalgia.  ')
    screen
      .view()
      .optional.fields.find((f) => f.name === 'bloodpressure')!
      .onChange('128/82')
    screen
      .view()
      .optional.fields.find((f) => f.name === 'medication')!
      .onChange('   ')
    expect(screen.view().optional.summary).toBe('generationScreen.optionalFilled {"count":1}')
    screen.view().submit.onSubmit()
    expect(screen.generate.inputs).toEqual([
      { prompt: 'referral_letter', data: { text: 'Doente com lombalgia.', bloodpressure: '128/82' } },
    ])
    expect(screen.view().submit).toMatchObject({ busy: true, label: 'generationScreen.generating' })
    expect(screen.view().text.readOnly).toBe(true)
    await answerWith(screen.generate, '## Motivo\n\nLombalgia.')
    expect(screen.view().result).toMatchObject({ markdown: '## Motivo\n\nLombalgia.' })
    expect(screen.view().submit.label).toBe('generationScreen.again')
  })

  it('copies the document and says so', async () => {
    const screen = await editing()
    screen.view().text.onChange('Texto')
    screen.view().submit.onSubmit()
    await answerWith(screen.generate, '## Nota')
    screen.view().result!.copy.onClick()
    expect(screen.copy.inputs).toEqual([{ markdown: '## Nota' }])
    await answerWith(screen.copy, 'rich')
    expect(screen.view().result).toMatchObject({ status: 'generationScreen.copied' })
    screen.view().result!.copy.onClick()
    await failWith(screen.copy, new Error('no clipboard'))
    expect(screen.view().problem).toBe('generationScreen.problems.copy_failed')
  })

  it('says there is nothing to write from, and keeps everything typed when the server fails', async () => {
    const screen = await editing()
    screen.view().submit.onSubmit()
    expect(screen.generate.inputs).toHaveLength(0)
    expect(screen.view()).toMatchObject({
      problem: 'generationScreen.problems.nothing_to_write',
      text: { error: 'generationScreen.fieldProblems.required' },
    })
    screen.view().text.onChange('Texto')
    expect(screen.view().text.error).toBeNull()
    screen.view().submit.onSubmit()
    await failWith(screen.generate, new ApiError('http', 'server_overloaded', 'busy', 503, null))
    expect(screen.view()).toMatchObject({
      problem: 'generationScreen.problems.overloaded',
      text: { value: 'Texto' },
    })
    screen.view().submit.onSubmit()
    await failWith(screen.generate, httpError('bad_request', 400, { 'data.text': 'Empty' }, 'Nothing'))
    expect(screen.view().problem).toBe('generationScreen.problems.nothing_to_write')
    screen.view().submit.onSubmit()
    await answerOffline(screen.generate)
    expect(screen.view().problem).toBe('generationScreen.problems.connection')
  })

  it('says a prompt that is neither a type nor a document is not there, and retries a failed load', async () => {
    const missing = start('nothing')
    await answerWith(missing.load, null)
    expect(missing.view().isMissing).toBe(true)
    const failed = start()
    await answerOffline(failed.load)
    expect(failed.view().problem).toBe('generationScreen.problems.load_failed')
    failed.view().retry!.onClick()
    expect(failed.load.inputs).toHaveLength(2)
  })
})

const screenView = (snapshot: Parameters<typeof connectGenerationScreen>[0]) =>
  connectGenerationScreen(snapshot, () => {}, t)

describePaths('generation screen machine paths', generationScreenMachine, pathOptions, {
  every: ({ actual }) => {
    if (actual.context.result !== null) expect(screenView(actual).result).not.toBeNull()
  },
  states: {
    // The prompt being read: nothing to submit yet.
    loading: ({ actual }) => {
      const view = screenView(actual)
      expect(view.isLoading).toBe(true)
      expect(view.submit.disabled).toBe(true)
    },
    // No such prompt: said so, nothing to write or retry.
    missing: ({ actual }) => {
      const view = screenView(actual)
      expect(view.isMissing).toBe(true)
      expect([view.submit.disabled, view.retry]).toEqual([true, null])
    },
    // The prompt could not be read: why, and a retry.
    loadFailed: ({ actual }) => {
      const view = screenView(actual)
      expect(view.problem).not.toBeNull()
      expect(view.retry).not.toBeNull()
    },
    // The form, open to type and submit; the last result, when there is one, can be copied.
    editing: ({ actual }) => {
      const view = screenView(actual)
      expect([view.text.readOnly, view.submit.disabled, view.submit.busy]).toEqual([false, false, false])
      if (view.result) expect(view.result.copy.disabled).toBe(false)
    },
    // Writing: the fields read-only and the button busy; what was typed stays.
    generating: ({ actual }) => {
      const view = screenView(actual)
      expect(view.submit).toMatchObject({ busy: true, label: t('generationScreen.generating') })
      expect(view.text.readOnly).toBe(true)
    },
    // Copying the result: the copy button off until it is on the clipboard.
    copying: ({ actual }) => {
      const view = screenView(actual)
      expect(view.result?.copy.disabled).toBe(true)
      expect(view.submit.disabled).toBe(true)
    },
  },
})
