// Generation polling on the real screen: every shortest path of the generation machine (its own path
// options) replayed on the consultation's documents panel over MSW. The server's answer to the request
// and to each poll of the note waits for the path's word; fake timers let the polls run to their cap. At
// each step the note's card must show what the state promises: the status, the problem with its
// try-again, the note, the buttons a person can press, the dialog open over it.

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, vi } from 'vitest'
import type { GeneratedDocument } from '../../../contract/consultations'
import {
  generationMachine,
  MAX_POLLS,
  POLL_DELAY_MS,
} from '../../../src/machines/generation/generation.machine'
import { pathOptions } from '../../../src/machines/generation/generation.paths'
import {
  describeScreenPaths,
  heldAnswer,
  pressableButtons,
  runningFakeTimers,
  type ScreenActions,
} from '../screen-paths'
import { viewTestServer } from '../view-harness'
import { DOCS, documentAnswer, openDocumentsPanel, panelServer } from './documents-panel'

const { server, mounted } = viewTestServer()

type Sample = { output?: { outcome?: string; answer?: GeneratedDocument }; error?: { status?: number } }
const refusal = (status: number, code: string) =>
  HttpResponse.json({ error: { code, message: code } }, { status })

/** The server: the consultation without a note; the request and the polls answer when the path says. */
function world(): ScreenActions {
  const request = heldAnswer()
  const poll = heldAnswer()
  panelServer(server)
  server.use(http.post(`${DOCS}/:name`, request.reply), http.get(`${DOCS}/:docId`, poll.reply))
  return {
    'document.generate': () => click('Gerar nota'),
    'document.edit': () => click('Editar'),
    'document.versions': () => click('Versão 1: histórico de versões'),
    'xstate.done.actor.requestVersion': (event) => {
      const document = (event as Sample).output as unknown as GeneratedDocument
      request.settle(() => documentAnswer(document, 202))
    },
    'xstate.error.actor.requestVersion': (event) => {
      const { status } = (event as Sample).error!
      request.settle(status ? () => refusal(status, 'insufficient_credits') : () => HttpResponse.error())
    },
    // A poll the server did not answer: the panel tries again by itself.
    'poll.retrying': async () => {
      poll.settle(() => HttpResponse.error())
      await vi.advanceTimersByTimeAsync(POLL_DELAY_MS)
    },
    'xstate.done.actor.followDocument': async (event) => {
      const { outcome, answer } = (event as Sample).output!
      if (outcome === 'ended') poll.settle(() => documentAnswer(answer!))
      else if (outcome === 'failed') poll.settle(() => refusal(404, 'not_found'))
      // Still being written at every poll up to the cap.
      else poll.settle(() => documentAnswer(answer!))
      await vi.advanceTimersByTimeAsync(outcome === 'stalled' ? MAX_POLLS * POLL_DELAY_MS : POLL_DELAY_MS)
    },
  }
}

const note = () => screen.getByRole('article', { name: 'Nota da consulta' })
const click = (name: string) => fireEvent.click(within(note()).getByRole('button', { name }))

/**
 * What the note's card shows for each tag, first matching row first: the status line, the problem, the
 * buttons a person can press (in order) and the dialog open over the note.
 */
const SCREEN = [
  {
    tags: ['browsing-versions'],
    status: null,
    problem: null,
    // The badge that opened the history stays, expanded; nothing else changes the note meanwhile.
    buttons: ['Versão 1', 'Copiar', 'Exportar PDF'],
    dialog: /Histórico de versões/,
    expanded: 'Versão 1: histórico de versões',
  },
  {
    tags: ['editing'],
    status: null,
    problem: null,
    buttons: ['Copiar', 'Exportar PDF', 'Editar'],
    dialog: /Editar documento/,
    expanded: 'Editar',
  },
  {
    tags: ['ready'],
    status: null,
    problem: null,
    buttons: ['Versão 1', 'Copiar', 'Exportar PDF', 'Editar', 'Gerar de novo'],
    dialog: null,
  },
  {
    tags: ['stalled'],
    status: null,
    problem: 'O documento está a demorar mais do que o habitual. Pode continuar a aguardar.',
    buttons: ['Continuar a aguardar'],
    dialog: null,
  },
  {
    tags: ['retrying'],
    status: 'Problemas de ligação: a tentar novamente…',
    problem: 'Problemas de ligação. Verifique a sua ligação à internet e tente novamente.',
    buttons: ['Tentar novamente'],
    dialog: null,
  },
  { tags: ['writing'], status: 'A escrever o documento…', problem: null, buttons: [], dialog: null },
  { tags: ['error'], status: null, problem: expect.any(String), buttons: ['Tentar novamente'], dialog: null },
  {
    tags: ['idle'],
    status: 'Ainda não foi gerada nenhuma nota para esta consulta.',
    problem: null,
    buttons: ['Gerar nota'],
    dialog: null,
  },
] as const

async function sees(row: (typeof SCREEN)[number]) {
  await waitFor(() => {
    const card = within(note())
    expect(card.queryByRole('status')?.textContent ?? null).toBe(row.status)
    expect(card.queryByRole('alert')?.querySelector('p')?.textContent ?? null).toEqual(row.problem)
    expect(
      pressableButtons(card)
        .filter((button) => !button.closest('dialog, [role="dialog"]'))
        .map((button) => button.textContent),
    ).toEqual(row.buttons)
    if ('expanded' in row)
      expect(card.getByRole('button', { name: row.expanded }).getAttribute('aria-expanded')).toBe('true')
    if (row.dialog) expect(screen.getByRole('dialog', { name: row.dialog })).toBeTruthy()
    else expect(screen.queryByRole('dialog')).toBeNull()
  })
}

// Timers go on by themselves; a path that waits past the cap jumps them poll by poll.
runningFakeTimers()

/** The documents panel, once the note card shows. */
async function openScreen() {
  const act = world()
  mounted(openDocumentsPanel().stop)
  await screen.findByRole('article', { name: 'Nota da consulta' })
  return act
}

describeScreenPaths('generation polling on screen', generationMachine, pathOptions, SCREEN, openScreen, sees)
