import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogueServer } from '../../../tests/unit/catalogue-server'
import { clinician, consultationSession, finishedSession } from '../../../tests/unit/fixtures'
import { API, boot, recordRequests, signIn, viewTestServer } from '../../../tests/unit/view-harness'
import { sampleDocument } from '../../machines/shared/samples'

const { server, mounted } = viewTestServer()

// Home loads several lazy screens and calls at once: give them room on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }))

async function open(path = '/') {
  signIn(clinician)
  const shell = boot(path)
  mounted(shell.stop)
  await screen.findByRole('listbox', { name: 'Tipos de consulta' })
  return shell
}

const search = () => screen.getByRole('combobox', { name: 'Procurar tipo de consulta' })
const groupNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('group')
    .map((group) => [
      group.querySelector('[role="presentation"]')?.textContent,
      within(group)
        .getAllByRole('option')
        .map((option) => option.querySelector('.type-choice-name')?.textContent),
    ])

describe('home', () => {
  it('greets the user, links to the Research Space, settings and logout, and lists the types recently used first, own ones marked', async () => {
    const state = catalogueServer(server)
    state.sessions.push(
      consultationSession({ id: 's-old', status: 'finished', consultation_type_id: 'cardiology' }),
    )
    await open()
    expect(screen.getByText('Sessão iniciada como Ana Sousa.')).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Atalhos' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/trials', '/settings/account', '/logout'])
    expect(groupNames()).toEqual([
      ['Usados recentemente', ['Consulta de Cardiologia']],
      ['Os meus tipos de consulta', ['Consulta de cessação tabágicaMeu']],
      ['Medicina Geral e Familiar', ['Consulta de Medicina Geral e Familiar (SOAP)']],
      ['Cardiologia', ['Consulta de Cardiologia']],
    ])
    expect(screen.getByRole('link', { name: 'Criar um tipo de consulta' }).getAttribute('href')).toBe(
      '/editor',
    )
    expect(screen.getByRole('link', { name: 'Consulta de cessação tabágica' }).getAttribute('href')).toMatch(
      /^\/editor\/7d3c/,
    )
  })

  it('finds types without accents and starts the highlighted one with the keyboard', async () => {
    catalogueServer(server)
    const requests = recordRequests(server)
    const { router, app } = await open()
    fireEvent.change(search(), { target: { value: 'TABAGICA' } })
    expect(groupNames()).toEqual([['Os meus tipos de consulta', ['Consulta de cessação tabágicaMeu']]])
    const option = screen.getByRole('option')
    expect(search().getAttribute('aria-activedescendant')).toBe(option.id)
    expect(option.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(search(), { key: 'ArrowDown' })
    fireEvent.keyDown(search(), { key: 'Enter' })
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/consultation\/5e/))
    expect(requests.find((request) => request.call === 'POST /v1/consultation_sessions')?.body).toEqual({
      consultation_type_id: '7d3c1c55-0d4f-4c47-9d37-6f1f8a3b2a10',
      force: false,
      mode: 'consultation',
      mobile: false,
    })
    expect(app.getSnapshot().context.activeSession?.id).toMatch(/^5e/)
    expect(await screen.findByRole('heading', { level: 1, name: 'Consulta' })).toBeTruthy()
    await screen.findByRole('button', { name: 'Continuar' })
  })

  it('says when nothing matches', async () => {
    catalogueServer(server)
    await open()
    fireEvent.change(search(), { target: { value: 'astrologia' } })
    expect(screen.getByText('Nenhum tipo de consulta corresponde a «astrologia».')).toBeTruthy()
  })

  it('warns about an unfinished consultation: ending it starts the new one', async () => {
    const state = catalogueServer(server)
    state.sessions.push(
      consultationSession({ id: 's-open', status: 'recording', consultation_type_id: 'cardiology' }),
    )
    const { router } = await open()
    fireEvent.click(screen.getAllByRole('option', { name: /Medicina Geral e Familiar \(SOAP\)/ })[0]!)
    const dialog = await screen.findByRole('alertdialog', { name: 'Existe uma consulta por terminar' })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Voltar à consulta' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminar e começar a nova' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/consultation\/5e/))
    expect(state.sessions.find((session) => session.id === 's-open')?.status).toBe('finished')
    await screen.findByRole('button', { name: 'Continuar' })
  })

  it('goes back to the unfinished consultation when asked to', async () => {
    const state = catalogueServer(server)
    state.sessions.push(
      consultationSession({ id: 's-open', status: 'recording', consultation_type_id: 'cardiology' }),
    )
    const { router } = await open()
    fireEvent.click(screen.getAllByRole('option', { name: /Consulta de Cardiologia/ })[0]!)
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar à consulta' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultation/s-open'))
    expect(state.sessions).toHaveLength(1)
    await screen.findByRole('button', { name: 'Continuar' })
  })

  it('draws the same choice as cards on /v2', async () => {
    catalogueServer(server)
    await open('/v2')
    expect(screen.getByRole('heading', { level: 1, name: 'Início (nova versão)' })).toBeTruthy()
    expect(document.querySelector('.type-choice')?.getAttribute('data-layout')).toBe('cards')
    expect(screen.getAllByRole('option')).toHaveLength(3)
  })

  it('shows the unfinished consultation apart and resumes it; the recent ones open their consultation', async () => {
    const state = catalogueServer(server)
    state.sessions.push(
      finishedSession({
        id: 's-done',
        consultation_type_id: 'cardiology',
        purge_at: '2099-01-10T10:20:00.000Z',
      }),
      consultationSession({ id: 's-open', status: 'paused', consultation_type_id: 'general_practice_soap' }),
    )
    const { router } = await open()
    const active = await screen.findByRole('region', { name: 'Tem uma consulta por terminar' })
    expect(within(active).getByText('Consulta de Medicina Geral e Familiar (SOAP)')).toBeTruthy()
    expect(within(active).getByText(/Em pausa/)).toBeTruthy()
    const recent = screen.getByRole('list', { name: 'Consultas recentes' })
    const rows = within(recent).getAllByRole('listitem')
    expect(rows).toHaveLength(1)
    expect(within(rows[0]!).getByText(/^Disponível até/)).toBeTruthy()
    expect(within(rows[0]!).getByText('Sem documentos')).toBeTruthy()
    expect(
      within(recent)
        .getByRole('link', { name: /^Abrir Consulta de Cardiologia de / })
        .getAttribute('href'),
    ).toBe('/consultation/s-done')
    fireEvent.click(within(active).getByRole('button', { name: 'Retomar a consulta' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultation/s-open'))
    await screen.findByRole('button', { name: 'Continuar' })
  })

  it('heads no empty recent list when the only consultation is the one still open', async () => {
    const state = catalogueServer(server)
    state.sessions.push(
      consultationSession({ id: 's-open', status: 'paused', consultation_type_id: 'general_practice_soap' }),
    )
    await open()
    await screen.findByRole('region', { name: 'Tem uma consulta por terminar' })
    expect(screen.queryByRole('heading', { name: 'Consultas recentes' })).toBeNull()
  })

  it('opens the history a page at a time, says plainly what retention deleted, and opens a retained one', async () => {
    const state = catalogueServer(server)
    for (let n = 1; n <= 12; n++) {
      state.sessions.push(
        consultationSession({
          id: `s-${n}`,
          status: n === 1 ? 'deleted' : 'finished',
          consultation_type_id: 'cardiology',
          started_at: `2026-01-${String(n).padStart(2, '0')}T09:00:00.000Z`,
          finished_at: `2026-01-${String(n).padStart(2, '0')}T09:20:00.000Z`,
          purge_at: n === 1 ? null : '2099-01-01T00:00:00.000Z',
          purged_at: n === 1 ? '2026-01-01T10:21:00.000Z' : null,
          deleted: n === 1,
        }),
      )
    }
    const { router } = await open()
    const toggle = screen.getByRole('button', { name: 'Histórico' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    // Closed, the history is not loaded.
    expect(screen.queryByRole('list', { name: 'Consultas anteriores' })).toBeNull()
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const history = await screen.findByRole('list', { name: 'Consultas anteriores' })
    expect(within(history).getAllByRole('listitem')).toHaveLength(10)
    expect(screen.getByText('Página 1 de 2 (12 consultas)')).toBeTruthy()
    const previous = screen.getByRole('button', { name: 'Página anterior' })
    expect(previous.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Página seguinte' }))
    await screen.findByText('Página 2 de 2 (12 consultas)')
    const rows = within(screen.getByRole('list', { name: 'Consultas anteriores' })).getAllByRole('listitem')
    expect(rows.map((row) => row.getAttribute('data-session-id'))).toEqual(['s-2', 's-1'])
    // Deleted by retention: said plainly, and nothing to open.
    expect(rows[1]!.textContent).toMatch(
      /Os dados desta consulta foram apagados a .* pela política de retenção: já não há áudio, transcrição nem documentos\./,
    )
    expect(within(rows[1]!).queryByRole('link')).toBeNull()
    expect(screen.getByRole('link', { name: 'Armazenamento de dados' }).getAttribute('href')).toBe(
      '/settings/data',
    )
    fireEvent.click(within(rows[0]!).getByRole('link'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultation/s-2'))
  })

  it('says before recording that transcription is not available, and marks the assistant not configured', async () => {
    const state = catalogueServer(server)
    state.transcription = {
      ready: false,
      state: 'unavailable',
      reason: 'transcription engine unavailable: no Whisper model (WHISPER_MODEL_PATH)',
    }
    state.assistant = { ready: false, state: 'unavailable', reason: 'set LLM_URL and LLM_MODEL' }
    await open()
    const notice = await screen.findByRole('region', { name: 'Transcrição indisponível.' })
    expect(within(notice).getByText('Pode escrever ou colar a transcrição na consulta.')).toBeTruthy()
    const entries = screen.getByRole('region', { name: 'Mais no Escriba' })
    const assistant = within(entries).getByRole('button', { name: /Assistente de IA/ })
    expect(within(assistant).getByText('Não configurado')).toBeTruthy()
  })

  it('shows the announcements and the entries: the assistant marked coming soon, models, audio, tutorial, language', async () => {
    const state = catalogueServer(server)
    state.announcements.push({
      id: 'a0000000-0000-4000-8000-000000000001',
      title: 'Novo modo telemóvel',
      body: 'Grave a consulta no telemóvel.',
      language: 'pt',
      starts_at: '2026-01-01T00:00:00.000Z',
      ends_at: null,
    })
    server.use(
      http.get(`${API}/assistants`, () =>
        HttpResponse.json({
          data: {
            assistants: [
              {
                key: 'clinical-writing',
                name: 'Assistente de escrita clínica',
                description: 'Ajuda a escrever.',
                available: false,
              },
            ],
          },
        }),
      ),
    )
    await open()
    const carousel = await screen.findByTestId('announcements')
    expect(within(carousel).getByRole('heading', { name: 'Novo modo telemóvel' })).toBeTruthy()
    const entries = screen.getByRole('region', { name: 'Mais no Escriba' })

    const assistant = within(entries).getByRole('button', { name: /Assistente de IA/ })
    expect(within(assistant).getByText('Brevemente')).toBeTruthy()
    fireEvent.click(assistant)
    expect(await within(entries).findByTestId('assistant-not-configured')).toBeTruthy()

    fireEvent.click(within(entries).getByRole('button', { name: 'Modelos privados e experimentais' }))
    expect(await within(entries).findByText(/extractive/)).toBeTruthy()

    expect(within(entries).getByRole('link', { name: 'Captação de áudio' }).getAttribute('href')).toBe(
      '/settings/audio',
    )

    fireEvent.click(within(entries).getByRole('button', { name: 'Como gravar uma consulta' }))
    expect(within(entries).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6)

    const language = within(entries).getByRole('button', { name: 'Idioma da interface' })
    fireEvent.click(language)
    expect(language.getAttribute('aria-expanded')).toBe('true')
    expect(await within(entries).findByLabelText('Idioma')).toBeTruthy()
  })

  it('draws the same consultations and entries on /v2', async () => {
    const state = catalogueServer(server)
    state.sessions.push(
      consultationSession({ id: 's-open', status: 'recording', consultation_type_id: 'cardiology' }),
    )
    await open('/v2')
    expect(await screen.findByRole('region', { name: 'Tem uma consulta por terminar' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Mais no Escriba' })).toBeTruthy()
  })
})

describe('settings → history', () => {
  it('lists the past consultations at once, with their documents while retained', async () => {
    const state = catalogueServer(server)
    state.sessions.push(
      finishedSession({
        id: 's-kept',
        consultation_type_id: 'cardiology',
        purge_at: '2099-01-10T10:20:00.000Z',
        generated_documents: [sampleDocument({ id: 'd-1', created_at: '2026-01-10T09:21:00.000Z' })],
      }),
    )
    signIn(clinician)
    const shell = boot('/settings/history')
    mounted(shell.stop)
    const history = await screen.findByRole('list', { name: 'Consultas anteriores' })
    expect(screen.getByRole('link', { name: 'Histórico', current: 'page' })).toBeTruthy()
    const [row] = within(history).getAllByRole('listitem')
    expect(row!.textContent).toContain('1 documento')
    expect(
      within(row!)
        .getByRole('link', { name: /^Abrir Consulta de Cardiologia/ })
        .getAttribute('href'),
    ).toBe('/consultation/s-kept')
  })
})
