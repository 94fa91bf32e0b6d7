// Edit notes on the real screen: every shortest path of the edit notes machine (its own path options)
// replayed in the edit dialog of a written note on the documents panel, over MSW. The microphone (held
// until the path grants or refuses it, then the PCM capture of tests/unit/audio) and the server's answer
// to the change wait for the path's word. At each step the dialog must show what the state promises: the
// tab on show, the voice recorder's status and buttons, the message, and whether it can be sent or closed.

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import type { EventObject } from 'xstate'
import type { GeneratedDocument } from '../../../contract/consultations'
import { editNotesMachine } from '../../../src/machines/edit-notes/edit-notes.machine'
import { pathOptions } from '../../../src/machines/edit-notes/edit-notes.paths'
import { sampleDocument } from '../../../src/machines/shared/samples'
import { fakeCapture, microphone } from '../audio/capture'
import { describeScreenPaths, held, heldAnswer, heldMicrophone, type ScreenActions } from '../screen-paths'
import { viewTestServer } from '../view-harness'
import { DOCS, documentAnswer, openDocumentsPanel, panelServer } from './documents-panel'

// The AudioWorklet capture needs a real browser: the voice recorder gets the fake PCM capture instead.
vi.mock('../../../src/services/audio/capture', async (original) =>
  (await import('../audio/capture')).withFakeMicrophone(original),
)

const { server, mounted } = viewTestServer()

/** The written note the dialog edits. */
const note: GeneratedDocument = {
  ...sampleDocument({ id: 'd-1', status: 'ready', version: 1 }),
  content: '## Subjetivo\n\nTosse seca.',
  source: 'generated',
}

/** The microphone and the server, each waiting for the path's word; how each event is sent. */
function world(): ScreenActions {
  const permission = heldMicrophone()
  const stopping = held<void>()
  const change = heldAnswer()
  // The microphone stops when the path says so.
  microphone.capture!.capture.stop = vi.fn(() => stopping.promise)
  panelServer(server, [note])
  server.use(
    http.post(`${DOCS}/d-1/regenerate`, change.reply),
    http.get(`${DOCS}/d-1`, () => documentAnswer({ ...note, version: 2 })),
  )
  const grant = async () => {
    permission.settle({ getTracks: () => [] } as unknown as MediaStream)
    await waitFor(() => expect(microphone.capture!.start).toHaveBeenCalled())
  }
  return {
    'edit.mode.chosen': (event) =>
      fireEvent.click(
        inDialog().getByRole('tab', { name: TABS[(event as EventObject & { mode: Mode }).mode] }),
      ),
    'edit.text.changed': (event) =>
      fireEvent.change(inDialog().getByRole('textbox', { name: 'O que pretende alterar?' }), {
        target: { value: (event as EventObject & { text: string }).text },
      }),
    'edit.markdown.changed': (event) =>
      fireEvent.change(inDialog().getByRole('textbox', { name: 'Texto do documento (markdown)' }), {
        target: { value: (event as EventObject & { markdown: string }).markdown },
      }),
    'edit.submit': () => fireEvent.click(submit()),
    'edit.close': () => fireEvent.click(closeButton()),
    'voice.start': () => fireEvent.click(inDialog().getByRole('button', { name: 'Gravar instrução' })),
    'voice.started': grant,
    'voice.failed': () => permission.settle(new DOMException('Denied', 'NotAllowedError')),
    'voice.stop': () => fireEvent.click(inDialog().getByRole('button', { name: 'Parar' })),
    // The microphone opens, the clinician speaks a second and stops: the recorder hands the recording over.
    'voice.recorded': async () => {
      await grant()
      microphone.capture!.feed(new Float32Array(16_000).fill(0.1))
      fireEvent.click(await inDialog().findByRole('button', { name: 'Parar' }))
      stopping.settle()
    },
    'xstate.done.actor.submitChange': () =>
      change.settle(() => documentAnswer({ ...note, status: 'pending', content: null }, 202)),
    'xstate.error.actor.submitChange': () => change.settle(() => HttpResponse.error()),
  }
}

type Mode = 'text' | 'voice' | 'markdown'
const TABS: Record<Mode, string> = {
  text: 'Instrução escrita',
  voice: 'Instrução por voz',
  markdown: 'Editar texto',
}

const dialog = () => screen.queryByRole('dialog', { name: /Editar documento/ })
const inDialog = () => within(dialog()!)
/** The dialog's own Fechar, beside the send button. */
const closeButton = () =>
  within(dialog()!.querySelector<HTMLElement>('.dialog-actions')!).getByRole('button', { name: 'Fechar' })
