import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { speechWav } from './harness'
import { chunkMilliseconds, dictationSuite } from './suite'
import { audioChunksOnServer, newConsultation, signedInAs } from './users'

const SENTENCES = [
  'Bom dia. O doente refere dor torácica há dois dias, sem febre.',
  'Tensão arterial cento e trinta por oitenta, frequência cardíaca setenta e dois.',
  'Nega dispneia, náuseas ou sudorese. Sem antecedentes de enfarte.',
  'Vamos pedir um eletrocardiograma, análises ao sangue e reavaliar dentro de uma semana.',
  'Foi explicado ao doente que deve recorrer à urgência se a dor piorar.',
]

const e2e = dictationSuite({
  folder: 'escriba-recording-e2e-',
  // About 80 s of Portuguese speech with short pauses between sentences, at 48 kHz like a real microphone.
  speech: (work) =>
    speechWav(path.join(work, 'speech-48k.wav'), SENTENCES, {
      sampleRate: 48_000,
      rounds: 3,
      wordsPerMinute: 140,
      padSeconds: 0.5,
    }),
  // What the test double of the external API answers for a chunk: its duration.
  answer: (request) => `trecho de ${chunkMilliseconds(request.fileBytes)} ms.`,
  contextsPerFile: true,
})

/** Signs in through the login screen, then opens a new consultation of the first type. */
async function consultationPage() {
  const { context, page, errors, token } = await signedInAs(e2e.server, e2e.browser, 'Gravação', {
    contexts: e2e.contexts,
  })
  const session = await newConsultation(e2e.server, token)
  await page.goto(`/consultation/${session.id}`)
  await page.getByRole('region', { name: 'Gravação' }).waitFor()
  return { context, page, errors, token, id: session.id }
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const pendingChunks = async (page: Page) =>
  Number(
    (await page
      .locator('[data-pending-chunks]')
      .getAttribute('data-pending-chunks')
      .catch(() => '0')) ?? 0,
  )
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** The recorded time the screen shows, in seconds. */
const shownSeconds = async (page: Page) =>
  ((await page.locator('time[data-elapsed]').textContent()) ?? '')
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0)

