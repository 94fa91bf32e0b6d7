import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EvaluationResult, Patient, ResearchSpace, Trial } from '../../../contract/research'
import { refusal } from '../../../tests/unit/api-errors'
import { clinician } from '../../../tests/unit/fixtures'
import { API, boot, recordRequests, signIn, viewTestServer } from '../../../tests/unit/view-harness'
import { selectResearch } from '../../machines/app/app.selectors'

// The Research Space at /trials/{space?} against MSW answering as the server does (contract shapes,
// its refusals), through the whole app: router, app actor, API client.

const { server, mounted } = viewTestServer()

afterEach(() => {
  vi.restoreAllMocks()
})

const SPACE = 'a0000000-0000-4000-8000-000000000001'
const at = '2026-03-02T10:00:00.000Z'

type World = {
  spaces: ResearchSpace[]
  trials: Trial[]
  patients: Patient[]
  results: EvaluationResult[]
  /** Polls of the screening before it reports done. */
  polls: number
}

const space = (): ResearchSpace => ({ id: SPACE, name: 'Ensaios de diabetes', owner: 'user', created_at: at })
const glic = (): Trial => ({
  id: 't-1',
  name: 'GLIC-2026',
  description: 'Novo antidiabético oral',
  criteria: [
    { id: 'c-1', definition: 'HbA1c entre 7% e 10%', type: 'critical_inclusion', needs_review: false },
    { id: 'c-2', definition: 'História de enfarte', type: 'critical_exclusion', needs_review: false },
  ],
  updated_at: at,
})
const patient = (id: string, label: string, documents: Patient['documents'] = []): Patient => ({
  id,
  label,
  documents,
  created_at: at,
})
const result = (id: string, label: string, final: EvaluationResult['final_result']): EvaluationResult => ({
  id: `r-${id}`,
  patient_id: id,
  patient_label: label,
  trial_id: 't-1',
  pre_evaluation:
    final === 'fit'
      ? '1 documento lido. Critérios: 2 a favor, 0 contra, 0 sem informação suficiente.'
      : '1 documento lido. Critérios: 0 a favor, 2 contra, 0 sem informação suficiente.',
  overall:
    final === 'fit'
      ? 'Apto: os 2 critérios críticos são favoráveis ao doente.'
      : 'Não aprovado por: critério 1 «HbA1c entre 7% e 10%» (não cumprido); critério 2 «História de enfarte» (exclui).',
  decided_by: final === 'fit' ? [] : ['c-1', 'c-2'],
  to_review: [],
  criteria: [
    {
      criterion_id: 'c-1',
      definition: 'HbA1c entre 7% e 10%',
      type: 'critical_inclusion',
      needs_review: false,
      verdict: final === 'fit' ? 'met' : 'not_met',
      explanation: final === 'fit' ? 'HbA1c 8,2 % cumpre 7–10 %' : 'HbA1c 6,1 % não cumpre 7–10 %',
      evidence: final === 'fit' ? 'HbA1c 8,2 %.' : 'HbA1c 6,1 %.',
    },
    {
      criterion_id: 'c-2',
      definition: 'História de enfarte',
      type: 'critical_exclusion',
      needs_review: false,
      verdict: final === 'fit' ? 'not_met' : 'met',
      explanation: final === 'fit' ? 'O processo afirma que não existe' : 'Está registado no processo',
      evidence: final === 'fit' ? 'Sem historia de enfarte.' : 'Enfarte do miocardio em 2019.',
    },
  ],
  final_result: final,
  review_status: 'in_review',
  evaluated_at: at,
  reviewed_at: null,
})