const submit = () => inDialog().getByRole('button', { name: /^(Enviar alteração|Guardar|A enviar…)$/ })

/**
 * What the dialog shows for each tag, first matching row first: the tab on show, the voice recorder's
 * status and buttons, the message, the send button (its words, and whether it can be pressed) and
 * whether the dialog can be closed. A row without a tab is the dialog closed.
 */
const SCREEN = [
  {
    tags: ['submitting'],
    tab: 'Editar texto',
    voice: null,
    alert: null,
    send: ['A enviar…', false],
    close: false,
  },
  {
    tags: ['opening-microphone'],
    tab: 'Instrução por voz',
    voice: ['A ligar o microfone…', []],
    alert: null,
    send: ['Enviar alteração', false],
    close: true,
  },
  {
    tags: ['stopping'],
    tab: 'Instrução por voz',
    voice: ['A terminar a gravação…', []],
    alert: null,
    send: ['Enviar alteração', false],
    close: true,
  },
  {
    tags: ['recording'],
    tab: 'Instrução por voz',
    voice: ['A gravar…', ['Parar']],
    alert: null,
    send: ['Enviar alteração', false],
    close: true,
  },
  {
    tags: ['recorded'],
    tab: 'Instrução por voz',
    voice: ['Instrução gravada (0:01), pronta a enviar.', ['Gravar de novo']],
    alert: null,
    send: ['Enviar alteração', true],
    close: true,
  },
  {
    tags: ['error', 'voice'],
    tab: 'Instrução por voz',
    voice: [null, ['Gravar instrução']],
    alert:
      'Erro ao aceder ao microfone: o navegador não deu permissão. Verifique as permissões do site e tente novamente.',
    send: ['Enviar alteração', false],
    close: true,
  },
  {
    tags: ['voice'],
    tab: 'Instrução por voz',
    voice: [null, ['Gravar instrução']],
    alert: null,
    send: ['Enviar alteração', false],
    close: true,
  },
  { tags: ['markdown'], tab: 'Editar texto', voice: null, alert: null, send: ['Guardar', true], close: true },
  {
    tags: ['text'],
    tab: 'Instrução escrita',
    voice: null,
    alert: null,
    send: ['Enviar alteração', true],
    close: true,
  },
  // Closed, or done: the dialog has gone and the note can be edited again.
  { tags: [], tab: null, voice: null, alert: null, send: null, close: null },
] as const

async function sees(row: (typeof SCREEN)[number]) {
  await waitFor(() => {
    if (row.tab === null) {
      expect(dialog()).toBeNull()
      const card = within(screen.getByRole('article', { name: 'Nota da consulta' }))
      expect(card.getByRole('button', { name: 'Editar' }).getAttribute('aria-expanded')).toBe('false')
      return
    }
    expect(inDialog().getByRole('tab', { selected: true }).textContent).toBe(row.tab)
    const recorder = dialog()!.querySelector<HTMLElement>('.voice-recorder')
    if (row.voice === null) expect(recorder).toBeNull()
    else {
      expect(within(recorder!).queryByRole('status')?.textContent ?? null).toBe(row.voice[0])
      expect(
        within(recorder!)
          .queryAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(row.voice[1])
    }
    const alerts = inDialog()
      .queryAllByRole('alert')
      .map((alert) => alert.textContent)
    expect(alerts).toEqual(row.alert ? [row.alert] : [])
    const [words, enabled] = row.send!
    expect(submit().textContent).toBe(words)
    expect(submit().getAttribute('aria-disabled') !== 'true').toBe(enabled)
    expect(closeButton().hasAttribute('disabled')).toBe(!row.close)
  })
}

beforeEach(() => {
  microphone.capture = fakeCapture()
})
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices')
})

/** The documents panel with the editing dialog open on the written note. */
async function openScreen() {
  const act = world()
  mounted(openDocumentsPanel().stop)
  // The dialog opens on a written note, when the clinician asks to edit it.
  const card = within(await screen.findByRole('article', { name: 'Nota da consulta' }))
  fireEvent.click(await card.findByRole('button', { name: 'Editar' }))
  await screen.findByRole('dialog', { name: /Editar documento/ })
  return act
}

describeScreenPaths('edit notes on screen', editNotesMachine, pathOptions, SCREEN, openScreen, sees)