describe('a consultation recorded in the browser', () => {
  it('keeps every second through a pause, 20 s offline and a reload, and shows the transcript in order', async () => {
    const { context, page, errors, token, id } = await consultationPage()
    let recordedMs = 0
    let since = 0
    const listen = () => {
      since = Date.now()
    }
    const stopListening = () => {
      recordedMs += Date.now() - since
    }

    // Start: the level meter moves and the clock runs.
    await button(page, 'Iniciar gravação').click()
    await button(page, 'Pausar').waitFor()
    listen()
    await page.getByRole('meter', { name: 'Nível do som' }).waitFor()
    await wait(10_000)

    // Pause and resume.
    await button(page, 'Pausar').click()
    stopListening()
    await button(page, 'Retomar').waitFor()
    await wait(2_000)
    await button(page, 'Retomar').click()
    listen()
    await button(page, 'Pausar').waitFor()
    await wait(8_000)

    // 20 s without a network: recording goes on, the chunks wait in IndexedDB, the screen says so.
    await context.setOffline(true)
    await page.getByText(/Sem ligação à internet/).waitFor()
    await wait(20_000)
    await context.setOffline(false)
    await page.getByText(/Sem ligação à internet/).waitFor({ state: 'detached' })
    await wait(15_000)

    // Uploads refused by the network, then finish: the last chunk is stored and waits with the others.
    await page.route('**/audios', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionfailed') : route.continue(),
    )
    await wait(12_000)
    await button(page, 'Terminar gravação').click()
    stopListening()
    await expect.poll(() => pendingChunks(page), { timeout: 15_000 }).toBeGreaterThan(0)
    const waiting = await pendingChunks(page)

    // Reload mid-upload: the browser warns first (chunks wait); the new page finds the chunks in IndexedDB
    // and sends them, and its clock goes on from what was recorded instead of 0.
    await page.unroute('**/audios')
    const unloadWarning = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type())
        void dialog.accept()
      })
    })
    await page.reload()
    expect(await unloadWarning).toBe('beforeunload')
    await page.getByRole('region', { name: 'Gravação' }).waitFor()
    await expect.poll(() => shownSeconds(page), { timeout: 10_000 }).toBeGreaterThan(0)
    const shownAfterReload = await shownSeconds(page)
    await expect
      .poll(
        async () =>
          (await audioChunksOnServer(e2e.server, token, id)).reduce(
            (sum, chunk) => sum + chunk.duration_ms,
            0,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(recordedMs - 30_000)
    await expect.poll(() => pendingChunks(page), { timeout: 30_000 }).toBe(0)
    // Ending the consultation from the reloaded page: everything is on the server already.
    await button(page, 'Terminar gravação').click()
    await page.getByText('Gravação terminada').waitFor({ timeout: 30_000 })

    // Every chunk, in order, with no gap and no duplicate; their audio adds up to the recorded time.
    const chunks = await audioChunksOnServer(e2e.server, token, id)
    const orders = chunks.map((chunk) => chunk.order).sort((a, b) => a - b)
    expect(orders).toEqual(orders.map((_, index) => index))
    expect(chunks.length).toBeGreaterThanOrEqual(3)
    const total = chunks.reduce((sum, chunk) => sum + chunk.duration_ms, 0)
    const longest = Math.max(...chunks.map((chunk) => chunk.duration_ms))
    expect(Math.abs(total - recordedMs)).toBeLessThanOrEqual(longest)
    // The reloaded page counted every chunk, on the server or waiting in the browser.
    expect(Math.abs(shownAfterReload * 1000 - total)).toBeLessThanOrEqual(1000)
    console.log(
      `recorded ${(recordedMs / 1000).toFixed(1)} s; ${chunks.length} chunks on the server, ` +
        `${(total / 1000).toFixed(1)} s of audio (${waiting} waited through the reload)`,
    )

    // Transcription jobs: every chunk with speech went to the external API's double and is transcribed.
    await expect
      .poll(
        async () =>
          (await audioChunksOnServer(e2e.server, token, id)).every((chunk) =>
            ['transcribed', 'silent'].includes(chunk.status),
          ),
        {
          timeout: 60_000,
        },
      )
      .toBe(true)
    const transcribed = (await audioChunksOnServer(e2e.server, token, id))
      .filter((chunk) => chunk.status === 'transcribed')
      .sort((a, b) => a.order - b.order)
    expect(transcribed.length).toBeGreaterThanOrEqual(3)
    expect(e2e.transcriptionApi.received.length).toBeGreaterThanOrEqual(transcribed.length)

    // The screen shows the chunks' texts in chunk order.
    const transcript = page.getByRole('textbox', { name: 'Transcrição' })
    await expect
      .poll(
        async () => {
          const text = await transcript.inputValue()
          const positions = transcribed.map((chunk) => text.indexOf((chunk.text ?? '').trim()))
          return positions.every(
            (position, index) => position >= 0 && (index === 0 || position > positions[index - 1]!),
          )
        },
        { timeout: 20_000 },
      )
      .toBe(true)

    // Leaving without any document: the Portuguese warning says the data stays for 1 hour after the end.
    await page.getByRole('link', { name: 'Voltar ao início', exact: true }).click()
    const warning = page.getByRole('alertdialog', { name: 'Sair sem gerar nenhum documento?' })
    await warning.waitFor()
    expect(await warning.textContent()).toContain('ficam acessíveis durante 1 hora após o fim da consulta')
    await button(page, 'Sair').click()
    await page.waitForURL((url) => url.pathname === '/')

    // Only the failures this test caused itself: requests refused while offline or blocked.
    const unexpected = errors.filter(
      (error) =>
        !/net::ERR_(INTERNET_DISCONNECTED|FAILED|CONNECTION_FAILED)|Failed to fetch|NetworkError/.test(error),
    )
    expect(unexpected).toEqual([])
  }, 240_000)

  it('finished while its chunks cannot go up, sends the rest in the background until the server has every one', async () => {
    const { page, errors, token, id } = await consultationPage()
    // The network refuses every upload from the start: each chunk waits in the browser.
    await page.route('**/audios', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionfailed') : route.continue(),
    )
    await button(page, 'Iniciar gravação').click()
    await button(page, 'Pausar').waitFor()
    const since = Date.now()
    await wait(25_000)
    await button(page, 'Terminar gravação').click()
    const recordedMs = Date.now() - since

    // Still uploading: the clinician finishes anyway and the rest goes in the background.
    await button(page, 'Terminar e enviar o resto em segundo plano').click({ timeout: 15_000 })
    await page.getByText('Gravação terminada').waitFor({ timeout: 30_000 })
    expect(await audioChunksOnServer(e2e.server, token, id)).toEqual([])
    await page.unroute('**/audios')

    // Every chunk reaches the server, in order, with no gap and no duplicate, and adds up to the recording.
    await expect
      .poll(
        async () =>
          (await audioChunksOnServer(e2e.server, token, id)).reduce(
            (sum, chunk) => sum + chunk.duration_ms,
            0,
          ),
        { timeout: 60_000, interval: 1_000 },
      )
      .toBeGreaterThan(recordedMs - 2_000)
    const chunks = await audioChunksOnServer(e2e.server, token, id)
    const orders = chunks.map((chunk) => chunk.order).sort((a, b) => a - b)
    expect(orders).toEqual(orders.map((_, index) => index))
    const total = chunks.reduce((sum, chunk) => sum + chunk.duration_ms, 0)
    expect(Math.abs(total - recordedMs)).toBeLessThanOrEqual(2_000)

    // Only the failures this test caused itself: the uploads refused while blocked.
    const unexpected = errors.filter(
      (error) =>
        !/net::ERR_(INTERNET_DISCONNECTED|FAILED|CONNECTION_FAILED)|Failed to fetch|NetworkError/.test(error),
    )
    expect(unexpected).toEqual([])
  }, 180_000)
})
