import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ConsultationSession } from '../../../contract/consultations'
import { describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { consultationSession } from '../../../tests/unit/fixtures'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import type { NewSession } from '../../services/consultations'
import { sampleTypes } from '../shared/catalogue-samples'
import { problemMessage } from '../shared/field-props'
import { connectTypeChoice, optionElementId, selectProblem } from './type-choice.connect'
import {
  type ChoiceData,
  choiceGroups,
  foldText,
  recentTypeIdsOf,
  typeChoiceMachine,
} from './type-choice.machine'
import { pathOptions } from './type-choice.paths'

const specialities = [
  { id: 'general_practice', name: 'Medicina Geral e Familiar' },
  { id: 'cardiology', name: 'Cardiologia' },
]
const data: ChoiceData = { types: sampleTypes, specialities, recentTypeIds: ['cardiology'] }
const [soap, cardiology, own] = sampleTypes as [
  (typeof sampleTypes)[0],
  (typeof sampleTypes)[0],
  (typeof sampleTypes)[0],
]
const conflict = httpError('conflict', 409, { force: 'An unfinished consultation exists' })

function start() {
  const load = fakeCall<ChoiceData, unknown>()
  const create = fakeCall<ConsultationSession, NewSession>()
  const active = fakeCall<ConsultationSession, unknown>()
  const opened = vi.fn()
  const actor = createActor(
    typeChoiceMachine.provide({
      actors: {
        'load choice': load.logic,
        'start consultation': create.logic,
        'find unfinished consultation': active.logic,
      },
      actions: { 'open consultation': (_, { session }) => opened(session) },
    }),
  ).start()
  return { actor, load, create, active, opened, snapshot: () => actor.getSnapshot() }
}

async function loaded() {
  const choice = start()
  await answerWith(choice.load, data)
  return choice
}

describe('the results', () => {
  it('list recently used types first, then the own types, then Escriba’s by speciality', () => {
    const groups = choiceGroups({ ...data, recentTypeIds: ['cardiology'], query: '' })
    expect(groups.map((group) => [group.kind, group.options.map((option) => option.type.id)])).toEqual([
      ['recent', ['cardiology']],
      ['own', [own.id]],
      ['speciality', ['general_practice_soap']],
      ['speciality', ['cardiology']],
    ])
    expect(groups[2]).toMatchObject({ name: 'Medicina Geral e Familiar' })
    // Each result is unique in the list even when a type shows twice.
    const keys = groups.flatMap((group) => group.options.map((option) => option.key))
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('find types ignoring accents and case, by name, description or speciality, every word', () => {
    const ids = (query: string) =>
      choiceGroups({ ...data, recentTypeIds: [], query }).flatMap((group) =>
        group.options.map((option) => option.type.id),
      )
    expect(foldText('Cardiología ÁÉ')).toBe('cardiologia ae')
    expect(ids('CARDIOLOGIA')).toEqual(['cardiology'])
    expect(ids('tabagica')).toEqual([own.id])
    expect(ids('medicina familiar')).toEqual([own.id, 'general_practice_soap'])
    expect(ids('dermatologia')).toEqual([])
  })

  it('keep a type that has no known speciality, under Other', () => {
    const orphan = { ...cardiology, id: 'orphan', medical_speciality_id: 'astrology' }
    const groups = choiceGroups({ types: [orphan], specialities, recentTypeIds: [], query: '' })
    expect(groups).toMatchObject([{ kind: 'other', options: [{ type: { id: 'orphan' } }] }])
  })

  it('take the latest consultations’ types once each, newest first, only existing ones, five at most', () => {
    expect(
      recentTypeIdsOf(
        ['b', 'a', 'b', 'gone', 'c', 'd', 'e', 'f'],
        ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ ...soap, id })),
      ),
    ).toEqual(['b', 'a', 'c', 'd', 'e'])
  })
})