/** The research endpoints over one world in memory; `failing` makes a call answer an error. */
function researchServer(world: World, failing: Partial<Record<string, () => Response>> = {}) {
  const base = `${API}/v1/research_spaces`
  let polled = 0
  server.use(
    http.get(base, () => HttpResponse.json({ data: { d_research_spaces: world.spaces } })),
    http.post(base, async ({ request }) => {
      if (failing.createSpace) return failing.createSpace()
      const { research_space } = (await request.json()) as { research_space: { name: string } }
      const created = { ...space(), id: 'a0000000-0000-4000-8000-000000000002', name: research_space.name }
      world.spaces.push(created)
      return HttpResponse.json({ data: { d_research_space: created } }, { status: 201 })
    }),
    http.get(`${base}/:id`, ({ params }) => {
      const found = world.spaces.find((item) => item.id === params.id)
      if (!found) return refusal('not_found', 404, undefined, 'Research space not found')
      return HttpResponse.json({ data: { d_research_space: found } })
    }),
    http.get(`${base}/:id/trials`, () => HttpResponse.json({ data: { d_trials: world.trials } })),
    http.get(`${base}/:id/patients`, () => HttpResponse.json({ data: { d_patients: world.patients } })),
    http.post(`${base}/:id/criteria/split`, async ({ request }) => {
      const { text } = (await request.json()) as { text: string }
      const types = { CI: 'critical_inclusion', CE: 'critical_exclusion', NI: 'non_critical_inclusion' }
      const criteria = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const prefix = /^(CI|CE|NI):\s*/.exec(line)
          return {
            definition: prefix ? line.slice(prefix[0].length) : line,
            type: prefix ? types[prefix[1] as keyof typeof types] : null,
            typed: Boolean(prefix),
          }
        })
      return HttpResponse.json({ data: { d_criteria: criteria } })
    }),
    http.post(`${base}/:id/trials`, async ({ request }) => {
      if (failing.saveTrial) return failing.saveTrial()
      const { trial } = (await request.json()) as {
        trial: { name: string; description: string; criteria: Omit<Trial['criteria'][number], 'id'>[] }
      }
      const created: Trial = {
        id: 't-new',
        name: trial.name,
        description: trial.description,
        criteria: trial.criteria.map((criterion, index) => ({ id: `c-new-${index}`, ...criterion })),
        updated_at: at,
      }
      world.trials.push(created)
      return HttpResponse.json({ data: { d_trial: created } }, { status: 201 })
    }),
    http.post(`${base}/:id/patients`, async ({ request }) => {
      const { patient: body } = (await request.json()) as { patient: { label: string } }
      const created = patient(`p-${world.patients.length + 1}`, body.label)
      world.patients.push(created)
      return HttpResponse.json({ data: { d_patient: created } }, { status: 201 })
    }),
    http.post(`${base}/:id/patients/:patientId/documents`, async ({ request, params }) => {
      if (failing.upload) return failing.upload()
      const form = await request.formData()
      const files = form.getAll('files') as File[]
      const documents = files.map((file, index) => ({
        id: `d-${index}`,
        filename: file.name,
        bytes: file.size,
        pages: 1,
        has_text: !file.name.includes('scan'),
        uploaded_at: at,
      }))
      world.patients = world.patients.map((item) =>
        item.id === params.patientId ? { ...item, documents: [...item.documents, ...documents] } : item,
      )
      return HttpResponse.json({ data: { d_documents: documents } }, { status: 201 })
    }),
    http.post(`${base}/:id/screenings`, () =>
      HttpResponse.json(
        {
          data: {
            d_screening: {
              id: 'run-1',
              status: 'queued',
              engine: 'rules',
              done: 0,
              total: 2,
              patient_ids: ['p-1', 'p-2'],
              trial_ids: ['t-1'],
              error: null,
              created_at: at,
              finished_at: null,
            },
          },
        },
        { status: 202 },
      ),
    ),
    http.get(`${base}/:id/screenings/run-1`, () => {
      polled += 1
      const finished = polled > world.polls
      if (finished)
        world.results = [result('p-1', 'Doente A', 'fit'), result('p-2', 'Doente B', 'not_approved')]
      return HttpResponse.json({
        data: {
          d_screening: {
            id: 'run-1',
            status: finished ? 'done' : 'running',
            engine: 'rules',
            done: finished ? 2 : 1,
            total: 2,
            patient_ids: ['p-1', 'p-2'],
            trial_ids: ['t-1'],
            error: null,
            created_at: at,
            finished_at: finished ? at : null,
          },
        },
      })
    }),
    http.get(`${base}/:id/trials/:trialId/results`, ({ request }) => {
      const url = new URL(request.url)
      const final = url.searchParams.get('final_result')
      return HttpResponse.json({
        data: { d_results: world.results.filter((item) => !final || item.final_result === final) },
      })
    }),
    http.get(
      `${base}/:id/trials/:trialId/results.csv`,
      () =>
        new HttpResponse('\uFEFFpatient;trial\r\nDoente A;GLIC-2026\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="results-GLIC-2026.csv"',
          },
        }),
    ),
    http.put(`${base}/:id/results/:resultId/review`, async ({ request, params }) => {
      const { review_status } = (await request.json()) as { review_status: EvaluationResult['review_status'] }
      world.results = world.results.map((item) =>
        item.id === params.resultId ? { ...item, review_status } : item,
      )
      return HttpResponse.json({
        data: { d_result: world.results.find((item) => item.id === params.resultId) },
      })
    }),
  )
}

