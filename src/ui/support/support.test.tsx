import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { clinician } from '../../../tests/unit/fixtures'
import { API, boot, signIn, viewTestServer } from '../../../tests/unit/view-harness'
import { ESCRIBA_NOTE_MARKER } from '../../services/bookmarklet'

const { server, mounted } = viewTestServer()

const mobile = {
  slug: 'mobile-mode',
  title: 'Modo móvel: gravar com o telemóvel',
  summary: 'Use o telemóvel.',
}
const credits = { slug: 'credits', title: 'Créditos', summary: 'O que gasta créditos.' }

function supportServer() {
  server.use(
    http.get(`${API}/v1/account`, () => HttpResponse.json({ data: { d_user: clinician } })),
    http.get(`${API}/v1/support/articles`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? ''
      return HttpResponse.json({ data: { d_articles: q.includes('móvel') ? [mobile] : [mobile, credits] } })
    }),
    http.get(`${API}/v1/support/articles/mobile-mode`, () =>
      HttpResponse.json({
        data: {
          d_article: {
            ...mobile,
            body: '1. Escolha o modo **telemóvel**.',
            language: 'pt',
            related: [credits],
          },
        },
      }),
    ),
  )
}

function open(path: string) {
  signIn(clinician)
  const shell = boot(path)
  mounted(shell.stop)
  return shell
}

describe('settings → support', () => {
  it('searches the help as the clinician types and reads an article', async () => {
    supportServer()
    open('/settings/support')
    await screen.findByRole('button', { name: /Créditos/ })
    fireEvent.change(screen.getByLabelText('Pesquisar na ajuda'), { target: { value: 'modo móvel' } })
    await screen.findByRole('heading', { name: 'Resultados para «modo móvel»' })
    await waitFor(() => expect(screen.queryByRole('button', { name: /Créditos/ })).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: /Modo móvel: gravar com o telemóvel/ }))
    const article = await screen.findByRole('heading', {
      level: 3,
      name: 'Modo móvel: gravar com o telemóvel',
    })
    const section = article.closest('section')!
    await within(section).findByText('telemóvel', { selector: 'strong' })
    expect(within(section).getByRole('navigation', { name: 'Artigos relacionados' })).toBeTruthy()
    fireEvent.click(within(section).getAllByRole('button', { name: /Voltar aos resultados/ })[0]!)
    await screen.findByRole('heading', { name: 'Resultados para «modo móvel»' })
  })
})

describe('settings → support tools', () => {
  it('offers the paste tool as a javascript: bookmark carrying its messages in the interface language', async () => {
    server.use(http.get(`${API}/v1/account`, () => HttpResponse.json({ data: { d_user: clinician } })))
    open('/settings/support-tools')
    const link = await screen.findByRole('link', { name: 'Colar nota do Escriba' })
    const href = link.getAttribute('href') ?? ''
    expect(href.startsWith('javascript:')).toBe(true)
    const source = decodeURIComponent(href.slice('javascript:'.length))
    expect(source).toContain(ESCRIBA_NOTE_MARKER)
    expect(source).toContain('o conteúdo da área de transferência não foi copiado do Escriba')
    expect(screen.getByRole('heading', { level: 2, name: 'Ferramentas de suporte' })).toBeTruthy()
  })
})
