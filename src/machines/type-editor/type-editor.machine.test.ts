import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { ConsultationType } from '../../../contract/catalogue'
import { describePaths, type Invariants } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import type { ConsultationTypeDraft } from '../../services/catalogue'
import { sampleInputs, sampleTypes } from '../shared/catalogue-samples'
import { connectTypeEditor, previewOf, selectHasUnsavedChanges } from './type-editor.connect'
import { type EditorData, requestOf, type TypeEditorInput, typeEditorMachine } from './type-editor.machine'
import { pathOptions } from './type-editor.paths'

const [builtIn, , own] = sampleTypes as [ConsultationType, ConsultationType, ConsultationType]
const specialities = [{ id: 'general_practice', name: 'Medicina Geral e Familiar' }]
const documents = [
  { id: 'referral_letter', name: 'Carta de referenciação', description: '' },
  { id: 'sick_note', name: 'Certificado de incapacidade', description: '' },
]
const loaded = (type: ConsultationType | null): EditorData => ({
  type,
  specialities,
  inputs: sampleInputs,
  documents,
})

async function open(input: TypeEditorInput, type: ConsultationType | null) {
  const load = fakeCall<EditorData, { typeId: string | null }>()
  const save = fakeCall<ConsultationType, { typeId: string | null; draft: ConsultationTypeDraft }>()
  const copy = fakeCall<ConsultationType, { typeId: string }>()
  const remove = fakeCall<void, { typeId: string }>()
  const reported = { saved: vi.fn(), deleted: vi.fn(), leave: vi.fn(), stay: vi.fn() }
  const actor = createActor(
    typeEditorMachine.provide({
      actors: {
        'load editor': load.logic,
        'save type': save.logic,
        'copy type': copy.logic,
        'delete type': remove.logic,
      },
      actions: {
        'report type saved': (_, { type: saved }) => reported.saved(saved.id),
        'report type deleted': reported.deleted,
        leave: reported.leave,
        stay: reported.stay,
      },
    }),
    { input },
  ).start()
  await answerWith(load, loaded(type))
  const api = () => connectTypeEditor(actor.getSnapshot(), actor.send, t)
  return { actor, load, save, copy, remove, reported, api, snapshot: () => actor.getSnapshot() }
}

