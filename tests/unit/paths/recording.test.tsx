// Consultation and recording on the real screen: every shortest path of the recording machine (its own
// path options) replayed on the consultation screen over MSW, with a fake microphone (getUserMedia held
// until the path grants or refuses it, the PCM capture of tests/unit/audio) and the server's answers held
// until the path says how they end. At each step the recording controls must show what the state
// promises: its status, the buttons a person can press, the messages.

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { EventObject } from 'xstate'
import type { UploadProgress } from '../../../src/machines/recording/recording.machine'
import { recordingMachine } from '../../../src/machines/recording/recording.machine'
import { pathOptions } from '../../../src/machines/recording/recording.paths'
import { encodeWav } from '../../../src/services/audio/wav'
import { chunkQueue } from '../../../src/ui/consultation/consultation-machines'
import { fakeCapture, microphone } from '../audio/capture'
import { consultationSession } from '../fixtures'
import {
  bootConsultation,
  createdConsultation,
  describeScreenPaths,
  heldAnswer,
  heldMicrophone,
  type ScreenActions,
} from '../screen-paths'
import { API, viewTestServer } from '../view-harness'

// The AudioWorklet capture needs a real browser: the screen gets the fake PCM capture instead.
vi.mock('../../../src/services/audio/capture', async (original) =>
  (await import('../audio/capture')).withFakeMicrophone(original),
)

const { server, mounted } = viewTestServer()

/** The world a path runs in: the microphone and each server call wait for the path's word. */
function world(sessionId: string) {
  const permission = heldMicrophone()
  const calls = {
    start: heldAnswer(),
    pause: heldAnswer(),
    resume: heldAnswer(),
    finish: heldAnswer(),
    upload: heldAnswer(),
  }
  const session = () =>
    HttpResponse.json({ data: { d_consultation_session: consultationSession({ id: sessionId }) } })
  server.use(
    ...(['start', 'pause', 'resume', 'finish'] as const).map((step) =>
      http.put(`${API}/v1/consultation_sessions/${sessionId}/${step}`, calls[step].reply),
    ),
    http.post(`${API}/v1/consultation_sessions/${sessionId}/audios`, calls.upload.reply),
  )
  const act: ScreenActions = {
    'recording.start': () => click('Iniciar gravação'),
    'recording.pause': () => click('Pausar'),
    'recording.resume': () => click('Retomar'),
    'recording.finish': () => click('Terminar gravação'),
    'recording.leave': () => click('Terminar e enviar o resto em segundo plano'),
    'microphone.ready': () => permission.settle({ getTracks: () => [] } as unknown as MediaStream),
    'microphone.failed': () => permission.settle(new DOMException('Denied', 'NotAllowedError')),
    'xstate.done.actor.startSession': () => calls.start.settle(session),
    'xstate.done.actor.pauseSession': () => calls.pause.settle(session),
    'xstate.done.actor.finishSession': () => calls.finish.settle(session),
    'xstate.error.actor.finishSession': () => calls.finish.settle(() => HttpResponse.error()),
    // The server's answer to the chunk left waiting: taken (none waits), or refused as the snapshot says.
    'xstate.snapshot.upload': (event: EventObject) => {
      const { problem } = (event as EventObject & { snapshot: { context: UploadProgress } }).snapshot.context
      calls.upload.settle(
        problem === 'conflict'
          ? () => HttpResponse.json({ error: { code: 'conflict', message: 'x' } }, { status: 409 })
          : problem === 'unreachable'
            ? () => HttpResponse.error()
            : () => HttpResponse.json({ data: { d_audio: { order: 0 } } }, { status: 201 }),
      )
    },
    // A recording made elsewhere, chosen in the file field; the browser is still reading it.
    'file.choose': () => {
      const file = new File([encodeWav(new Float32Array(16_000))], 'consulta.wav', {
        type: 'audio/wav',
      })
      fireEvent.change(screen.getByLabelText('Carregar uma gravação'), { target: { files: [file] } })
    },
  }
  return { act }
}

const controls = () => screen.getByRole('region', { name: 'Gravação' })
const click = (name: string) => fireEvent.click(within(controls()).getByRole('button', { name }))
const buttons = () =>
  within(controls())
    .queryAllByRole('button')
    .filter((button) => !button.hasAttribute('disabled'))
    .map((button) => button.textContent)
const status = () => controls().querySelector('[data-recording-status] .badge')?.textContent
const busy = () => controls().querySelector('.recording-controls')?.getAttribute('aria-busy') === 'true'
const alerts = () =>
  within(controls())
    .queryAllByRole('alert')
    .map((alert) => alert.querySelector('p')?.textContent)

/**
 * What the recording controls show for each tag, first matching row first: the status, whether the
 * controls are busy, the commands a person can press (enabled buttons, in order) and the messages.
 */
