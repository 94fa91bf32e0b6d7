import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { dialogMachine } from '../dialog/dialog.machine'
import { problemMessage, type Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import { tagSelectors } from '../shared-connect/tag-selectors'
import {
  type ChoiceGroup,
  choiceGroups,
  choiceOptions,
  type TypeChoiceEvent,
  type typeChoiceMachine,
} from './type-choice.machine'

type TypeChoiceSnapshot = SnapshotFrom<typeof typeChoiceMachine>

export const { selectIsLoading, selectIsBusy, selectIsReady, selectIsStarting, selectHasError } =
  tagSelectors<TypeChoiceSnapshot>()({
    selectIsLoading: 'loading',
    selectIsBusy: 'busy',
    selectIsReady: 'ready',
    selectIsStarting: 'starting',
    selectHasError: 'error',
  })
export const selectProblem = (snapshot: TypeChoiceSnapshot) => snapshot.context.problem
export const selectGroups = (snapshot: TypeChoiceSnapshot) => choiceGroups(snapshot.context)
/** The clinician's own types, for the links to edit them. */
export const selectOwnTypes = (snapshot: TypeChoiceSnapshot) =>
  snapshot.context.types.filter((type) => type.custom)
/** Escriba's types, for the links to read (and copy) their templates. */
export const selectBuiltInTypes = (snapshot: TypeChoiceSnapshot) =>
  snapshot.context.types.filter((type) => !type.custom)
/** The warning about an unfinished consultation, while it asks. */
export const selectUnfinishedDialog = (snapshot: TypeChoiceSnapshot) =>
  (snapshot.children.endUnfinishedDialog as ActorRefFrom<typeof dialogMachine> | undefined) ?? null

/** The element id of a result, for aria-activedescendant (one choice per page). */
export const optionElementId = (key: string) => `type-choice-option-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`
/** The element id of the results list, which the search box controls. */
export const LISTBOX_ID = 'type-choice-results'

function groupHeading(group: ChoiceGroup, t: Translate): string {
  switch (group.kind) {
    case 'recent':
      return t('typeChoice.groups.recent')
    case 'own':
      return t('typeChoice.groups.own')
    case 'other':
      return t('typeChoice.groups.other')
    case 'speciality':
      return group.name
  }
}

/**
 * The type choice as a combobox over a grouped listbox: the search box keeps focus, the arrow keys move
 * the highlighted result (aria-activedescendant), Enter or a click chooses.
 */
export function connectTypeChoice(snapshot: TypeChoiceSnapshot, send: Send<TypeChoiceEvent>, t: Translate) {
  const { query, highlighted, chosenTypeId } = snapshot.context
  const isReady = selectIsReady(snapshot)
  const isStarting = selectIsStarting(snapshot) || snapshot.hasTag('confirming')
  // The results stay listed while the chosen one starts.
  const isListed = isReady || isStarting || snapshot.hasTag('opened')
  const options = choiceOptions(snapshot.context)
  const active = isReady ? options[highlighted] : undefined
  const groups = isListed ? selectGroups(snapshot) : []
  return {
    isLoading: selectIsLoading(snapshot),
    isBusy: selectIsBusy(snapshot),
    isReady,
    isListed,
    problem: problemMessage(t, selectProblem(snapshot)),
    /** After a failed load: try again now (automatic tries are capped). */
    retry: commandIfAccepted(snapshot, send, { type: 'choice.retry' }, t('typeChoice.retry')),
    search: {
      label: t('typeChoice.search.label'),
      hint: t('typeChoice.search.hint'),
      placeholder: t('typeChoice.search.placeholder'),
      value: query,
      expanded: isReady,
      controls: LISTBOX_ID,
      activeDescendant: active ? optionElementId(active.key) : undefined,
      onChange: (value: string) => send({ type: 'choice.search.changed', query: value }),
      onKeyDown: (event: { key: string; preventDefault: () => void }) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault()
          send({ type: 'choice.highlight.moved', offset: event.key === 'ArrowDown' ? 1 : -1 })
        } else if (event.key === 'Enter') {
          event.preventDefault()
          send({ type: 'choice.highlighted.chosen' })
        }
      },
    },
    listbox: { id: LISTBOX_ID, label: t('typeChoice.results') },
    groups: groups.map((group) => ({
      key: group.key,
      heading: groupHeading(group, t),
      headingId: `type-choice-group-${group.key}`,
      options: group.options.map((option) => ({
        key: option.key,
        id: optionElementId(option.key),
        name: option.type.name,
        description: option.type.description,
        /** The speciality, where the group does not already say it. */
        speciality: group.kind === 'speciality' ? null : option.specialityName,
        /** Marks the clinician's own types. */
        ownLabel: option.type.custom ? t('typeChoice.ownBadge') : null,
        isHighlighted: option.key === active?.key,
        isChosen: isStarting && option.type.id === chosenTypeId,
        onClick: () => send({ type: 'choice.type.chosen', typeId: option.type.id }),
      })),
    })),
    /** Said when a search finds nothing. */
    empty: isReady && options.length === 0 ? t('typeChoice.noResults', { query }) : null,
    /** Announced politely as the results change. */
    status: selectIsLoading(snapshot)
      ? t('typeChoice.loading')
      : isStarting
        ? t('typeChoice.starting')
        : isReady
          ? t('typeChoice.count', { count: options.length })
          : '',
    dialog: selectUnfinishedDialog(snapshot),
  }
}
