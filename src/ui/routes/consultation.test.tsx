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

/** A consultation of a type asking for an examination, the pressure (mandatory), a date and a select. */
function consultation() {
  const state = catalogueServer(server)
  state.types.push({
    ...state.types[0]!,
    id: 'follow_up',
    name: 'Consulta de seguimento',
    inputs: [
      { processor_input_id: 'physical_exam', mandatory: false },
      { processor_input_id: 'bloodpressure', mandatory: true },
      { processor_input_id: 'next_consultation_date', mandatory: false },
      { processor_input_id: 'nyha_class', mandatory: false },
    ],
  })
  state.sessions.push(
    consultationSession({ id: 's-1', status: 'created', consultation_type_id: 'follow_up' }),
  )
  return state
}

async function open() {
  signIn(clinician)
  const shell = boot('/consultation/s-1')
  stop = shell.stop
  // The screen also brings the recording and the documents panel: give its first load more time.
  await screen.findByRole('button', { name: 'Continuar' }, { timeout: 5_000 })
  return shell
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement
const number = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement

describe('consultation form', () => {
  it('shows the type’s inputs: mandatory markers, units and ranges, the pressure pair, the options', async () => {
    consultation()
    await open()
    expect(screen.getByText('Consulta de seguimento')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Gravação' })).toBeTruthy()
    const pair = screen.getByRole('group', {
      name: /Pressão arterial sistólica \/ Pressão arterial diastólica/,
    })
    const systolic = within(pair).getByRole('spinbutton', {
      name: 'Pressão arterial sistólica',
    }) as HTMLInputElement
    expect([systolic.required, systolic.min, systolic.max]).toEqual([true, '50', '300'])
    expect(
      systolic
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['mmHg', 'Valores plausíveis: 50–300 mmHg.'])
    expect(number('Pressão arterial diastólica').max).toBe('200')
    expect(field('Exame objetivo').required).toBe(false)
    expect(screen.getByLabelText('Próxima consulta').getAttribute('type')).toBe('date')
    expect(
      within(screen.getByRole('combobox', { name: 'Classe NYHA' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Não preenchido', 'I', 'II'])
  })

  it('wants the mandatory fields before going on, with the focus on the first empty one; blank optional ones pass', async () => {
    const state = consultation()
    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Por favor, preencha todos os campos obrigatórios antes de prosseguir.',
    )
    expect(document.activeElement).toBe(number('Pressão arterial sistólica'))
    fireEvent.change(number('Pressão arterial sistólica'), { target: { value: '138' } })
    fireEvent.change(number('Pressão arterial diastólica'), { target: { value: '86' } })
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(await screen.findByText('Formulário completo e guardado.')).toBeTruthy()
    expect(state.sessions[0]!.user_inputs).toEqual([
      { processor_input_id: 'bloodpressure', value: '138' },
      {
        processor_input_id: 'bloodpressure',
        secondary_processor_input_id: 'bloodpressure_diastolic',
        value: '86',
      },
    ])
  })

  it('saves on leaving a field and says so; an implausible value is marked and kept on screen', async () => {
    const state = consultation()
    const requests = recordRequests(server)
    await open()
    fireEvent.change(number('Pressão arterial sistólica'), { target: { value: '400' } })
    fireEvent.blur(number('Pressão arterial sistólica'))
    expect(screen.getByText('Fora dos valores plausíveis (50–300 mmHg). Verifique o valor.')).toBeTruthy()
    fireEvent.change(field('Exame objetivo'), { target: { value: 'Bom estado geral.' } })
    fireEvent.blur(field('Exame objetivo'))
    await waitFor(() =>
      expect(screen.getByText('Todas as alterações estão guardadas.').getAttribute('role')).toBe('status'),
    )
    expect(
      requests
        .filter((request) => request.call === 'PUT /v1/consultation_sessions/s-1')
        .map((request) => request.body),
    ).toEqual([{ user_inputs: [{ processor_input_id: 'physical_exam', value: 'Bom estado geral.' }] }])
    expect(number('Pressão arterial sistólica').value).toBe('400')
    expect(state.sessions[0]!.user_inputs).toHaveLength(1)
  })

  it('tries again by itself when a save fails, keeping what was typed', async () => {
    const state = consultation()
    state.failNextSave = 503
    await open()
    fireEvent.change(field('Exame objetivo'), { target: { value: 'Sem alterações.' } })
    fireEvent.blur(field('Exame objetivo'))
    expect(await screen.findByText('Ainda não foi possível guardar. A tentar novamente…')).toBeTruthy()
    await waitFor(() => expect(state.sessions[0]!.user_inputs).toHaveLength(1), { timeout: 3000 })
    expect(field('Exame objetivo').value).toBe('Sem alterações.')
  })

  it('saves the text as a named template, then inserts a template into the field', async () => {
    const state = consultation()
    await open()
    const exam = field('Exame objetivo')
    const templates = exam.closest('.field')!.querySelector('details')!
    fireEvent.click(within(templates).getByText('Modelos de texto (1)'))
    fireEvent.change(exam, { target: { value: 'AP: murmúrio vesicular mantido.' } })
    fireEvent.click(within(templates).getByRole('button', { name: 'Guardar o texto como modelo' }))
    const draft = within(templates).getByRole('group', { name: 'Novo modelo' })
    expect((within(draft).getByLabelText('Texto do modelo') as HTMLTextAreaElement).value).toBe(
      'AP: murmúrio vesicular mantido.',
    )
    fireEvent.change(within(draft).getByLabelText('Nome do modelo'), { target: { value: 'Auscultação' } })
    fireEvent.click(within(draft).getByRole('button', { name: 'Guardar modelo' }))
    await within(templates).findByRole('button', { name: 'Inserir o modelo Auscultação' })
    expect(state.templates.map((template) => template.name)).toEqual(['Normal', 'Auscultação'])
    fireEvent.click(within(templates).getByRole('button', { name: 'Inserir o modelo Normal' }))
    expect(exam.value).toBe('AP: murmúrio vesicular mantido.\nBom estado geral. AC rítmica, sem sopros.')
  })

  it("inserts the clinician's custom templates into the free-text fields, focus back in the field", async () => {
    const state = consultation()
    state.customTemplates.push({
      id: 'd0000000-0000-4000-8000-000000000001',
      name: 'Alta de urgência',
      text: 'Vigiar sinais de alarme. Regressar se febre.',
      created_at: '2026-01-05T10:00:00.000Z',
      updated_at: '2026-01-05T10:00:00.000Z',
    })
    await open()
    const exam = field('Exame objetivo')
    const picker = await waitFor(() => {
      const found = exam.closest('.field')!.querySelector<HTMLElement>('details.custom-template-picker')
      expect(found).not.toBeNull()
      return found!
    })
    fireEvent.click(within(picker).getByText('Modelo personalizado (1)'))
    fireEvent.change(exam, { target: { value: 'Bom estado geral.' } })
    fireEvent.click(
      within(picker).getByRole('button', {
        name: 'Inserir o modelo personalizado Alta de urgência em Exame objetivo',
      }),
    )
    expect(exam.value).toBe('Bom estado geral.\nVigiar sinais de alarme. Regressar se febre.')
    expect(document.activeElement).toBe(exam)
    expect(exam.selectionStart).toBe(exam.value.length)
    // Only free-text fields offer them: numbers, dates and choices do not.
    expect(
      number('Pressão arterial sistólica').closest('.field')!.querySelector('.custom-template-picker'),
    ).toBeNull()
    fireEvent.blur(exam)
    await waitFor(() =>
      expect(state.sessions[0]!.user_inputs).toEqual([
        {
          processor_input_id: 'physical_exam',
          value: 'Bom estado geral.\nVigiar sinais de alarme. Regressar se febre.',
        },
      ]),
    )
  })

  it('deletes a template after the warning', async () => {
    const state = consultation()
    await open()
    const templates = field('Exame objetivo').closest('.field')!.querySelector('details')!
    fireEvent.click(within(templates).getByRole('button', { name: 'Eliminar o modelo Normal' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar este modelo?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar modelo' }))
    await waitFor(() => expect(within(templates).queryByText('Normal')).toBeNull())
    expect(state.templates).toEqual([])
    expect(within(templates).getByText('Ainda não tem modelos para este campo.')).toBeTruthy()
  })

  it('says a consultation that is not there is missing, with the way home', async () => {
    catalogueServer(server)
    signIn(clinician)
    const shell = boot('/consultation/nope')
    stop = shell.stop
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não encontrado: pode ter sido eliminado ou pertencer a outra conta.',
    )
  })
})
