// Home end to end (issues 5 and 12, acceptance): the real server and the built app in the system Chromium.
// An announcement added from the command line (`npm run admin -- announcements:add`, on the data folder
// before the server opens it: PGlite is one process per folder) shows in home's carousel. Home lists the
// unfinished consultation and the recent ones, opens a past one with its note from the history, and
// resumes the unfinished one.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ConsultationSession } from '../../contract/consultations'
import { runScript } from '../support/run-script'
import { e2eSuite } from './suite'
import { api, signedInAs } from './users'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const TRANSCRIPT =
  'Médico: Bom dia, o que a traz cá? Doente: Tenho tosse seca há uma semana e febre de 38 graus. ' +
  'Médico: Vamos fazer paracetamol 1 g de 8 em 8 horas e reavaliar dentro de uma semana.'
const ANNOUNCEMENT = {
  title: 'Novo: consultas no telemóvel',
  body: 'Grave a consulta no telemóvel e veja a nota no computador.',
}

let dataDir: string
let admin: { code: number | null; stdout: string; stderr: string }

/** `npm run admin -- …` as support runs it, on a data folder no server has open. */
function runAdmin(dataDir: string, args: string[]) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  return runScript('scripts/admin.ts', args, {
    env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    cwd: repoRoot,
  })
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'escriba-e2e-home-'))
  admin = await runAdmin(dataDir, [
    'announcements:add',
    '--title-pt',
    ANNOUNCEMENT.title,
    '--body-pt',
    ANNOUNCEMENT.body,
  ])
})

const e2e = e2eSuite({ server: () => ({ dataDir }) })

type SessionBody = { data: { d_consultation_session: ConsultationSession } }

/** A consultation made through the API, as the recording screen would have: typed transcript, note, end. */
async function finishedConsultationWithNote(token: string) {
  const created = await api<SessionBody>(e2e.server, token, 'POST', '/v1/consultation_sessions', {
    consultation_type_id: 'general_practice_soap',
    mobile: false,
    force: true,
  })
  expect(created.status).toBe(201)
  const { id } = created.body.data.d_consultation_session
  const url = `/v1/consultation_sessions/${id}`
  expect(
    (await api(e2e.server, token, 'PUT', `${url}/transcription`, { transcription: TRANSCRIPT })).status,
  ).toBe(200)
  expect((await api(e2e.server, token, 'POST', `${url}/generated_documents/main`)).status).toBeLessThan(300)
  await expect
    .poll(
      async () =>
        (
          await api<SessionBody>(e2e.server, token, 'GET', url)
        ).body.data.d_consultation_session.generated_documents.find((document) => document.name === 'main')
          ?.status,
      { timeout: 30_000, interval: 250 },
    )
    .toBe('ready')
  expect((await api(e2e.server, token, 'PUT', `${url}/finish`)).status).toBe(200)
  return id
}

describe('home', () => {
  it('shows in the carousel an announcement added from the command line', async () => {
    expect(admin.code, admin.stderr).toBe(0)
    expect(admin.stdout).toMatch(/^Added announcement .* \(pt\), shown from /m)
    const { page, errors } = await signedInAs(e2e.server, e2e.browser, 'Anuncio', { contexts: e2e.contexts })
    const carousel = page.getByTestId('announcements')
    await carousel.getByRole('heading', { name: ANNOUNCEMENT.title }).waitFor({ state: 'visible' })
    expect(await carousel.getByText(ANNOUNCEMENT.body).isVisible()).toBe(true)
    expect(errors).toEqual([])
  })

  it('lists the unfinished and the recent consultations, opens a past one from the history, and resumes the unfinished one', async () => {
    const { page, errors, token } = await signedInAs(e2e.server, e2e.browser, 'Historico', {
      contexts: e2e.contexts,
    })
    const past = await finishedConsultationWithNote(token)
    const open = await api<SessionBody>(e2e.server, token, 'POST', '/v1/consultation_sessions', {
      consultation_type_id: 'general_practice_soap',
      mobile: false,
      force: false,
    })
    expect(open.status).toBe(201)
    const unfinished = open.body.data.d_consultation_session.id

    await page.goto('/')
    const active = page.getByRole('region', { name: 'Tem uma consulta por terminar' })
    await active.waitFor({ state: 'visible' })
    expect(await active.getByText('Criada').isVisible()).toBe(true)
    const recent = page.getByRole('list', { name: 'Consultas recentes' })
    await recent.waitFor({ state: 'visible' })
    const recentRows = recent.getByRole('listitem')
    expect(await recentRows.count()).toBe(1)
    expect(await recentRows.first().getAttribute('data-session-id')).toBe(past)
    expect(await recentRows.first().textContent()).toMatch(/Terminada.*1 documento.*Disponível até/)

    // The history opens with the keyboard and lists both, newest first.
    const toggle = page.getByRole('button', { name: 'Histórico', exact: true })
    await toggle.focus()
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    const history = page.getByRole('list', { name: 'Consultas anteriores' })
    await history.waitFor({ state: 'visible' })
    expect(
      await history
        .getByRole('listitem')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-session-id'))),
    ).toEqual([unfinished, past])
    await page.getByText('Página 1 de 1 (2 consultas)').waitFor({ state: 'visible' })

    // The past one opens its consultation with the note.
    await history.locator(`[data-session-id="${past}"]`).getByRole('link').click()
    await page.waitForURL((url) => url.pathname === `/consultation/${past}`)
    const note = page.getByRole('article', { name: 'Nota da consulta' })
    await note
      .getByTestId('document-content')
      .getByText(/tosse seca/i)
      .first()
      .waitFor({ state: 'visible', timeout: 20_000 })

    // Back home, the unfinished one is resumed.
    await page.goto('/')
    await active.getByRole('button', { name: 'Retomar a consulta' }).click()
    await page.waitForURL((url) => url.pathname === `/consultation/${unfinished}`)
    expect(errors).toEqual([])
  })

  it('on a 390 px phone shows the type choice first and folds the consultation mode, opened by keyboard and touch', async () => {
    const { page, errors } = await signedInAs(e2e.server, e2e.browser, 'Telemovel', {
      contexts: e2e.contexts,
      context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    })
    const types = page.getByRole('listbox', { name: 'Tipos de consulta' })
    await types.waitFor({ state: 'visible' })
    // The first type to start a consultation with is on the first screen.
    const firstType = await types.getByRole('option').first().boundingBox()
    expect(firstType!.y + firstType!.height).toBeLessThanOrEqual(844)

    const toggle = page.getByRole('button', { name: /^Modo de consulta/ })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await toggle.textContent()).toBe('Modo de consultaNormal')
    const modes = page.getByRole('group', { name: 'Modo de consulta' })
    expect(await modes.isVisible()).toBe(false)
    const typesBox = await types.boundingBox()
    expect((await toggle.boundingBox())!.y).toBeGreaterThan(typesBox!.y)

    // Keyboard: Enter opens it, Space folds it again.
    await toggle.focus()
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await modes.waitFor({ state: 'visible' })
    expect(await modes.getByRole('radio', { name: /Normal/ }).isChecked()).toBe(true)
    await page.keyboard.press('Space')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await modes.waitFor({ state: 'hidden' })

    // Touch: a tap opens it.
    await toggle.tap()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await modes.waitFor({ state: 'visible' })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(errors).toEqual([])
  })
})