describe('type choice machine', () => {
  it('moves through the results with the arrow keys (wrapping) and chooses the highlighted one with Enter', async () => {
    const choice = await loaded()
    const api = () => connectTypeChoice(choice.snapshot(), choice.actor.send, t)
    expect(api().search.activeDescendant).toBeUndefined()
    const key = (name: string) => api().search.onKeyDown({ key: name, preventDefault: () => {} })
    key('ArrowDown')
    expect(api().search.activeDescendant).toBe(optionElementId('recent:cardiology'))
    key('ArrowUp')
    key('ArrowUp')
    expect(api().search.activeDescendant).toBe(
      optionElementId('speciality-general_practice:general_practice_soap'),
    )
    key('Enter')
    expect(choice.create.inputs).toEqual([{ consultation_type_id: 'general_practice_soap', force: false }])
    expect(
      api()
        .groups.flatMap((group) => group.options)
        .find((option) => option.isChosen)?.name,
    ).toBe(soap.name)
  })

  it('highlights the first match as one types, so Enter starts it', async () => {
    const choice = await loaded()
    choice.actor.send({ type: 'choice.search.changed', query: 'cardio' })
    choice.actor.send({ type: 'choice.highlighted.chosen' })
    expect(choice.create.inputs[0]?.consultation_type_id).toBe('cardiology')
  })

  it('opens the consultation it started', async () => {
    const choice = await loaded()
    choice.actor.send({ type: 'choice.type.chosen', typeId: own.id })
    const session = consultationSession({ id: 's-9', consultation_type_id: own.id })
    await answerWith(choice.create, session)
    expect(choice.opened).toHaveBeenCalledWith(session)
    expect(choice.snapshot().hasTag('opened')).toBe(true)
  })

  it('asks about an unfinished consultation: ending it starts the new one with force', async () => {
    const choice = await loaded()
    choice.actor.send({ type: 'choice.type.chosen', typeId: 'cardiology' })
    await failWith(choice.create, conflict)
    const dialog = connectTypeChoice(choice.snapshot(), choice.actor.send, t).dialog!
    expect(dialog.getSnapshot().context).toMatchObject({ kind: 'warning', initialFocus: 'cancel' })
    dialog.send({ type: 'dialog.confirm' })
    expect(choice.create.inputs.at(-1)).toEqual({
      consultation_type_id: 'cardiology',
      force: true,
    })
    const session = consultationSession({ id: 's-new' })
    await answerWith(choice.create, session)
    expect(choice.opened).toHaveBeenCalledWith(session)
  })

  it('goes back to the unfinished consultation when asked to', async () => {
    const choice = await loaded()
    choice.actor.send({ type: 'choice.type.chosen', typeId: 'cardiology' })
    await failWith(choice.create, conflict)
    connectTypeChoice(choice.snapshot(), choice.actor.send, t).dialog!.send({ type: 'dialog.cancel' })
    expect(choice.create.inputs).toHaveLength(1)
    const unfinished = consultationSession({ id: 's-old' })
    await answerWith(choice.active, unfinished)
    expect(choice.opened).toHaveBeenCalledWith(unfinished)
  })

  it('says Error creating the session and lets one choose again', async () => {
    const choice = await loaded()
    choice.actor.send({ type: 'choice.type.chosen', typeId: 'cardiology' })
    await failWith(choice.create, new ApiError('http', 'internal', 'x', 500, null))
    expect(selectProblem(choice.snapshot())).toBe('session_create_failed')
    choice.actor.send({ type: 'choice.type.chosen', typeId: 'cardiology' })
    expect(choice.create.inputs).toHaveLength(2)
    expect(selectProblem(choice.snapshot())).toBeNull()
  })

  it('ignores a type it does not list', async () => {
    const choice = await loaded()
    choice.actor.send({ type: 'choice.type.chosen', typeId: 'astrology' })
    expect(choice.create.inputs).toEqual([])
  })

  it('reloads by itself after a failed load, a capped number of times, then waits for the retry button', async () => {
    vi.useFakeTimers()
    try {
      let calls = 0
      const actor = createActor(
        typeChoiceMachine.provide({
          actors: {
            'load choice': fromPromise<ChoiceData>(async () => {
              calls++
              throw new ApiError('network', 'unavailable', 'offline')
            }),
          },
        }),
      ).start()
      await vi.advanceTimersByTimeAsync(60_000)
      expect(calls).toBe(3)
      expect(selectProblem(actor.getSnapshot())).toBe('load_failed')
      const api = connectTypeChoice(actor.getSnapshot(), actor.send, t)
      api.retry!.onClick()
      await vi.advanceTimersByTimeAsync(0)
      expect(calls).toBe(4)
      actor.stop()
    } finally {
      vi.useRealTimers()
    }
  })
})

