import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, SimulatedClock } from 'xstate'
import { describePaths } from '../../../tests/model/paths'
import {
  type AudioCheckEvent,
  audioCheckMachine,
  DETECTION_HOLD_MS,
  DETECTION_THRESHOLD_DB,
  DETECTION_TIMEOUT_MS,
  SILENT_LEVEL_DB,
} from './audio-check.machine'
import { pathOptions } from './audio-check.paths'
import {
  selectCanChooseMicrophone,
  selectCanContinue,
  selectDeviceId,
  selectIsChecking,
  selectIsDetected,
  selectIsDone,
  selectIsHearing,
  selectIsNotDetected,
  selectIsUnsupported,
  selectLevel,
  selectMicrophoneError,
} from './audio-check.selectors'

function start(isMobile = false) {
  const watched: (string | null)[] = []
  let send: ((event: AudioCheckEvent) => void) | undefined
  let stopped = 0
  const clock = new SimulatedClock()
  const actor = createActor(
    audioCheckMachine.provide({
      actors: {
        'watch input level': fromCallback<AudioCheckEvent, { deviceId: string | null }>(
          ({ input, sendBack }) => {
            watched.push(input.deviceId)
            send = sendBack
            return () => {
              stopped++
            }
          },
        ),
      },
    }),
    { input: { isMobile, deviceId: 'built-in' }, clock },
  ).start()
  return {
    actor,
    clock,
    watched,
    level: (db: number) => send!({ type: 'audio.level', db }),
    fail: () => send!({ type: 'microphone.failed', kind: 'device-busy' }),
    stopped: () => stopped,
    snapshot: () => actor.getSnapshot(),
  }
}

describe('audio check machine', () => {
  it('listens to the chosen microphone and shows the level', () => {
    const check = start()
    expect(selectIsChecking(check.snapshot())).toBe(true)
    expect(check.watched).toEqual(['built-in'])
    check.level(-70)
    expect(selectLevel(check.snapshot())).toBe(-70)
    expect(selectIsHearing(check.snapshot())).toBe(false)
  })

  it('says audio detected once a sound is held for a second, then continues', () => {
    const check = start()
    check.level(-30)
    expect(selectIsHearing(check.snapshot())).toBe(true)
    check.clock.increment(DETECTION_HOLD_MS - 1)
    expect(selectIsDetected(check.snapshot())).toBe(false)
    check.clock.increment(1)
    expect(selectIsDetected(check.snapshot())).toBe(true)
    expect(selectCanContinue(check.snapshot())).toBe(true)
    check.actor.send({ type: 'check.continue' })
    expect(selectIsDone(check.snapshot())).toBe(true)
    expect(check.snapshot().output).toEqual({ deviceId: 'built-in', skipped: false })
    expect(check.stopped()).toBe(1)
  })

  it('does not take a click for a microphone: the sound must last', () => {
    const check = start()
    check.level(-20)
    check.clock.increment(300)
    check.level(-80)
    check.clock.increment(DETECTION_HOLD_MS)
    expect(selectIsDetected(check.snapshot())).toBe(false)
    expect(selectIsChecking(check.snapshot())).toBe(true)
  })

  it('says audio not detected after the timeout and offers another microphone', () => {
    const check = start()
    check.level(-75)
    check.clock.increment(DETECTION_TIMEOUT_MS)
    expect(selectIsNotDetected(check.snapshot())).toBe(true)
    expect(selectCanChooseMicrophone(check.snapshot())).toBe(true)
    check.actor.send({ type: 'microphone.choose', deviceId: 'usb' })
    expect(check.watched).toEqual(['built-in', 'usb'])
    expect(selectDeviceId(check.snapshot())).toBe('usb')
    expect(selectIsChecking(check.snapshot())).toBe(true)
    check.level(-25)
    check.clock.increment(DETECTION_HOLD_MS)
    check.actor.send({ type: 'check.continue' })
    expect(check.snapshot().output).toEqual({ deviceId: 'usb', skipped: false })
  })

  it('still hears a late sound after saying not detected', () => {
    const check = start()
    check.clock.increment(DETECTION_TIMEOUT_MS)
    check.level(-25)
    check.clock.increment(DETECTION_HOLD_MS)
    expect(selectIsDetected(check.snapshot())).toBe(true)
  })

  it('tells a microphone error and checks again or with another microphone', () => {
    const check = start()
    check.fail()
    expect(selectMicrophoneError(check.snapshot())).toBe('device-busy')
    check.actor.send({ type: 'check.again' })
    expect(selectMicrophoneError(check.snapshot())).toBeNull()
    expect(check.watched).toEqual(['built-in', 'built-in'])
    check.fail()
    check.actor.send({ type: 'microphone.choose', deviceId: 'usb' })
    expect(check.watched.at(-1)).toBe('usb')
  })

  it('does not continue with a microphone that could not be opened', () => {
    const check = start()
    check.fail()
    expect(selectCanContinue(check.snapshot())).toBe(false)
    check.actor.send({ type: 'check.continue' })
    expect(check.snapshot().status).toBe('active')
    expect(selectMicrophoneError(check.snapshot())).toBe('device-busy')
  })

  it('is not offered on mobile', () => {
    const check = start(true)
    expect(selectIsUnsupported(check.snapshot())).toBe(true)
    expect(check.snapshot().status).toBe('done')
    expect(check.snapshot().output).toEqual({ deviceId: 'built-in', skipped: true })
    expect(check.watched).toEqual([])
  })
})

