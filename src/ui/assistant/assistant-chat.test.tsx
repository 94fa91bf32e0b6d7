import { fireEvent, render, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { I18nextProvider } from 'react-i18next'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clinician } from '../../../tests/unit/fixtures'
import { API, boot, signIn } from '../../../tests/unit/view-harness'
import { ShellContext } from '../shell-context'
import { AssistantChat } from './assistant-chat'

// The chat as home mounts it, in the shell's context on the real API client over MSW.
const server = setupServer()
let stop = () => {}
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  stop()
  server.resetHandlers()
})
afterAll(() => server.close())

function mount(children: React.ReactNode) {
  server.use(http.get(`${API}/v1/account`, () => HttpResponse.json({ data: { d_user: clinician } })))
  signIn(clinician)
  const shell = boot('/settings/marketing')
  stop = shell.stop
  return render(
    <I18nextProvider i18n={shell.i18n}>
      <ShellContext
        value={{
          app: shell.app,
          api: shell.api,
          accounts: {} as never,
          reportUiError: vi.fn(),
          setLanguage: vi.fn(),
        }}
      >
        {children}
      </ShellContext>
    </I18nextProvider>,
  )
}

const writer = {
  key: 'clinical-writing',
  name: 'Assistente de escrita clínica',
  description: 'Redige cartas.',
}

describe('the assistant chat', () => {
  it('sends a question and shows the reply', async () => {
    let polls = 0
    server.use(
      http.get(`${API}/assistants`, () =>
        HttpResponse.json({ data: { assistants: [{ ...writer, available: true }] } }),
      ),
      http.post(`${API}/assistant`, () =>
        HttpResponse.json({ data: { thread_key: 't-1', run_key: 'r-1' } }, { status: 202 }),
      ),
      http.get(`${API}/assistant/run`, () => {
        polls += 1
        return HttpResponse.json({ data: { status: 'completed', reply: 'Exmo. **Colega**', error: null } })
      }),
    )
    mount(<AssistantChat />)
    const box = await screen.findByRole('textbox', { name: 'Mensagem' })
    fireEvent.change(box, { target: { value: 'Escreve uma carta.' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(await screen.findByText('Colega', { selector: 'strong' })).toBeTruthy()
    expect(screen.getByText('Escreve uma carta.')).toBeTruthy()
    expect(polls).toBe(1)
    expect(window.localStorage.getItem(`escriba.assistant.${clinician.id}.clinical-writing`)).toBe('t-1')
  })

  it('says clearly when the server has no language model, without a composer', async () => {
    server.use(
      http.get(`${API}/assistants`, () =>
        HttpResponse.json({ data: { assistants: [{ ...writer, available: false }] } }),
      ),
    )
    mount(<AssistantChat />)
    expect(await screen.findByRole('heading', { name: 'O assistente não está configurado' })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).toBeNull()
  })
})
