import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { catalogueServer } from '../../../tests/unit/catalogue-server'
import { clinician } from '../../../tests/unit/fixtures'
import { boot, recordRequests, signIn, viewTestServer } from '../../../tests/unit/view-harness'

const { server, mounted } = viewTestServer()

const OWN = '7d3c1c55-0d4f-4c47-9d37-6f1f8a3b2a10'

async function open(path: string, ready: string) {
  signIn(clinician)
  const shell = boot(path)
  mounted(shell.stop)
  await screen.findByRole('button', { name: ready })
  return shell
}

const previewTitles = () =>
  within(screen.getByRole('region', { name: 'Pré-visualização' }))
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent)

describe('consultation type editor', () => {
  it('creates a type: checks it, orders its sections with the keyboard, previews it, saves it and lists it on home', async () => {
    const state = catalogueServer(server)
    const requests = recordRequests(server)
    const { router } = await open('/editor', 'Guardar')
    expect(screen.getByRole('heading', { level: 2, name: 'Novo tipo de consulta' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Verifique os campos assinalados.')
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'))
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Consulta de cessação tabágica' } })
    fireEvent.change(screen.getByLabelText('Especialidade'), { target: { value: 'general_practice' } })
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Plano' } })
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar secção' }))
    fireEvent.change(screen.getAllByLabelText('Título')[1]!, { target: { value: 'Hábitos tabágicos' } })
    fireEvent.change(screen.getAllByLabelText('Instrução')[1]!, { target: { value: 'Unidades maço-ano' } })
    expect(previewTitles()).toEqual(['Plano', 'Hábitos tabágicos'])
    const moveUp = screen.getByRole('button', { name: 'Subir a secção Hábitos tabágicos' })
    moveUp.focus()
    fireEvent.click(moveUp)
    expect(previewTitles()).toEqual(['Hábitos tabágicos', 'Plano'])
    // The same button, now first, keeps the focus and says it cannot go further.
    expect(document.activeElement).toBe(moveUp)
    expect(moveUp.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'Pressão arterial sistólica / Pressão arterial diastólica (mmHg)',
      }),
    )
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'Pressão arterial sistólica / Pressão arterial diastólica: obrigatório',
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/editor\/c0/))
    expect(await screen.findByText('Alterações guardadas.')).toBeTruthy()
    expect(requests.find((request) => request.call === 'POST /v1/consultation_types')?.body).toEqual({
      consultation_type: {
        name: 'Consulta de cessação tabágica',
        description: '',
        medical_speciality_id: 'general_practice',
        sections: [
          {
            title: 'Hábitos tabágicos',
            instruction: 'Unidades maço-ano',
            format: 'prose',
            abbreviations: false,
          },
          { title: 'Plano', instruction: '', format: 'prose', abbreviations: false },
        ],
        inputs: [{ processor_input_id: 'bloodpressure', mandatory: true }],
        selectable_document_ids: [],
      },
    })
    expect(state.types.at(-1)?.name).toBe('Consulta de cessação tabágica')
    await router.navigate('/')
    const own = await screen.findByRole('group', { name: 'Os meus tipos de consulta' })
    expect(
      within(own)
        .getAllByRole('option')
        .map((option) => option.querySelector('.type-choice-name')?.textContent),
    ).toEqual(['Consulta de cessação tabágicaMeu', 'Consulta de cessação tabágicaMeu'])
  })

  it('asks before leaving unsaved changes', async () => {
    catalogueServer(server)
    const { router } = await open(`/editor/${OWN}`, 'Guardar')
    fireEvent.change(screen.getByLabelText('Descrição'), { target: { value: 'Fumadores em cessação' } })
    expect(screen.getByText('Há alterações por guardar.')).toBeTruthy()
    void router.navigate('/')
    const dialog = await screen.findByRole('alertdialog', { name: 'Sair sem guardar?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar a editar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.pathname).toBe(`/editor/${OWN}`)
    expect((screen.getByLabelText('Descrição') as HTMLTextAreaElement).value).toBe('Fumadores em cessação')
    void router.navigate('/')
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sair sem guardar' }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('shows Escriba’s types read-only and copies one to edit it', async () => {
    const state = catalogueServer(server)
    const { router } = await open('/editor/cardiology', 'Copiar para editar')
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull()
    expect(screen.getByText(/faz parte do catálogo do Escriba/)).toBeTruthy()
    expect(previewTitles()).toEqual(['Avaliação'])
    fireEvent.click(screen.getByRole('button', { name: 'Copiar para editar' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/editor\/c0/))
    expect(await screen.findByText(/Esta é a sua cópia/)).toBeTruthy()
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Consulta de Cardiologia (cópia)')
    expect(state.types.at(-1)?.copied_from).toBe('cardiology')
  })

  it('deletes one’s own type after a warning and goes home', async () => {
    const state = catalogueServer(server)
    const { http, HttpResponse } = await import('msw')
    server.use(
      http.delete('http://api.escriba.test/v1/consultation_types/:id', ({ params }) => {
        state.types = state.types.filter((type) => type.id !== params.id)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { router } = await open(`/editor/${OWN}`, 'Eliminar tipo de consulta')
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar tipo de consulta' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar este tipo de consulta?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(state.types.some((type) => type.id === OWN)).toBe(false)
    await screen.findByRole('listbox')
  })

  it('says a type that is not there is missing', async () => {
    catalogueServer(server)
    signIn(clinician)
    const shell = boot('/editor/nope')
    mounted(shell.stop)
    expect((await screen.findByRole('alert')).textContent).toContain('Não encontrado')
  })
})

describe('selectable document', () => {
  it('shows the document’s sections with their instructions, and the way back to its type', async () => {
    catalogueServer(server)
    signIn(clinician)
    const shell = boot('/consultation_types/general_practice_soap/selectable_documents/referral_letter')
    mounted(shell.stop)
    expect(await screen.findByRole('heading', { level: 2, name: 'Carta de referenciação' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 4, name: 'Motivo da referenciação' })).toBeTruthy()
    expect(screen.getByText('O que se pede ao colega e porquê')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Voltar ao tipo de consulta' }).getAttribute('href')).toBe(
      '/editor/general_practice_soap',
    )
  })
})
