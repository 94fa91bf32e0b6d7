import type { SnapshotFrom } from 'xstate'
import { type FieldProps, fieldBase, problemMessage, type Translate } from '../shared/field-props'
import type { Send } from '../shared-connect/commands'
import { languageField } from '../shared-connect/field-presets'
import { tagSelectors } from '../shared-connect/tag-selectors'
import { ACCOUNT_FIELDS, type AccountEvent, type AccountField, type accountMachine } from './account.machine'

type AccountSnapshot = SnapshotFrom<typeof accountMachine>

export const { selectIsLoading, selectIsBusy, selectHasError, selectIsSaved } =
  tagSelectors<AccountSnapshot>()({
    selectIsLoading: 'loading',
    selectIsBusy: 'busy',
    selectHasError: 'error',
    selectIsSaved: 'success',
  })
export const selectProblem = (snapshot: AccountSnapshot) => snapshot.context.problem
export const selectUser = (snapshot: AccountSnapshot) => snapshot.context.user

/** Everything a settings form shows, translated, with its commands. */
export function connectAccount(snapshot: AccountSnapshot, send: Send<AccountEvent>, t: Translate) {
  const { form, user, values, specialities, fieldErrors, problem } = snapshot.context
  const isBusy = selectIsBusy(snapshot)
  const change = (field: AccountField) => (value: string | boolean) =>
    send({ type: 'account.field.changed', field, value })

  const fieldOf = (field: AccountField): FieldProps => {
    const common = fieldBase(t, field, fieldErrors[field], isBusy)
    switch (field) {
      case 'name':
        return {
          ...common,
          kind: 'text',
          type: 'text',
          autoComplete: 'name',
          value: values.name,
          required: true,
          onChange: change(field),
        }
      case 'phone_number':
        return {
          ...common,
          kind: 'text',
          type: 'tel',
          autoComplete: 'tel',
          value: values.phone_number,
          required: false,
          hint: t('settings.account.phoneHint'),
          onChange: change(field),
        }
      case 'medical_speciality_id': {
        const options = (specialities ?? []).map((speciality) => ({
          value: speciality.id,
          label: speciality.name,
        }))
        // A speciality saved earlier stays selectable even if the list did not load.
        if (
          values.medical_speciality_id &&
          !options.some((option) => option.value === values.medical_speciality_id)
        )
          options.push({ value: values.medical_speciality_id, label: t('settings.account.specialitySaved') })
        return {
          ...common,
          kind: 'select',
          value: values.medical_speciality_id,
          options: [{ value: '', label: t('settings.account.noSpeciality') }, ...options],
          hint: specialities === null && !isBusy ? t('settings.account.specialitiesUnavailable') : null,
          onChange: change(field),
        }
      }
      case 'language':
        return languageField(common, t, {
          value: values.language,
          hint: t('settings.language.hint'),
          onChange: change(field),
        })
      default:
        return {
          ...common,
          kind: 'checkbox',
          checked: values[field],
          hint: t(`settings.${form}.${field}Hint`),
          onChange: change(field),
        }
    }
  }

  return {
    form,
    isLoading: selectIsLoading(snapshot),
    isBusy,
    isSaved: selectIsSaved(snapshot),
    problem: problemMessage(t, problem),
    /** The address is shown, never edited here: a change goes through support. */
    email:
      form === 'profile'
        ? {
            name: 'email',
            label: t('fields.email'),
            value: user.email,
            hint: t('settings.account.emailHint'),
          }
        : null,
    fields: ACCOUNT_FIELDS[form].map(fieldOf),
    /** The language form saves as soon as a language is picked: it has no button. */
    submit:
      form === 'language'
        ? null
        : { label: isBusy ? t('settings.saving') : t('settings.save'), disabled: isBusy },
    onSubmit: () => send({ type: 'account.submit' }),
    status: selectIsSaved(snapshot)
      ? t('settings.saved')
      : isBusy && !selectIsLoading(snapshot)
        ? t('settings.saving')
        : null,
  }
}
