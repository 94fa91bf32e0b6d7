import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { ConsultationType } from '../../../contract/catalogue'
import type { ConsultationSession, UserInput } from '../../../contract/consultations'
import { describePaths, stillLoading } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { startOnClock } from '../../../tests/unit/clock'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { consultationSession } from '../../../tests/unit/fixtures'
import { offline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import { sampleInputs, sampleTypes } from '../shared/catalogue-samples'
import {
  connectConsultationForm,
  fieldElementId,
  selectHasUnsavedChanges,
  selectIsNotSaved,
} from './consultation-form.connect'
import {
  consultationFormMachine,
  type FormData,
  fieldKey,
  formFieldsOf,
  hasUnsavedChanges,
  inputsToSend,
  MAX_SAVE_RETRIES,
  SAVE_DELAY_MS,
  SAVE_RETRY_BASE_MS,
  valueProblem,
} from './consultation-form.machine'
import { pathOptions } from './consultation-form.paths'

const diastolic = fieldKey('bloodpressure', 'bloodpressure_diastolic')
const type: ConsultationType = {
  ...sampleTypes[0]!,
  inputs: [
    { processor_input_id: 'physical_exam', mandatory: false },
    { processor_input_id: 'bloodpressure', mandatory: true },
    { processor_input_id: 'next_consultation_date', mandatory: false },
    { processor_input_id: 'nyha_class', mandatory: false },
  ],
}

async function open(session: ConsultationSession = consultationSession({ user_inputs: [] })) {
  const load = fakeCall<FormData, { sessionId: string }>()
  const save = fakeCall<ConsultationSession, { sessionId: string; userInputs: UserInput[] }>()
  const completed = vi.fn()
  const { actor, clock, wait } = startOnClock(
    consultationFormMachine.provide({
      actors: { 'load consultation form': load.logic, 'save user inputs': save.logic },
      actions: { 'report form completed': (_, { values }) => completed(values) },
    }),
    { input: { sessionId: session.id } },
  )
  await answerWith(load, { session, type, inputs: sampleInputs })
  const change = (key: string, value: string) => actor.send({ type: 'form.field.changed', key, value })
  return { actor, load, save, completed, clock, change, wait, snapshot: () => actor.getSnapshot() }
}

describe('the form', () => {
  it('shows the type’s inputs in its order, the diastolic part right after the systolic', () => {
    expect(formFieldsOf(type, sampleInputs).map((field) => [field.key, field.mandatory])).toEqual([
      ['physical_exam', false],
      ['bloodpressure', true],
      [diastolic, true],
      ['next_consultation_date', false],
      ['nyha_class', false],
    ])
  })

  it('checks values as the server does, blank always accepted', () => {
    const [pressure, exam, date, nyha] = sampleInputs
    expect(valueProblem(pressure!, '')).toBeNull()
    expect(valueProblem(pressure!, '7,5')).toBe('out_of_range')
    expect(valueProblem(pressure!, '140')).toBeNull()
    expect(valueProblem(pressure!, 'high')).toBe('not_a_number')
    expect(valueProblem(exam!, 'anything')).toBeNull()
    expect(valueProblem(date!, '15/01/2027')).toBe('not_a_date')
    expect(valueProblem(nyha!, 'iv')).toBe('not_an_option')
  })

  it('sends every filled field with the pair keyed primary:secondary, and holds back refused values', () => {
    const context = {
      type,
      inputs: sampleInputs,
      values: { physical_exam: ' Bom estado. ', bloodpressure: '400', [diastolic]: '90', nyha_class: '' },
      savedValues: { bloodpressure: '135' },
      fieldErrors: {},
    }
    expect(inputsToSend(context)).toEqual([
      { key: 'physical_exam', processor_input_id: 'physical_exam', value: 'Bom estado.' },
      { key: 'bloodpressure', processor_input_id: 'bloodpressure', value: '135' },
      {
        key: diastolic,
        processor_input_id: 'bloodpressure',
        secondary_processor_input_id: 'bloodpressure_diastolic',
        value: '90',
      },
    ])
  })
})

describe('consultation form machine: saving', () => {
  it('starts from the session’s saved inputs', async () => {
    const form = await open(
      consultationSession({
        user_inputs: [
          { processor_input_id: 'bloodpressure', value: '140' },
          {
            processor_input_id: 'bloodpressure',
            secondary_processor_input_id: 'bloodpressure_diastolic',
            value: '90',
          },
        ],
      }),
    )
    expect(form.snapshot().context.values).toEqual({ bloodpressure: '140', [diastolic]: '90' })
    expect(form.snapshot().hasTag('saved')).toBe(true)
  })

  it('saves after a pause in typing, once, with the whole form', async () => {
    const form = await open()
    form.change('physical_exam', 'B')
    await form.wait(SAVE_DELAY_MS / 2)
    form.change('physical_exam', 'Bom estado geral.')
    await form.wait(SAVE_DELAY_MS / 2)
    expect(form.save.inputs).toEqual([])
    expect(selectHasUnsavedChanges(form.snapshot())).toBe(true)
    await form.wait(SAVE_DELAY_MS / 2)
    expect(form.save.inputs).toEqual([
      { sessionId: 's-1', userInputs: [{ processor_input_id: 'physical_exam', value: 'Bom estado geral.' }] },
    ])
    await answerWith(form.save, consultationSession())
    expect(form.snapshot().hasTag('saved')).toBe(true)
  })

  it('saves at once on leaving a field, and again for what is typed meanwhile', async () => {
    const form = await open()
    form.change('bloodpressure', '140')
    form.actor.send({ type: 'form.field.left', key: 'bloodpressure' })
    expect(form.save.inputs).toHaveLength(1)
    form.change(diastolic, '90')
    await answerWith(form.save, consultationSession())
    expect(form.snapshot().context.savedValues).toEqual({ bloodpressure: '140' })
    expect(selectHasUnsavedChanges(form.snapshot())).toBe(true)
    await form.wait(SAVE_DELAY_MS)
    expect(form.save.inputs.at(-1)?.userInputs).toHaveLength(2)
  })

  it('marks an implausible value on leaving the field and never sends it', async () => {
    const form = await open()
    form.change('bloodpressure', '400')
    form.actor.send({ type: 'form.field.left', key: 'bloodpressure' })
    expect(form.save.inputs).toEqual([])
    const api = connectConsultationForm(form.snapshot(), form.actor.send, t)
    const pressure = api.items.find((item) => item.key === 'bloodpressure')
    expect(pressure?.kind === 'pair' && pressure.controls[0].error).toContain(
      'consultationForm.fieldProblems.out_of_range',
    )
    expect(form.snapshot().context.values.bloodpressure).toBe('400')
  })

  it('retries a failed save after growing waits, then says not saved and keeps everything typed', async () => {
    const form = await open()
    form.change('physical_exam', 'Bom estado geral.')
    form.actor.send({ type: 'form.field.left', key: 'physical_exam' })
    for (let attempt = 1; attempt <= MAX_SAVE_RETRIES; attempt++) {
      await failWith(form.save, offline())
      expect(form.snapshot().hasTag('error')).toBe(true)
      expect(selectIsNotSaved(form.snapshot())).toBe(false)
      await form.wait(SAVE_RETRY_BASE_MS * 2 ** (attempt - 1))
      expect(form.save.inputs).toHaveLength(attempt + 1)
    }
    await failWith(form.save, offline())
    expect(selectIsNotSaved(form.snapshot())).toBe(true)
    await form.wait(60_000)
    expect(form.save.inputs).toHaveLength(MAX_SAVE_RETRIES + 1)
    const api = connectConsultationForm(form.snapshot(), form.actor.send, t)
    expect(api.saveStatus.tone).toBe('error')
    expect(api.saveStatus.text).toContain('problems.connection')
    const exam = api.items.find((item) => item.key === 'physical_exam')
    expect(exam?.kind === 'single' && exam.control.notSaved).toBe('consultationForm.fieldNotSaved')
    expect(form.snapshot().context.values.physical_exam).toBe('Bom estado geral.')
    api.retrySave!.onClick()
    await answerWith(form.save, consultationSession())
    expect(form.snapshot().hasTag('saved')).toBe(true)
  })

  it('marks a value the server refuses, on its field, and saves the others without it', async () => {
    const form = await open()
    form.change('bloodpressure', '140')
    form.change('physical_exam', 'Sem alterações.')
    form.actor.send({ type: 'form.save.now' })
    const sent = form.save.inputs[0]!.userInputs
    expect(sent.map((input) => input.processor_input_id)).toEqual(['physical_exam', 'bloodpressure'])
    await failWith(
      form.save,
      httpError('bad_request', 400, { 'user_inputs.1.value': 'Outside the plausible range 50–300 mmHg' }),
    )
    expect(form.snapshot().context.fieldErrors.bloodpressure).toEqual({ code: 'out_of_range', value: '140' })
    await form.wait(SAVE_DELAY_MS)
    expect(form.save.inputs[1]!.userInputs).toEqual([
      { processor_input_id: 'physical_exam', value: 'Sem alterações.' },
    ])
  })
})

describe('consultation form machine: continue', () => {
  it('says Please fill all mandatory fields and points at the first empty one; blank optional fields pass', async () => {
    const form = await open()
    form.change('bloodpressure', '140')
    form.actor.send({ type: 'form.continue' })
    const api = connectConsultationForm(form.snapshot(), form.actor.send, t)
    expect(api.problem).toBe('problems.mandatory_missing')
    expect(api.focusId).toBe(fieldElementId(diastolic))
    form.change(diastolic, '90')
    expect(form.snapshot().context.problem).toBeNull()
    form.actor.send({ type: 'form.continue' })
    expect(form.snapshot().hasTag('completing')).toBe(true)
    // The last change goes at once, and the form is complete once it is saved.
    expect(form.save.inputs).toHaveLength(1)
    await answerWith(form.save, consultationSession())
    expect(form.snapshot().hasTag('complete')).toBe(true)
    expect(form.completed).toHaveBeenCalledWith({ bloodpressure: '140', [diastolic]: '90' })
  })

  it('wants implausible values fixed before going on', async () => {
    const form = await open()
    form.change('bloodpressure', '140')
    form.change(diastolic, '900')
    form.actor.send({ type: 'form.continue' })
    expect(form.snapshot().context.problem).toBe('fields_invalid')
    expect(form.snapshot().context.focusKey).toBe(diastolic)
  })

  it('goes back to editing when the last save cannot be made', async () => {
    const form = await open()
    form.change('bloodpressure', '140')
    form.change(diastolic, '90')
    form.actor.send({ type: 'form.continue' })
    await failWith(form.save, new ApiError('http', 'not_found', 'x', 404, null))
    expect(form.snapshot().hasTag('completing')).toBe(false)
    expect(selectIsNotSaved(form.snapshot())).toBe(true)
  })

  it('inserts a template after what the field holds', async () => {
    const form = await open()
    form.actor.send({ type: 'form.template.inserted', key: 'physical_exam', content: 'AC rítmica.' })
    form.actor.send({ type: 'form.template.inserted', key: 'physical_exam', content: 'AP normal.' })
    expect(form.snapshot().context.values.physical_exam).toBe('AC rítmica.\nAP normal.')
  })
})

describe('consultation form machine: loading', () => {
  it('says the session is missing without retrying', async () => {
    const load = fakeCall<FormData, { sessionId: string }>()
    const actor = createActor(
      consultationFormMachine.provide({ actors: { 'load consultation form': load.logic } }),
      {
        input: { sessionId: 'nope' },
      },
    ).start()
    await failWith(load, new ApiError('http', 'not_found', 'x', 404, null))
    const api = connectConsultationForm(actor.getSnapshot(), actor.send, t)
    expect(api.isMissing).toBe(true)
    expect(api.loadProblem).toBe('problems.not_found')
    expect(api.retryLoad).toBeNull()
  })
})

// Every path of docs/statecharts/consultation-form.md, replayed on a real actor.
// What the consultation form shows and allows in each state of each region.
type FormSnapshot = Parameters<typeof connectConsultationForm>[0]
const formView = (snapshot: FormSnapshot) => connectConsultationForm(snapshot, () => {}, t)
const saveTone = (snapshot: FormSnapshot) => formView(snapshot).saveStatus.tone

describePaths('consultation form machine paths', consultationFormMachine, pathOptions, {
  every: ({ actual }) => {
    if (actual.hasTag('saving')) expect(actual.context.sending).not.toBeNull()
    if (actual.hasTag('saved')) expect(actual.context.sending).toBeNull()
  },
  states: {
    loading: stillLoading(formView, { items: [], retryLoad: null }),
    // The form could not be read: said so, with a retry.
    loadFailed: ({ actual }) => {
      const view = formView(actual)
      expect(view.loadProblem).not.toBeNull()
      expect(view.retryLoad).not.toBeNull()
      expect(view.items).toEqual([])
    },
    // The session is gone or another clinician's: said so, and trying again would not help.
    missing: ({ actual }) => {
      const view = formView(actual)
      expect(view.isMissing).toBe(true)
      expect(view.loadProblem).not.toBeNull()
      expect(view.retryLoad).toBeNull()
    },
    // The form of the session's type, showing what was typed.
    'ready.values.editing': ({ actual }) => {
      const view = formView(actual)
      expect(view.typeName).toBe(actual.context.type?.name)
      expect(view.items.length).toBeGreaterThan(0)
      expect(view.loadProblem).toBeNull()
    },
    // Everything typed is on the server.
    'ready.saving.saved': ({ actual }) => {
      expect(saveTone(actual)).toBe('saved')
      expect(hasUnsavedChanges(actual.context)).toBe(false)
    },
    // A pause in typing before the next save.
    'ready.saving.waiting': ({ actual }) => expect(saveTone(actual)).toBe('pending'),
    'ready.saving.sending': ({ actual }) => {
      expect(saveTone(actual)).toBe('saving')
      expect(formView(actual).retrySave).toBeNull()
    },
    // Not saved yet, tried again by itself: said so, the values stay.
    'ready.saving.retrying': ({ actual }) => {
      expect(formView(actual).saveStatus.text).toBe(t('consultationForm.status.retrying'))
      expect(actual.context.saveAttempts).toBeGreaterThan(0)
    },
    // Not saved and no more tries by itself: the reason, and a button to try again.
    'ready.saving.failed': ({ actual }) => {
      const view = formView(actual)
      expect(view.saveStatus.tone).toBe('error')
      expect(actual.context.saveProblem).not.toBeNull()
      expect(view.retrySave).not.toBeNull()
    },
    'ready.progress.editing': ({ actual }) => {
      const view = formView(actual)
      expect(view.continueButton.busy).toBe(false)
      expect(view.complete).toBeNull()
    },
    // Continue pressed with everything filled: it waits for the last save.
    'ready.progress.completing': ({ actual }) => {
      expect(formView(actual).continueButton.busy).toBe(true)
      expect(formView(actual).problem).toBeNull()
    },
    // Complete only while everything typed is saved.
    'ready.progress.complete': ({ actual }) => {
      expect(formView(actual).complete).toBe(t('consultationForm.complete'))
      expect(hasUnsavedChanges(actual.context)).toBe(false)
      expect(actual.hasTag('saved')).toBe(true)
    },
  },
})
