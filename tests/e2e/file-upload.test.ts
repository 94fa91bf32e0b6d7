import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionMode } from '../../contract/consultations'
import { runTool, speechWav } from './harness'
import { e2eSuite } from './suite'
import { apiOk, audioChunksOnServer, newConsultation, signedInAs } from './users'

// A recording made elsewhere, uploaded on the consultation screen: decoded and cut in the browser, sent
// through the chunk queue like the microphone's chunks, and transcribed by the server (the embedded
// Whisper test model: it hears nothing, yet every chunk with speech reaches "transcribed").

const SENTENCES = [
  'Bom dia. O doente refere dor torácica há dois dias, sem febre.',
  'Tensão arterial cento e trinta por oitenta, frequência cardíaca setenta e dois.',
  'Nega dispneia, náuseas ou sudorese. Sem antecedentes de enfarte.',
  'Vamos pedir um eletrocardiograma, análises ao sangue e reavaliar dentro de uma semana.',
]

let work: string

/** About 45 s of Portuguese speech, as a 44.1 kHz stereo WAV (so the browser resamples and mixes down). */
function speechFile(): { file: string; seconds: number } {
  const file = speechWav(path.join(work, 'consulta.wav'), SENTENCES, {
    sampleRate: 44_100,
    channels: 2,
    rounds: 2,
    wordsPerMinute: 130,
    padSeconds: 0.5,
  })
  const seconds = Number(runTool('sox', ['--i', '-D', file]).toString().trim())
  return { file, seconds }
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'escriba-file-upload-e2e-'))
})

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

const e2e = e2eSuite({ contextsPerFile: true })

/** Signs in (on a phone when asked) and opens a new consultation of the given mode. */
async function consultationPage(mode: SessionMode, options: { phone?: boolean } = {}) {
  const { page, errors, token } = await signedInAs(e2e.server, e2e.browser, 'Ficheiro', {
    contexts: e2e.contexts,
    ...(options.phone && {
      context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    }),
  })
  const session = await newConsultation(e2e.server, token, mode)
  await page.goto(
    mode === 'dictaphone' ? `/dictaphone/consultation/${session.id}` : `/consultation/${session.id}`,
  )
  await page.getByRole('region', { name: 'Gravação' }).waitFor()
  return { page, errors, token, id: session.id }
}

const fileInput = (page: Page) => page.getByLabel('Carregar uma gravação')

describe('a recording uploaded on the consultation screen', () => {
  it('is cut in the browser, sent chunk by chunk and every chunk transcribed by the server', async () => {
    const { file, seconds } = speechFile()
    const { page, errors, token, id } = await consultationPage('consultation')

    await fileInput(page).setInputFiles(file)
    const status = page.locator('[data-file-progress]')
    await expect.poll(() => status.getAttribute('data-file-progress'), { timeout: 60_000 }).toBe('sent')
    const chunks = (await audioChunksOnServer(e2e.server, token, id)).sort((a, b) => a.order - b.order)
    expect(await status.textContent()).toBe(
      `Gravação enviada (${chunks.length} partes): a transcrição aparece à medida que é feita.`,
    )

    // The same chunks as a recording: in order from 0, each at most 60 s, together the whole file.
    expect(chunks.length).toBeGreaterThanOrEqual(2)
    expect(chunks.map((chunk) => chunk.order)).toEqual(chunks.map((_, index) => index))
    for (const chunk of chunks) expect(chunk.duration_ms).toBeLessThanOrEqual(60_000)
    const total = chunks.reduce((sum, chunk) => sum + chunk.duration_ms, 0)
    expect(Math.abs(total - seconds * 1000)).toBeLessThanOrEqual(100)

    // The recorded time counts the file.
    expect(await page.locator('time[data-elapsed]').textContent()).toBe(
      `00:${String(Math.round(total / 1000)).padStart(2, '0')}`,
    )

    // Transcription jobs: every chunk holds speech, so each goes through the engine to "transcribed".
    await expect
      .poll(async () => (await audioChunksOnServer(e2e.server, token, id)).map((chunk) => chunk.status), {
        timeout: 180_000,
      })
      .toEqual(chunks.map(() => 'transcribed'))
    // The browser's queue is empty: nothing is left waiting, nothing is sent twice.
    expect(await page.locator('[data-pending-chunks]').count()).toBe(0)
    // Another recording can be added after it (a second file, or the microphone).
    expect(await fileInput(page).isEnabled()).toBe(true)
    expect(errors).toEqual([])
  }, 300_000)

  it('says why a file is refused and keeps the screen working', async () => {
    const { page, errors, token, id } = await consultationPage('teleconsultation')
    const notAudio = path.join(work, 'notas.mp3')
    writeFileSync(notAudio, 'Isto não é áudio, apenas texto com a extensão errada.\n'.repeat(40))

    await fileInput(page).setInputFiles(notAudio)
    const alert = page.locator('[data-file-error]')
    await alert.waitFor()
    expect(await alert.getAttribute('data-file-error')).toBe('undecodable')
    expect(await alert.getAttribute('role')).toBe('alert')
    expect(await alert.textContent()).toBe(
      'Não foi possível ler este ficheiro de áudio. Escolha um ficheiro WAV, MP3, M4A, OGG ou WebM.',
    )
    // Nothing reached the server; the microphone and another file are still offered.
    expect(await audioChunksOnServer(e2e.server, token, id)).toEqual([])
    expect(await page.getByRole('button', { name: 'Iniciar gravação', exact: true }).isEnabled()).toBe(true)
    expect(await fileInput(page).isEnabled()).toBe(true)
    // The decoder's refusal is logged as a warning, never as an uncaught error.
    expect(errors).toEqual([])
  })

  it('is offered on a phone in dictaphone mode, within the screen, and reached by keyboard', async () => {
    const { page, errors } = await consultationPage('dictaphone', { phone: true })
    const input = fileInput(page)
    await input.waitFor()
    const box = await input.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // It offers the formats a clinician's recorder makes.
    expect(await input.getAttribute('accept')).toContain('.m4a')
    await input.focus()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file')
    expect(errors).toEqual([])
  })

  it('is not offered once the consultation is finished', async () => {
    const { page, token, id } = await consultationPage('consultation')
    await apiOk(e2e.server, token, 'PUT', `/v1/consultation_sessions/${id}/finish`)
    await page.reload()
    await page.locator('[data-consultation-ended]').waitFor()
    expect(await fileInput(page).count()).toBe(0)
  })
})
