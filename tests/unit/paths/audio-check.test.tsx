// The audio check on the real screen: every shortest path of the audio check machine (its own path
// options) replayed on the consultation screen's microphone test over MSW, with a fake microphone (held
// until the path grants or refuses it, then the PCM capture of tests/unit/audio reporting levels) and fake
// timers for the detection hold and timeout. At each step the check must show what the state promises:
// the step and its words, the level meter, the buttons a person can press.
//
// Only the 'on a computer' input: the screen does not offer the check on a phone (the chart's
// `unsupported` state has no screen).

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import type { EventObject } from 'xstate'
import {
  type AudioCheckEvent,
  audioCheckMachine,
  DETECTION_HOLD_MS,
  DETECTION_TIMEOUT_MS,
} from '../../../src/machines/audio-check/audio-check.machine'
import { pathOptions } from '../../../src/machines/audio-check/audio-check.paths'
import { fakeCapture, microphone } from '../audio/capture'
import {
  bootAsClinician,
  createdConsultation,
  describeScreenPaths,
  heldMicrophone,
  type ScreenActions,
} from '../screen-paths'
import { viewTestServer } from '../view-harness'

// The AudioWorklet capture needs a real browser: the screen gets the fake PCM capture instead.
vi.mock('../../../src/services/audio/capture', async (original) =>
  (await import('../audio/capture')).withFakeMicrophone(original),
)

const { server, mounted } = viewTestServer()

/** The microphone the check opens: held until the path grants it (a level) or refuses it. */
function fakeMicrophone() {
  const permission = heldMicrophone()
  return {
    grant: () => permission.settle({ getTracks: () => [] } as unknown as MediaStream),
    refuse: () => permission.settle(new DOMException('Denied', 'NotAllowedError')),
  }
}

const check = () => document.querySelector<HTMLElement>('[data-audio-check]')
const inCheck = () => within(check()!)

/** How a person, the microphone and time send each event of the audio check. */
function personActions(): ScreenActions {
  const mic = fakeMicrophone()
  return {
    'audio.level': async (event: EventObject) => {
      mic.grant()
      await waitFor(() => expect(microphone.capture!.start).toHaveBeenCalled())
      microphone.capture!.level((event as Extract<AudioCheckEvent, { type: 'audio.level' }>).db)
    },
    'microphone.failed': () => mic.refuse(),
    'xstate.after.detectionTimeout.audio-check.checking.listening': () =>
      vi.advanceTimersByTimeAsync(DETECTION_TIMEOUT_MS),
    'xstate.after.detectionHold.audio-check.checking.listening.hearing': () =>
      vi.advanceTimersByTimeAsync(DETECTION_HOLD_MS),
    'check.continue': () => fireEvent.click(inCheck().getByRole('button', { name: 'Continuar' })),
  }
}

/** What the check shows for each tag, first matching row first: its words, the meter, the buttons. */
const SCREEN = [
  { tags: ['continue'], words: null, meter: false, buttons: [] },
  {
    // No Continuar: the chart does not continue with a microphone that could not be opened.
    tags: ['microphone-error'],
    words: 'Passo 1 de 2. Erro ao aceder ou iniciar o microfone.',
    meter: false,
    buttons: ['Testar novamente', 'Fechar'],
  },
  {
    tags: ['detected'],
    words: 'Passo 2 de 2. Áudio detetado.',
    meter: false,
    buttons: ['Continuar', 'Fechar'],
  },
  {
    tags: ['not-detected'],
    words: 'Passo 1 de 2. Áudio não detetado: escolha outro microfone ou verifique as permissões.',
    meter: false,
    buttons: ['Testar novamente', 'Continuar', 'Fechar'],
  },
  { tags: ['hearing'], words: 'Passo 1 de 2. A ouvir som…', meter: true, buttons: ['Fechar'] },
  { tags: ['checking'], words: 'Passo 1 de 2. Fale para o microfone…', meter: true, buttons: ['Fechar'] },
] as const

async function sees(row: (typeof SCREEN)[number]) {
  await waitFor(() => {
    if (row.words === null) {
      // The check closed with the microphone chosen; it can be opened again.
      expect(check()).toBeNull()
      expect(screen.getByRole('button', { name: 'Testar o microfone' })).toBeTruthy()
      return
    }
    expect(check()?.querySelector('p')?.textContent).toBe(row.words)
    expect(inCheck().queryByRole('meter', { name: 'Nível do som' }) !== null).toBe(row.meter)
    expect(
      inCheck()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(row.buttons)
  })
}

beforeEach(() => {
  microphone.capture = fakeCapture()
  // Timers go on by themselves (the screen loads), and the path jumps them for the detection delays.
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(navigator, 'mediaDevices')
})

/** The consultation screen with the microphone check opened by the person. */
async function openScreen() {
  createdConsultation(server, 's-1')
  const act = personActions()
  bootAsClinician('/consultation/s-1', mounted)
  // The check starts when the person opens it.
  fireEvent.click(await screen.findByRole('button', { name: 'Testar o microfone' }, { timeout: 5_000 }))
  return act
}

describeScreenPaths(
  'audio check on screen (on a computer)',
  audioCheckMachine,
  { events: pathOptions.events, input: pathOptions.inputs['on a computer'] },
  SCREEN,
  openScreen,
  sees,
)
