import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AudioChunk, GeneratedDocument } from '../../../contract/consultations'
import { babble, concat, noise } from '../../../tests/unit/audio/signals'
import { WavOnlyOfflineContext } from '../../../tests/unit/audio/wav-decoder'
import { catalogueServer } from '../../../tests/unit/catalogue-server'
import { audioChunk, clinician, consultationSession } from '../../../tests/unit/fixtures'
import { API, boot, recordRequests, signIn, viewTestServer } from '../../../tests/unit/view-harness'
import { encodeWav } from '../../services/audio/wav'

const { server, mounted } = viewTestServer()

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
  mounted(shell.stop)
  // The screen also brings the recording and the documents panel: give its first load more time.
  await screen.findByRole('button', { name: 'Continuar' }, { timeout: 5_000 })
  return shell
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement
const number = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement

// The screen brings the recording, the documents panel and the form: on a busy machine it needs time.
const SCREEN_TEST = { timeout: 20_000 }
/** How long a navigation through the exit check may take on a busy machine. */
const LONG = { timeout: 5_000 }

describe('consultation form', SCREEN_TEST, () => {
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
    mounted(shell.stop)
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não encontrado: pode ter sido eliminado ou pertencer a outra conta.',
    )
    // Nothing to lose there: the way home does not ask.
    fireEvent.click(screen.getAllByRole('link', { name: 'Voltar ao início' })[0]!)
    await waitFor(() => expect(shell.router.state.location.pathname).toBe('/'), LONG)
    expect(exitWarning()).toBeNull()
  })
})

const note: GeneratedDocument = {
  id: 'd-1',
  name: 'main',
  status: 'ready',
  content: '## Subjetivo\nTosse seca.',
  version: 1,
  error: null,
  created_at: '2025-01-01T09:10:00.000Z',
  updated_at: '2025-01-01T09:10:00.000Z',
  review: null,
  signoff: null,
}

const emptyReview = { version: 1, findings: [], lines: [], warnings: [], open: 0, source: null }
const signed: GeneratedDocument = {
  ...note,
  review: emptyReview,
  signoff: {
    version: 1,
    signed_by: { id: 'u-1', name: 'Ana Sousa' },
    signed_at: '2025-01-01T09:20:00.000Z',
    open_findings: 0,
    dismissed_findings: 0,
  },
}
const signoffQuestion = () => screen.queryByRole('alertdialog', { name: 'Sair sem confirmar a revisão?' })
const exitWarning = () => screen.queryByRole('alertdialog', { name: 'Sair sem gerar nenhum documento?' })
const barLink = (name: string) =>
  within(document.querySelector('header.app-bar') as HTMLElement).getByRole('link', { name })
