import { type fieldBase, languageOptions, type SelectFieldProps, type Translate } from '../shared/field-props'

/** A form's language control: the app's languages named in the person's own, with what the choice changes. */
export const languageField = (
  common: ReturnType<typeof fieldBase>,
  t: Translate,
  { value, hint, onChange }: { value: string; hint: string; onChange: (value: string) => void },
): SelectFieldProps => ({ ...common, kind: 'select', hint, value, options: languageOptions(t), onChange })

/** How a template section is written, as a preview lists it: its format, and whether it may abbreviate. */
export const sectionStyle = (section: { format: string; abbreviations: boolean }, t: Translate) =>
  [
    t(`typeEditor.format.${section.format}`),
    section.abbreviations
      ? t('typeEditor.preview.abbreviationsAllowed')
      : t('typeEditor.preview.noAbbreviations'),
  ].join(' · ')