describe('type editor machine', () => {
  it('starts a new type with one blank section and the clinician’s speciality, and checks it before saving', async () => {
    const editor = await open({ typeId: null, specialityId: 'general_practice' }, null)
    expect(editor.api().sections).toHaveLength(1)
    expect(editor.api().speciality.value).toBe('general_practice')
    editor.api().save.onClick()
    expect(editor.save.inputs).toEqual([])
    expect(editor.snapshot().context.fieldErrors).toEqual({
      name: 'required',
      'sections.new-1.title': 'required',
    })
    editor.api().name.kind === 'text' && editor.api().name.onChange('Cessação tabágica')
    editor.api().sections[0]!.title.onChange('Hábitos')
    editor.api().addSection.onClick()
    editor.api().sections[1]!.title.onChange('Plano')
    editor.api().sections[1]!.instruction.onChange('Data de paragem')
    editor.api().sections[1]!.format.onChange('bullets')
    editor
      .api()
      .inputs.items.find((input) => input.id === 'bloodpressure')!
      .included.onChange(true)
    editor
      .api()
      .inputs.items.find((input) => input.id === 'bloodpressure')!
      .mandatory.onChange(true)
    editor.api().documents.items[1]!.onChange(true)
    editor.api().save.onClick()
    expect(editor.save.inputs).toEqual([
      {
        typeId: null,
        draft: {
          name: 'Cessação tabágica',
          description: '',
          medical_speciality_id: 'general_practice',
          sections: [
            { title: 'Hábitos', instruction: '', format: 'prose', abbreviations: false },
            { title: 'Plano', instruction: 'Data de paragem', format: 'bullets', abbreviations: false },
          ],
          inputs: [{ processor_input_id: 'bloodpressure', mandatory: true }],
          selectable_document_ids: ['sick_note'],
        },
      },
    ])
    const created = { ...own, id: 'c0000000-0000-4000-8000-000000000001', name: 'Cessação tabágica' }
    await answerWith(editor.save, created)
    expect(editor.reported.saved).toHaveBeenCalledWith(created.id)
    expect(editor.api().status).toBe('typeEditor.saved')
    expect(editor.api().remove).not.toBeNull()
  })

  it('moves sections up and down within bounds, keeping each one’s identity', async () => {
    const editor = await open({ typeId: own.id }, own)
    const titles = () => editor.api().sections.map((section) => section.title.value)
    expect(titles()).toEqual(['Hábitos tabágicos', 'Plano'])
    expect(editor.api().sections[0]!.moveUp.disabled).toBe(true)
    editor.api().sections[1]!.moveUp.onClick()
    expect(titles()).toEqual(['Plano', 'Hábitos tabágicos'])
    expect(editor.api().sections[0]!.uid).toBe('key-plan')
    editor.api().sections[0]!.moveUp.onClick()
    expect(titles()).toEqual(['Plano', 'Hábitos tabágicos'])
    expect(selectHasUnsavedChanges(editor.snapshot())).toBe(true)
    // Moved back, the type is as saved again.
    editor.api().sections[0]!.moveDown.onClick()
    expect(selectHasUnsavedChanges(editor.snapshot())).toBe(false)
  })

  it('never removes the last section', async () => {
    const editor = await open({ typeId: own.id }, own)
    editor.api().sections[0]!.remove.onClick()
    expect(editor.api().sections).toHaveLength(1)
    expect(editor.api().sections[0]!.remove.disabled).toBe(true)
    editor.api().sections[0]!.remove.onClick()
    expect(editor.api().sections).toHaveLength(1)
  })

  it('previews the note as the sections lay it out', async () => {
    const editor = await open({ typeId: own.id }, own)
    expect(previewOf(editor.snapshot().context.draft, t)).toMatchObject({
      heading: own.name,
      sections: [
        {
          title: 'Hábitos tabágicos',
          instruction: 'Unidades maço-ano',
          style: 'typeEditor.format.prose · typeEditor.preview.noAbbreviations',
        },
        { title: 'Plano' },
      ],
    })
  })

  it('shows the server’s field errors on their fields, by section', async () => {
    const editor = await open({ typeId: own.id }, own)
    editor.api().sections[1]!.title.onChange('Plano terapêutico')
    editor.api().save.onClick()
    await failWith(
      editor.save,
      httpError('bad_request', 400, {
        'consultation_type.medical_speciality_id': 'Unknown medical speciality',
        'consultation_type.sections.1.key': 'Used by another section',
        'consultation_type.inputs.0.processor_input_id': 'Unknown input',
      }),
    )
    const api = editor.api()
    expect(api.problem).toBe('problems.fields_invalid')
    expect(api.speciality.error).toMatch(/^fieldProblems.speciality_unknown/)
    expect(api.sections[1]!.title.error).toMatch(/^fieldProblems.invalid/)
    expect(api.inputs.error).toMatch(/^fieldProblems.invalid/)
    expect(api.sections[1]!.title.value).toBe('Plano terapêutico')
  })

  it('shows Escriba’s types read-only and copies one to edit it', async () => {
    const editor = await open({ typeId: builtIn.id }, builtIn)
    expect(editor.api().isReadOnly).toBe(true)
    editor.actor.send({ type: 'editor.field.changed', field: 'name', value: 'Mine now' })
    expect(editor.snapshot().context.draft.name).toBe(builtIn.name)
    editor.api().readOnly!.copy.onClick()
    expect(editor.copy.inputs).toEqual([{ typeId: builtIn.id }])
    const copied = {
      ...builtIn,
      id: own.id,
      name: `${builtIn.name} (cópia)`,
      custom: true,
      copied_from: builtIn.id,
    }
    await answerWith(editor.copy, copied)
    expect(editor.reported.saved).toHaveBeenCalledWith(own.id)
    expect(editor.api().isEditing).toBe(true)
    expect(editor.api().copiedNote).toBe('typeEditor.copiedNote')
  })

  it('deletes one’s own type after the warning, and goes home', async () => {
    const editor = await open({ typeId: own.id }, own)
    editor.api().remove!.onClick()
    editor.api().dialog!.send({ type: 'dialog.confirm' })
    expect(editor.remove.inputs).toEqual([{ typeId: own.id }])
    await answerWith(editor.remove, undefined)
    expect(editor.reported.deleted).toHaveBeenCalledOnce()
  })

  it('asks before leaving unsaved changes: staying keeps them, leaving gives them up', async () => {
    const editor = await open({ typeId: own.id }, own)
    editor.actor.send({ type: 'editor.leave.requested' })
    expect(editor.api().dialog).toBeNull()
    editor.api().description.onChange('Outra descrição')
    editor.actor.send({ type: 'editor.leave.requested' })
    editor.api().dialog!.send({ type: 'dialog.cancel' })
    expect(editor.reported.stay).toHaveBeenCalledOnce()
    expect(selectHasUnsavedChanges(editor.snapshot())).toBe(true)
    expect(editor.snapshot().context.draft.description).toBe('Outra descrição')
    editor.actor.send({ type: 'editor.leave.requested' })
    editor.api().dialog!.send({ type: 'dialog.confirm' })
    expect(editor.reported.leave).toHaveBeenCalledOnce()
    expect(selectHasUnsavedChanges(editor.snapshot())).toBe(false)
  })

  it('says the type is not there', async () => {
    const load = fakeCall<EditorData, { typeId: string | null }>()
    const actor = createActor(typeEditorMachine.provide({ actors: { 'load editor': load.logic } }), {
      input: { typeId: 'nope' },
    }).start()
    await failWith(load, new ApiError('http', 'not_found', 'x', 404, null))
    const api = connectTypeEditor(actor.getSnapshot(), actor.send, t)
    expect(api.isUnavailable).toBe(true)
    expect(api.problem).toBe('problems.not_found')
  })

  it('keeps a section’s key and leaves a new one’s to the server', () => {
    const draft = { ...requestOf({ ...pathOptionsDraft(), sections: [] }) }
    expect(draft.sections).toEqual([])
  })
})

