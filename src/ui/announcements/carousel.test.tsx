import { fireEvent, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { clinician } from '../../../tests/unit/fixtures'
import { API, renderInShell, viewTestServer } from '../../../tests/unit/view-harness'
import { sampleAnnouncement } from '../../machines/announcements/announcements.paths'
import { AnnouncementsCarousel } from './carousel'

// The carousel as home mounts it, in the shell's context on the real API client over MSW.
const { server, mounted } = viewTestServer()

function mount(children: React.ReactNode) {
  const view = renderInShell(server, clinician, children)
  mounted(view.stop)
  return view
}

describe('the announcements carousel', () => {
  it('shows the announcements with their controls, and moves with the arrow keys', async () => {
    const announcement = (id: string, title: string) => sampleAnnouncement(id, title, `Texto de ${title}`)
    server.use(
      http.get(`${API}/v1/announcements`, () =>
        HttpResponse.json({
          data: { d_announcements: [announcement('a', 'Novo modo móvel'), announcement('b', 'Assistente')] },
        }),
      ),
    )
    mount(<AnnouncementsCarousel />)
    const region = await screen.findByRole('region', { name: 'Anúncios' })
    expect(screen.getByRole('heading', { name: 'Novo modo móvel' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Pausar os anúncios' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Anúncio seguinte' }))
    expect(screen.getByRole('heading', { name: 'Assistente' })).toBeTruthy()
    fireEvent.keyDown(region, { key: 'ArrowLeft' })
    expect(screen.getByRole('heading', { name: 'Novo modo móvel' })).toBeTruthy()
    expect(
      screen
        .getByRole('button', { name: 'Mostrar o anúncio 1 de 2: Novo modo móvel' })
        .getAttribute('aria-current'),
    ).toBe('true')
  })

  it('draws nothing when there are no announcements', async () => {
    let asked = false
    server.use(
      http.get(`${API}/v1/announcements`, () => {
        asked = true
        return HttpResponse.json({ data: { d_announcements: [] } })
      }),
    )
    const view = mount(<AnnouncementsCarousel />)
    await vi.waitFor(() => expect(asked).toBe(true))
    expect(view.container.innerHTML).toBe('')
  })
})
