import { and, assertEvent, assign, fromPromise, not, raise, setup, stateIn } from 'xstate'
import type { ConsultationType, InputTemplate, ProcessorInput } from '../../../contract/catalogue'
import type { ConsultationSession, UserInput } from '../../../contract/consultations'
import { inputTemplatesMachine } from '../input-templates/input-templates.machine'
import { errorOf, withError } from '../shared/actor-events'
import { growingDelayOf } from '../shared/backoff'
import { callState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import { failureOf, isNotFound, isRetryable, type Problem, serverFieldsOf } from '../shared/problems'

export type ConsultationFormTag =
  | 'busy'
  | 'loading'
  | 'ready'
  | 'error'
  | 'missing'
  | 'saved'
  | 'saving'
  | 'unsaved'
  | 'not-saved'
  | 'completing'
  | 'complete'

/** Typing pauses this long before the form is saved (leaving a field saves at once). */
export const SAVE_DELAY_MS = 800
/** Automatic saves after a failed one, before the form says 'not saved' and offers to try again. */
export const MAX_SAVE_RETRIES = 3
/** The first automatic save retry waits this long; each next one twice as long. */
export const SAVE_RETRY_BASE_MS = 1_000
/** Automatic reloads after a failed load. */
export const MAX_LOAD_RETRIES = 2
export const LOAD_RETRY_BASE_MS = 2_000

/** The part of a processor input a field edits: its own definition, or its secondary part's. */
export type InputDefinition = Omit<ProcessorInput, 'secondary' | 'templates'>

/** One control of the form. A second part (diastolic beside systolic) is a field of its own. */
export type FormField = {
  /** 'bloodpressure', or 'bloodpressure:bloodpressure_diastolic' for the second part. */
  key: string
  processorInputId: string
  /** The secondary input id, for the second part of a pair. */
  secondaryId: string | null
  definition: InputDefinition
  mandatory: boolean
  /** For a first part, the key of its second part (they are shown together). */
  pairKey: string | null
}

/** What is wrong with a field's value, in the terms of the server's checks. */
export type FormFieldProblemCode =
  | 'required'
  | 'not_a_number'
  | 'out_of_range'
  | 'not_a_date'
  | 'not_an_option'
  | 'invalid'

/** A field's problem and the value it concerns: a value the server refused is not sent again. */
export type FormFieldProblem = { code: FormFieldProblemCode; value: string }

/** A value on its way to the server, with the field it came from. */
export type SentInput = UserInput & { key: string }

/** What the screen loads: the session, its type and every processor input (with the user's templates). */
export type FormData = {
  session: ConsultationSession
  type: ConsultationType
  inputs: ProcessorInput[]
}

export type ConsultationFormInput = { sessionId: string }

export type ConsultationFormContext = {
  /** The consultation whose form this is. */
  sessionId: string
  /** The session as loaded. */
  session: ConsultationSession | null
  /** The session's consultation type: which inputs the form shows, which are mandatory. */
  type: ConsultationType | null
  /** Every processor input's definition (label, unit, range, options, secondary part). */
  inputs: ProcessorInput[]
  /** What the form shows, by field key; kept through every error. */
  values: Record<string, string>
  /** What the server holds, by field key (blank values are not kept). */
  savedValues: Record<string, string>
  /** The values of the save on its way, in the order sent (the server names refused ones by index). */
  sending: SentInput[] | null
  /** Fields to mark, with what is wrong and the value it concerns. */
  fieldErrors: Record<string, FormFieldProblem>
  /** The form-level message (loading, mandatory fields, values to fix); null when none. */
  problem: Problem | null
  /** Why the last save failed, while the form is not saved. */
  saveProblem: Problem | null
  /** The field to move focus to with the message: the first empty mandatory one, or the first to fix. */
  focusKey: string | null
  /** Failed saves in a row, for the capped automatic retry. */
  saveAttempts: number
  /** Whether the last failed save may pass if tried again as it is (no answer, a busy server). */
  saveRetryable: boolean
  /** Failed loads in a row, for the capped automatic reload. */
  loadAttempts: number
}

export type ConsultationFormEvent =
  | { type: 'form.field.changed'; key: string; value: string }
  | { type: 'form.field.left'; key: string }
  | { type: 'form.template.inserted'; key: string; content: string }
  | { type: 'form.continue' }
  | { type: 'form.save.now' }
  | { type: 'form.save.retry' }
  | { type: 'form.load.retry' }

/** The key of a user input: 'primary' or 'primary:secondary'. */
export const fieldKey = (processorInputId: string, secondaryId?: string | null) =>
  secondaryId ? `${processorInputId}:${secondaryId}` : processorInputId

const definitionOf = ({ secondary: _s, templates: _t, ...definition }: ProcessorInput): InputDefinition =>
  definition

/** The type's inputs as fields, in the type's order; a pair's second part right after its first. */
export function formFieldsOf(type: ConsultationType | null, inputs: readonly ProcessorInput[]): FormField[] {
  if (!type) return []
  const byId = new Map(inputs.map((input) => [input.id, input]))
  return type.inputs.flatMap(({ processor_input_id, mandatory }) => {
    const input = byId.get(processor_input_id)
    if (!input) return []
    const first: FormField = {
      key: input.id,
      processorInputId: input.id,
      secondaryId: null,
      definition: definitionOf(input),
      mandatory,
      pairKey: input.secondary ? fieldKey(input.id, input.secondary.id) : null,
    }
    if (!input.secondary) return [first]
    const second: FormField = {
      key: fieldKey(input.id, input.secondary.id),
      processorInputId: input.id,
      secondaryId: input.secondary.id,
      definition: { ...input.secondary, id: input.secondary.id },
      mandatory,
      pairKey: null,
    }
    return [first, second]
  })
}

export const isBlankValue = (value: string | undefined) => (value ?? '').trim() === ''

/** '120', '7,5' (a decimal comma) or '7.5' → a number; anything else → NaN (as the server reads them). */
export const parseNumber = (value: string) =>
  /^-?\d+([.,]\d+)?$/.test(value.trim()) ? Number(value.trim().replace(',', '.')) : Number.NaN

/** The server's checks of one value (blank is always accepted: many fields do not apply to every visit). */
export function valueProblem(definition: InputDefinition, value: string): FormFieldProblemCode | null {
  if (isBlankValue(value)) return null
  switch (definition.type) {
    case 'number': {
      const n = parseNumber(value)
      if (Number.isNaN(n)) return 'not_a_number'
      if ((definition.min !== null && n < definition.min) || (definition.max !== null && n > definition.max))
        return 'out_of_range'
      return null
    }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? null : 'not_a_date'
    case 'select':
      return definition.options.some((option) => option.value === value) ? null : 'not_an_option'
    default:
      return null
  }
}

/** The server's English message of a refused value, read as a problem code. */
export function problemCodeOfMessage(message: string): FormFieldProblemCode {
  if (/range/i.test(message)) return 'out_of_range'
  if (/not a number/i.test(message)) return 'not_a_number'
  if (/date/i.test(message)) return 'not_a_date'
  if (/option/i.test(message)) return 'not_an_option'
  return 'invalid'
}

type FormState = Pick<ConsultationFormContext, 'type' | 'inputs' | 'values' | 'savedValues' | 'fieldErrors'>

/** Whether a field's current value is one the server would refuse (by the form's checks or its own answer). */
function isHeldBack(context: FormState, field: FormField): boolean {
  const value = context.values[field.key] ?? ''
  const refused = context.fieldErrors[field.key]
  if (refused && refused.code !== 'required' && refused.value === value) return true
  return valueProblem(field.definition, value) !== null
}

/**
 * What a save sends: every filled field, a value the server would refuse replaced by the one it holds
 * (the refused one stays on screen, marked). PUT replaces all user inputs, so blank ones are left out.
 */
export function inputsToSend(context: FormState): SentInput[] {
  return formFieldsOf(context.type, context.inputs).flatMap((field) => {
    const value = isHeldBack(context, field)
      ? (context.savedValues[field.key] ?? '')
      : (context.values[field.key] ?? '').trim()
    if (isBlankValue(value)) return []
    return [
      {
        key: field.key,
        processor_input_id: field.processorInputId,
        ...(field.secondaryId ? { secondary_processor_input_id: field.secondaryId } : {}),
        value,
      },
    ]
  })
}

const valuesOfSent = (sent: readonly SentInput[]) =>
  Object.fromEntries(sent.map((input) => [input.key, input.value]))

/** Whether the server holds something other than what the form would send now. */
export function hasUnsavedChanges(context: FormState): boolean {
  const next = valuesOfSent(inputsToSend(context))
  const keys = new Set([...Object.keys(next), ...Object.keys(context.savedValues)])
  return [...keys].some((key) => (next[key] ?? '') !== (context.savedValues[key] ?? ''))
}

/** Whether a field's value differs from what the server holds (shown as 'not saved' when a save fails). */
export const isFieldUnsaved = (context: FormState, key: string) =>
  (context.values[key] ?? '').trim() !== (context.savedValues[key] ?? '')

/** Mandatory fields left blank, in form order. */
export const missingMandatory = (context: FormState) =>
  formFieldsOf(context.type, context.inputs).filter(
    (field) => field.mandatory && isBlankValue(context.values[field.key]),
  )

/** Fields whose value the server would refuse, in form order. */
export const invalidFields = (context: FormState) =>
  formFieldsOf(context.type, context.inputs).filter((field) => isHeldBack(context, field))

/** The form's starting values: the session's saved user inputs, by key. */
export function valuesOfSession(session: ConsultationSession): Record<string, string> {
  return Object.fromEntries(
    session.user_inputs.map((input) => [
      fieldKey(input.processor_input_id, input.secondary_processor_input_id),
      input.value,
    ]),
  )
}

/** Every template of the user's, across the inputs. */
const templatesOf = (inputs: readonly ProcessorInput[]): InputTemplate[] =>
  inputs.flatMap((input) => input.templates)

/**
 * The consultation form beside the recording: loads the session, its type and the inputs; every change is
 * saved (after a pause in typing, or on leaving a field) with capped retries and never lost; 'Continue'
 * wants every mandatory field filled and every value plausible, then waits for the last save.
 */
export const consultationFormMachine = setup({
  types: {} as {
    context: ConsultationFormContext
    events: ConsultationFormEvent
    input: ConsultationFormInput
    tags: ConsultationFormTag
  },
  actors: {
    'load consultation form': fromPromise<FormData, { sessionId: string }>(
      notProvided('load consultation form'),
    ),
    'save user inputs': fromPromise<ConsultationSession, { sessionId: string; userInputs: UserInput[] }>(
      notProvided('save user inputs'),
    ),
    'input templates': inputTemplatesMachine,
  },
  actions: {
    // Supplied by the consultation screen once generation exists: the form is complete and saved.
    'report form completed': (_, _params: { values: Record<string, string> }) => {},

    'use loaded form': assign((_, params: FormData) => {
      const values = valuesOfSession(params.session)
      return {
        session: params.session,
        type: params.type,
        inputs: params.inputs,
        values,
        savedValues: Object.fromEntries(Object.entries(values).filter(([, value]) => !isBlankValue(value))),
        problem: null,
        loadAttempts: 0,
      }
    }),
    'count failed load': assign(({ context }, params: { error: unknown }) => ({
      loadAttempts: context.loadAttempts + 1,
      problem: failureOf(params.error, { fallback: 'session_load_failed' }).problem,
    })),
    'show missing session': assign({ problem: 'not_found' as const }),
    'forget failed loads': assign({ loadAttempts: 0 }),
    'change value': assign(({ context, event }) => {
      assertEvent(event, ['form.field.changed', 'form.template.inserted'])
      const current = context.values[event.key] ?? ''
      const value =
        event.type === 'form.field.changed'
          ? event.value
          : current.trim()
            ? `${current.replace(/\s+$/, '')}\n${event.content}`
            : event.content
      const { [event.key]: _fixed, ...fieldErrors } = context.fieldErrors
      const next = { ...context, values: { ...context.values, [event.key]: value }, fieldErrors }
      // The message goes once nothing it spoke of is left.
      const stillWrong =
        context.problem === 'mandatory_missing'
          ? missingMandatory(next).length > 0
          : context.problem === 'fields_invalid'
            ? invalidFields(next).length > 0
            : true
      return {
        values: next.values,
        fieldErrors,
        problem: stillWrong ? context.problem : null,
        focusKey: stillWrong ? context.focusKey : null,
      }
    }),
    'check left field': assign(({ context, event }) => {
      assertEvent(event, 'form.field.left')
      const field = formFieldsOf(context.type, context.inputs).find(
        (candidate) => candidate.key === event.key,
      )
      if (!field) return {}
      const value = context.values[field.key] ?? ''
      const code = valueProblem(field.definition, value)
      if (!code) return {}
      return { fieldErrors: { ...context.fieldErrors, [field.key]: { code, value } } }
    }),
    'show missing mandatory': assign(({ context }) => {
      const missing = missingMandatory(context)
      const fieldErrors = { ...context.fieldErrors }
      for (const field of missing) fieldErrors[field.key] = { code: 'required', value: '' }
      return { fieldErrors, problem: 'mandatory_missing' as const, focusKey: missing[0]?.key ?? null }
    }),
    'show invalid fields': assign(({ context }) => {
      const invalid = invalidFields(context)
      const fieldErrors = { ...context.fieldErrors }
      for (const field of invalid) {
        const value = context.values[field.key] ?? ''
        fieldErrors[field.key] = fieldErrors[field.key] ?? {
          code: valueProblem(field.definition, value) ?? 'invalid',
          value,
        }
      }
      return { fieldErrors, problem: 'fields_invalid' as const, focusKey: invalid[0]?.key ?? null }
    }),
    'clear form problem': assign({ problem: null, focusKey: null }),
    'prepare save': assign(({ context }) => ({ sending: inputsToSend(context) })),
    'remember saved inputs': assign(({ context }) => ({
      savedValues: valuesOfSent(context.sending ?? []),
      sending: null,
      saveAttempts: 0,
      saveProblem: null,
    })),
    'mark refused values': assign(({ context }, params: { error: unknown }) => {
      const fieldErrors = { ...context.fieldErrors }
      for (const [path, message] of Object.entries(serverFieldsOf(params.error))) {
        const index = /^user_inputs\.(\d+)\./.exec(path)?.[1]
        const sent = index === undefined ? undefined : context.sending?.[Number(index)]
        if (sent) fieldErrors[sent.key] = { code: problemCodeOfMessage(message), value: sent.value }
      }
      return { fieldErrors, sending: null }
    }),
    'count failed save': assign(({ context }, params: { error: unknown }) => ({
      saveAttempts: context.saveAttempts + 1,
      saveRetryable: isRetryable(params.error),
      saveProblem: failureOf(params.error, { fallback: 'save_failed' }).problem,
      sending: null,
    })),
    'forget failed saves': assign({ saveAttempts: 0 }),
    'save now': raise({ type: 'form.save.now' }),
  },
  guards: {
    isChange: ({ context, event }) =>
      event.type === 'form.template.inserted'
        ? typeof event.content === 'string' && event.content.trim() !== ''
        : event.type === 'form.field.changed' &&
          typeof event.value === 'string' &&
          (context.values[event.key] ?? '') !== event.value,
    isMissing: ({ event }) => isNotFound(errorOf(event)),
    canRetryLoad: ({ context }) => context.loadAttempts <= MAX_LOAD_RETRIES,
    hasUnsavedChanges: ({ context }) => hasUnsavedChanges(context),
    // Read as a save answers, before its values count as saved: typed since it was sent?
    hasChangedSinceSent: ({ context }) =>
      hasUnsavedChanges({ ...context, savedValues: valuesOfSent(context.sending ?? []) }),
    hasMissingMandatory: ({ context }) => missingMandatory(context).length > 0,
    hasInvalidFields: ({ context }) => invalidFields(context).length > 0,
    // A refusal naming fields the form can mark: the other values are saved without them.
    isRefusalOfValues: ({ context, event }) =>
      Object.keys(serverFieldsOf(errorOf(event))).some((path) => {
        const index = /^user_inputs\.(\d+)\./.exec(path)?.[1]
        return index !== undefined && context.sending?.[Number(index)] !== undefined
      }),
    canRetrySave: ({ context }) => context.saveAttempts <= MAX_SAVE_RETRIES && context.saveRetryable,
    isSaved: and([stateIn('#consultation-form.ready.saving.saved'), not('hasUnsavedChanges')]),
    hasSaveFailed: stateIn('#consultation-form.ready.saving.failed'),
  },
  delays: {
    saveDelay: SAVE_DELAY_MS,
    saveRetryDelay: growingDelayOf(SAVE_RETRY_BASE_MS, 'saveAttempts'),
    loadRetryDelay: growingDelayOf(LOAD_RETRY_BASE_MS, 'loadAttempts'),
  },
}).createMachine({
  id: 'consultation-form',
  description:
    'The consultation form beside the recording: load, edit with saves after a pause or on leaving a field (capped retries, nothing typed lost), then Continue: mandatory fields filled, values plausible, last save done.',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    session: null,
    type: null,
    inputs: [],
    values: {},
    savedValues: {},
    sending: null,
    fieldErrors: {},
    problem: null,
    saveProblem: null,
    focusKey: null,
    saveAttempts: 0,
    saveRetryable: false,
    loadAttempts: 0,
  }),
  initial: 'loading',
  states: {
    loading: callState(['busy', 'loading'], {
      id: 'loadForm',
      src: 'load consultation form',
      input: ({ context }) => ({ sessionId: context.sessionId }),
      onDone: { target: 'ready', actions: { type: 'use loaded form', params: ({ event }) => event.output } },
      onError: [
        { guard: 'isMissing', target: 'missing', actions: 'show missing session' },
        { target: 'loadFailed', actions: withError('count failed load') },
      ],
    }),
    loadFailed: {
      tags: ['error'],
      after: { loadRetryDelay: { guard: 'canRetryLoad', target: 'loading' } },
      on: { 'form.load.retry': { target: 'loading', actions: 'forget failed loads' } },
    },
    // The session does not exist, or is another clinician's.
    missing: { tags: ['missing', 'error'] },
    ready: {
      tags: ['ready'],
      type: 'parallel',
      invoke: {
        id: 'inputTemplates',
        src: 'input templates',
        input: ({ context }) => ({ templates: templatesOf(context.inputs) }),
      },
      states: {
        // What is typed: the values change here, once; the other regions follow (their guards read the
        // values from before the change). A parent's transitions would not run beside a region's own.
        values: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'form.field.changed': { guard: 'isChange', actions: 'change value' },
                'form.template.inserted': { guard: 'isChange', actions: 'change value' },
                'form.field.left': { actions: ['check left field', 'save now'] },
              },
            },
          },
        },
        saving: {
          initial: 'saved',
          states: {
            saved: {
              tags: ['saved'],
              on: {
                'form.field.changed': { guard: 'isChange', target: 'waiting' },
                'form.template.inserted': { guard: 'isChange', target: 'waiting' },
                'form.save.now': { guard: 'hasUnsavedChanges', target: 'sending' },
              },
            },
            // A pause in typing: each change starts the wait again.
            waiting: {
              tags: ['unsaved'],
              after: {
                saveDelay: [{ guard: 'hasUnsavedChanges', target: 'sending' }, { target: 'saved' }],
              },
              on: {
                'form.field.changed': { guard: 'isChange', target: 'waiting', reenter: true },
                'form.template.inserted': { guard: 'isChange', target: 'waiting', reenter: true },
                'form.save.now': [{ guard: 'hasUnsavedChanges', target: 'sending' }, { target: 'saved' }],
              },
            },
            sending: {
              entry: 'prepare save',
              ...callState(['saving', 'unsaved'], {
                id: 'saveUserInputs',
                src: 'save user inputs',
                input: ({ context }) => ({
                  sessionId: context.sessionId,
                  userInputs: (context.sending ?? []).map(({ key: _key, ...input }) => input),
                }),
                onDone: [
                  // Typed while the save was on its way: save again after the pause.
                  { guard: 'hasChangedSinceSent', target: 'waiting', actions: 'remember saved inputs' },
                  { target: 'saved', actions: 'remember saved inputs' },
                ],
                onError: [
                  {
                    guard: 'isRefusalOfValues',
                    target: 'waiting',
                    actions: withError('mark refused values'),
                  },
                  { target: 'retrying', actions: withError('count failed save') },
                ],
              }),
            },
            // Not saved yet: the next try comes by itself, after a growing wait, a few times.
            retrying: {
              tags: ['unsaved', 'error'],
              always: { guard: not('canRetrySave'), target: 'failed' },
              after: { saveRetryDelay: { target: 'sending' } },
              on: { 'form.save.retry': { target: 'sending', actions: 'forget failed saves' } },
            },
            // Not saved, and no more automatic tries: the values stay on screen, a button tries again.
            failed: {
              tags: ['unsaved', 'error', 'not-saved'],
              on: {
                'form.save.retry': { target: 'sending', actions: 'forget failed saves' },
                'form.field.changed': {
                  guard: 'isChange',
                  target: 'waiting',
                  actions: 'forget failed saves',
                },
                'form.template.inserted': {
                  guard: 'isChange',
                  target: 'waiting',
                  actions: 'forget failed saves',
                },
              },
            },
          },
        },
        progress: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'form.continue': [
                  { guard: 'hasMissingMandatory', target: 'editing', actions: 'show missing mandatory' },
                  { guard: 'hasInvalidFields', target: 'editing', actions: 'show invalid fields' },
                  { target: 'completing', actions: ['clear form problem', 'save now'] },
                ],
              },
            },
            // Everything is filled: the last changes reach the server before the next step.
            completing: {
              tags: ['completing'],
              always: [
                {
                  guard: 'isSaved',
                  target: 'complete',
                  actions: {
                    type: 'report form completed',
                    params: ({ context }) => ({ values: context.savedValues }),
                  },
                },
                { guard: 'hasSaveFailed', target: 'editing' },
              ],
            },
            // Complete while everything is saved; any change makes it a form being edited again.
            complete: {
              tags: ['complete'],
              always: { guard: 'hasUnsavedChanges', target: 'editing' },
            },
          },
        },
      },
    },
  },
})
