import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { ApiError } from '../../services/api'
import type { SplitCriterion, Trial, TrialBody } from '../../services/research'
import { type TrialEditorInput, trialEditorMachine, trialFieldProblems } from './trial-editor.machine'
import { pathOptions } from './trial-editor.paths'

const saved: Trial = {
  id: 't-1',
  name: 'GLIC-2026',
  description: '',
  criteria: [{ id: 'c-1', definition: 'Idade ≥ 18 anos', type: 'critical_inclusion', needs_review: false }],
  updated_at: '2026-03-02T10:00:00.000Z',
}

function start(input: Partial<TrialEditorInput> = {}) {
  const split = fakeCall<SplitCriterion[], { spaceId: string; text: string }>()
  const save = fakeCall<Trial, { spaceId: string; trialId: string | null; trial: TrialBody }>()
  const actor = createActor(
    trialEditorMachine.provide({ actors: { 'split criteria': split.logic, 'save trial': save.logic } }),
    { input: { spaceId: 's-1', trial: null, ...input } },
  )
  actor.subscribe({ error: () => {} })
  actor.start()
  return { actor, split, save, context: () => actor.getSnapshot().context }
}

describe('trial-editor machine', () => {
  it('splits a pasted block after the rows already there, leaving untyped the lines nothing typed', async () => {
    const editor = start()
    editor.actor.send({ type: 'criterion.add' })
    editor.actor.send({ type: 'criterion.definition', key: 1, value: 'Diabetes tipo 2' })
    editor.actor.send({ type: 'criteria.split' })
    expect(editor.context().problem).toBe('nothing_to_split')
    editor.actor.send({ type: 'criteria.block', value: 'CE: Gravidez\nIMC < 40' })
    editor.actor.send({ type: 'criteria.split' })
    expect(editor.split.inputs).toEqual([{ spaceId: 's-1', text: 'CE: Gravidez\nIMC < 40' }])
    await answerWith(editor.split, [
      { definition: 'Gravidez', type: 'critical_exclusion', typed: true },
      { definition: 'IMC < 40', type: null, typed: false },
    ])
    expect(editor.context().block).toBe('')
    expect(editor.context().criteria.map(({ key, definition, type }) => [key, definition, type])).toEqual([
      [1, 'Diabetes tipo 2', null],
      [2, 'Gravidez', 'critical_exclusion'],
      [3, 'IMC < 40', null],
    ])
    editor.actor.send({ type: 'criterion.type', key: 3, value: 'non_critical_inclusion' })
    expect(editor.context().criteria[2]).toMatchObject({ type: 'non_critical_inclusion' })
  })

  it('refuses to save a criterion without a type, and clears the mark once one is chosen', () => {
    const editor = start()
    editor.actor.send({ type: 'trial.name', value: 'GLIC-2026' })
    editor.actor.send({ type: 'criterion.add' })
    editor.actor.send({ type: 'criterion.definition', key: 1, value: 'Gravidez' })
    editor.actor.send({ type: 'trial.save' })
    expect(editor.context()).toMatchObject({
      problem: 'fields_invalid',
      fields: { 'criteria.1.type': 'type_required' },
    })
    expect(editor.save.inputs).toEqual([])
    editor.actor.send({ type: 'criterion.type', key: 1, value: 'critical_exclusion' })
    expect(editor.context().fields).toEqual({})
    editor.actor.send({ type: 'trial.save' })
    expect(editor.save.inputs[0]?.trial.criteria).toEqual([
      { definition: 'Gravidez', type: 'critical_exclusion', needs_review: false },
    ])
  })

  it('marks the field a refusal names: a criterion the server found without a type', async () => {
    const editor = start({ trial: saved })
    editor.actor.send({ type: 'trial.save' })
    await failWith(
      editor.save,
      httpError(
        'validation_failed',
        400,
        { 'trial.criteria.0.type': 'Choose the type' },
        'Invalid trial.criteria.0.type',
      ),
    )
    expect(editor.context()).toMatchObject({
      problem: 'fields_invalid',
      fields: { 'criteria.1.type': 'type_required' },
    })
  })

  it('marks a missing name and empty criteria instead of saving, then saves the whole list', async () => {
    const editor = start()
    editor.actor.send({ type: 'criterion.add' })
    editor.actor.send({ type: 'trial.save' })
    expect(editor.context().fields).toEqual({
      name: 'required',
      'criteria.1': 'required',
      'criteria.1.type': 'type_required',
    })
    expect(editor.save.inputs).toEqual([])
    editor.actor.send({ type: 'trial.name', value: ' GLIC-2026 ' })
    editor.actor.send({ type: 'criterion.definition', key: 1, value: 'Idade ≥ 18 anos ' })
    editor.actor.send({ type: 'criterion.type', key: 1, value: 'critical_inclusion' })
    editor.actor.send({ type: 'criterion.review', key: 1, value: true })
    expect(editor.context().fields).toEqual({})
    editor.actor.send({ type: 'trial.save' })
    expect(editor.save.inputs).toEqual([
      {
        spaceId: 's-1',
        trialId: null,
        trial: {
          name: 'GLIC-2026',
          description: '',
          criteria: [{ definition: 'Idade ≥ 18 anos', type: 'critical_inclusion', needs_review: true }],
        },
      },
    ])
    await answerWith(editor.save, saved)
    expect(editor.actor.getSnapshot().status).toBe('done')
    expect(editor.actor.getSnapshot().output).toEqual({ trial: saved })
  })

  it('edits an existing trial by its id, and keeps everything typed when the save fails', async () => {
    const editor = start({ trial: saved })
    expect(editor.context()).toMatchObject({ trialId: 't-1', name: 'GLIC-2026', nextKey: 2 })
    editor.actor.send({ type: 'criterion.remove', key: 1 })
    editor.actor.send({ type: 'trial.save' })
    expect(editor.save.inputs[0]).toMatchObject({ trialId: 't-1', trial: { criteria: [] } })
    await answerOffline(editor.save)
    expect(editor.context()).toMatchObject({ problem: 'connection', name: 'GLIC-2026', criteria: [] })
    editor.actor.send({ type: 'trial.save' })
    await failWith(editor.save, new ApiError('http', 'internal', 'boom', 500))
    expect(editor.context().problem).toBe('save_failed')
    editor.actor.send({ type: 'trial.cancel' })
    expect(editor.actor.getSnapshot().output).toEqual({ trial: null })
  })

  it('checks the lengths of the contract', () => {
    const long = 'x'.repeat(2001)
    expect(
      trialFieldProblems({
        name: 'y'.repeat(201),
        criteria: [{ key: 4, definition: long, type: 'critical_inclusion', needs_review: false }],
      }),
    ).toEqual({ name: 'too_long', 'criteria.4': 'too_long' })
  })
})