function pathOptionsDraft() {
  return {
    name: ' x ',
    description: '',
    medical_speciality_id: 'general_practice',
    sections: [],
    inputs: [],
    selectable_document_ids: [],
  }
}

// What the type editor shows and allows in each state, whichever way it was opened.
type EditorSnapshot = Parameters<typeof connectTypeEditor>[0]
const editorView = (snapshot: EditorSnapshot) => connectTypeEditor(snapshot, () => {}, t)
const changed = (snapshot: EditorSnapshot) =>
  JSON.stringify(requestOf(snapshot.context.draft)) !== JSON.stringify(requestOf(snapshot.context.baseline))
/** The clinician's own type (or a new one) open to change and save. */
const expectEditable = (snapshot: EditorSnapshot) => {
  const view = editorView(snapshot)
  expect(view.isReadOnly).toBe(false)
  expect([view.name.readOnly, view.save.disabled]).toEqual([false, false])
}
/** A form the editor or the server said no to: open to change, with the reason. */
const expectRefused = (snapshot: EditorSnapshot, unsaved: boolean) => {
  expectEditable(snapshot)
  expect(editorView(snapshot).problem).not.toBeNull()
  expect(changed(snapshot)).toBe(unsaved)
  expect(editorView(snapshot).status).toBe(unsaved ? t('typeEditor.unsaved') : '')
}
/** Something is on its way: nothing can be changed or saved meanwhile. */
const expectLocked = (snapshot: EditorSnapshot) => {
  const view = editorView(snapshot)
  expect([view.name.readOnly, view.save.disabled]).toEqual([true, true])
}

