import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { InputTemplate } from '../../../contract/catalogue'
import { describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import type { InputTemplateBody } from '../../services/catalogue'
import { sampleInputs } from '../shared/catalogue-samples'
import { connectInputTemplates } from './input-templates.connect'
import { bodyOf, inputTemplatesMachine } from './input-templates.machine'
import { pathOptions } from './input-templates.paths'

const saved = sampleInputs[1]!.templates[0]!
const other: InputTemplate = {
  ...saved,
  id: 'a0000000-0000-4000-8000-000000000009',
  processor_input_id: 'medication',
}

function start() {
  const create = fakeCall<InputTemplate, { inputId: string; body: InputTemplateBody }>()
  const update = fakeCall<InputTemplate, { inputId: string; templateId: string; body: InputTemplateBody }>()
  const remove = fakeCall<void, { inputId: string; templateId: string }>()
  const inserted: string[] = []
  const actor = createActor(
    inputTemplatesMachine.provide({
      actors: {
        'create template': create.logic,
        'update template': update.logic,
        'delete template': remove.logic,
      },
    }),
    { input: { templates: [saved, other] } },
  ).start()
  const panel = (text = '') =>
    connectInputTemplates(actor.getSnapshot(), actor.send, t, {
      inputId: 'physical_exam',
      text,
      label: 'Exame objetivo',
      insert: (content) => inserted.push(content),
    })
  return { actor, create, update, remove, inserted, panel }
}

describe('input templates machine', () => {
  it('lists a field’s own templates and inserts one', () => {
    const templates = start()
    expect(templates.panel().templates.map((template) => template.name)).toEqual(['Normal'])
    templates.panel().templates[0]!.insert.onClick()
    expect(templates.inserted).toEqual([saved.content])
  })

  it('saves the field’s text as a named template', async () => {
    const templates = start()
    expect(templates.panel('').saveCurrent.disabled).toBe(true)
    templates.panel('AC rítmica, sem sopros.').saveCurrent.onClick()
    const draft = templates.panel().draft!
    expect(draft.content.value).toBe('AC rítmica, sem sopros.')
    draft.name.onChange(' Auscultação normal ')
    templates.panel().draft!.save.onClick()
    expect(templates.create.inputs).toEqual([
      { inputId: 'physical_exam', body: { name: 'Auscultação normal', content: 'AC rítmica, sem sopros.' } },
    ])
    const created = { ...saved, id: 'a0000000-0000-4000-8000-000000000002', name: 'Auscultação normal' }
    await answerWith(templates.create, created)
    expect(templates.panel().draft).toBeNull()
    expect(templates.panel().templates.map((template) => template.name)).toEqual([
      'Normal',
      'Auscultação normal',
    ])
  })

  it('leaves the name to the server when none is given, and wants a text', () => {
    expect(bodyOf({ inputId: 'x', templateId: null, name: '  ', content: ' Texto ' })).toEqual({
      content: 'Texto',
    })
    const templates = start()
    templates.actor.send({ type: 'templates.create.started', inputId: 'physical_exam', content: '' })
    templates.panel().draft!.save.onClick()
    expect(templates.create.inputs).toEqual([])
    expect(templates.panel().draft!.content.error).toMatch(/^fieldProblems.required/)
  })

  it('changes a template, keeping the draft and marking the field when the server refuses it', async () => {
    const templates = start()
    templates.panel().templates[0]!.edit.onClick()
    templates.panel().draft!.content.onChange('Bom estado.')
    templates.panel().draft!.save.onClick()
    expect(templates.update.inputs[0]).toEqual({
      inputId: 'physical_exam',
      templateId: saved.id,
      body: { name: 'Normal', content: 'Bom estado.' },
    })
    await failWith(templates.update, httpError('validation_failed', 400, { 'template.content': 'Too big' }))
    const draft = templates.panel().draft!
    expect(draft.content.value).toBe('Bom estado.')
    expect(draft.content.error).toMatch(/^fieldProblems.invalid/)
    expect(draft.problem).toBe('problems.save_failed')
  })

  it('deletes a template only after the warning, and says why when it could not', async () => {
    const templates = start()
    templates.panel().templates[0]!.remove.onClick()
    const dialog = templates.panel().dialog!
    dialog.send({ type: 'dialog.cancel' })
    expect(templates.remove.inputs).toEqual([])
    templates.panel().templates[0]!.remove.onClick()
    templates.panel().dialog!.send({ type: 'dialog.confirm' })
    expect(templates.remove.inputs).toEqual([{ inputId: 'physical_exam', templateId: saved.id }])
    await answerOffline(templates.remove)
    expect(templates.panel().problem).toBe('problems.connection')
    expect(templates.panel().templates).toHaveLength(1)
    templates.panel().templates[0]!.remove.onClick()
    templates.panel().dialog!.send({ type: 'dialog.confirm' })
    await answerWith(templates.remove, undefined)
    expect(templates.panel().templates).toEqual([])
  })

  it('writes one template at a time', () => {
    const templates = start()
    templates.panel('Texto').saveCurrent.onClick()
    expect(templates.panel('Texto').saveCurrent.disabled).toBe(true)
    expect(templates.panel().templates[0]!.edit.disabled).toBe(true)
  })
})

// Every path of docs/statecharts/input-templates.md, replayed on a real actor.
describePaths('input templates machine paths', inputTemplatesMachine, pathOptions, (step) => {
  const snapshot = step.actual
  if (snapshot.hasTag('drafting')) expect(snapshot.context.draft).not.toBeNull()
})
