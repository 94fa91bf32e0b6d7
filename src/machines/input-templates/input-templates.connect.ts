import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { dialogMachine } from '../dialog/dialog.machine'
import { fieldProblemMessage, problemMessage, type Translate } from '../shared/field-props'
import { type Send, templateDraftCommands, templateItemCommands } from '../shared-connect/commands'
import {
  type InputTemplatesEvent,
  type inputTemplatesMachine,
  MAX_TEMPLATE_NAME,
} from './input-templates.machine'

type TemplatesSnapshot = SnapshotFrom<typeof inputTemplatesMachine>

export const selectIsBusy = (snapshot: TemplatesSnapshot) => snapshot.hasTag('busy')
export const selectIsDrafting = (snapshot: TemplatesSnapshot) => snapshot.hasTag('drafting')
export const selectTemplatesOf = (snapshot: TemplatesSnapshot, inputId: string) =>
  snapshot.context.templates.filter((template) => template.processor_input_id === inputId)
/** The warning before a deletion, while it asks. */
export const selectDeletionDialog = (snapshot: TemplatesSnapshot) =>
  (snapshot.children.confirmTemplateDeletion as ActorRefFrom<typeof dialogMachine> | undefined) ?? null

/**
 * The templates of one text field: insert one, save the field's text as a new one, change or delete one.
 * Only one template is written at a time, so the other fields' buttons wait while a draft is open.
 */
export function connectInputTemplates(
  snapshot: TemplatesSnapshot,
  send: Send<InputTemplatesEvent>,
  t: Translate,
  field: {
    /** The processor input the field edits. */
    inputId: string
    /** What the field holds now. */
    text: string
    /** The field's label, to name the controls. */
    label: string
    /** Puts a template's text into the field. */
    insert: (content: string) => void
  },
) {
  const { draft, fieldErrors, problem, deletingId } = snapshot.context
  const isBusy = selectIsBusy(snapshot)
  const canStart = snapshot.can({ type: 'templates.create.started', inputId: field.inputId, content: '' })
  const ownDraft = draft?.inputId === field.inputId ? draft : null
  const templates = selectTemplatesOf(snapshot, field.inputId)
  return {
    summary: t('inputTemplates.summary', { count: templates.length }),
    empty: templates.length === 0 ? t('inputTemplates.empty') : null,
    templates: templates.map((template) => ({
      id: template.id,
      name: template.name,
      content: template.content,
      insert: {
        label: t('inputTemplates.insert'),
        ariaLabel: t('inputTemplates.insertNamed', { name: template.name }),
        onClick: () => field.insert(template.content),
      },
      ...templateItemCommands(send, t, 'inputTemplates', template, {
        canStart,
        isDeleting: deletingId === template.id && isBusy,
      }),
    })),
    saveCurrent: {
      label: t('inputTemplates.saveCurrent'),
      hint: field.text.trim() ? null : t('inputTemplates.saveCurrentHint'),
      disabled: !canStart || !field.text.trim(),
      onClick: () => send({ type: 'templates.create.started', inputId: field.inputId, content: field.text }),
    },
    /** Why a template of this field is still there (a draft's problems show in the draft). */
    problem:
      !selectIsDrafting(snapshot) &&
      snapshot.hasTag('error') &&
      templates.some((template) => template.id === deletingId)
        ? problemMessage(t, problem)
        : null,
    draft: ownDraft
      ? {
          title: ownDraft.templateId ? t('inputTemplates.editTitle') : t('inputTemplates.newTitle'),
          isBusy,
          problem: snapshot.hasTag('error') ? problemMessage(t, problem) : null,
          name: {
            label: t('inputTemplates.name'),
            hint: t('inputTemplates.nameHint'),
            value: ownDraft.name,
            maxLength: MAX_TEMPLATE_NAME,
            error: fieldProblemMessage(t, fieldErrors.name),
            onChange: (value: string) => send({ type: 'templates.draft.changed', field: 'name', value }),
          },
          content: {
            label: t('inputTemplates.content'),
            value: ownDraft.content,
            error: fieldProblemMessage(t, fieldErrors.content),
            onChange: (value: string) => send({ type: 'templates.draft.changed', field: 'content', value }),
          },
          ...templateDraftCommands(send, t, 'inputTemplates', isBusy),
        }
      : null,
    dialog:
      deletingId && templates.some((template) => template.id === deletingId)
        ? selectDeletionDialog(snapshot)
        : null,
  }
}
