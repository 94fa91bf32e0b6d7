import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import type { ModelPickerEvent, modelPickerMachine } from './model-picker.machine'

type ModelPickerSnapshot = SnapshotFrom<typeof modelPickerMachine>

export const selectIsLoading = (snapshot: ModelPickerSnapshot) => snapshot.hasTag('busy')
export const selectIsSaving = (snapshot: ModelPickerSnapshot) => snapshot.hasTag('saving')
export const selectSelected = (snapshot: ModelPickerSnapshot) => snapshot.context.selected

/** The value of the option that stands for the server's default (no choice saved). */
export const DEFAULT_OPTION = ''

/**
 * The model picker as a group of radio buttons: the server's default first, then each model with its
 * private and experimental badges; a choice is saved as soon as it is made.
 */
export function connectModelPicker(
  snapshot: ModelPickerSnapshot,
  send: Send<ModelPickerEvent>,
  t: Translate,
) {
  const { models, selected, problem, justSaved } = snapshot.context
  const defaultModel = models.find((m) => m.default) ?? null
  const saving = selectIsSaving(snapshot)
  const choose = (value: string) =>
    send({ type: 'model.choose', model: value === DEFAULT_OPTION ? null : value })
  return {
    isLoading: selectIsLoading(snapshot),
    isSaving: saving,
    /** Only one model: nothing to choose, the picker says which one writes the documents. */
    single: snapshot.hasTag('single') && models[0] ? t('models.single', { model: models[0].id }) : null,
    legend: t('models.legend'),
    hint: t('models.hint'),
    options: snapshot.hasTag('single')
      ? []
      : [
          {
            value: DEFAULT_OPTION,
            label: defaultModel
              ? t('models.default', { model: defaultModel.id })
              : t('models.defaultUnnamed'),
            badges: [] as string[],
            checked: selected === null,
            disabled: saving,
            onChange: () => choose(DEFAULT_OPTION),
          },
          ...models.map((model) => ({
            value: model.id,
            label: model.id,
            badges: [
              ...(model.private ? [t('models.private')] : []),
              ...(model.experimental ? [t('models.experimental')] : []),
            ],
            checked: selected === model.id,
            disabled: saving,
            onChange: () => choose(model.id),
          })),
        ],
    status: saving ? t('models.saving') : justSaved ? t('models.saved') : null,
    problem: problem ? t(`models.problems.${problem}`) : null,
    retry: commandIfAccepted(snapshot, send, { type: 'model.retry' }, t('models.retry')),
  }
}
