// Chunk upload on the real screen: every shortest path of the chunk upload machine (its own path options)
// replayed on the consultation screen, where the recording's queue sends what an earlier page left in the
// browser. The browser's chunk queue is read and emptied, and the server answers each upload, only when
// the path says; going offline is the browser's own event. At each step the recording controls must show
// what the queue's state promises: the parts still to send, and the offline notice.

import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, vi } from 'vitest'
import type { EventObject } from 'xstate'
import { chunkUploadMachine } from '../../../src/machines/chunk-upload/chunk-upload.machine'
import { pathOptions } from '../../../src/machines/chunk-upload/chunk-upload.paths'
import { chunkQueue } from '../../../src/ui/consultation/consultation-machines'
import {
  bootConsultation,
  createdConsultation,
  describeScreenPaths,
  held,
  heldAnswer,
  type ScreenActions,
} from '../screen-paths'
import { API, viewTestServer } from '../view-harness'

const { server, mounted } = viewTestServer()

/**
 * The world a path runs in: chunk 0 of `sessionId` waits in the browser's queue; reading the queue,
 * forgetting an acknowledged chunk and the server's answer to the upload all wait for the path's word.
 */
async function world(sessionId: string): Promise<ScreenActions> {
  const { queue } = await chunkQueue()
  await queue.put({ sessionId, order: 0, wav: new ArrayBuffer(44), durationMs: 1000, createdAt: 0 })
  const listing = held<number[]>()
  const forgetting = held<void>()
  const upload = heldAnswer()
  const { pending, delete: forget } = queue
  vi.spyOn(queue, 'pending').mockImplementation((id) => (id === sessionId ? listing.promise : pending(id)))
  vi.spyOn(queue, 'delete').mockImplementation(async (id, order) => {
    if (id === sessionId) await forgetting.promise
    return forget(id, order)
  })
  server.use(http.post(`${API}/v1/consultation_sessions/${sessionId}/audios`, upload.reply))
  const failure = (event: EventObject) => (event as EventObject & { error: { status?: number } }).error
  return {
    'xstate.done.actor.listPending': (event) =>
      listing.settle((event as EventObject & { output: number[] }).output),
    'xstate.done.actor.upload': () =>
      upload.settle(() => HttpResponse.json({ data: { d_audio: { order: 0 } } }, { status: 201 })),
    // The server's refusal with the sample's status, or no answer at all.
    'xstate.error.actor.upload': (event) => {
      const status = failure(event).status
      upload.settle(() =>
        status ? HttpResponse.json({ error: { code: 'x', message: 'x' } }, { status }) : HttpResponse.error(),
      )
    },
    'network.offline': () => {
      window.dispatchEvent(new Event('offline'))
    },
  }
}

const controls = () => screen.getByRole('region', { name: 'Gravação' })
const pendingBadge = () => controls().querySelector('[data-pending-chunks]')?.textContent ?? null
const offlineNotice = () =>
  within(controls())
    .queryAllByRole('status')
    .map((notice) => notice.textContent)
    .find((text) => text?.startsWith('Sem ligação'))

/** What the recording controls show of the queue for each tag, first matching row first. */
const SCREEN = [
  { tags: ['offline'], pending: null, offline: true },
  { tags: ['drained'], pending: null, offline: false },
  // Refused, waiting to try again, being sent or acknowledged: the part still counts as not sent.
  { tags: ['error'], pending: '1 parte por enviar', offline: false },
  { tags: ['retrying'], pending: '1 parte por enviar', offline: false },
  { tags: ['uploading'], pending: '1 parte por enviar', offline: false },
  // The queue not read yet: nothing to say.
  { tags: ['busy'], pending: null, offline: false },
] as const

let sessions = 0
afterEach(() => {
  vi.restoreAllMocks()
  window.dispatchEvent(new Event('online'))
})

/** The consultation screen of a new session, its chunk queue and server held for the path. */
async function openScreen() {
  const sessionId = `s-upload-${++sessions}`
  createdConsultation(server, sessionId)
  const act = await world(sessionId)
  await bootConsultation(sessionId, mounted)
  return act
}

const seesRow = (row: (typeof SCREEN)[number]) =>
  waitFor(() => {
    expect(pendingBadge()).toBe(row.pending)
    expect(offlineNotice() !== undefined).toBe(row.offline)
  })

describeScreenPaths('chunk upload on screen', chunkUploadMachine, pathOptions, SCREEN, openScreen, seesRow)