/** A beforeunload as the browser sends it on closing or reloading; true when the page asks to stay. */
const closingIsWarned = () => {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('leaving a consultation', SCREEN_TEST, () => {
  it('sends the app bar’s links through the exit warning while there is no document: stay, then leave', async () => {
    consultation()
    const { router } = await open()
    fireEvent.click(barLink('Definições'))
    expect(
      (await screen.findByRole('alertdialog', { name: 'Sair sem gerar nenhum documento?' }, LONG))
        .textContent,
    ).toContain('ficam acessíveis durante 1 hora após o fim da consulta')
    expect(router.state.location.pathname).toBe('/consultation/s-1')
    fireEvent.click(screen.getByRole('button', { name: 'Ficar' }))
    await waitFor(() => expect(exitWarning()).toBeNull(), LONG)
    expect(router.state.location.pathname).toBe('/consultation/s-1')
    // The screen's own way home asks the same.
    fireEvent.click(screen.getByRole('link', { name: 'Voltar ao início' }))
    await screen.findByRole('alertdialog', { name: 'Sair sem gerar nenhum documento?' }, LONG)
    fireEvent.click(screen.getByRole('button', { name: 'Ficar' }))
    await waitFor(() => expect(exitWarning()).toBeNull(), LONG)
    fireEvent.click(barLink('Definições'))
    await screen.findByRole('alertdialog', { name: 'Sair sem gerar nenhum documento?' }, LONG)
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/account'), LONG)
  })

  it('asks on the browser’s back button too', async () => {
    consultation()
    signIn(clinician)
    const shell = boot('/settings/account')
    mounted(shell.stop)
    await act(() => shell.router.navigate('/consultation/s-1'))
    await screen.findByRole('button', { name: 'Continuar' }, { timeout: 5_000 })
    await act(() => shell.router.navigate(-1))
    await screen.findByRole('alertdialog', { name: 'Sair sem gerar nenhum documento?' }, LONG)
    expect(shell.router.state.location.pathname).toBe('/consultation/s-1')
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }))
    await waitFor(() => expect(shell.router.state.location.pathname).toBe('/settings/account'), LONG)
  })

  it('lets a consultation whose documents are signed off go without asking', async () => {
    const state = consultation()
    state.sessions[0]!.generated_documents = [signed]
    const { router } = await open()
    expect(closingIsWarned()).toBe(false)
    fireEvent.click(barLink('Definições'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/account'), LONG)
    expect(exitWarning()).toBeNull()
    expect(signoffQuestion()).toBeNull()
  })

  it('asks to confirm the review of an unsigned note before leaving, and signs it', async () => {
    const state = consultation()
    state.sessions[0]!.generated_documents = [{ ...note, review: { ...emptyReview, open: 2 } }]
    const signedOff: unknown[] = []
    server.use(
      http.post(
        `${API}/v1/consultation_sessions/s-1/generated_documents/d-1/signoff`,
        async ({ request }) => {
          signedOff.push(await request.json())
          state.sessions[0]!.generated_documents = [signed]
          return HttpResponse.json({ data: { d_generated_document: signed } })
        },
      ),
    )
    const { router } = await open()
    fireEvent.click(barLink('Definições'))
    const question = await screen.findByRole('alertdialog', { name: 'Sair sem confirmar a revisão?' }, LONG)
    expect(question.textContent).toContain('Há 2 achados por rever.')
    expect(question.textContent).toContain('1 documento escrito ainda não foi confirmado como revisto.')
    // Staying stays.
    fireEvent.click(within(question).getByRole('button', { name: 'Ficar' }))
    await waitFor(() => expect(signoffQuestion()).toBeNull())
    expect(router.state.location.pathname).toBe('/consultation/s-1')
    fireEvent.click(barLink('Definições'))
    const again = await screen.findByRole('alertdialog', { name: 'Sair sem confirmar a revisão?' }, LONG)
    fireEvent.click(within(again).getByRole('button', { name: 'Confirmo que revi, sair' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/account'), LONG)
    expect(signedOff).toEqual([{ version: 1 }])
  })

  it('does not ask when the app moves by itself (the session ended: to the login)', async () => {
    consultation()
    const { app, router } = await open()
    act(() => app.send({ type: 'session.unauthorized' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LONG)
    expect(exitWarning()).toBeNull()
  })

  it('has the browser warn before closing while there is no document', async () => {
    consultation()
    await open()
    expect(closingIsWarned()).toBe(true)
  })

  it('shows the recorded time going on from the audio already on the server after a reload', async () => {
    const state = consultation()
    const chunk = (order: number, duration_ms: number) =>
      audioChunk(order, { status: 'transcribed', duration_ms, text: 'Bom dia.' })
    state.audios['s-1'] = [chunk(0, 25_000), chunk(1, 28_400), chunk(2, 30_000)]
    await open()
    await waitFor(() => expect(document.querySelector('time[data-elapsed]')?.textContent).toBe('01:23'), LONG)
  })

  it('says before recording that transcription is not available, and shows each failed part with its reason and a retry', async () => {
    const state = consultation()
    state.transcription = {
      ready: false,
      state: 'unavailable',
      reason: 'transcription engine unavailable: no Whisper model at ./data/models/ggml-base-q5_1.bin',
    }
    const failed = (order: number, code: AudioChunk['error_code']) =>
      audioChunk(order, { status: 'failed', duration_ms: 20_000, error: 'engine said no', error_code: code })
    state.audios['s-1'] = [failed(0, 'engine_failed'), failed(1, 'audio_missing')]
    const retried: string[] = []
    server.use(
      http.post(`${API}/v1/consultation_sessions/:id/audios/:audioId/retry`, ({ params }) => {
        retried.push(params.audioId as string)
        const chunk = { ...failed(0, null), status: 'received' as const }
        state.audios['s-1'] = [chunk, failed(1, 'audio_missing')]
        return HttpResponse.json({ data: { d_audio: chunk } }, { status: 202 })
      }),
    )
    await open()
    const notice = await screen.findByRole('region', { name: 'Transcrição indisponível.' }, LONG)
    const typeHere = within(notice).getByRole('link', { name: 'Escrever ou colar a transcrição' })
    expect(document.querySelector(typeHere.getAttribute('href')!)?.tagName).toBe('TEXTAREA')

    const parts = await screen.findByText(/2 partes do áudio não foram transcritas/, {}, LONG)
    const list = parts.closest('[role="alert"]') as HTMLElement
    expect(within(list).getByText('Parte 1: o serviço de transcrição falhou nesta parte.')).toBeTruthy()
    expect(
      within(list).getByText('Parte 2: o áudio desta parte já não está guardado; escreva o que foi dito.'),
    ).toBeTruthy()
    // The audio of part 2 is gone: only part 1 can be tried again.
    expect(within(list).queryByRole('button', { name: 'Tentar novamente a parte 2' })).toBeNull()
    fireEvent.click(within(list).getByRole('button', { name: 'Tentar novamente a parte 1' }))
    await waitFor(() => expect(retried).toEqual(['a-0']), LONG)
    await waitFor(() => expect(screen.getByText(/1 parte do áudio não foi transcrita/)).toBeTruthy(), LONG)
  })

  it('offers no recording in a consultation that has ended, but a new consultation', async () => {
    const state = consultation()
    state.sessions[0] = consultationSession({
      id: 's-1',
      status: 'finished',
      consultation_type_id: 'follow_up',
    })
    await open()
    const ended = await screen.findByText(/Esta consulta está terminada/, {}, LONG)
    expect(ended).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Iniciar gravação' })).toBeNull()
    // It is read-only: no recording can be uploaded into it either.
    expect(screen.queryByLabelText('Carregar uma gravação')).toBeNull()
    expect(screen.getByRole('link', { name: 'Nova consulta' }).getAttribute('href')).toBe('/')
  })
})

describe('uploading a recording', SCREEN_TEST, () => {
  afterEach(() => vi.unstubAllGlobals())

  const fileInput = () => screen.getByLabelText('Carregar uma gravação') as HTMLInputElement
  const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } })
  const progress = () => document.querySelector('[data-file-upload] [role="status"]') as HTMLElement

  it('sends the file in parts, announcing how far it got, even through a failed upload', async () => {
    vi.stubGlobal('OfflineAudioContext', WavOnlyOfflineContext)
    consultation()
    let failures = 1
    const received: number[] = []
    server.use(
      http.post(`${API}/v1/consultation_sessions/s-1/audios`, async ({ request }) => {
        if (failures-- > 0)
          return HttpResponse.json({ error: { code: 'unavailable', message: 'x' } }, { status: 503 })
        const order = Number((await request.formData()).get('order'))
        received.push(order)
        return HttpResponse.json({ data: { d_audio: audioChunk(order) } }, { status: 201 })
      }),
    )
    await open()
    // A real file field with its label and what it takes.
    const input = await screen.findByLabelText('Carregar uma gravação', {}, LONG)
    expect(input.getAttribute('type')).toBe('file')
    expect(input.getAttribute('accept')).toContain('.mp3')
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /200 MB e 3 horas/,
    )
    // The live region is there before anything is said in it, so screen readers announce each change.
    expect(progress().textContent).toBe('')

    const signal = concat(babble(24), noise(0.5, -60), babble(10))
    choose(new File([encodeWav(signal)], 'consulta.wav', { type: 'audio/wav' }))
    await waitFor(
      () => expect(progress().textContent).toMatch(/^A enviar a gravação: [01] de 2 partes enviadas$/),
      LONG,
    )
    expect(screen.getByRole('progressbar', { name: 'Progresso do envio da gravação' })).toBeTruthy()
    // The first upload failed (503): the queue sends it again by itself, then the second part.
    await waitFor(
      () =>
        expect(progress().textContent).toBe(
          'Gravação enviada (2 partes): a transcrição aparece à medida que é feita.',
        ),
      { timeout: 10_000 },
    )
    expect(received).toEqual([0, 1])
    expect(screen.queryByRole('progressbar', { name: 'Progresso do envio da gravação' })).toBeNull()
    expect(fileInput().disabled).toBe(false)
  }, 30_000)

  it('says a file that cannot be read is refused, and the screen goes on', async () => {
    vi.stubGlobal('OfflineAudioContext', WavOnlyOfflineContext)
    consultation()
    let uploads = 0
    server.use(
      http.post(`${API}/v1/consultation_sessions/s-1/audios`, () => {
        uploads++
        return HttpResponse.json({ error: { code: 'unavailable', message: 'x' } }, { status: 503 })
      }),
    )
    await open()
    await screen.findByLabelText('Carregar uma gravação', {}, LONG)
    choose(new File(['apenas texto'], 'notas.mp3', { type: 'audio/mpeg' }))
    const alert = await screen.findByRole('alert', {}, LONG)
    expect(alert.textContent).toBe(
      'Não foi possível ler este ficheiro de áudio. Escolha um ficheiro WAV, MP3, M4A, OGG ou WebM.',
    )
    expect(uploads).toBe(0)
    expect(screen.getByRole('button', { name: 'Iniciar gravação' })).toBeTruthy()
    expect(fileInput().disabled).toBe(false)
  })
})
