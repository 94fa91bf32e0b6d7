import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { catalogueServer } from '../../../tests/unit/catalogue-server'
import { clinician } from '../../../tests/unit/fixtures'
import {
  API,
  boot,
  recordRequests,
  signIn,
  viewTestServer,
  withoutHomeLoading,
} from '../../../tests/unit/view-harness'
import { TELECONSULTATION_KEY } from '../../services/consultation-mode'

const { server, mounted } = viewTestServer()
const realUserAgent = window.navigator.userAgent
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** The window as a 390 px phone: the media queries up to 40rem match, wider ones do not. */
function phoneWidth() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === '(max-width: 40rem)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  })
}
const wideWindow = () => Reflect.deleteProperty(window, 'matchMedia')

const setUserAgent = (userAgent: string) =>
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => userAgent })

afterEach(() => {
  setUserAgent(realUserAgent)
  wideWindow()
})

function accountServer() {
  server.use(
    http.put(`${API}/v1/account`, async ({ request }) => {
      const body = (await request.json()) as { user: { consultation_mode: 'desktop' | 'mobile' } }
      return HttpResponse.json({ data: { d_user: { ...clinician, ...body.user } } })
    }),
    http.post(`${API}/v1/qr_token`, () =>
      HttpResponse.json(
        {
          data: {
            token: 'qr-token-1',
            expires_at: new Date(Date.now() + 300_000).toISOString(),
            url: 'http://localhost:3000/autologin/qr-token-1',
            phone_warning: 'loopback',
          },
        },
        { status: 201 },
      ),
    ),
    http.get(`${API}/v1/consultation_sessions/active/status`, () =>
      HttpResponse.json({ data: { id: null } }),
    ),
  )
}

async function open(user = clinician) {
  signIn(user)
  const shell = boot('/')
  mounted(shell.stop)
  await screen.findByRole('listbox', { name: 'Tipos de consulta' }, { timeout: 5_000 })
  return { ...shell, panel: within(screen.getByRole('group', { name: 'Modo de consulta' })) }
}

describe('consultation mode on home', () => {
  it('saves the mobile mode on the account and shows the QR code for the phone', async () => {
    catalogueServer(server)
    accountServer()
    const requests = recordRequests(server)
    const { panel, app } = await open()
    expect((panel.getByRole('radio', { name: /Normal/ }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(panel.getByRole('radio', { name: /Telemóvel/ }))
    const image = await screen.findByRole('img', { name: 'Código QR para entrar no telemóvel' })
    // The server says which address the phone opens, and why a phone cannot use this one.
    expect(image.getAttribute('data-qr-value')).toBe('http://localhost:3000/autologin/qr-token-1')
    expect(screen.getByText(/o telemóvel não o consegue abrir/)).toBeTruthy()
    await waitFor(() => expect(app.getSnapshot().context.user?.consultation_mode).toBe('mobile'))
    expect(withoutHomeLoading(requests).map((request) => [request.call, request.body])).toEqual(
      expect.arrayContaining([
        ['PUT /v1/account', { user: { consultation_mode: 'mobile' } }],
        ['POST /v1/qr_token', undefined],
      ]),
    )
    // Back to normal: desktop on the account, and the code goes.
    fireEvent.click(panel.getByRole('radio', { name: /Normal/ }))
    await waitFor(() => expect(app.getSnapshot().context.user?.consultation_mode).toBe('desktop'))
    expect(screen.queryByRole('img', { name: 'Código QR para entrar no telemóvel' })).toBeNull()
  })

  it('says when the mode could not be saved, and saves it on Tentar novamente', async () => {
    catalogueServer(server)
    accountServer()
    server.use(http.put(`${API}/v1/account`, () => HttpResponse.error(), { once: true }))
    const { panel, app } = await open()
    fireEvent.click(panel.getByRole('radio', { name: /Telemóvel/ }))
    const alert = await panel.findByRole('alert')
    expect(alert.textContent).toMatch(/^Não foi possível guardar o modo de consulta/)
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(app.getSnapshot().context.user?.consultation_mode).toBe('mobile'))
    expect(panel.queryByRole('alert')).toBeNull()
  })

  it('refuses teleconsultation outside Chrome, Opera and Edge, with the message', async () => {
    catalogueServer(server)
    const { panel } = await open()
    const teleconsultation = panel.getByRole('radio', { name: /Teleconsulta/ }) as HTMLInputElement
    fireEvent.click(teleconsultation)
    expect(panel.getByRole('alert').textContent).toBe(
      'A teleconsulta só está disponível no Chrome, Opera ou Edge.',
    )
    expect(teleconsultation.checked).toBe(false)
    expect(window.localStorage.getItem(TELECONSULTATION_KEY)).toBeNull()
  })

  it('starts a teleconsultation in Chrome with the teleconsultation mode', async () => {
    setUserAgent(CHROME)
    const state = catalogueServer(server)
    const requests = recordRequests(server)
    const { panel, router } = await open()
    fireEvent.click(panel.getByRole('radio', { name: /Teleconsulta/ }))
    expect(panel.queryByRole('alert')).toBeNull()
    expect(window.localStorage.getItem(TELECONSULTATION_KEY)).toBe('true')
    const search = screen.getByRole('combobox', { name: 'Procurar tipo de consulta' })
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    fireEvent.keyDown(search, { key: 'Enter' })
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/consultation\//), {
      timeout: 5_000,
    })
    expect(requests.find((request) => request.call === 'POST /v1/consultation_sessions')?.body).toMatchObject(
      {
        mode: 'teleconsultation',
        mobile: false,
      },
    )
    expect(state.sessions).toHaveLength(1)
  })

  it('is folded on a phone under its title and the chosen mode, and opens by keyboard or touch', async () => {
    phoneWidth()
    catalogueServer(server)
    accountServer()
    signIn(clinician)
    const shell = boot('/')
    mounted(shell.stop)
    const types = await screen.findByRole('listbox', { name: 'Tipos de consulta' }, { timeout: 5_000 })
    const toggle = screen.getByRole('button', { name: /^Modo de consulta/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(toggle.textContent).toBe('Modo de consulta' + 'Normal')
    // Folded: no radio to reach, and the type choice comes before the title in the page.
    expect(screen.queryByRole('group', { name: 'Modo de consulta' })).toBeNull()
    expect(screen.queryByRole('radio', { name: /Telemóvel/ })).toBeNull()
    expect(types.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(body?.hidden).toBe(true)

    // A native button (a tap, Enter or Space: the e2e presses the keys); the choice then works as on a computer.
    toggle.focus()
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(body?.hidden).toBe(false)
    const panel = within(screen.getByRole('group', { name: 'Modo de consulta' }))
    fireEvent.click(panel.getByRole('radio', { name: /Telemóvel/ }))
    await waitFor(() => expect(toggle.textContent).toBe('Modo de consulta' + 'Telemóvel'))
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(body?.hidden).toBe(true)
  })

  it('is open with no fold on a computer', async () => {
    catalogueServer(server)
    const { panel } = await open()
    expect(screen.queryByRole('button', { name: /^Modo de consulta/ })).toBeNull()
    expect(panel.getByRole('radio', { name: /Normal/ })).toBeTruthy()
  })
})
