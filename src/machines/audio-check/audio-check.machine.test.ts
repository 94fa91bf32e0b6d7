import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, SimulatedClock } from 'xstate'
import { describePaths } from '../../../tests/model/paths'
import {
  type AudioCheckEvent,
  audioCheckMachine,
  DETECTION_HOLD_MS,
  DETECTION_TIMEOUT_MS,
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

  it('is not offered on mobile', () => {
    const check = start(true)
    expect(selectIsUnsupported(check.snapshot())).toBe(true)
    expect(check.snapshot().status).toBe('done')
    expect(check.snapshot().output).toEqual({ deviceId: 'built-in', skipped: true })
    expect(check.watched).toEqual([])
  })
})

// Every path of docs/statecharts/audio-check.md, for each device kind, replayed on a real actor.
for (const [name, input] of Object.entries(pathOptions.inputs)) {
  describePaths(
    `audio check machine paths (${name})`,
    audioCheckMachine,
    { input, events: pathOptions.events },
    (step) => {
      const snapshot = step.actual
      expect(snapshot.hasTag('unsupported')).toBe(input.isMobile)
      expect(selectMicrophoneError(snapshot) !== null).toBe(snapshot.hasTag('microphone-error'))
      if (snapshot.hasTag('hearing')) expect(snapshot.context.level).toBeGreaterThanOrEqual(-50)
    },
  )
}
