import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { clinician } from '../../../tests/unit/fixtures'
import { API, renderInShell, viewTestServer } from '../../../tests/unit/view-harness'
import { AssistantChat } from './assistant-chat'

// The chat as home mounts it, in the shell's context on the real API client over MSW.
const { server, mounted } = viewTestServer()

function mount(children: React.ReactNode) {
  const view = renderInShell(server, clinician, children)
  mounted(view.stop)
  return view
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
    // The composer shows while the chat opens; it sends once the conversation is open.
    await waitFor(() => expect(box.closest('section')?.getAttribute('aria-busy')).toBe('false'))
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
