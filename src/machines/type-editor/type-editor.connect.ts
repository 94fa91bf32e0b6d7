import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { MAX_SECTIONS } from '../../../contract/catalogue'
import { pathFor } from '../../navigation/route-paths'
import type { dialogMachine } from '../dialog/dialog.machine'
import {
  type FieldProps,
  fieldProblemMessage,
  problemMessage,
  type SelectFieldProps,
  type Translate,
} from '../shared/field-props'
import type { FieldProblem } from '../shared/problems'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import { sectionStyle } from '../shared-connect/field-presets'
import { tagSelectors } from '../shared-connect/tag-selectors'
import type { SectionDraft, TypeDraft, TypeEditorEvent, typeEditorMachine } from './type-editor.machine'

type EditorSnapshot = SnapshotFrom<typeof typeEditorMachine>

export const {
  selectIsLoading,
  selectIsBusy,
  selectIsReadOnly,
  selectIsEditing,
  selectIsMissing,
  selectHasUnsavedChanges,
  selectIsSaved,
  selectIsDeleted,
} = tagSelectors<EditorSnapshot>()({
  selectIsLoading: 'loading',
  selectIsBusy: 'busy',
  selectIsReadOnly: 'read-only',
  selectIsEditing: 'editing',
  selectIsMissing: 'missing',
  /** Changes not saved: the router and the page ask before they are given up. */
  selectHasUnsavedChanges: 'unsaved',
  selectIsSaved: 'saved',
  selectIsDeleted: 'deleted',
})
export const selectTypeId = (snapshot: EditorSnapshot) => snapshot.context.typeId
export const selectDialog = (snapshot: EditorSnapshot) =>
  ((snapshot.children.confirmTypeDeletion ?? snapshot.children.confirmLeaving) as
    | ActorRefFrom<typeof dialogMachine>
    | undefined) ?? null

/** The note as the template lays it out: the type's name, then each section's title and what goes in it. */
export function previewOf(draft: TypeDraft, t: Translate) {
  return {
    heading: draft.name.trim() || t('typeEditor.preview.untitled'),
    description: draft.description.trim() || null,
    sections: draft.sections.map((section, index) => ({
      key: section.uid,
      title: section.title.trim() || t('typeEditor.section.untitled', { number: index + 1 }),
      instruction: section.instruction.trim() || null,
      style: sectionStyle(section, t),
    })),
  }
}

const sectionFieldId = (section: SectionDraft, field: string) => `type-editor-section-${section.uid}-${field}`