const emptyWorld = (): World => ({ spaces: [], trials: [], patients: [], results: [], polls: 0 })
const pdf = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' })

function open(path: string, language: 'pt' | 'en' = 'pt') {
  signIn(clinician)
  const booted = boot(path, { language })
  mounted(booted.stop)
  return booted
}

describe('Research Space: spaces', () => {
  it('lists the spaces and creates one, shared or not, then opens it at its address', async () => {
    const world = emptyWorld()
    researchServer(world)
    const seen = recordRequests(server)
    const { router } = open('/trials')
    await screen.findByText('Ainda não há espaços de investigação. Crie o primeiro abaixo.')
    fireEvent.click(screen.getByRole('button', { name: 'Criar espaço' }))
    expect(await screen.findByText('Indique o nome do espaço.')).toBeTruthy()
    expect(seen.some((request) => request.call === 'POST /v1/research_spaces')).toBe(false)
    fireEvent.change(screen.getByLabelText('Nome do espaço'), { target: { value: 'Cardiologia' } })
    fireEvent.click(screen.getByRole('button', { name: 'Criar espaço' }))
    await screen.findByRole('heading', { level: 1, name: 'Cardiologia' })
    expect(router.state.location.pathname).toBe('/trials/a0000000-0000-4000-8000-000000000002')
    expect(seen.find((request) => request.call === 'POST /v1/research_spaces')?.body).toEqual({
      research_space: { name: 'Cardiologia', shared_with_organization: false },
    })
  })

  it('says why a shared space cannot be created without an organisation, keeping the name', async () => {
    researchServer(emptyWorld(), {
      createSpace: () =>
        refusal(
          'bad_request',
          400,
          {
            'research_space.shared_with_organization': 'No organisation',
          },
          'You do not belong to an organisation',
        ),
    })
    open('/trials')
    fireEvent.change(await screen.findByLabelText('Nome do espaço'), { target: { value: 'Partilhado' } })
    fireEvent.click(screen.getByLabelText('Partilhar com a minha organização'))
    fireEvent.click(screen.getByRole('button', { name: 'Criar espaço' }))
    expect(
      await screen.findByText(
        'Não pertence a uma organização: o espaço só pode ser seu. Desmarque a partilha.',
      ),
    ).toBeTruthy()
    expect((screen.getByLabelText('Nome do espaço') as HTMLInputElement).value).toBe('Partilhado')
  })

  it('says when a space does not exist or is not the user’s, with a way back', async () => {
    researchServer(emptyWorld())
    open(`/trials/${SPACE}`)
    expect(
      await screen.findByText('Este espaço de investigação não existe ou não tem acesso a ele.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: /Todos os espaços/ }).getAttribute('href')).toBe('/trials')
  })

  it('speaks the interface language', async () => {
    researchServer({ ...emptyWorld(), spaces: [space()] })
    open('/trials', 'en')
    expect(await screen.findByRole('heading', { level: 2, name: 'Research spaces' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Create space' })).toBeTruthy()
  })
})

describe('Research Space: trials', () => {
  it('splits a pasted block into criteria, asks for the type of untyped lines and saves the whole list', async () => {
    const world = { ...emptyWorld(), spaces: [space()] }
    researchServer(world)
    const seen = recordRequests(server)
    const { app } = open(`/trials/${SPACE}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Novo ensaio' }))
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ensaio' }))
    expect(await screen.findByText('Verifique os campos assinalados.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Nome do ensaio'), { target: { value: 'GLIC-2026' } })
    fireEvent.change(screen.getByLabelText('Colar critérios'), {
      target: { value: 'CI: Idade ≥ 18 anos\nCE: Gravidez\nIMC < 40' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Separar em critérios' }))
    const rows = await screen.findAllByTestId('criterion-row')
    expect(rows).toHaveLength(3)
    const third = within(rows[2]!)
    expect(third.getByText('Escolha o tipo deste critério.')).toBeTruthy()
    expect((third.getByLabelText('Tipo') as HTMLSelectElement).value).toBe('')
    // Not saved without a type: the row says what to choose.
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ensaio' }))
    expect(
      await third.findByText('Escolha o tipo: inclusão ou exclusão, crítica ou não crítica.'),
    ).toBeTruthy()
    expect(third.getByLabelText('Tipo').getAttribute('aria-invalid')).toBe('true')
    expect(seen.some((request) => request.call === `POST /v1/research_spaces/${SPACE}/trials`)).toBe(false)
    fireEvent.change(third.getByLabelText('Tipo'), { target: { value: 'non_critical_inclusion' } })
    fireEvent.click(within(rows[1]!).getByLabelText('Requer revisão'))
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ensaio' }))
    const active = await screen.findByTestId('active-trial')
    expect(within(active).getByRole('heading', { name: 'GLIC-2026' })).toBeTruthy()
    expect(seen.find((request) => request.call === `POST /v1/research_spaces/${SPACE}/trials`)?.body).toEqual(
      {
        trial: {
          name: 'GLIC-2026',
          description: '',
          criteria: [
            { definition: 'Idade ≥ 18 anos', type: 'critical_inclusion', needs_review: false },
            { definition: 'Gravidez', type: 'critical_exclusion', needs_review: true },
            { definition: 'IMC < 40', type: 'non_critical_inclusion', needs_review: false },
          ],
        },
      },
    )
    // The app keeps the active space and trial.
    await waitFor(() =>
      expect(selectResearch(app.getSnapshot())).toMatchObject({
        activeSpaceId: SPACE,
        activeTrialId: 't-new',
      }),
    )
  })

  it('keeps everything typed when saving fails', async () => {
    researchServer(
      { ...emptyWorld(), spaces: [space()] },
      { saveTrial: () => refusal('internal', 500, undefined, 'boom') },
    )
    open(`/trials/${SPACE}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Novo ensaio' }))
    fireEvent.change(screen.getByLabelText('Nome do ensaio'), { target: { value: 'GLIC-2026' } })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ensaio' }))
    expect(
      await screen.findByText('Erro ao guardar o ensaio. Tente novamente; o que escreveu mantém-se.'),
    ).toBeTruthy()
    expect((screen.getByLabelText('Nome do ensaio') as HTMLInputElement).value).toBe('GLIC-2026')
  })
})

describe('Research Space: patients and documents', () => {
  /** Opens the space and adds a patient; `record` keeps the JSON requests (uploads are multipart). */
  async function openPatient(world: World, record = false) {
    researchServer(world)
    const seen = record ? recordRequests(server) : []
    open(`/trials/${SPACE}`)
    fireEvent.change(await screen.findByLabelText('Identificação do doente'), {
      target: { value: 'Doente A' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar doente' }))
    const documents = await screen.findByTestId('active-patient')
    await within(documents).findByText('Ainda sem documentos.')
    return { seen, documents: within(documents) }
  }

  const choose = (input: HTMLElement, files: File[]) => fireEvent.change(input, { target: { files } })

  it('refuses more than 10 files, a non-PDF and a file over 20 MB before sending anything', async () => {
    const { seen, documents } = await openPatient({ ...emptyWorld(), spaces: [space()] }, true)
    const input = documents.getByLabelText('Adicionar documentos PDF')
    const upload = documents.getByRole('button', { name: 'Carregar' })
    choose(
      input,
      Array.from({ length: 11 }, (_, i) => pdf(`f${i}.pdf`)),
    )
    fireEvent.click(upload)
    expect(
      await documents.findByText('Escolheu 11 ficheiros: carregue no máximo 10 de cada vez.'),
    ).toBeTruthy()
    choose(documents.getByLabelText('Adicionar documentos PDF'), [
      pdf('a.pdf'),
      new File(['x'], 'foto.jpg', { type: 'image/jpeg' }),
    ])
    fireEvent.click(upload)
    expect(await documents.findByText('foto.jpg não é um PDF. Só são aceites ficheiros PDF.')).toBeTruthy()
    choose(documents.getByLabelText('Adicionar documentos PDF'), [pdf('grande.pdf', 20 * 1024 * 1024 + 1)])
    fireEvent.click(upload)
    expect(
      await documents.findByText('grande.pdf tem mais de 20 MB. Divida-o ou reduza-o e tente novamente.'),
    ).toBeTruthy()
    choose(documents.getByLabelText('Adicionar documentos PDF'), [])
    fireEvent.click(upload)
    expect(await documents.findByText('Escolha pelo menos um ficheiro PDF.')).toBeTruthy()
    expect(seen.some((request) => request.call.endsWith('/documents'))).toBe(false)
  })

  it('uploads the PDFs, lists them and flags a scan', async () => {
    const { documents } = await openPatient({ ...emptyWorld(), spaces: [space()] })
    choose(documents.getByLabelText('Adicionar documentos PDF'), [
      pdf('consulta.pdf'),
      pdf('scan-exames.pdf'),
    ])
    fireEvent.click(documents.getByRole('button', { name: 'Carregar' }))
    expect(await documents.findByText('consulta.pdf', {}, { timeout: 3000 })).toBeTruthy()
    expect(documents.getByText('scan-exames.pdf')).toBeTruthy()
    expect(documents.getAllByText('Digitalização sem texto: não conta para a triagem')).toHaveLength(1)
    expect(await screen.findByText(/2 documentos · com digitalizações/)).toBeTruthy()
  })

  it('names the file the server refused', async () => {
    const world = { ...emptyWorld(), spaces: [space()] }
    const { documents } = await openPatient(world)
    server.use(
      http.post(`${API}/v1/research_spaces/:id/patients/:patientId/documents`, () =>
        refusal(
          'unsupported_media_type',
          415,
          {
            'files[1]': 'b.pdf: the PDF is damaged or protected',
          },
          'b.pdf could not be read as a PDF',
        ),
      ),
    )
    choose(documents.getByLabelText('Adicionar documentos PDF'), [pdf('a.pdf'), pdf('b.pdf')])
    fireEvent.click(documents.getByRole('button', { name: 'Carregar' }))
    expect(
      await documents.findByText(
        'b.pdf está danificado ou protegido e não pode ser lido.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy()
  })
})

describe('Research Space: screening and results', () => {
  const screened = (): World => ({
    spaces: [space()],
    trials: [glic()],
    patients: [patient('p-1', 'Doente A'), patient('p-2', 'Doente B')],
    results: [],
    polls: 1,
  })

  it('runs the screening with its progress, then shows each result with verdicts and quoted evidence', async () => {
    researchServer(screened())
    const seen = recordRequests(server)
    open(`/trials/${SPACE}`)
    expect(await screen.findByText('Ainda sem resultados: inicie a triagem.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar triagem' }))
    expect(await screen.findByText('A avaliar: 1 de 2', {}, { timeout: 3000 })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Progresso da triagem' })).toBeTruthy()
    expect(await screen.findByText('Triagem concluída: 2 avaliações.', {}, { timeout: 4000 })).toBeTruthy()
    const rows = await screen.findAllByTestId('result-row')
    expect(rows.map((row) => row.getAttribute('data-final'))).toEqual(['fit', 'not_approved'])
    expect(within(rows[0]!).getByText('Apto')).toBeTruthy()
    expect(within(rows[1]!).getByText('Não aprovado')).toBeTruthy()
    // Counted by what each verdict means for the patient: an exclusion absent speaks for them.
    expect(within(rows[0]!).getByText('2 a favor · 0 contra · 0 sem informação')).toBeTruthy()
    expect(within(rows[1]!).getByText('0 a favor · 2 contra · 0 sem informação')).toBeTruthy()
    expect(within(rows[0]!).getByTestId('result-overall').textContent).toBe(
      'Apto: os 2 critérios críticos são favoráveis ao doente.',
    )
    expect(within(rows[1]!).getByTestId('result-overall').textContent).toMatch(
      /^Não aprovado por: critério 1/,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Critérios de Doente B' }))
    const evidence = await screen.findAllByLabelText('Evidência citada dos documentos')
    expect(evidence.map((quote) => quote.textContent)).toEqual([
      'HbA1c 6,1 %.',
      'Enfarte do miocardio em 2019.',
    ])
    expect(screen.getByText('Está registado no processo')).toBeTruthy()
    // The exclusion that is present reads "excludes", in the colour of a verdict against the patient.
    const [inclusion, exclusion] = screen.getAllByTestId('criterion-result')
    expect(within(inclusion!).getByText('Não cumprido').className).toContain('research-verdict-against')
    expect(within(exclusion!).getByText('Exclui').className).toContain('research-verdict-against')
    expect(within(exclusion!).getByText('Decidiu o resultado')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Critérios de Doente A' }))
    const [, absent] = screen.getAllByTestId('criterion-result')
    expect(within(absent!).getByText('Não exclui').className).toContain('research-verdict-favourable')
    expect(screen.getByRole('button', { name: 'Repetir triagem' })).toBeTruthy()
    expect(seen.filter((request) => request.call === `POST /v1/research_spaces/${SPACE}/screenings`)).toEqual(
      [expect.objectContaining({ body: {} })],
    )
  })

  it('sets a review status, filters on the server and downloads the CSV with the same filters', async () => {
    const world = {
      ...screened(),
      results: [result('p-1', 'Doente A', 'fit'), result('p-2', 'Doente B', 'not_approved')],
    }
    researchServer(world)
    const seen = recordRequests(server)
    const createObjectURL = vi.fn(() => 'blob:csv')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    open(`/trials/${SPACE}`)
    const review = await screen.findByLabelText('Estado de revisão de Doente A')
    fireEvent.change(review, { target: { value: 'approved' } })
    await waitFor(() =>
      expect((screen.getByLabelText('Estado de revisão de Doente A') as HTMLSelectElement).value).toBe(
        'approved',
      ),
    )
    expect(seen.find((request) => request.call.endsWith('/review'))).toMatchObject({
      call: `PUT /v1/research_spaces/${SPACE}/results/r-p-1/review`,
      body: { review_status: 'approved' },
    })
    fireEvent.change(screen.getByLabelText('Resultado final', { selector: 'select[name=final_result]' }), {
      target: { value: 'fit' },
    })
    await waitFor(() => expect(screen.getAllByTestId('result-row')).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: 'Descarregar CSV' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    const link = click.mock.contexts[0] as HTMLAnchorElement
    expect(link.download).toBe('results-GLIC-2026.csv')
    expect(createObjectURL).toHaveBeenCalledTimes(1)
    const csv = seen.find((request) => request.call.endsWith('/results.csv'))
    expect(csv?.call).toBe(`GET /v1/research_spaces/${SPACE}/trials/t-1/results.csv`)
  })
})
