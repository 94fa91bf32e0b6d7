import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { CustomTemplate } from '../../../contract/templates'
import { describePaths, stillLoading } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { savingDraftChecks } from '../../../tests/unit/template-drafts'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import type { CustomTemplateBody } from '../../services/templates'
import { connectCustomTemplatePicker, connectCustomTemplates } from './custom-templates.connect'
import { customTemplatesMachine } from './custom-templates.machine'
import { pathOptions } from './custom-templates.paths'

const saved: CustomTemplate = {
  id: 'd0000000-0000-4000-8000-000000000001',
  name: 'Alta de urgência',
  text: 'Vigiar sinais de alarme.',
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
}

function start() {
  const load = fakeCall<CustomTemplate[], unknown>()
  const create = fakeCall<CustomTemplate, { body: CustomTemplateBody }>()
  const update = fakeCall<CustomTemplate, { templateId: string; body: CustomTemplateBody }>()
  const remove = fakeCall<void, { templateId: string }>()
  const copy = fakeCall<void, { text: string }>()
  const actor = createActor(
    customTemplatesMachine.provide({
      actors: {
        'load templates': load.logic,
        'create template': create.logic,
        'update template': update.logic,
        'delete template': remove.logic,
        'copy text': copy.logic,
      },
    }),
  ).start()
  const view = () => connectCustomTemplates(actor.getSnapshot(), actor.send, t)
  return { actor, load, create, update, remove, copy, view }
}

async function loaded(templates: CustomTemplate[] = [saved]) {
  const started = start()
  await answerWith(started.load, templates)
  return started
}

describe('custom templates machine', () => {
  it('lists the texts, or says there are none yet', async () => {
    expect((await loaded([])).view().empty).toBe('templates.customTemplates.empty')
    expect((await loaded()).view().items.map((item) => item.name)).toEqual(['Alta de urgência'])
  })

  it('writes a new text, wanting a name and a text, and lists it first', async () => {
    const templates = await loaded()
    templates.view().create!.onClick()
    templates.view().draft!.save.onClick()
    expect(templates.create.inputs).toEqual([])
    expect(templates.view().draft!.name.error).toMatch(/^templates.fieldProblems.required/)
    expect(templates.view().draft!.text.error).toMatch(/^templates.fieldProblems.required/)
    templates.view().draft!.name.onChange(' Receita habitual ')
    templates.view().draft!.text.onChange('Metformina 1000 mg 2x/dia')
    templates.view().draft!.save.onClick()
    expect(templates.create.inputs).toEqual([
      { body: { name: 'Receita habitual', text: 'Metformina 1000 mg 2x/dia' } },
    ])
    await answerWith(templates.create, { ...saved, id: 'new', name: 'Receita habitual' })
    expect(templates.view().draft).toBeNull()
    expect(templates.view().items.map((item) => item.name)).toEqual(['Receita habitual', 'Alta de urgência'])
  })

  it('changes a text, keeping the draft when the server refuses it', async () => {
    const templates = await loaded()
    templates.view().items[0]!.edit.onClick()
    templates.view().draft!.text.onChange('Novo texto')
    templates.view().draft!.save.onClick()
    expect(templates.update.inputs).toEqual([
      { templateId: saved.id, body: { name: 'Alta de urgência', text: 'Novo texto' } },
    ])
    await answerOffline(templates.update)
    expect(templates.view().draft!.text.value).toBe('Novo texto')
    expect(templates.view().draft!.problem).toBe('templates.customTemplates.problems.connection')
  })

  it('deletes only after the warning, and says why when it could not', async () => {
    const templates = await loaded()
    templates.view().items[0]!.remove.onClick()
    templates.view().dialog!.send({ type: 'dialog.cancel' })
    expect(templates.remove.inputs).toEqual([])
    templates.view().items[0]!.remove.onClick()
    templates.view().dialog!.send({ type: 'dialog.confirm' })
    await failWith(templates.remove, new ApiError('http', 'internal', 'boom', 500))
    expect(templates.view().problem).toBe('templates.customTemplates.problems.remove_failed')
    templates.view().items[0]!.remove.onClick()
    templates.view().dialog!.send({ type: 'dialog.confirm' })
    await answerWith(templates.remove, undefined)
    expect(templates.view().items).toEqual([])
  })

  it('copies a text to reuse it, and says so', async () => {
    const templates = await loaded()
    templates.view().items[0]!.copy.onClick()
    expect(templates.copy.inputs).toEqual([{ text: 'Vigiar sinais de alarme.' }])
    await answerWith(templates.copy, undefined)
    expect(templates.view().items[0]!.copied).toBe('templates.customTemplates.copied')
    templates.view().items[0]!.copy.onClick()
    await failWith(templates.copy, new Error('no clipboard'))
    expect(templates.view().problem).toBe('templates.customTemplates.problems.copy_failed')
    expect(templates.view().items[0]!.copied).toBeNull()
  })

  it('says when the list could not be loaded, and tries again', async () => {
    const templates = start()
    await answerOffline(templates.load)
    expect(templates.view().loadProblem).toBe('templates.customTemplates.problems.connection')
    templates.view().retry!.onClick()
    expect(templates.view().isLoading).toBe(true)
  })
})

