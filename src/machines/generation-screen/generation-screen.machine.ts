import { assign, fromPromise, setup } from 'xstate'
import { NotesData } from '../../../contract/engines'
import type { Prompt } from '../../services/generate'
import { errorOf, outputOf, withError, withOutputAs } from '../shared/actor-events'
import { apiErrorOf } from '../shared/api-error'
import { callState, failedState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'

export type GenerationScreenTag = 'busy' | 'ready' | 'missing' | 'error' | 'generating' | 'copying'

/** The optional fields of the notes payload (spec, section 3), in the contract's order, which the form follows. */
export const OPTIONAL_FIELDS = NotesData.keyof().exclude(['text']).options
export type OptionalField = (typeof OPTIONAL_FIELDS)[number]
export type GenerationField = 'text' | OptionalField
export type GenerationFields = Record<GenerationField, string>

/** What the screen says went wrong (`generationScreen.problems.<code>`). */
export type GenerationScreenProblem =
  | 'load_failed'
  | 'connection'
  | 'nothing_to_write'
  | 'overloaded'
  | 'invalid'
  | 'generation_failed'
  | 'copy_failed'

export type GenerationScreenInput = {
  /** The prompt's name from the route: a consultation type's id or a selectable document's id. */
  prompt: string
}

export type GenerationScreenContext = {
  prompt: string
  /** What the prompt stands for, once loaded. */
  promptInfo: Prompt | null
  /** The pasted text and the optional fields, as typed; never lost on a failure. */
  fields: GenerationFields
  /** The document written, as markdown. */
  result: string | null
  /** The copy went to the clipboard. */
  copied: boolean
  problem: GenerationScreenProblem | null
  /** The server's messages next to the fields it refused (`data.text` → 'Empty'). */
  fieldProblems: Partial<Record<GenerationField, string>>
}

export type GenerationScreenEvent =
  | { type: 'generation.field'; name: GenerationField; value: string }
  | { type: 'generation.submit' }
  | { type: 'generation.copy' }
  | { type: 'generation.retry' }

/** The payload of POST /generate: the text, and only the optional fields that hold something. */
export type GenerationRequest = {
  prompt: string
  data: { text: string } & Partial<Record<OptionalField, string>>
}

const emptyFields = (): GenerationFields =>
  Object.fromEntries(['text', ...OPTIONAL_FIELDS].map((name) => [name, ''])) as GenerationFields

export const requestOf = (
  context: Pick<GenerationScreenContext, 'prompt' | 'fields'>,
): GenerationRequest => ({
  prompt: context.prompt,
  data: {
    text: context.fields.text.trim(),
    ...Object.fromEntries(
      OPTIONAL_FIELDS.map((name) => [name, context.fields[name].trim()]).filter(([, value]) => value !== ''),
    ),
  },
})

function failureOf(error: unknown): Pick<GenerationScreenContext, 'problem' | 'fieldProblems'> {
  const e = apiErrorOf(error)
  if (!e) return { problem: 'generation_failed', fieldProblems: {} }
  if (e.kind === 'network' || e.kind === 'timeout') return { problem: 'connection', fieldProblems: {} }
  if (e.code === 'server_overloaded' || e.code === 'unavailable' || e.code === 'rate_limited')
    return { problem: 'overloaded', fieldProblems: {} }
  const fields: Partial<Record<GenerationField, string>> = {}
  for (const [path, message] of Object.entries(e.body?.error.fields ?? {})) {
    const name = path.replace(/^data\./, '') as GenerationField
    if (name === 'text' || (OPTIONAL_FIELDS as readonly string[]).includes(name)) fields[name] = message
  }
  if (fields.text) return { problem: 'nothing_to_write', fieldProblems: fields }
  if (Object.keys(fields).length > 0) return { problem: 'invalid', fieldProblems: fields }
  return { problem: 'generation_failed', fieldProblems: {} }
}

/**
 * The generation screen (/generate/{prompt}): a one-off document from a named prompt (a consultation
 * type or a selectable document) with pasted text and the optional fields, written at once by
 * POST /generate, shown, and copied. Nothing typed is lost on a failure.
 */
export const generationScreenMachine = setup({
  types: {} as {
    context: GenerationScreenContext
    events: GenerationScreenEvent
    input: GenerationScreenInput
    tags: GenerationScreenTag
  },
  actors: {
    'load prompt': fromPromise<Prompt | null, { prompt: string }>(notProvided('load prompt')),
    generate: fromPromise<string, GenerationRequest>(notProvided('generate')),
    'copy note': fromPromise<unknown, { markdown: string }>(notProvided('copy note')),
  },
  actions: {
    'use prompt': assign((_, params: { prompt: Prompt | null }) => ({
      promptInfo: params.prompt,
      problem: null,
    })),
    'show load failure': assign({ problem: 'load_failed' as const }),
    'set field': assign(({ context }, params: { name: GenerationField; value: string }) => ({
      fields: { ...context.fields, [params.name]: params.value },
      fieldProblems: { ...context.fieldProblems, [params.name]: undefined },
      copied: false,
    })),
    'say nothing to write': assign({
      problem: 'nothing_to_write' as const,
      fieldProblems: { text: 'required' },
    }),
    'start generating': assign({ problem: null, fieldProblems: {}, copied: false }),
    'use result': assign((_, params: { markdown: string }) => ({ result: params.markdown })),
    'show failure': assign((_, params: { error: unknown }) => failureOf(params.error)),
    'note copied': assign({ copied: true, problem: null }),
    'show copy failure': assign({ copied: false, problem: 'copy_failed' as const }),
  },
  guards: {
    isMissing: ({ event }) => outputOf<Prompt | null>(event) === null,
    hasSomethingToWrite: ({ context }) => Object.values(context.fields).some((value) => value.trim() !== ''),
    hasResult: ({ context }) => context.result !== null,
    isNotFound: ({ event }) => apiErrorOf(errorOf(event))?.code === 'not_found',
  },
}).createMachine({
  id: 'generation-screen',
  description:
    'The generation screen (/generate/{prompt}): a one-off document from a named prompt with pasted text and the optional fields, written at once, shown and copied; nothing typed is lost on a failure.',
  context: ({ input }) => ({
    prompt: input.prompt,
    promptInfo: null,
    fields: emptyFields(),
    result: null,
    copied: false,
    problem: null,
    fieldProblems: {},
  }),
  initial: 'loading',
  states: {
    loading: callState(['busy'], {
      id: 'loadPrompt',
      src: 'load prompt',
      input: ({ context }) => ({ prompt: context.prompt }),
      onDone: [
        { guard: 'isMissing', target: 'missing' },
        { target: 'editing', actions: withOutputAs('use prompt', 'prompt') },
      ],
      onError: { target: 'loadFailed', actions: 'show load failure' },
    }),
    missing: { tags: ['missing', 'error'] },
    loadFailed: failedState('generation.retry', { target: 'loading' }),
    editing: {
      tags: ['ready'],
      on: {
        'generation.field': {
          actions: { type: 'set field', params: ({ event }) => ({ name: event.name, value: event.value }) },
        },
        'generation.submit': [
          { guard: 'hasSomethingToWrite', target: 'generating', actions: 'start generating' },
          { actions: 'say nothing to write' },
        ],
        'generation.copy': { guard: 'hasResult', target: 'copying' },
      },
    },
    generating: callState(['busy', 'generating'], {
      id: 'generate',
      src: 'generate',
      input: ({ context }) => requestOf(context),
      onDone: { target: 'editing', actions: withOutputAs('use result', 'markdown') },
      onError: [
        {
          guard: 'isNotFound',
          target: 'missing',
        },
        { target: 'editing', actions: withError('show failure') },
      ],
    }),
    copying: callState(['ready', 'copying'], {
      id: 'copyNote',
      src: 'copy note',
      input: ({ context }) => ({ markdown: context.result ?? '' }),
      onDone: { target: 'editing', actions: 'note copied' },
      onError: { target: 'editing', actions: 'show copy failure' },
    }),
  },
})
