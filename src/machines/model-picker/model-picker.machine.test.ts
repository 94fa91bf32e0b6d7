import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { User } from '../../../contract/auth'
import { describePaths } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { clinician } from '../../../tests/unit/fixtures'
import { answerOffline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import { connectModelPicker, DEFAULT_OPTION } from './model-picker.connect'
import { type ModelsOffered, modelPickerMachine } from './model-picker.machine'
import { pathOptions } from './model-picker.paths'

const offered: ModelsOffered = {
  engine: 'llm',
  models: [
    { id: 'clinic-llama', private: true, experimental: false, default: true },
    { id: 'gpt-4o-mini', private: false, experimental: false, default: false },
    { id: 'o-preview', private: false, experimental: true, default: false },
  ],
}

function start(preferredModel: string | null = null) {
  const load = fakeCall<ModelsOffered, unknown>()
  const save = fakeCall<User, { model: string | null }>()
  const reported: User[] = []
  const actor = createActor(
    modelPickerMachine.provide({
      actors: { 'load models': load.logic, 'save choice': save.logic },
      actions: { 'report user updated': (_, { user }) => reported.push(user) },
    }),
    { input: { preferredModel } },
  ).start()
  const view = () => connectModelPicker(actor.getSnapshot(), actor.send, t)
  return { actor, load, save, reported, view }
}

describe('model picker machine', () => {
  it('offers the server default and each model with its private and experimental badges', async () => {
    const picker = start()
    expect(picker.view().isLoading).toBe(true)
    await answerWith(picker.load, offered)
    expect(picker.view().options.map((o) => [o.value, o.label, o.badges, o.checked])).toEqual([
      [DEFAULT_OPTION, 'models.default {"model":"clinic-llama"}', [], true],
      ['clinic-llama', 'clinic-llama', ['models.private'], false],
      ['gpt-4o-mini', 'gpt-4o-mini', [], false],
      ['o-preview', 'o-preview', ['models.experimental'], false],
    ])
  })

  it('saves a choice at once in the account and tells the app the updated user', async () => {
    const picker = start()
    await answerWith(picker.load, offered)
    picker.view().options[3]!.onChange()
    expect(picker.save.inputs).toEqual([{ model: 'o-preview' }])
    expect(picker.view()).toMatchObject({ isSaving: true, status: 'models.saving' })
    expect(picker.view().options.every((o) => o.disabled)).toBe(true)
    await answerWith(picker.save, { ...clinician, preferred_model: 'o-preview' })
    expect(picker.reported.map((u) => u.preferred_model)).toEqual(['o-preview'])
    expect(picker.view()).toMatchObject({ status: 'models.saved', problem: null })
    expect(picker.view().options.find((o) => o.checked)?.value).toBe('o-preview')
    // Choosing the default again sends null; choosing the same one again sends nothing.
    picker.view().options[3]!.onChange()
    expect(picker.save.inputs).toHaveLength(1)
    picker.view().options[0]!.onChange()
    expect(picker.save.inputs.at(-1)).toEqual({ model: null })
  })

  it('puts the saved choice back when the save fails, and says why', async () => {
    const picker = start('gpt-4o-mini')
    await answerWith(picker.load, offered)
    picker.view().options[1]!.onChange()
    await answerOffline(picker.save)
    expect(picker.view().options.find((o) => o.checked)?.value).toBe('gpt-4o-mini')
    expect(picker.view().problem).toBe('models.problems.connection')
    picker.view().options[1]!.onChange()
    await failWith(picker.save, new ApiError('http', 'bad_request', 'no', 400, null))
    expect(picker.view().problem).toBe('models.problems.save_failed')
  })

  it('says which model writes when the server offers one only, and treats an unknown saved one as the default', async () => {
    const single = start('gone-model')
    await answerWith(single.load, {
      engine: 'extractive',
      models: [{ id: 'extractive', private: true, experimental: false, default: true }],
    })
    expect(single.view()).toMatchObject({ single: 'models.single {"model":"extractive"}', options: [] })
    const stale = start('gone-model')
    await answerWith(stale.load, offered)
    expect(stale.view().options[0]!.checked).toBe(true)
  })

  it('offers a retry when the models cannot be loaded', async () => {
    const picker = start()
    await answerOffline(picker.load)
    expect(picker.view().problem).toBe('models.problems.load_failed')
    picker.view().retry!.onClick()
    expect(picker.load.inputs).toHaveLength(2)
  })
})

// What the picker shows and allows in each state.
const pickerView = (snapshot: Parameters<typeof connectModelPicker>[0]) =>
  connectModelPicker(snapshot, () => {}, t)

describePaths(
  'model picker machine paths',
  modelPickerMachine,
  {
    input: pathOptions.input,
    events: pathOptions.events,
    provide: { actions: { 'report user updated': () => {} } },
  },
  {
    every: ({ actual }) => expect(pickerView(actual).isSaving).toBe(actual.hasTag('saving')),
    states: {
      // Nothing offered yet: no model named or listed, and nothing to retry while it loads.
      loading: ({ actual }) => {
        const view = pickerView(actual)
        expect(view.isLoading).toBe(true)
        expect([view.single, view.retry]).toEqual([null, null])
        expect(view.options.map((option) => option.value)).toEqual([DEFAULT_OPTION])
      },
      // The models could not be read: said so, with a retry.
      loadFailed: ({ actual }) => {
        const view = pickerView(actual)
        expect(view.problem).toBe(t('models.problems.load_failed'))
        expect(view.retry).not.toBeNull()
      },
      // One model only: the picker names it and offers no choice.
      single: ({ actual }) => {
        const view = pickerView(actual)
        expect(view.single).toBe(t('models.single', { model: actual.context.models[0]?.id }))
        expect(view.options).toEqual([])
      },
      // The choice shown is the one saved in the account (a failed save put it back), and all are open.
      choosing: ({ actual }) => {
        const view = pickerView(actual)
        expect(actual.context.selected).toBe(actual.context.saved)
        expect(view.options.filter((option) => option.checked).map((option) => option.value)).toEqual([
          actual.context.saved ?? DEFAULT_OPTION,
        ])
        expect(view.options.every((option) => !option.disabled)).toBe(true)
      },
      // The new choice is shown while it is saved, and no other can be picked meanwhile.
      saving: ({ actual }) => {
        const view = pickerView(actual)
        expect(view.status).toBe(t('models.saving'))
        expect(view.options.find((option) => option.checked)?.value).toBe(
          actual.context.selected ?? DEFAULT_OPTION,
        )
        expect(view.options.every((option) => option.disabled)).toBe(true)
      },
    },
  },
)
