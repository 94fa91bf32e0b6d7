import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { User } from '../../../contract/auth'
import { clinician } from '../../../tests/unit/fixtures'
import { API, boot, recordRequests, signIn, viewTestServer } from '../../../tests/unit/view-harness'
import { AUDIO_PROCESSING_KEY } from '../../services/audio/settings'
import { TOKEN_KEY } from '../../services/session-storage'

const { server, mounted } = viewTestServer()
let account: User = clinician

afterEach(() => {
  account = clinician
})

/** The account endpoints, answering as the server does: a PUT changes what GET answers. */
function accountServer() {
  server.use(
    http.get(`${API}/v1/account`, () => HttpResponse.json({ data: { d_user: account } })),
    http.get(`${API}/v1/medical_specialities`, () =>
      HttpResponse.json({
        data: {
          d_medical_specialities: [
            { id: 'gp', name: 'Medicina Geral e Familiar' },
            { id: 'cardio', name: 'Cardiologia' },
          ],
        },
      }),
    ),
    http.put(`${API}/v1/account`, async ({ request }) => {
      const { user } = (await request.json()) as { user: Partial<User> }
      account = { ...account, ...user }
      return HttpResponse.json({ data: { d_user: account } })
    }),
  )
}

async function open(path: string) {
  signIn(clinician)
  const shell = boot(path)
  mounted(shell.stop)
  await screen.findByRole('heading', { level: 1, name: 'Definições' })
  // A form is read-only while it loads the account (its button reads "A guardar…"): wait for all of them.
  await waitFor(() => expect(document.querySelector('form[aria-busy="true"]')).toBeNull())
  return shell
}

/** A settings form by its heading. */
const form = (heading: string) =>
  within(screen.getByRole('heading', { level: 2, name: heading }).closest('section')!)

const change = (scope: ReturnType<typeof form>, label: string, value: string) =>
  fireEvent.change(scope.getByLabelText(label, { exact: true }), { target: { value } })

