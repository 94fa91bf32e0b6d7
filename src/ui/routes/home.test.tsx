import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { catalogueServer } from '../../../tests/unit/catalogue-server'
import { clinician, consultationSession } from '../../../tests/unit/fixtures'
import { boot, recordRequests, signIn } from '../../../tests/unit/view-harness'

const server = setupServer()
let stop = () => {}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  stop()
  server.resetHandlers()
  server.events.removeAllListeners()
})
afterAll(() => server.close())

async function open(path = '/') {
  signIn(clinician)
  const shell = boot(path)
  stop = shell.stop
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
  it('greets the user, links to settings and logout, and lists the types recently used first, own ones marked', async () => {
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
    ).toEqual(['/settings/account', '/logout'])
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
})
