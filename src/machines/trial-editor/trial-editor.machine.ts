import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { CriterionType } from '../../../contract/research'
import type { SplitCriterion, Trial, TrialBody } from '../../services/research'
import { withError, withOutputAs } from '../shared/actor-events'
import { callState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'

export type TrialEditorTag = 'editing' | 'busy' | 'error'

/** Limits of the contract, checked before sending. */
export const MAX_TRIAL_NAME = 200
export const MAX_CRITERION_LENGTH = 2000
export const MAX_CRITERIA = 200

/** One criterion as the editor holds it; `key` keeps a row's inputs when rows are added or removed. */
export type DraftCriterion = {
  key: number
  definition: string
  /** Null until chosen: a line no heading or prefix typed, or a row added by hand; saving asks for it. */
  type: CriterionType | null
  needs_review: boolean
}

export type TrialEditorInput = {
  spaceId: string
  /** The trial being changed; null for a new one. */
  trial: Trial | null
  /** The cap on criteria; MAX_CRITERIA unless a test says otherwise. */
  maxCriteria?: number
}

export type TrialEditorProblem =
  | 'fields_invalid'
  | 'connection'
  | 'save_failed'
  | 'split_failed'
  | 'nothing_to_split'

/** What is wrong with a field: `name`, `criteria.<key>` (the definition) or `criteria.<key>.type`. */
export type TrialFieldProblem = 'required' | 'too_long' | 'type_required'

export type TrialEditorContext = {
  /** The space the trial belongs to. */
  spaceId: string
  /** The trial's id when it exists; null until a new one is saved. */
  trialId: string | null
  /** The trial's name as typed. */
  name: string
  /** The trial's description as typed. */
  description: string
  /** The criteria, in order. */
  criteria: DraftCriterion[]
  /** The next row key. */
  nextKey: number
  /** A pasted block of criteria, one a line, waiting to be split. */
  block: string
  /** What the editor says went wrong; null when nothing did. */
  problem: TrialEditorProblem | null
  /** Fields marked as wrong, by `name`, `criteria.<key>` or `criteria.<key>.type`. */
  fields: Record<string, TrialFieldProblem>
  /** The trial as the server saved it, once it has. */
  saved: Trial | null
  /** The cap on criteria (MAX_CRITERIA, the contract's). */
  maxCriteria: number
}

/** The editor's answer to whoever opened it: the trial as saved, or null when it was closed unsaved. */
export type TrialEditorOutput = { trial: Trial | null }

export type TrialEditorEvent =
  | { type: 'trial.name'; value: string }
  | { type: 'trial.description'; value: string }
  | { type: 'criteria.block'; value: string }
  | { type: 'criteria.split' }
  | { type: 'criterion.add' }
  | { type: 'criterion.definition'; key: number; value: string }
  | { type: 'criterion.type'; key: number; value: CriterionType }
  | { type: 'criterion.review'; key: number; value: boolean }
  | { type: 'criterion.remove'; key: number }
  | { type: 'trial.save' }
  | { type: 'trial.cancel' }

/** No answer at all (offline, timed out), as opposed to a refusal. */
const isNoAnswer = (error: unknown) => {
  const kind = (error as { kind?: unknown } | null)?.kind
  return kind === 'network' || kind === 'timeout'
}

const draftOf = (trial: Trial | null): Pick<TrialEditorContext, 'criteria' | 'nextKey'> => {
  const criteria = (trial?.criteria ?? []).map((criterion, index) => ({
    key: index + 1,
    definition: criterion.definition,
    type: criterion.type,
    needs_review: criterion.needs_review,
  }))
  return { criteria, nextKey: criteria.length + 1 }
}

/**
 * The fields that stop a save: a name, and on every criterion a definition within the contract's limits and
 * a type.
 */
export function trialFieldProblems(context: Pick<TrialEditorContext, 'name' | 'criteria'>) {
  const fields: Record<string, TrialFieldProblem> = {}
  if (context.name.trim() === '') fields.name = 'required'
  else if (context.name.trim().length > MAX_TRIAL_NAME) fields.name = 'too_long'
  for (const criterion of context.criteria) {
    const definition = criterion.definition.trim()
    if (definition === '') fields[`criteria.${criterion.key}`] = 'required'
    else if (definition.length > MAX_CRITERION_LENGTH) fields[`criteria.${criterion.key}`] = 'too_long'
    if (criterion.type === null) fields[`criteria.${criterion.key}.type`] = 'type_required'
  }
  return fields
}

/**
 * The fields a refusal names (`trial.name`, `trial.criteria.3.type`), as the editor's: a check the browser
 * missed (another version of the server) still points at the field.
 */
export function refusedFields(
  error: unknown,
  criteria: DraftCriterion[],
): Record<string, TrialFieldProblem> | null {
  const named =
    (error as { kind?: unknown; body?: { error?: { fields?: Record<string, string> } } } | null)?.kind ===
    'http'
      ? (error as { body?: { error?: { fields?: Record<string, string> } } }).body?.error?.fields
      : undefined
  if (!named) return null
  const fields: Record<string, TrialFieldProblem> = {}
  for (const name of Object.keys(named)) {
    if (name === 'trial.name') fields.name = 'required'
    const m = /^trial\.criteria\.(\d+)(?:\.(\w+))?$/.exec(name)
    const criterion = m ? criteria[Number(m[1])] : undefined
    if (!criterion) continue
    if (m?.[2] === 'type') fields[`criteria.${criterion.key}.type`] = 'type_required'
    else fields[`criteria.${criterion.key}`] = 'required'
  }
  return Object.keys(fields).length > 0 ? fields : null
}

const bodyOf = (context: TrialEditorContext): TrialBody => ({
  name: context.name.trim(),
  description: context.description,
  // Saving is refused before this while a type is missing (hasFieldProblems).
  criteria: context.criteria.map((criterion) => ({
    definition: criterion.definition.trim(),
    type: criterion.type ?? 'critical_inclusion',
    needs_review: criterion.needs_review,
  })),
})

const withoutField = (fields: Record<string, TrialFieldProblem>, name: string) => {
  const { [name]: _, ...rest } = fields
  return rest
}

/**
 * A clinical trial's editor: name, description and criteria (each typed critical or non-critical,
 * inclusion or exclusion, with a needs-review flag). A block pasted from a protocol is split by the
 * server (its headings type the lines under them), and the lines nothing typed wait for a type: saving
 * asks for it. Saving sends the whole list; a failed save keeps everything typed.
 */
export const trialEditorMachine = setup({
  types: {} as {
    context: TrialEditorContext
    events: TrialEditorEvent
    input: TrialEditorInput
    output: TrialEditorOutput
    tags: TrialEditorTag
  },
  actors: {
    'split criteria': fromPromise<SplitCriterion[], { spaceId: string; text: string }>(
      notProvided('split criteria'),
    ),
    'save trial': fromPromise<Trial, { spaceId: string; trialId: string | null; trial: TrialBody }>(
      notProvided('save trial'),
    ),
  },
  actions: {
    'set name': assign(({ context, event }) => {
      assertEvent(event, 'trial.name')
      return { name: event.value, fields: withoutField(context.fields, 'name') }
    }),
    'set description': assign(({ event }) => {
      assertEvent(event, 'trial.description')
      return { description: event.value }
    }),
    'set block': assign(({ event }) => {
      assertEvent(event, 'criteria.block')
      return { block: event.value, problem: null }
    }),
    'add criterion': assign(({ context }) => ({
      criteria: [
        ...context.criteria,
        {
          key: context.nextKey,
          definition: '',
          type: null,
          needs_review: false,
        },
      ],
      nextKey: context.nextKey + 1,
    })),
    'change criterion': assign(({ context, event }) => {
      assertEvent(event, ['criterion.definition', 'criterion.type', 'criterion.review'])
      const patch =
        event.type === 'criterion.definition'
          ? { definition: event.value }
          : event.type === 'criterion.type'
            ? { type: event.value }
            : { needs_review: event.value }
      return {
        criteria: context.criteria.map((criterion) =>
          criterion.key === event.key ? { ...criterion, ...patch } : criterion,
        ),
        fields:
          event.type === 'criterion.definition'
            ? withoutField(context.fields, `criteria.${event.key}`)
            : event.type === 'criterion.type'
              ? withoutField(context.fields, `criteria.${event.key}.type`)
              : context.fields,
      }
    }),
    'remove criterion': assign(({ context, event }) => {
      assertEvent(event, 'criterion.remove')
      return {
        criteria: context.criteria.filter((criterion) => criterion.key !== event.key),
        fields: withoutField(
          withoutField(context.fields, `criteria.${event.key}`),
          `criteria.${event.key}.type`,
        ),
      }
    }),
    'append split criteria': assign(({ context }, params: { lines: SplitCriterion[] }) => {
      const added = params.lines.slice(0, Math.max(0, context.maxCriteria - context.criteria.length))
      return {
        criteria: [
          ...context.criteria,
          ...added.map((line, index) => ({
            key: context.nextKey + index,
            definition: line.definition,
            type: line.type,
            needs_review: false,
          })),
        ],
        nextKey: context.nextKey + added.length,
        block: '',
        problem: null,
      }
    }),
    'mark fields': assign(({ context }) => ({
      fields: trialFieldProblems(context),
      problem: 'fields_invalid' as const,
    })),
    'show problem': assign((_, params: { problem: TrialEditorProblem }) => ({ problem: params.problem })),
    'show save failure': assign(({ context }, params: { error: unknown }) => {
      const fields = refusedFields(params.error, context.criteria)
      if (fields) return { fields, problem: 'fields_invalid' as const }
      return { problem: isNoAnswer(params.error) ? ('connection' as const) : ('save_failed' as const) }
    }),
    'keep saved trial': assign((_, params: { trial: Trial }) => ({
      trialId: params.trial.id,
      saved: params.trial,
      problem: null,
    })),
  },
  guards: {
    hasBlock: ({ context }) => context.block.trim() !== '',
    hasFieldProblems: ({ context }) => Object.keys(trialFieldProblems(context)).length > 0,
    hasRoomForCriterion: ({ context }) => context.criteria.length < context.maxCriteria,
  },
}).createMachine({
  id: 'trial-editor',
  description:
    "A clinical trial's editor: name, description, typed criteria with a needs-review flag; a pasted block split one criterion a line; saving sends the whole list and a failure keeps everything typed.",
  context: ({ input }) => ({
    spaceId: input.spaceId,
    trialId: input.trial?.id ?? null,
    name: input.trial?.name ?? '',
    description: input.trial?.description ?? '',
    ...draftOf(input.trial),
    block: '',
    problem: null,
    fields: {},
    saved: null,
    maxCriteria: input.maxCriteria ?? MAX_CRITERIA,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'trial.name': { actions: 'set name' },
        'trial.description': { actions: 'set description' },
        'criteria.block': { actions: 'set block' },
        'criteria.split': [
          { guard: 'hasBlock', target: 'splitting' },
          { actions: { type: 'show problem', params: { problem: 'nothing_to_split' } } },
        ],
        'criterion.add': { guard: 'hasRoomForCriterion', actions: 'add criterion' },
        'criterion.definition': { actions: 'change criterion' },
        'criterion.type': { actions: 'change criterion' },
        'criterion.review': { actions: 'change criterion' },
        'criterion.remove': { actions: 'remove criterion' },
        'trial.save': [{ guard: 'hasFieldProblems', actions: 'mark fields' }, { target: 'saving' }],
        'trial.cancel': { target: 'closed' },
      },
    },
    splitting: callState(['editing', 'busy'], {
      id: 'splitCriteria',
      src: 'split criteria',
      input: ({ context }) => ({ spaceId: context.spaceId, text: context.block }),
      onDone: { target: 'editing', actions: withOutputAs('append split criteria', 'lines') },
      onError: { target: 'editing', actions: { type: 'show problem', params: { problem: 'split_failed' } } },
    }),
    saving: callState(['editing', 'busy'], {
      id: 'saveTrial',
      src: 'save trial',
      input: ({ context }) => ({
        spaceId: context.spaceId,
        trialId: context.trialId,
        trial: bodyOf(context),
      }),
      onDone: { target: 'saved', actions: withOutputAs('keep saved trial', 'trial') },
      onError: { target: 'editing', actions: withError('show save failure') },
    }),
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ trial: context.saved }),
})
