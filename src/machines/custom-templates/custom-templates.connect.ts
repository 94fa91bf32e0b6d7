import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { dialogMachine } from '../dialog/dialog.machine'
import type { Translate } from '../shared/field-props'
import { type Send, templateDraftCommands, templateItemCommands } from '../shared-connect/commands'
import { tagSelectors } from '../shared-connect/tag-selectors'
import {
  type CustomTemplatesEvent,
  type customTemplatesMachine,
  MAX_NAME,
  MAX_TEXT,
} from './custom-templates.machine'

type TemplatesSnapshot = SnapshotFrom<typeof customTemplatesMachine>

export const { selectIsBusy, selectIsReady, selectIsDrafting } = tagSelectors<TemplatesSnapshot>()({
  selectIsBusy: 'busy',
  selectIsReady: 'ready',
  selectIsDrafting: 'drafting',
})
/** The warning before a deletion, while it asks. */
export const selectDeletionDialog = (snapshot: TemplatesSnapshot) =>
  (snapshot.children.confirmCustomTemplateDeletion as ActorRefFrom<typeof dialogMachine> | undefined) ?? null

/** The clinician's texts for their view: the list with its commands, the form, the warning before deleting. */
export function connectCustomTemplates(
  snapshot: TemplatesSnapshot,
  send: Send<CustomTemplatesEvent>,
  t: Translate,
) {
  const { templates, draft, fieldErrors, problem, deletingId, copiedId } = snapshot.context
  const isBusy = selectIsBusy(snapshot)
  const canStart = snapshot.can({ type: 'templates.create.started' })
  const problemText = problem ? t(`templates.customTemplates.problems.${problem}`) : null
  const fieldError = (error: 'required' | 'too_long' | undefined, max: number) =>
    error ? t(`templates.fieldProblems.${error}`, { max }) : null
  return {
    heading: t('templates.customTemplates.title'),
    intro: t('templates.customTemplates.intro'),
    isLoading: snapshot.matches('loading'),
    loadProblem: snapshot.matches('loadFailed') ? problemText : null,
    retry: snapshot.matches('loadFailed')
      ? { label: t('templates.retry'), onClick: () => send({ type: 'templates.retry' }) }
      : null,
    empty: selectIsReady(snapshot) && templates.length === 0 ? t('templates.customTemplates.empty') : null,
    /** Why a deletion or a copy did not happen (a draft's problems show in the form). */
    problem: snapshot.matches({ idle: 'failed' }) ? problemText : null,
    items: selectIsReady(snapshot)
      ? templates.map((template) => ({
          id: template.id,
          name: template.name,
          text: template.text,
          copied:
            copiedId === template.id && snapshot.matches('idle')
              ? t('templates.customTemplates.copied')
              : null,
          copy: {
            label: t('templates.customTemplates.copy'),
            ariaLabel: t('templates.customTemplates.copyNamed', { name: template.name }),
            disabled: !canStart,
            onClick: () => send({ type: 'templates.copy.requested', templateId: template.id }),
          },
          ...templateItemCommands(send, t, 'templates.customTemplates', template, {
            canStart,
            isDeleting: deletingId === template.id && isBusy,
          }),
        }))
      : [],
    create: selectIsReady(snapshot)
      ? {
          label: t('templates.customTemplates.new'),
          disabled: !canStart,
          onClick: () => send({ type: 'templates.create.started' }),
        }
      : null,
    draft: draft
      ? {
          heading: draft.templateId
            ? t('templates.customTemplates.editTitle')
            : t('templates.customTemplates.newTitle'),
          isBusy,
          problem: snapshot.hasTag('error') ? problemText : null,
          name: {
            name: 'custom_template_name',
            label: t('templates.customTemplates.name'),
            value: draft.name,
            maxLength: MAX_NAME,
            readOnly: isBusy,
            error: fieldError(fieldErrors.name, MAX_NAME),
            onChange: (value: string) => send({ type: 'templates.draft.changed', field: 'name', value }),
          },
          text: {
            name: 'custom_template_text',
            label: t('templates.customTemplates.text'),
            value: draft.text,
            maxLength: MAX_TEXT,
            readOnly: isBusy,
            error: fieldError(fieldErrors.text, MAX_TEXT),
            onChange: (value: string) => send({ type: 'templates.draft.changed', field: 'text', value }),
          },
          ...templateDraftCommands(send, t, 'templates.customTemplates', isBusy),
        }
      : null,
    dialog: selectDeletionDialog(snapshot),
  }
}

/** How much of a text the picker shows before the clinician inserts it. */
const PREVIEW_CHARACTERS = 160

/**
 * The clinician's texts offered beside a consultation field: insert one after what the field holds. Null
 * while they load and when there is none to offer; a failed load says so inside, with a try-again.
 */
export function connectCustomTemplatePicker(
  snapshot: TemplatesSnapshot,
  send: Send<CustomTemplatesEvent>,
  t: Translate,
  field: {
    /** The field's label, to name the insert buttons. */
    label: string
    /** Puts a text into the field. */
    insert: (text: string) => void
  },
) {
  const { templates, problem } = snapshot.context
  const failed = snapshot.matches('loadFailed')
  const ready = selectIsReady(snapshot)
  if (!failed && !(ready && templates.length > 0)) return null
  return {
    summary: t('templates.picker.summary', { count: templates.length }),
    loadProblem: failed && problem ? t(`templates.customTemplates.problems.${problem}`) : null,
    retry: failed ? { label: t('templates.retry'), onClick: () => send({ type: 'templates.retry' }) } : null,
    items: ready
      ? templates.map((template) => ({
          id: template.id,
          name: template.name,
          preview:
            template.text.length > PREVIEW_CHARACTERS
              ? `${template.text.slice(0, PREVIEW_CHARACTERS).trimEnd()}…`
              : template.text,
          insert: {
            label: t('templates.picker.insert'),
            ariaLabel: t('templates.picker.insertNamed', { name: template.name, field: field.label }),
            onClick: () => field.insert(template.text),
          },
        }))
      : [],
  }
}