const editorInvariants: Invariants = {
  every: ({ actual }) => {
    if (actual.hasTag('read-only')) expect(actual.context.original?.custom).toBe(false)
    if (actual.hasTag('unsaved') && !actual.hasTag('busy') && !actual.hasTag('confirming'))
      expect(changed(actual)).toBe(true)
  },
  states: {
    loading: ({ actual }) => {
      expect(editorView(actual).isLoading).toBe(true)
      expect(editorView(actual).retryLoad).toBeNull()
    },
    // The type could not be read: the reason and a retry.
    loadFailed: ({ actual }) => {
      const view = editorView(actual)
      expect(view.isUnavailable).toBe(true)
      expect(view.problem).not.toBeNull()
      expect(view.retryLoad).not.toBeNull()
    },
    // No such type for this clinician: said so, and trying again would not help.
    missing: ({ actual }) => {
      const view = editorView(actual)
      expect([view.isMissing, view.isUnavailable]).toEqual([true, true])
      expect(view.retryLoad).toBeNull()
    },
    // One of Escriba's types: read under its own name, with a copy button and nothing to save.
    'viewing.reading': ({ actual }) => {
      const view = editorView(actual)
      expect(view.title).toBe(actual.context.original?.name)
      expect(view.readOnly?.copy.disabled).toBe(false)
      expect(view.remove).toBeNull()
    },
    'viewing.failed': ({ actual }) => {
      const view = editorView(actual)
      expect(view.readOnly?.copy.disabled).toBe(false)
      expect(view.problem).not.toBeNull()
    },
    copying: ({ actual }) => {
      expect(editorView(actual).readOnly?.copy).toMatchObject({
        disabled: true,
        label: t('typeEditor.copying'),
      })
    },
    // As loaded: nothing to save, nothing marked.
    'editing.pristine': ({ actual }) => {
      expectEditable(actual)
      expect(changed(actual)).toBe(false)
      expect(editorView(actual).status).toBe('')
    },
    // Just saved: the form is what the server holds, and says so.
    'editing.saved': ({ actual }) => {
      expectEditable(actual)
      expect(changed(actual)).toBe(false)
      expect(editorView(actual).status).toBe(t('typeEditor.saved'))
      expect(actual.context.typeId).not.toBeNull()
    },
    'editing.changed': ({ actual }) => {
      expectEditable(actual)
      expect(editorView(actual).status).toBe(t('typeEditor.unsaved'))
    },
    'editing.invalid.changed': ({ actual }) => expectRefused(actual, true),
    'editing.invalid.unchanged': ({ actual }) => expectRefused(actual, false),
    'editing.failed.changed': ({ actual }) => expectRefused(actual, true),
    'editing.failed.unchanged': ({ actual }) => expectRefused(actual, false),
    saving: ({ actual }) => {
      expectLocked(actual)
      expect(editorView(actual).save.label).toBe(t('typeEditor.saving'))
    },
    // The warning is asked about a saved type.
    confirmingDeletion: ({ actual }) => {
      expect(editorView(actual).dialog).not.toBeNull()
      expect(actual.context.typeId).not.toBeNull()
    },
    deleting: ({ actual }) => {
      expectLocked(actual)
      expect(actual.context.typeId).not.toBeNull()
    },
    // Leaving is asked about only with changes not saved.
    confirmingLeave: ({ actual }) => {
      expect(editorView(actual).dialog).not.toBeNull()
      expect(changed(actual)).toBe(true)
    },
    // Ended: deleted, or left with the changes given up; nothing is left unsaved to ask about.
    deleted: ({ actual }) => {
      expect(actual.status).toBe('done')
      expect(changed(actual)).toBe(false)
    },
    left: ({ actual }) => {
      expect(actual.status).toBe('done')
      expect(changed(actual)).toBe(false)
    },
  },
}

// Every path of docs/statecharts/type-editor.md, replayed on a real actor for each way in.
for (const [name, input] of Object.entries(pathOptions.inputs)) {
  describePaths(
    `type editor machine paths (${name})`,
    typeEditorMachine,
    { input, events: pathOptions.events as never },
    editorInvariants,
  )
}
