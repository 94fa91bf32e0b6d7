import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import {
  type GenerationField,
  type GenerationScreenEvent,
  type generationScreenMachine,
  OPTIONAL_FIELDS,
} from './generation-screen.machine'

type GenerationScreenSnapshot = SnapshotFrom<typeof generationScreenMachine>

export const selectIsLoading = (snapshot: GenerationScreenSnapshot) =>
  snapshot.hasTag('busy') && !snapshot.hasTag('generating')
export const selectIsGenerating = (snapshot: GenerationScreenSnapshot) => snapshot.hasTag('generating')
export const selectResult = (snapshot: GenerationScreenSnapshot) => snapshot.context.result

/** Fields whose value is a short measurement or a date rather than a text. */
const SHORT_FIELDS: readonly GenerationField[] = [
  'bloodpressure',
  'hemoglobinac',
  'colesterol',
  'weightmassindex',
  'next_consultation_date',
]

/** The generation screen: the prompt, the form (text first, the optional fields folded), the document. */
export function connectGenerationScreen(
  snapshot: GenerationScreenSnapshot,
  send: Send<GenerationScreenEvent>,
  t: Translate,
) {
  const { promptInfo, fields, fieldProblems, result, problem, copied } = snapshot.context
  const generating = selectIsGenerating(snapshot)
  const field = (name: GenerationField) => ({
    name,
    label: t(`generationScreen.fields.${name}`),
    value: fields[name],
    kind:
      name === 'text'
        ? ('long' as const)
        : SHORT_FIELDS.includes(name)
          ? ('short' as const)
          : ('long' as const),
    type: name === 'next_consultation_date' ? ('date' as const) : ('text' as const),
    readOnly: generating,
    error: fieldProblems[name] ? t('generationScreen.fieldProblems.required') : null,
    onChange: (value: string) => send({ type: 'generation.field', name, value }),
  })
  const filledOptional = OPTIONAL_FIELDS.filter((name) => fields[name].trim() !== '').length
  return {
    isLoading: selectIsLoading(snapshot),
    isMissing: snapshot.hasTag('missing'),
    title: promptInfo?.name ?? t('routes.generation.title'),
    description: promptInfo?.description ?? null,
    kind: promptInfo ? t(`generationScreen.kind.${promptInfo.kind}`) : null,
    text: field('text'),
    optional: {
      summary:
        filledOptional > 0
          ? t('generationScreen.optionalFilled', { count: filledOptional })
          : t('generationScreen.optional'),
      fields: OPTIONAL_FIELDS.map(field),
    },
    submit: {
      label: generating
        ? t('generationScreen.generating')
        : result
          ? t('generationScreen.again')
          : t('generationScreen.generate'),
      busy: generating,
      disabled: !snapshot.can({ type: 'generation.submit' }),
      onSubmit: () => send({ type: 'generation.submit' }),
    },
    result: result
      ? {
          heading: t('generationScreen.result'),
          markdown: result,
          /** Said to screen readers once the note is on the clipboard. */
          status: copied ? t('generationScreen.copied') : null,
          copy: {
            label: copied ? t('generationScreen.copied') : t('generationScreen.copy'),
            disabled: !snapshot.can({ type: 'generation.copy' }),
            onClick: () => send({ type: 'generation.copy' }),
          },
        }
      : null,
    problem: problem ? t(`generationScreen.problems.${problem}`) : null,
    retry: commandIfAccepted(snapshot, send, { type: 'generation.retry' }, t('generationScreen.retry')),
  }
}
