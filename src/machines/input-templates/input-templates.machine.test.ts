import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { InputTemplate } from '../../../contract/catalogue'
import { describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { savingDraftChecks } from '../../../tests/unit/template-drafts'
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
// What the physical exam field's templates show and allow in each state (every path works on that field).
type TemplatesSnapshot = Parameters<typeof connectInputTemplates>[0]
const fieldView = (snapshot: TemplatesSnapshot) =>
  connectInputTemplates(snapshot, () => {}, t, {
    inputId: saved.processor_input_id,
    text: 'Sem alterações.',
    label: 'Exame físico',
    insert: () => {},
  })
/** The field's draft is open, locked or not. */
const expectDraft = (snapshot: TemplatesSnapshot, locked: boolean) => {
  const draft = fieldView(snapshot).draft
  expect(draft?.name.value).toBe(snapshot.context.draft?.name)
  expect(draft?.save.disabled).toBe(locked)
  expect(fieldView(snapshot).saveCurrent.disabled).toBe(true)
}

describePaths('input templates machine paths', inputTemplatesMachine, pathOptions, {
  every: ({ actual }) => {
    if (actual.hasTag('drafting')) expect(actual.context.draft).not.toBeNull()
  },
  states: {
    // The field's templates, open to every command, with no draft and nothing wrong.
    'idle.fine': ({ actual }) => {
      const view = fieldView(actual)
      expect([view.draft, view.problem, view.dialog]).toEqual([null, null, null])
      expect(view.saveCurrent.disabled).toBe(false)
    },
    // A deletion failed: the template is still listed, with the reason beside it.
    'idle.failed': ({ actual }) => {
      const view = fieldView(actual)
      expect(view.templates.map((template) => template.id)).toContain(actual.context.deletingId)
      expect(view.problem).not.toBeNull()
      expect(view.saveCurrent.disabled).toBe(false)
    },
    'drafting.writing': ({ actual }) => {
      expectDraft(actual, false)
      expect(fieldView(actual).draft?.problem).toBeNull()
    },
    // Checked before sending: the draft stays as written, with what to fix.
    'drafting.invalid': ({ actual }) => {
      expectDraft(actual, false)
      expect(actual.context.problem).toBe('fields_invalid')
      expect(Object.keys(actual.context.fieldErrors).length).toBeGreaterThan(0)
    },
    // Refused or lost on saving: the draft stays as written, with the reason.
    'drafting.failed': ({ actual }) => {
      expectDraft(actual, false)
      expect(fieldView(actual).draft?.problem).not.toBeNull()
    },
    // A new draft is created, a changed one updated; the draft waits meanwhile.
    ...savingDraftChecks(expectDraft),
    // The warning is up for one of the field's templates.
    confirmingDeletion: ({ actual }) => {
      const view = fieldView(actual)
      expect(view.templates.map((template) => template.id)).toContain(actual.context.deletingId)
      expect(view.dialog).not.toBeNull()
    },
    // The template stays listed, marked as being deleted, until the server says it is gone.
    deleting: ({ actual }) => {
      const item = fieldView(actual).templates.find((template) => template.id === actual.context.deletingId)
      expect(item?.remove.label).toBe(t('inputTemplates.deleting'))
      expect(fieldView(actual).saveCurrent.disabled).toBe(true)
    },
  },
})
