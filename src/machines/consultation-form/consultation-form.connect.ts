import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { inputTemplatesMachine } from '../input-templates/input-templates.machine'
import { problemMessage, type Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import { tagSelectors } from '../shared-connect/tag-selectors'
import {
  type ConsultationFormEvent,
  type consultationFormMachine,
  type FormField,
  type FormFieldProblem,
  formFieldsOf,
  isFieldUnsaved,
} from './consultation-form.machine'

type FormSnapshot = SnapshotFrom<typeof consultationFormMachine>

export const {
  selectIsLoading,
  selectIsReady,
  selectIsMissing,
  selectIsSaving,
  selectIsSaved,
  selectHasUnsavedChanges,
  selectIsNotSaved,
  selectIsComplete,
} = tagSelectors<FormSnapshot>()({
  selectIsLoading: 'loading',
  selectIsReady: 'ready',
  selectIsMissing: 'missing',
  selectIsSaving: 'saving',
  selectIsSaved: 'saved',
  /** Something typed is not on the server yet (waiting, on its way, or failed): leaving would lose it. */
  selectHasUnsavedChanges: 'unsaved',
  /** Saving failed and the automatic tries are spent: the form says 'not saved' and offers to try again. */
  selectIsNotSaved: 'not-saved',
  selectIsComplete: 'complete',
})
export const selectProblem = (snapshot: FormSnapshot) => snapshot.context.problem
export const selectType = (snapshot: FormSnapshot) => snapshot.context.type
export const selectSession = (snapshot: FormSnapshot) => snapshot.context.session
export const selectFields = (snapshot: FormSnapshot) =>
  formFieldsOf(snapshot.context.type, snapshot.context.inputs)
/** The clinician's templates, while the form is open. */
export const selectTemplatesActor = (snapshot: FormSnapshot) =>
  (snapshot.children.inputTemplates as ActorRefFrom<typeof inputTemplatesMachine> | undefined) ?? null

/** The element id of a field's control (keys hold ':' for a second part). */
export const fieldElementId = (key: string) => `consultation-field-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`

/** A range as people write it, with its unit: '50–300 mmHg', '≥ 0 kg', '≤ 10'. */
export function rangeText(field: Pick<FormField['definition'], 'min' | 'max' | 'unit'>, t: Translate) {
  const unit = field.unit ?? ''
  const { min, max } = field
  if (min !== null && max !== null) return t('consultationForm.range.between', { min, max, unit }).trim()
  if (min !== null) return t('consultationForm.range.atLeast', { min, unit }).trim()
  if (max !== null) return t('consultationForm.range.atMost', { max, unit }).trim()
  return null
}

function problemText(problem: FormFieldProblem | undefined, field: FormField, t: Translate): string | null {
  if (!problem) return null
  const { min, max, unit } = field.definition
  return t(`consultationForm.fieldProblems.${problem.code}`, {
    range: rangeText({ min, max, unit }, t) ?? '',
  })
}

export type FormControl = {
  key: string
  id: string
  /** The request's key, also the control's name. */
  name: string
  label: string
  kind: FormField['definition']['type']
  value: string
  mandatory: boolean
  /** The unit written after the control, e.g. mmHg. */
  unit: string | null
  /** Help text, then the plausible range. */
  hint: string | null
  min: number | null
  max: number | null
  /** A select's choices, a blank one first. */
  options: { value: string; label: string }[]
  error: string | null
  /** The value is not on the server (shown once saving has failed). */
  notSaved: string | null
  /** The processor input whose templates a text field offers. */
  templatesFor: string | null
  onChange: (value: string) => void
  onBlur: () => void
}

/** One row of the form: a field, or a pair shown together (systolic and diastolic). */
export type FormItem =
  | { kind: 'single'; key: string; control: FormControl }
  | { kind: 'pair'; key: string; legend: string; mandatory: boolean; controls: [FormControl, FormControl] }

/** The consultation form as its view shows it: translated controls, statuses and commands. */
export function connectConsultationForm(
  snapshot: FormSnapshot,
  send: Send<ConsultationFormEvent>,
  t: Translate,
) {
  const { context } = snapshot
  const fields = selectFields(snapshot)
  const showNotSaved = snapshot.hasTag('error') && !snapshot.hasTag('saving')
  const control = (field: FormField): FormControl => {
    const { definition } = field
    const range = definition.type === 'number' ? rangeText(definition, t) : null
    const rangeHint = range ? t('consultationForm.rangeHint', { range }) : null
    const hint = [definition.help, rangeHint].filter(Boolean).join(' ') || null
    return {
      key: field.key,
      id: fieldElementId(field.key),
      name: field.key,
      label: definition.label,
      kind: definition.type,
      value: context.values[field.key] ?? '',
      mandatory: field.mandatory,
      unit: definition.unit,
      hint,
      min: definition.min,
      max: definition.max,
      options: [{ value: '', label: t('consultationForm.noChoice') }, ...definition.options],
      error: problemText(context.fieldErrors[field.key], field, t),
      notSaved:
        showNotSaved && isFieldUnsaved(context, field.key) ? t('consultationForm.fieldNotSaved') : null,
      templatesFor: definition.type === 'text' && !field.secondaryId ? field.processorInputId : null,
      onChange: (value) => send({ type: 'form.field.changed', key: field.key, value }),
      onBlur: () => send({ type: 'form.field.left', key: field.key }),
    }
  }
  const byKey = new Map(fields.map((field) => [field.key, field]))
  const items: FormItem[] = []
  for (const field of fields) {
    if (field.secondaryId) continue
    const second = field.pairKey ? byKey.get(field.pairKey) : undefined
    if (second) {
      items.push({
        kind: 'pair',
        key: field.key,
        legend: t('consultationForm.pairLegend', {
          first: field.definition.label,
          second: second.definition.label,
        }),
        mandatory: field.mandatory,
        controls: [control(field), control(second)],
      })
    } else {
      items.push({ kind: 'single', key: field.key, control: control(field) })
    }
  }

  const isNotSaved = selectIsNotSaved(snapshot)
  const saveStatus = selectIsSaving(snapshot)
    ? { tone: 'saving' as const, text: t('consultationForm.status.saving') }
    : isNotSaved
      ? {
          tone: 'error' as const,
          text: t('consultationForm.status.notSaved', {
            reason: problemMessage(t, context.saveProblem) ?? '',
          }),
        }
      : snapshot.hasTag('error')
        ? { tone: 'error' as const, text: t('consultationForm.status.retrying') }
        : snapshot.hasTag('unsaved')
          ? { tone: 'pending' as const, text: t('consultationForm.status.pending') }
          : { tone: 'saved' as const, text: t('consultationForm.status.saved') }

  return {
    isLoading: selectIsLoading(snapshot),
    isReady: selectIsReady(snapshot),
    isMissing: selectIsMissing(snapshot),
    /** Loading failed (or the session is gone): the message, and a retry while it can help. */
    loadProblem: selectIsReady(snapshot) ? null : problemMessage(t, context.problem),
    retryLoad: commandIfAccepted(
      snapshot,
      send,
      { type: 'form.load.retry' },
      t('consultationForm.retryLoad'),
    ),
    typeName: context.type?.name ?? null,
    mandatoryNote: fields.some((field) => field.mandatory) ? t('consultationForm.mandatoryNote') : null,
    emptyNote: selectIsReady(snapshot) && fields.length === 0 ? t('consultationForm.noInputs') : null,
    items,
    /** The message over the form, and the control focus goes to with it. */
    problem: selectIsReady(snapshot) ? problemMessage(t, context.problem) : null,
    focusId: context.focusKey ? fieldElementId(context.focusKey) : null,
    saveStatus,
    retrySave: isNotSaved
      ? { label: t('consultationForm.retrySave'), onClick: () => send({ type: 'form.save.retry' }) }
      : null,
    continueButton: {
      label: snapshot.hasTag('completing')
        ? t('consultationForm.continuing')
        : t('consultationForm.continue'),
      busy: snapshot.hasTag('completing'),
      onClick: () => send({ type: 'form.continue' }),
    },
    complete: selectIsComplete(snapshot) ? t('consultationForm.complete') : null,
    insertTemplate: (key: string, content: string) => send({ type: 'form.template.inserted', key, content }),
  }
}