describe('settings', () => {
  it('opens on the account section and lists only the sections that exist, translated', async () => {
    accountServer()
    await open('/settings')
    const nav = screen.getByRole('navigation', { name: 'Secções das definições' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Conta', '/settings/account'],
      ['Organização', '/settings/organization'],
      ['Créditos', '/settings/credits'],
      ['Áudio', '/settings/audio'],
      ['Histórico', '/settings/history'],
      ['Preferências de marketing', '/settings/marketing'],
      ['Armazenamento de dados', '/settings/data'],
      ['Documentos personalizados', '/settings/templates'],
      ['Suporte', '/settings/support'],
      ['Ferramentas de suporte', '/settings/support-tools'],
      ['Voltar ao início', '/'],
    ])
    expect(within(nav).getByRole('link', { name: 'Conta' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('heading', { level: 2, name: 'Perfil' })).toBeTruthy()
  })

  it('shows the email read-only with the support note, and the specialities to pick from', async () => {
    accountServer()
    await open('/settings/account')
    const profile = form('Perfil')
    const email = profile.getByLabelText('E-mail') as HTMLInputElement
    expect(email.readOnly).toBe(true)
    expect(email.value).toBe('ana@example.pt')
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /contacte o suporte/,
    )
    await waitFor(() =>
      expect(profile.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Sem especialidade',
        'Medicina Geral e Familiar',
        'Cardiologia',
      ]),
    )
  })

  it('checks the name and phone next to each field before saving', async () => {
    accountServer()
    const requests = recordRequests(server)
    await open('/settings/account')
    const profile = form('Perfil')
    await waitFor(() => expect(profile.getAllByRole('option')).toHaveLength(3))
    change(profile, 'Nome', 'Al')
    change(profile, 'Telefone', 'call me')
    fireEvent.click(profile.getByRole('button', { name: 'Guardar' }))
    expect((await profile.findByRole('alert')).textContent).toBe('Verifique os campos assinalados.')
    expect(profile.getByText('O nome tem de ter pelo menos 3 caracteres.')).toBeTruthy()
    expect(profile.getByText('Introduza um número de telefone válido.')).toBeTruthy()
    expect(document.activeElement).toBe(profile.getByLabelText('Nome'))
    expect(requests.filter((request) => request.call === 'PUT /v1/account')).toEqual([])
  })

  it('saves the profile, and home greets the new name', async () => {
    accountServer()
    const requests = recordRequests(server)
    const { router } = await open('/settings/account')
    const profile = form('Perfil')
    await waitFor(() => expect(profile.getAllByRole('option')).toHaveLength(3))
    change(profile, 'Nome', 'Ana M. Sousa')
    change(profile, 'Especialidade', 'cardio')
    change(profile, 'Telefone', '+351 912 345 678')
    fireEvent.submit(profile.getByLabelText('Nome').closest('form')!)
    expect(await profile.findByText('Alterações guardadas.')).toBeTruthy()
    expect(
      requests.filter((request) => request.call === 'PUT /v1/account').map((request) => request.body),
    ).toEqual([
      { user: { name: 'Ana M. Sousa', medical_speciality_id: 'cardio', phone_number: '+351 912 345 678' } },
    ])
    await router.navigate('/')
    expect(await screen.findByText('Sessão iniciada como Ana M. Sousa.')).toBeTruthy()
  })

  it('shows a server refusal on the matching field', async () => {
    accountServer()
    server.use(
      http.put(`${API}/v1/account`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'x',
              fields: { 'user.phone_number': 'Invalid phone number' },
            },
          },
          { status: 400 },
        ),
      ),
    )
    await open('/settings/account')
    const profile = form('Perfil')
    change(profile, 'Telefone', '+351 912 345 678')
    fireEvent.click(profile.getByRole('button', { name: 'Guardar' }))
    expect((await profile.findByRole('alert')).textContent).toMatch(/^Erro ao atualizar os dados/)
    const phone = profile.getByLabelText('Telefone')
    expect(phone.getAttribute('aria-invalid')).toBe('true')
    expect(profile.getByText('Introduza um número de telefone válido.')).toBeTruthy()
    expect((phone as HTMLInputElement).value).toBe('+351 912 345 678')
  })

  it('switches the interface language at once and saves it', async () => {
    accountServer()
    const requests = recordRequests(server)
    const { setLanguage } = await open('/settings/account')
    change(form('Idioma'), 'Idioma', 'en')
    expect(setLanguage).toHaveBeenCalledWith('en')
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy()
    expect(await form('Language').findByText('Changes saved.')).toBeTruthy()
    expect(
      requests.filter((request) => request.call === 'PUT /v1/account').map((request) => request.body),
    ).toEqual([{ user: { language: 'en' } }])
    expect(window.localStorage.getItem('locale')).toBe('en')
  })

  it('changes the password from settings and stays on the page', async () => {
    accountServer()
    const requests = recordRequests(server)
    const { router } = await open('/settings/account')
    const password = form('Palavra-passe')
    change(password, 'Palavra-passe atual', 'old123')
    change(password, 'Nova palavra-passe', 'new123')
    change(password, 'Confirmar palavra-passe', 'new124')
    fireEvent.click(password.getByRole('button', { name: 'Alterar palavra-passe' }))
    expect(await password.findByText('As palavras-passe não coincidem.')).toBeTruthy()
    change(password, 'Confirmar palavra-passe', 'new123')
    fireEvent.click(password.getByRole('button', { name: 'Alterar palavra-passe' }))
    expect(await password.findByText('A palavra-passe foi alterada.')).toBeTruthy()
    expect((password.getByLabelText('Palavra-passe atual') as HTMLInputElement).value).toBe('')
    expect(router.state.location.pathname).toBe('/settings/account')
    expect(
      requests.filter((request) => request.call === 'PUT /v1/account').map((request) => request.body),
    ).toEqual([{ user: { current_password: 'old123', password: 'new123', password_confirmation: 'new123' } }])
  })

  it.each([
    [
      'marketing',
      'Preferências de marketing',
      'Receber a newsletter do Escriba',
      { opt_in_newsletter: true, opt_in_product_contact: false },
    ],
    [
      'data',
      'Armazenamento de dados',
      'Guardar o áudio das consultas',
      { save_audios: true, save_text_data: true },
    ],
  ] as const)('saves the %s preferences', async (section, heading, label, body) => {
    accountServer()
    const requests = recordRequests(server)
    await open(`/settings/${section}`)
    const preferences = form(heading)
    fireEvent.click(preferences.getByLabelText(label))
    fireEvent.click(preferences.getByRole('button', { name: 'Guardar' }))
    expect(await preferences.findByText('Alterações guardadas.')).toBeTruthy()
    expect(
      requests.filter((request) => request.call === 'PUT /v1/account').map((request) => request.body),
    ).toEqual([{ user: body }])
  })

  it('signs out to login saying the session expired when the server no longer knows the token', async () => {
    accountServer()
    server.use(
      http.put(`${API}/v1/account`, () =>
        HttpResponse.json(
          { error: { code: 'unauthorized', message: 'Sign in to continue' } },
          { status: 401 },
        ),
      ),
    )
    const { router } = await open('/settings/marketing')
    fireEvent.click(form('Preferências de marketing').getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect((await screen.findByRole('status')).textContent).toBe('A sessão expirou. Inicie sessão novamente.')
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('says when a section does not exist (yet)', async () => {
    await open('/settings/nowhere')
    expect(screen.getByRole('alert').textContent).toMatch(/^Esta secção das definições não existe/)
  })

  it('keeps the audio choices in this browser, for the next recording', async () => {
    await open('/settings/audio')
    const section = within(await screen.findByRole('region', { name: 'Áudio' }))
    expect((await section.findByLabelText('Microfone preferido')) as HTMLSelectElement).toBeTruthy()
    const noise = section.getByLabelText('Supressão de ruído') as HTMLInputElement
    const echo = section.getByLabelText('Cancelamento de eco') as HTMLInputElement
    const gain = section.getByLabelText('Ganho automático') as HTMLInputElement
    expect([noise.checked, echo.checked, gain.checked]).toEqual([true, true, true])
    fireEvent.click(noise)
    expect(noise.checked).toBe(false)
    expect(section.getByRole('status', { name: '' }).textContent).toBe('Guardado neste navegador.')
    expect(JSON.parse(window.localStorage.getItem(AUDIO_PROCESSING_KEY) ?? '{}')).toEqual({
      noiseSuppression: false,
      echoCancellation: true,
      autoGainControl: true,
    })
  })
})

describe('delete account', () => {
  it('asks with an irreversible warning, does nothing on Cancelar', async () => {
    accountServer()
    const requests = recordRequests(server)
    await open('/settings/account')
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar conta' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar a conta definitivamente?' })
    expect(dialog.textContent).toMatch(/Esta ação é irreversível/)
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(requests.filter((request) => request.call === 'DELETE /v1/account')).toEqual([])
  })

  it('deletes on confirmation and signs out to login, which says so', async () => {
    accountServer()
    server.use(http.delete(`${API}/v1/account`, () => new HttpResponse(null, { status: 204 })))
    const { router, endServerSession } = await open('/settings/account')
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar conta' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar definitivamente' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect((await screen.findByRole('status')).textContent).toBe('A sua conta foi eliminada.')
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(endServerSession).not.toHaveBeenCalled()
  })
})
