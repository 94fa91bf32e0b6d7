import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { ConsultationType } from '../../../contract/catalogue'
import type { ConsultationSession } from '../../../contract/consultations'
import type { Speciality } from '../../services/catalogue'
import type { NewSession } from '../../services/consultations'
import { dialogMachine, warningDialog } from '../dialog/dialog.machine'
import { errorOf, outputOf, withFailure, withOutput } from '../shared/actor-events'
import { growingDelayOf } from '../shared/backoff'
import { callState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import { failureOf, isConflict, type Problem } from '../shared/problems'

export type TypeChoiceTag = 'busy' | 'loading' | 'ready' | 'error' | 'starting' | 'confirming' | 'opened'

/** Recently used types listed first, at most this many. */
export const MAX_RECENT_TYPES = 5
/** Automatic reloads after a failed load, before only the retry button is left. */
export const MAX_LOAD_RETRIES = 2
/** The first automatic reload waits this long; each next one twice as long. */
export const LOAD_RETRY_BASE_MS = 2_000

/** What the home screen loads: the types, their specialities, and the clinician's last consultations. */
export type ChoiceData = {
  types: ConsultationType[]
  specialities: Speciality[]
  /** Type ids of the latest consultations, newest first (repeats allowed: the machine keeps the first). */
  recentTypeIds: string[]
}

export type TypeChoiceContext = {
  /** Escriba's types and the clinician's own, in the interface language, in catalogue order. */
  types: ConsultationType[]
  /** The medical specialities the types belong to, named in the interface language. */
  specialities: Speciality[]
  /** Types of the clinician's latest consultations, newest first, each once. */
  recentTypeIds: string[]
  /** What the search box holds. */
  query: string
  /** Position of the highlighted result among the listed results (arrow keys move it); -1 for none. */
  highlighted: number
  /** The type whose consultation is being started. */
  chosenTypeId: string | null
  /** Why the last load or start failed; null when nothing did. */
  problem: Problem | null
  /** Failed loads in a row, for the capped automatic reload. */
  loadAttempts: number
}

export type TypeChoiceEvent =
  | { type: 'choice.search.changed'; query: string }
  | {
      type: 'choice.highlight.moved'
      /** Results to move by: 1 down (ArrowDown), -1 up (ArrowUp). */
      offset: number
    }
  | { type: 'choice.type.chosen'; typeId: string }
  | { type: 'choice.highlighted.chosen' }
  | { type: 'choice.retry' }

/** One result of the choice: a type in a group. `key` is unique in the list (a type can be in two groups). */
export type ChoiceOption = {
  key: string
  type: ConsultationType
  /** The name of the type's speciality, when known. */
  specialityName: string | null
  /** Whether the clinician used it lately. */
  recent: boolean
}

/** A heading and its results: recently used, the clinician's own types, then one group per speciality. */
export type ChoiceGroup =
  | { kind: 'recent' | 'own' | 'other'; key: string; options: ChoiceOption[] }
  | { kind: 'speciality'; key: string; name: string; options: ChoiceOption[] }

/** Lower case without accents, so 'cardiologia' finds 'Cardiología' and 'padiatrie' nothing it should not. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** Whether every word of the query appears in the type's name, description or speciality (accents ignored). */
export function matchesQuery(type: ConsultationType, specialityName: string | null, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = foldText(`${type.name} ${type.description} ${specialityName ?? ''}`)
  return words.every((word) => haystack.includes(word))
}

/** The results as listed: recently used first, then the clinician's own, then Escriba's by speciality. */
export function choiceGroups(
  context: Pick<TypeChoiceContext, 'types' | 'specialities' | 'recentTypeIds' | 'query'>,
): ChoiceGroup[] {
  const specialityNames = new Map(context.specialities.map((s) => [s.id, s.name]))
  const recent = new Set(context.recentTypeIds)
  const option = (group: string, type: ConsultationType): ChoiceOption => ({
    key: `${group}:${type.id}`,
    type,
    specialityName: specialityNames.get(type.medical_speciality_id) ?? null,
    recent: recent.has(type.id),
  })
  const visible = context.types.filter((type) =>
    matchesQuery(type, specialityNames.get(type.medical_speciality_id) ?? null, context.query),
  )
  const byId = new Map(visible.map((type) => [type.id, type]))
  const groups: ChoiceGroup[] = []
  const recentOptions = context.recentTypeIds
    .map((id) => byId.get(id))
    .filter((type) => type !== undefined)
    .map((type) => option('recent', type))
  if (recentOptions.length) groups.push({ kind: 'recent', key: 'recent', options: recentOptions })
  const own = visible.filter((type) => type.custom).map((type) => option('own', type))
  if (own.length) groups.push({ kind: 'own', key: 'own', options: own })
  // Specialities in the order their first type comes in Escriba's catalogue.
  const bySpeciality = new Map<string, ChoiceOption[]>()
  for (const type of visible.filter((candidate) => !candidate.custom)) {
    const group = specialityNames.has(type.medical_speciality_id) ? type.medical_speciality_id : ''
    const options = bySpeciality.get(group) ?? []
    options.push(option(group ? `speciality-${group}` : 'other', type))
    bySpeciality.set(group, options)
  }
  for (const [id, options] of bySpeciality) {
    if (id)
      groups.push({ kind: 'speciality', key: `speciality-${id}`, name: specialityNames.get(id)!, options })
  }
  const other = bySpeciality.get('')
  if (other) groups.push({ kind: 'other', key: 'other', options: other })
  return groups
}

/** Every result in the order the list shows them: the order the arrow keys follow. */
export const choiceOptions = (context: Parameters<typeof choiceGroups>[0]): ChoiceOption[] =>
  choiceGroups(context).flatMap((group) => group.options)

/** Types in the order of the latest consultations, each once, only those that still exist. */
export function recentTypeIdsOf(typeIds: readonly string[], types: readonly ConsultationType[]): string[] {
  const known = new Set(types.map((type) => type.id))
  return [...new Set(typeIds)].filter((id) => known.has(id)).slice(0, MAX_RECENT_TYPES)
}

/** A consultation the server started (or the unfinished one gone back to): the app opens it. */
const openConsultation = withOutput('open consultation', (session: ConsultationSession) => ({ session }))

/** What starting asks for: the chosen type, and whether an unfinished consultation is ended first (`force`). */
const startInput =
  (force: boolean) =>
  ({ context }: { context: TypeChoiceContext }) => ({ consultation_type_id: context.chosenTypeId!, force })

/** Starting failed: back to the list, which says why. */
const notStarted = {
  target: 'ready.failed',
  actions: withFailure('show failure', 'session_create_failed'),
} as const

/** The warning when an unfinished consultation exists: end it and start the new one, or go back to it. */
// Ending a consultation is the act that loses something: start on going back to it.
export const END_UNFINISHED_DIALOG = warningDialog('typeChoice.unfinished', {
  ownCancel: true,
  initialFocus: 'cancel',
})

/**
 * The consultation type choice on home: loads the types (search accent-insensitive, grouped by
 * speciality, own types and recently used first), then starts a consultation of the chosen type; when an
 * unfinished one exists it asks whether to end it and start the new one, or go back to it.
 */
export const typeChoiceMachine = setup({
  types: {} as { context: TypeChoiceContext; events: TypeChoiceEvent; tags: TypeChoiceTag },
  actors: {
    dialog: dialogMachine,
    'load choice': fromPromise<ChoiceData>(notProvided('load choice')),
    // The app adds the mode chosen on home (normal, dictaphone, mobile phone, teleconsultation).
    'start consultation': fromPromise<ConsultationSession, NewSession>(notProvided('start consultation')),
    'find unfinished consultation': fromPromise<ConsultationSession>(
      notProvided('find unfinished consultation'),
    ),
  },
  actions: {
    // The app supplies it: tells the app actor and opens /consultation/{id}.
    'open consultation': (_, _params: { session: ConsultationSession }) => {},

    'use loaded choice': assign(({ context }, params: ChoiceData) => {
      const next = {
        ...context,
        types: params.types,
        specialities: params.specialities,
        recentTypeIds: recentTypeIdsOf(params.recentTypeIds, params.types),
      }
      return {
        types: next.types,
        specialities: next.specialities,
        recentTypeIds: next.recentTypeIds,
        highlighted: context.query && choiceOptions(next).length ? 0 : -1,
        problem: null,
        loadAttempts: 0,
      }
    }),
    'count failed load': assign(({ context }) => ({
      loadAttempts: context.loadAttempts + 1,
      problem: 'load_failed' as const,
    })),
    'forget failed loads': assign({ loadAttempts: 0 }),
    'change query': assign(({ context, event }) => {
      assertEvent(event, 'choice.search.changed')
      if (event.query === context.query) return {}
      const results = choiceOptions({ ...context, query: event.query })
      return { query: event.query, highlighted: event.query && results.length ? 0 : -1 }
    }),
    'move highlight': assign(({ context, event }) => {
      assertEvent(event, 'choice.highlight.moved')
      const count = choiceOptions(context).length
      if (count === 0) return { highlighted: -1 }
      if (event.offset === 0) return {}
      if (context.highlighted < 0) return { highlighted: event.offset > 0 ? 0 : count - 1 }
      // Wraps around, as a listbox does.
      return { highlighted: (context.highlighted + event.offset + count) % count }
    }),
    'remember chosen type': assign(({ context, event }) => {
      if (event.type === 'choice.type.chosen') return { chosenTypeId: event.typeId, problem: null }
      const option = choiceOptions(context)[context.highlighted]
      return { chosenTypeId: option?.type.id ?? null, problem: null }
    }),
    'show failure': assign((_, params: { error: unknown; fallback: Problem }) => ({
      problem: failureOf(params.error, { fallback: params.fallback }).problem,
    })),
  },
  guards: {
    canRetryLoad: ({ context }) => context.loadAttempts <= MAX_LOAD_RETRIES,
    isKnownType: ({ context, event }) =>
      event.type === 'choice.type.chosen' && context.types.some((type) => type.id === event.typeId),
    hasHighlightedType: ({ context }) => choiceOptions(context)[context.highlighted] !== undefined,
    isUnfinishedConsultation: ({ event }) => isConflict(errorOf(event)),
    isConfirmed: ({ event }) => outputOf<{ answer?: string }>(event)?.answer === 'confirmed',
  },
  delays: {
    loadRetryDelay: growingDelayOf(LOAD_RETRY_BASE_MS, 'loadAttempts'),
  },
}).createMachine({
  id: 'type-choice',
  description:
    'The consultation type choice on home: load, search (accents ignored), keyboard highlight, then start a consultation of the chosen type; an unfinished one is ended (force) or gone back to.',
  context: {
    types: [],
    specialities: [],
    recentTypeIds: [],
    query: '',
    highlighted: -1,
    chosenTypeId: null,
    problem: null,
    loadAttempts: 0,
  },
  initial: 'loading',
  on: {
    // Typing is never refused: the results follow once they are there.
    'choice.search.changed': { actions: 'change query' },
  },
  states: {
    loading: callState(['busy', 'loading'], {
      id: 'loadChoice',
      src: 'load choice',
      onDone: {
        target: 'ready',
        actions: { type: 'use loaded choice', params: ({ event }) => event.output },
      },
      onError: { target: 'loadFailed', actions: 'count failed load' },
    }),
    loadFailed: {
      tags: ['error'],
      after: { loadRetryDelay: { guard: 'canRetryLoad', target: 'loading' } },
      on: { 'choice.retry': { target: 'loading', actions: 'forget failed loads' } },
    },
    ready: {
      tags: ['ready'],
      initial: 'choosing',
      on: {
        'choice.highlight.moved': { actions: 'move highlight' },
        'choice.type.chosen': { guard: 'isKnownType', target: 'starting', actions: 'remember chosen type' },
        'choice.highlighted.chosen': {
          guard: 'hasHighlightedType',
          target: 'starting',
          actions: 'remember chosen type',
        },
      },
      states: {
        choosing: {},
        // Starting failed: the list stays, the message says why, choosing again tries again.
        failed: { tags: ['error'] },
      },
    },
    starting: callState(['busy', 'starting'], {
      id: 'startConsultation',
      src: 'start consultation',
      input: startInput(false),
      onDone: { target: 'opened', actions: openConsultation },
      onError: [{ guard: 'isUnfinishedConsultation', target: 'askingToEndUnfinished' }, notStarted],
    }),
    askingToEndUnfinished: callState(['confirming'], {
      id: 'endUnfinishedDialog',
      src: 'dialog',
      input: END_UNFINISHED_DIALOG,
      onDone: [
        { guard: 'isConfirmed', target: 'startingOverUnfinished' },
        { target: 'goingBackToUnfinished' },
      ],
    }),
    startingOverUnfinished: callState(['busy', 'starting'], {
      id: 'startOverUnfinished',
      src: 'start consultation',
      input: startInput(true),
      onDone: { target: 'opened', actions: openConsultation },
      onError: notStarted,
    }),
    goingBackToUnfinished: callState(['busy', 'starting'], {
      id: 'findUnfinished',
      src: 'find unfinished consultation',
      onDone: { target: 'opened', actions: openConsultation },
      onError: { target: 'ready.failed', actions: withFailure('show failure', 'session_load_failed') },
    }),
    opened: { type: 'final', tags: ['opened'] },
  },
})
