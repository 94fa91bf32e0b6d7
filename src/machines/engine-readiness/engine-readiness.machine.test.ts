import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import type { EngineHealth, HealthResponse } from '../../../contract/health'
import { describePaths } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { connectTranscriptionNotice, selectIsTranscriptionReady } from './engine-readiness.connect'
import { engineReadinessMachine, MAX_RECHECKS, RECHECK_DELAY_MS } from './engine-readiness.machine'
import { pathOptions } from './engine-readiness.paths'

const t = (key: string) => key
const engines = (transcription: EngineHealth): HealthResponse['engines'] => ({
  transcription,
  generation: { ready: true, state: 'ready', reason: null },
  assistant: { ready: true, state: 'ready', reason: null },
})
const missing = engines({
  ready: false,
  state: 'unavailable',
  reason: 'no Whisper model (WHISPER_MODEL_PATH)',
})
const ready = engines({ ready: true, state: 'ready', reason: null })

function start() {
  const check = fakeCall<HealthResponse['engines'], unknown>()
  const clock = new SimulatedClock()
  const actor = createActor(
    engineReadinessMachine.provide({
      actors: { 'check engines': check.logic },
      actions: { 'report failure': () => {} },
    }),
    { clock },
  ).start()
  const notice = () => connectTranscriptionNotice(actor.getSnapshot(), t)
  return { actor, check, clock, notice }
}

describe('engine readiness machine', () => {
  it('shows the reason while transcription is not ready, and hides it once the server says it is', async () => {
    const screen = start()
    expect(screen.notice()).toBeNull()
    await answerWith(screen.check, missing)
    expect(screen.notice()).toMatchObject({
      starting: false,
      title: 'engines.transcription.unavailableTitle',
      reason: 'no Whisper model (WHISPER_MODEL_PATH)',
    })
    screen.clock.increment(RECHECK_DELAY_MS)
    expect(screen.check.inputs).toHaveLength(2)
    await answerWith(screen.check, ready)
    expect(screen.notice()).toBeNull()
    expect(screen.actor.getSnapshot().hasTag('ready')).toBe(true)
  })

  it('says nothing when the check fails, and stops checking after the cap', async () => {
    const screen = start()
    await failWith(screen.check, new Error('offline'))
    expect(screen.notice()).toBeNull()
    for (let i = 0; i < MAX_RECHECKS + 3; i++) {
      screen.clock.increment(RECHECK_DELAY_MS * 2 ** i)
      await answerWith(screen.check, missing)
    }
    expect(screen.check.inputs).toHaveLength(MAX_RECHECKS + 1)
    expect(screen.notice()?.reason).toBe('no Whisper model (WHISPER_MODEL_PATH)')
  })
})

// What a screen says about transcription in each state, and what the machine knows of the engine.
describePaths(
  'engine readiness machine paths',
  engineReadinessMachine,
  { events: pathOptions.events, provide: { actions: { 'report failure': () => {} } } },
  {
    every: ({ actual }) => {
      expect(connectTranscriptionNotice(actual, t) !== null).toBe(actual.hasTag('unavailable'))
      expect(actual.context.rechecks).toBeLessThanOrEqual(MAX_RECHECKS)
    },
    states: {
      // Asking the server: recording is neither offered as ready nor warned about.
      checking: ({ actual }) => {
        expect(selectIsTranscriptionReady(actual)).toBe(false)
        expect(connectTranscriptionNotice(actual, t)).toBeNull()
      },
      // The server said it can transcribe.
      ready: ({ actual }) => {
        expect(actual.context.transcription?.ready).toBe(true)
        expect(selectIsTranscriptionReady(actual)).toBe(true)
      },
      // The server said it cannot: the notice carries its reason.
      unavailable: ({ actual }) => {
        expect(actual.context.transcription?.ready).toBe(false)
        expect(connectTranscriptionNotice(actual, t)?.reason).toBe(actual.context.transcription?.reason)
      },
      // No answer: nothing is said, and nothing is known that was not known before.
      unknown: ({ actual }) => {
        expect(selectIsTranscriptionReady(actual)).toBe(false)
        expect(connectTranscriptionNotice(actual, t)).toBeNull()
        expect(actual.context.transcription?.ready).not.toBe(true)
      },
    },
  },
)