// Every path of docs/statecharts/custom-templates.md, replayed on a real actor.
describe('custom template picker of a consultation field', () => {
  const field = (inserted: string[]) => ({
    label: 'Exame objetivo',
    insert: (text: string) => inserted.push(text),
  })

  it('shows nothing while the texts load, nor when there are none', async () => {
    const templates = start()
    expect(
      connectCustomTemplatePicker(templates.actor.getSnapshot(), templates.actor.send, t, field([])),
    ).toBeNull()
    const none = await loaded([])
    expect(connectCustomTemplatePicker(none.actor.getSnapshot(), none.actor.send, t, field([]))).toBeNull()
  })

  it("inserts a text into the field it sits beside, naming both, and previews a long text's start", async () => {
    const long = {
      ...saved,
      id: 'd0000000-0000-4000-8000-000000000002',
      name: 'Longo',
      text: 'x '.repeat(200),
    }
    const templates = await loaded([saved, long])
    const inserted: string[] = []
    const picker = connectCustomTemplatePicker(
      templates.actor.getSnapshot(),
      templates.actor.send,
      t,
      field(inserted),
    )!
    expect(picker.summary).toBe('templates.picker.summary {"count":2}')
    expect(picker.items[0]!.insert.ariaLabel).toBe(
      'templates.picker.insertNamed {"name":"Alta de urgência","field":"Exame objetivo"}',
    )
    expect(picker.items[0]!.preview).toBe('Vigiar sinais de alarme.')
    expect(picker.items[1]!.preview).toHaveLength(160)
    expect(picker.items[1]!.preview.endsWith('…')).toBe(true)
    picker.items[1]!.insert.onClick()
    expect(inserted).toEqual([long.text])
  })

  it('says when the texts could not be loaded, and tries again', async () => {
    const templates = start()
    await answerOffline(templates.load)
    const picker = connectCustomTemplatePicker(
      templates.actor.getSnapshot(),
      templates.actor.send,
      t,
      field([]),
    )!
    expect(picker.loadProblem).toBe('templates.customTemplates.problems.connection')
    expect(picker.items).toEqual([])
    picker.retry!.onClick()
    expect(templates.load.inputs).toHaveLength(2)
  })
})

// What the clinician's texts page shows and allows in each state.
type TemplatesSnapshot = Parameters<typeof connectCustomTemplates>[0]
const templatesView = (snapshot: TemplatesSnapshot) => connectCustomTemplates(snapshot, () => {}, t)
/** The form is open with the draft, locked or not. */
const expectDraft = (snapshot: TemplatesSnapshot, locked: boolean) => {
  const draft = templatesView(snapshot).draft
  expect(draft?.name.value).toBe(snapshot.context.draft?.name)
  expect(draft?.name.readOnly).toBe(locked)
  expect(draft?.save.disabled).toBe(locked)
}
/** The text a deletion or a copy is about is one in the list, and no form is open. */
const expectListedTarget = (snapshot: TemplatesSnapshot, id: string | null) => {
  expect(snapshot.context.templates.map((template) => template.id)).toContain(id)
  expect(templatesView(snapshot).draft).toBeNull()
}

describePaths('custom templates machine paths', customTemplatesMachine, pathOptions, {
  every: ({ actual }) => {
    if (actual.hasTag('drafting')) expect(actual.context.draft).not.toBeNull()
  },
  states: {
    loading: stillLoading(templatesView, { items: [], create: null, loadProblem: null }),
    // The list could not be read: the reason and a retry, nothing to act on.
    loadFailed: ({ actual }) => {
      const view = templatesView(actual)
      expect(view.loadProblem).not.toBeNull()
      expect(view.retry).not.toBeNull()
      expect(view.create).toBeNull()
    },
    // The list, open to every command, with no form and nothing wrong.
    'idle.fine': ({ actual }) => {
      const view = templatesView(actual)
      expect([view.draft, view.problem]).toEqual([null, null])
      expect(view.create?.disabled).toBe(false)
    },
    // A deletion or a copy failed: the list says why and stays open to every command.
    'idle.failed': ({ actual }) => {
      const view = templatesView(actual)
      expect(view.problem).not.toBeNull()
      expect(view.draft).toBeNull()
      expect(view.create?.disabled).toBe(false)
    },
    'drafting.writing': ({ actual }) => {
      expectDraft(actual, false)
      expect(templatesView(actual).draft?.problem).toBeNull()
    },
    // Checked before sending: the draft stays as written, with what to fix.
    'drafting.invalid': ({ actual }) => {
      expectDraft(actual, false)
      expect(actual.context.problem).toBe('fields_invalid')
    },
    // Refused or lost on saving: the draft stays as written, with the reason.
    'drafting.failed': ({ actual }) => {
      expectDraft(actual, false)
      expect(templatesView(actual).draft?.problem).not.toBeNull()
    },
    // A new draft is created, a changed one updated; the form waits meanwhile.
    ...savingDraftChecks(expectDraft),
    // The warning is up for a text in the list.
    confirmingDeletion: ({ actual }) => {
      expectListedTarget(actual, actual.context.deletingId)
      expect(templatesView(actual).dialog).not.toBeNull()
    },
    // The text stays listed until the server says it is gone; nothing else can start.
    deleting: ({ actual }) => {
      expectListedTarget(actual, actual.context.deletingId)
      expect(templatesView(actual).create?.disabled).toBe(true)
    },
    copying: ({ actual }) => {
      expectListedTarget(actual, actual.context.copiedId)
      expect(templatesView(actual).create?.disabled).toBe(true)
    },
  },
})