describePaths('trial-editor machine paths', trialEditorMachine, pathOptions, {
  every: ({ actual }) => {
    const { context } = actual
    // Nothing typed is lost on the way: a save that failed leaves the editor open with the name.
    if (context.problem === 'connection' || context.problem === 'save_failed')
      expect(context.name).not.toBe('')
    expect(context.criteria.length).toBeLessThanOrEqual(context.maxCriteria)
  },
  states: {
    // Open to type: name, description, criteria, a block to split; save and cancel offered.
    editing: ({ actual }) => {
      expect([actual.hasTag('editing'), actual.hasTag('busy')]).toEqual([true, false])
      expect(actual.can({ type: 'trial.save' }) && actual.can({ type: 'trial.cancel' })).toBe(true)
    },
    // Splitting a pasted block, or saving: busy, nothing else taken meanwhile.
    splitting: ({ actual }) => {
      expect(actual.hasTag('busy')).toBe(true)
      expect(actual.context.block).not.toBe('')
      expect(actual.can({ type: 'trial.save' })).toBe(false)
    },
    saving: ({ actual }) => {
      expect(actual.hasTag('busy')).toBe(true)
      expect(trialFieldProblems(actual.context)).toEqual({})
      expect(actual.can({ type: 'trial.cancel' })).toBe(false)
    },
    // Saved: the editor closes with the trial as the server has it.
    saved: ({ actual }) => {
      expect(actual.status).toBe('done')
      expect(actual.output.trial).not.toBeNull()
    },
    // Cancelled: closed, nothing saved.
    closed: ({ actual }) => {
      expect(actual.status).toBe('done')
      expect(actual.output).toEqual({ trial: null })
    },
  },
})