/** The editor as its view shows it: the form's controls, the sections' commands, the preview and the dialogs. */
export function connectTypeEditor(snapshot: EditorSnapshot, send: Send<TypeEditorEvent>, t: Translate) {
  const { context } = snapshot
  const { draft, fieldErrors } = context
  const isBusy = selectIsBusy(snapshot)
  const isReadOnly = selectIsReadOnly(snapshot)
  const error = (field: string) => fieldProblemMessage(t, fieldErrors[field] as FieldProblem | undefined)
  const nameProblem = fieldErrors.name === 'invalid' ? t('typeEditor.nameTooShort') : error('name')

  const name: FieldProps = {
    kind: 'text',
    type: 'text',
    name: 'name',
    label: t('typeEditor.name'),
    hint: null,
    error: nameProblem,
    readOnly: isBusy,
    autoComplete: 'off',
    value: draft.name,
    required: true,
    onChange: (value) => send({ type: 'editor.field.changed', field: 'name', value }),
  }
  const speciality: SelectFieldProps = {
    kind: 'select',
    name: 'medical_speciality_id',
    label: t('typeEditor.speciality'),
    hint: null,
    error: error('medical_speciality_id'),
    readOnly: isBusy,
    value: draft.medical_speciality_id,
    options: [
      { value: '', label: t('typeEditor.chooseSpeciality') },
      ...context.specialities.map((item) => ({ value: item.id, label: item.name })),
    ],
    onChange: (value) => send({ type: 'editor.field.changed', field: 'medical_speciality_id', value }),
  }
  const count = draft.sections.length
  const sections = draft.sections.map((section, index) => {
    const number = index + 1
    const named = section.title.trim() || t('typeEditor.section.untitled', { number })
    return {
      uid: section.uid,
      legend: t('typeEditor.section.legend', { number }),
      title: {
        id: sectionFieldId(section, 'title'),
        label: t('typeEditor.section.title'),
        value: section.title,
        error: error(`sections.${section.uid}.title`),
        onChange: (value: string) =>
          send({ type: 'editor.section.changed', uid: section.uid, field: 'title', value }),
      },
      instruction: {
        id: sectionFieldId(section, 'instruction'),
        label: t('typeEditor.section.instruction'),
        hint: t('typeEditor.section.instructionHint'),
        value: section.instruction,
        error: error(`sections.${section.uid}.instruction`),
        onChange: (value: string) =>
          send({ type: 'editor.section.changed', uid: section.uid, field: 'instruction', value }),
      },
      format: {
        id: sectionFieldId(section, 'format'),
        label: t('typeEditor.section.format'),
        value: section.format,
        options: (['prose', 'bullets'] as const).map((value) => ({
          value,
          label: t(`typeEditor.format.${value}`),
        })),
        onChange: (value: string) =>
          send({ type: 'editor.section.changed', uid: section.uid, field: 'format', value }),
      },
      abbreviations: {
        id: sectionFieldId(section, 'abbreviations'),
        label: t('typeEditor.section.abbreviations'),
        checked: section.abbreviations,
        onChange: (value: boolean) =>
          send({ type: 'editor.section.changed', uid: section.uid, field: 'abbreviations', value }),
      },
      moveUp: {
        label: t('typeEditor.section.moveUp'),
        ariaLabel: t('typeEditor.section.moveUpNamed', { name: named }),
        disabled: index === 0 || isBusy,
        onClick: () => send({ type: 'editor.section.moved', uid: section.uid, offset: -1 }),
      },
      moveDown: {
        label: t('typeEditor.section.moveDown'),
        ariaLabel: t('typeEditor.section.moveDownNamed', { name: named }),
        disabled: index === count - 1 || isBusy,
        onClick: () => send({ type: 'editor.section.moved', uid: section.uid, offset: 1 }),
      },
      remove: {
        label: t('typeEditor.section.remove'),
        ariaLabel: t('typeEditor.section.removeNamed', { name: named }),
        disabled: count <= 1 || isBusy,
        onClick: () => send({ type: 'editor.section.removed', uid: section.uid }),
      },
    }
  })
  const included = new Map(draft.inputs.map((input) => [input.processor_input_id, input]))
  // The server shows a type's document only once the saved type offers it.
  const offered = new Set(context.original?.selectable_documents.map((document) => document.id) ?? [])
  const documentLink = (documentId: string) =>
    context.typeId && offered.has(documentId)
      ? pathFor({
          to: 'selectable_document',
          params: { consultation_type_id: context.typeId, selectable_document_id: documentId },
        })
      : null
  return {
    isLoading: selectIsLoading(snapshot),
    isMissing: selectIsMissing(snapshot),
    isReadOnly,
    isEditing: selectIsEditing(snapshot),
    isBusy,
    /** The type could not be opened (missing, or loading failed). */
    isUnavailable: snapshot.hasTag('error') && !selectIsEditing(snapshot) && !isReadOnly,
    title: isReadOnly
      ? (context.original?.name ?? '')
      : context.typeId
        ? t('typeEditor.editTitle', { name: context.baseline.name })
        : t('typeEditor.newTitle'),
    problem: problemMessage(t, context.problem),
    retryLoad: commandIfAccepted(snapshot, send, { type: 'editor.retry' }, t('typeEditor.retry')),
    /** One of Escriba's types: read it, copy it to change it. */
    readOnly: isReadOnly
      ? {
          note: t('typeEditor.readOnlyNote'),
          copy: {
            label: isBusy ? t('typeEditor.copying') : t('typeEditor.copy'),
            disabled: isBusy,
            onClick: () => send({ type: 'editor.copy' }),
          },
        }
      : null,
    copiedNote: context.original?.copied_from && !isReadOnly ? t('typeEditor.copiedNote') : null,
    name,
    description: {
      id: 'type-editor-description',
      label: t('typeEditor.description'),
      value: draft.description,
      error: error('description'),
      onChange: (value: string) => send({ type: 'editor.field.changed', field: 'description', value }),
    },
    speciality,
    sections,
    sectionsError: error('sections'),
    addSection: {
      label: t('typeEditor.section.add'),
      disabled: count >= MAX_SECTIONS || isBusy,
      onClick: () => send({ type: 'editor.section.added', index: count }),
    },
    inputs: {
      legend: t('typeEditor.inputs.legend'),
      hint: t('typeEditor.inputs.hint'),
      error: error('inputs'),
      items: context.inputs.map((input) => {
        const chosen = included.get(input.id)
        const label = input.secondary ? `${input.label} / ${input.secondary.label}` : input.label
        return {
          id: input.id,
          label,
          unit: input.unit,
          included: {
            id: `type-editor-input-${input.id}`,
            checked: chosen !== undefined,
            onChange: (value: boolean) =>
              send({ type: 'editor.input.toggled', processorInputId: input.id, included: value }),
          },
          mandatory: {
            id: `type-editor-input-${input.id}-mandatory`,
            label: t('typeEditor.inputs.mandatory'),
            ariaLabel: t('typeEditor.inputs.mandatoryNamed', { name: label }),
            checked: chosen?.mandatory ?? false,
            disabled: chosen === undefined,
            onChange: (value: boolean) =>
              send({ type: 'editor.input.mandatory.changed', processorInputId: input.id, mandatory: value }),
          },
        }
      }),
    },
    documents: {
      legend: t('typeEditor.documents.legend'),
      hint: t('typeEditor.documents.hint'),
      error: error('documents'),
      items: context.documents.map((document) => ({
        id: `type-editor-document-${document.id}`,
        label: document.name,
        description: document.description,
        checked: draft.selectable_document_ids.includes(document.id),
        /** Its template's page, once the saved type offers it. */
        link: documentLink(document.id),
        linkLabel: t('typeEditor.documents.view', { name: document.name }),
        onChange: (value: boolean) =>
          send({ type: 'editor.document.toggled', documentId: document.id, included: value }),
      })),
    },
    preview: { title: t('typeEditor.preview.title'), ...previewOf(draft, t) },
    save: {
      label: snapshot.hasTag('saving') ? t('typeEditor.saving') : t('typeEditor.save'),
      disabled: isBusy,
      onClick: () => send({ type: 'editor.save' }),
    },
    remove: commandIfAccepted(snapshot, send, { type: 'editor.delete' }, t('typeEditor.delete.button')),
    status: selectIsSaved(snapshot)
      ? t('typeEditor.saved')
      : selectHasUnsavedChanges(snapshot) && !isBusy
        ? t('typeEditor.unsaved')
        : '',
    dialog: selectDialog(snapshot),
  }
}