// Every path of docs/statecharts/type-choice.md, replayed on a real actor.
// What the type choice shows and allows in each state.
type ChoiceSnapshot = Parameters<typeof connectTypeChoice>[0]
const choiceView = (snapshot: ChoiceSnapshot) => connectTypeChoice(snapshot, () => {}, t)
/** The chosen type is one the list offered, marked as chosen while its consultation starts. */
const expectChosen = (snapshot: ChoiceSnapshot) => {
  const chosen = choiceView(snapshot)
    .groups.flatMap((group) => group.options)
    .filter((option) => option.isChosen)
  expect(chosen.length).toBeGreaterThan(0)
  expect(snapshot.context.types.map((type: { id: string }) => type.id)).toContain(
    snapshot.context.chosenTypeId,
  )
}

describePaths('type choice machine paths', typeChoiceMachine, pathOptions, {
  every: ({ actual }) => {
    if (actual.hasTag('ready')) expect(actual.context.types.length).toBeGreaterThan(0)
    if (actual.hasTag('error')) expect(actual.context.problem).not.toBeNull()
  },
  states: {
    // Nothing listed while the types load; the search box takes typing all the same.
    loading: ({ actual }) => {
      const view = choiceView(actual)
      expect(view.status).toBe(t('typeChoice.loading'))
      expect(view.groups).toEqual([])
      expect(view.retry).toBeNull()
    },
    // The types could not be read: said so, with a try-again.
    loadFailed: ({ actual }) => {
      const view = choiceView(actual)
      expect(view.problem).toBe(problemMessage(t, 'load_failed'))
      expect(view.retry).not.toBeNull()
      expect(view.groups).toEqual([])
    },
    // The list is open to choose from, with nothing chosen and no failure said.
    'ready.choosing': ({ actual }) => {
      const view = choiceView(actual)
      expect(view.search.expanded).toBe(true)
      expect(view.status).toMatch(/^typeChoice\.count/)
      expect(actual.context.problem).toBeNull()
    },
    // Starting failed: the list stays open to choose again, with the reason.
    'ready.failed': ({ actual }) => {
      const view = choiceView(actual)
      expect(view.search.expanded).toBe(true)
      expect(view.problem).not.toBeNull()
    },
    // The chosen type's consultation starts; the list stays, with that type marked.
    starting: ({ actual }) => {
      expectChosen(actual)
      expect(choiceView(actual).status).toBe(t('typeChoice.starting'))
    },
    // An unfinished consultation exists: the question is asked, the chosen type still marked.
    askingToEndUnfinished: ({ actual }) => {
      expectChosen(actual)
      expect(choiceView(actual).dialog).not.toBeNull()
    },
    startingOverUnfinished: ({ actual }) => {
      expectChosen(actual)
      expect(choiceView(actual).isBusy).toBe(true)
    },
    goingBackToUnfinished: ({ actual }) => {
      expectChosen(actual)
      expect(choiceView(actual).isBusy).toBe(true)
    },
    // A consultation was opened, for a type the list offered.
    opened: ({ actual }) => {
      expect(actual.status).toBe('done')
      expect(actual.context.types.map((type: { id: string }) => type.id)).toContain(
        actual.context.chosenTypeId,
      )
    },
  },
})
