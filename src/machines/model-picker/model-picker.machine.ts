import { assign, fromPromise, setup } from 'xstate'
import type { z } from 'zod'
import type { User } from '../../../contract/auth'
import type { ModelsResponse } from '../../../contract/engines'
import { withError, withOutputAs } from '../shared/actor-events'
import { callState, failedState, loadingState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'

export type ModelPickerTag = 'busy' | 'ready' | 'saving' | 'error' | 'single'

/** The engine and the models GET /v1/models answers. */
export type ModelsOffered = z.infer<typeof ModelsResponse>['data']
export type GenerationModel = ModelsOffered['models'][number]

export type ModelPickerInput = {
  /** The clinician's saved choice (null: the server's default). */
  preferredModel: string | null
}

export type ModelPickerProblem = 'load_failed' | 'save_failed' | 'connection'

export type ModelPickerContext = {
  /** The engine and the models the server offers, once loaded. */
  engine: string | null
  models: GenerationModel[]
  /** The choice saved in the account (null: the server's default). */
  saved: string | null
  /** The choice shown: the saved one, or the one being saved. */
  selected: string | null
  /** Whether the last save went through, for a short confirmation. */
  justSaved: boolean
  problem: ModelPickerProblem | null
}

export type ModelPickerEvent = { type: 'model.choose'; model: string | null } | { type: 'model.retry' }

const isConnectionFailure = (error: unknown) => {
  const kind = (error as { kind?: string } | null)?.kind
  return kind === 'network' || kind === 'timeout'
}

/**
 * The model picker (private and experimental models): GET /v1/models, then each choice saved at once in
 * the account with PUT /v1/account {user:{preferred_model}}; generation uses it when a request names none.
 * A failed save puts the saved choice back and says so.
 */
export const modelPickerMachine = setup({
  types: {} as {
    context: ModelPickerContext
    events: ModelPickerEvent
    input: ModelPickerInput
    tags: ModelPickerTag
  },
  actors: {
    'load models': fromPromise<ModelsOffered>(notProvided('load models')),
    'save choice': fromPromise<User, { model: string | null }>(notProvided('save choice')),
  },
  actions: {
    'use models': assign(({ context }, params: { offered: ModelsOffered }) => {
      // A saved model the server no longer offers means its default now.
      const known = params.offered.models.some((m) => m.id === context.saved)
      return {
        engine: params.offered.engine,
        models: params.offered.models,
        selected: known ? context.saved : null,
        problem: null,
      }
    }),
    'select model': assign((_, params: { model: string | null }) => ({
      selected: params.model,
      justSaved: false,
      problem: null,
    })),
    'keep saved choice': assign((_, params: { user: User }) => ({
      saved: params.user.preferred_model ?? null,
      selected: params.user.preferred_model ?? null,
      justSaved: true,
    })),
    'put saved choice back': assign(({ context }, params: { error: unknown }) => ({
      selected: context.saved,
      justSaved: false,
      problem: isConnectionFailure(params.error) ? ('connection' as const) : ('save_failed' as const),
    })),
    'show load failure': assign({ problem: 'load_failed' as const }),
    'report user updated': (_, _params: { user: User }) => {},
  },
  guards: {
    isSameChoice: ({ context, event }) =>
      event.type === 'model.choose' && (event.model ?? null) === context.selected,
    offersOne: ({ context }) => context.models.length <= 1,
  },
}).createMachine({
  id: 'model-picker',
  description:
    "The model picker: the server's models (private, experimental, default), each choice saved at once in the account and used by generation when a request names none; a failed save puts the saved choice back.",
  context: ({ input }) => ({
    engine: null,
    models: [],
    saved: input.preferredModel,
    selected: input.preferredModel,
    justSaved: false,
    problem: null,
  }),
  initial: 'loading',
  states: {
    loading: loadingState(
      'loadModels',
      'load models',
      { target: 'deciding', action: 'use models', key: 'offered' },
      { target: 'loadFailed', actions: 'show load failure' },
    ),
    loadFailed: failedState('model.retry', { target: 'loading' }),
    deciding: {
      always: [{ guard: 'offersOne', target: 'single' }, { target: 'choosing' }],
    },
    // One model only (the offline engine, say): nothing to choose, the picker just says which.
    single: { tags: ['ready', 'single'] },
    choosing: {
      tags: ['ready'],
      on: {
        'model.choose': [
          { guard: 'isSameChoice' },
          {
            target: 'saving',
            actions: { type: 'select model', params: ({ event }) => ({ model: event.model ?? null }) },
          },
        ],
      },
    },
    saving: callState(['ready', 'saving'], {
      id: 'saveChoice',
      src: 'save choice',
      input: ({ context }) => ({ model: context.selected }),
      onDone: {
        target: 'choosing',
        actions: [withOutputAs('keep saved choice', 'user'), withOutputAs('report user updated', 'user')],
      },
      onError: { target: 'choosing', actions: withError('put saved choice back') },
    }),
  },
})