const SCREEN = [
  {
    tags: ['finished'],
    status: 'Gravação terminada',
    busy: false,
    buttons: [],
    alerts: [],
  },
  {
    tags: ['finish-failed'],
    // The recording is over and the consultation not ended: the badge says so, beside the message.
    status: 'Consulta por terminar',
    busy: false,
    buttons: ['Tentar novamente'],
    alerts: ['Erro ao terminar a consulta.'],
  },
  {
    tags: ['transcription-errors'],
    status: 'Transcrição com erros',
    busy: false,
    buttons: ['Tentar novamente', 'Terminar e enviar o resto em segundo plano'],
    alerts: [
      'Transcrição com erros: o servidor recusou partes do áudio. Continuam guardadas neste navegador.',
    ],
  },
  {
    tags: ['microphone-error'],
    // Nothing can be recorded until the microphone (or the shared tab) works again: the badge says so.
    status: 'Áudio indisponível',
    busy: false,
    buttons: ['Testar o microfone', 'Terminar gravação', 'Tentar novamente'],
    alerts: ['Erro ao aceder ou iniciar o microfone.'],
  },
  { tags: ['importing'], status: 'A ler o ficheiro', busy: true, buttons: [], alerts: [] },
  { tags: ['paused', 'busy'], status: 'Em pausa', busy: true, buttons: [], alerts: [] },
  { tags: ['listening', 'busy'], status: 'A ouvir', busy: true, buttons: [], alerts: [] },
  {
    tags: ['paused'],
    status: 'Em pausa',
    busy: false,
    buttons: ['Retomar', 'Terminar gravação'],
    alerts: [],
  },
  {
    tags: ['listening'],
    status: 'A ouvir',
    busy: false,
    buttons: ['Pausar', 'Terminar gravação'],
    alerts: [],
  },
  // Stopping, uploading the rest, closing: nothing more to record (none of the recorder's commands).
  { tags: ['transcribing'], status: 'A transcrever', busy: true, buttons: null, alerts: [] },
  // The microphone being asked for: the badge says so (not yet ready to record), and it can be given up.
  {
    tags: ['requesting-microphone'],
    status: 'A pedir acesso ao microfone…',
    busy: true,
    buttons: ['Terminar gravação'],
    alerts: [],
  },
  {
    tags: ['idle'],
    status: 'Pronto a gravar',
    busy: false,
    buttons: ['Testar o microfone', 'Iniciar gravação', 'Terminar gravação'],
    alerts: [],
  },
] as const

const RECORDER_COMMANDS = ['Iniciar gravação', 'Pausar', 'Retomar', 'Terminar gravação']

let sessions = 0
beforeEach(() => {
  microphone.capture = fakeCapture()
})
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices')
  vi.unstubAllGlobals()
})

/** The consultation screen of a new session, a chunk left from an earlier page, the world held. */
async function openScreen() {
  const sessionId = `s-path-${++sessions}`
  createdConsultation(server, sessionId)
  // A chunk an earlier page left: finishing waits for it until the server answers (held above).
  const { queue } = await chunkQueue()
  await queue.put({ sessionId, order: 0, wav: new ArrayBuffer(44), durationMs: 1000, createdAt: 0 })
  // The browser takes its time reading a chosen file.
  vi.stubGlobal(
    'OfflineAudioContext',
    class {
      decodeAudioData = () => new Promise(() => {})
    },
  )
  const { act } = world(sessionId)
  await bootConsultation(sessionId, mounted)
  return act
}

const seesRow = (row: (typeof SCREEN)[number]) =>
  waitFor(() => {
    expect(status()).toBe(row.status)
    expect(busy()).toBe(row.busy)
    if (row.buttons) expect(buttons()).toEqual(row.buttons)
    else for (const command of RECORDER_COMMANDS) expect(buttons()).not.toContain(command)
    expect(alerts()).toEqual(row.alerts)
  })

describeScreenPaths(
  'consultation and recording on screen',
  recordingMachine,
  pathOptions,
  SCREEN,
  openScreen,
  seesRow,
)

it("says the call's tab and the microphone are being asked for when a teleconsultation starts", async () => {
  const sessionId = `s-tele-${++sessions}`
  const state = createdConsultation(server, sessionId)
  state.sessions.push(
    consultationSession({
      ...state.sessions.pop(),
      mode: 'teleconsultation',
    }),
  )
  // The browser keeps both pickers open: the tab to share and the microphone.
  const never = () => new Promise<MediaStream>(() => {})
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { enumerateDevices: async () => [], getDisplayMedia: never, getUserMedia: never },
  })
  await bootConsultation(sessionId, mounted)
  expect(status()).toBe('Pronto a gravar')
  click('Iniciar gravação')
  await waitFor(() => expect(status()).toBe('A pedir o separador da chamada e o microfone…'))
  expect([busy(), buttons()]).toEqual([true, ['Terminar gravação']])
})