// Every path of docs/statecharts/audio-check.md, for each device kind, replayed on a real actor. Each
// state says what the check shows and which ways on it offers.
for (const [name, input] of Object.entries(pathOptions.inputs)) {
  describePaths(
    `audio check machine paths (${name})`,
    audioCheckMachine,
    { input, events: pathOptions.events },
    {
      every: ({ actual }) => {
        expect(selectIsUnsupported(actual)).toBe(input.isMobile)
        expect(selectMicrophoneError(actual) !== null).toBe(actual.hasTag('microphone-error'))
      },
      states: {
        // Step one, no sound held yet (the meter below the threshold, from silence after "check again"):
        // nothing to continue with.
        'checking.listening.quiet': ({ actual }) => {
          expect([selectIsChecking(actual), selectIsHearing(actual)]).toEqual([true, false])
          expect(selectLevel(actual)).toBeLessThan(DETECTION_THRESHOLD_DB)
          expect(selectCanContinue(actual)).toBe(false)
        },
        // A sound loud enough is being heard; it must last before it counts.
        'checking.listening.hearing': ({ actual }) => {
          expect([selectIsChecking(actual), selectIsHearing(actual)]).toEqual([true, true])
          expect(selectLevel(actual)).toBeGreaterThanOrEqual(DETECTION_THRESHOLD_DB)
          expect(selectCanContinue(actual)).toBe(false)
        },
        // Step two: audio detected, go on with this microphone.
        'checking.detected': ({ actual }) => {
          expect([selectIsDetected(actual), selectIsChecking(actual)]).toEqual([true, false])
          expect(selectCanContinue(actual)).toBe(true)
        },
        // No sound in time: another microphone, another try, or go on anyway.
        'checking.notDetected': ({ actual }) => {
          expect(selectIsNotDetected(actual)).toBe(true)
          expect([selectCanChooseMicrophone(actual), selectCanContinue(actual)]).toEqual([true, true])
          expect(actual.can({ type: 'check.again' })).toBe(true)
        },
        // The microphone could not be opened: why, another try or another microphone, and no continuing
        // with the one that failed.
        microphoneError: ({ actual }) => {
          expect(selectMicrophoneError(actual)).not.toBeNull()
          expect(selectLevel(actual)).toBe(SILENT_LEVEL_DB)
          expect(selectCanContinue(actual)).toBe(false)
          expect([selectCanChooseMicrophone(actual), actual.can({ type: 'check.again' })]).toEqual([
            true,
            true,
          ])
        },
        // Checked: the consultation goes on with the microphone checked last.
        done: ({ actual }) => {
          expect(selectIsDone(actual)).toBe(true)
          expect(actual.output).toEqual({ deviceId: selectDeviceId(actual), skipped: false })
        },
        // A phone or tablet: no check, the chosen microphone as it was.
        unsupported: ({ actual }) => {
          expect(actual.status).toBe('done')
          expect(actual.output).toEqual({ deviceId: input.deviceId, skipped: true })
        },
      },
    },
  )
}
