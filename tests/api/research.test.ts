import { jsPDF } from 'jspdf'
import { beforeAll, describe, expect, it } from 'vitest'
import { readCsv } from '../../scripts/lib/csv'
import { setMembership } from '../../server/features/accounts/store'
import { insertOrganization } from '../../server/features/organizations/store'
import { multipart } from '../support/multipart'
import { callAs, testAppForFile } from './test-app'
import { postForm, signedInUser } from './users'

const t = testAppForFile()

type Who = Awaited<ReturnType<typeof signedInUser>>
const as = callAs(t)

/** A real PDF with one text line per line of `text` (jspdf writes WinAnsi: pt, de, es accents). */
function pdfOf(text: string) {
  const doc = new jsPDF()
  text.split('\n').forEach((line, i) => {
    doc.text(line, 10, 15 + i * 8)
  })
  return Buffer.from(doc.output('arraybuffer'))
}

/** A PDF with a drawing and no text, as a scanner writes. */
function scanPdf() {
  const doc = new jsPDF()
  doc.rect(10, 10, 120, 80, 'F')
  return Buffer.from(doc.output('arraybuffer'))
}

const upload = (
  who: Who,
  spaceId: string,
  patientId: string,
  files: { name: string; data: Buffer; type?: string }[],
) => {
  const body = multipart(
    {},
    files.map((f) => ({ name: 'files', filename: f.name, data: f.data, type: f.type ?? 'application/pdf' })),
  )
  return postForm(t, who, `/v1/research_spaces/${spaceId}/patients/${patientId}/documents`, body)
}

async function space(who: Who, shared = false) {
  const res = await as(who, 'POST', '/v1/research_spaces', {
    research_space: { name: 'Ensaios de diabetes', shared_with_organization: shared },
  })
  expect(res.statusCode).toBe(201)
  return res.json().data.d_research_space as { id: string; owner: string }
}

async function patient(who: Who, spaceId: string, label: string) {
  const res = await as(who, 'POST', `/v1/research_spaces/${spaceId}/patients`, { patient: { label } })
  expect(res.statusCode).toBe(201)
  return res.json().data.d_patient as { id: string }
}

async function trial(
  who: Who,
  spaceId: string,
  criteria: { definition: string; type: string; needs_review?: boolean }[],
) {
  const res = await as(who, 'POST', `/v1/research_spaces/${spaceId}/trials`, {
    trial: { name: 'GLIC-2026', description: 'Novo antidiabético oral', criteria },
  })
  expect(res.statusCode).toBe(201)
  return res.json().data.d_trial as { id: string; criteria: { id: string }[] }
}

async function screen(who: Who, spaceId: string, body: object = {}) {
  const res = await as(who, 'POST', `/v1/research_spaces/${spaceId}/screenings`, body)
  expect(res.statusCode).toBe(202)
  const run = res.json().data.d_screening as { id: string; total: number }
  for (let i = 0; i < 200; i++) {
    const now = (await as(who, 'GET', `/v1/research_spaces/${spaceId}/screenings/${run.id}`)).json().data
      .d_screening
    if (now.status === 'done' || now.status === 'failed') return now
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('screening did not finish')
}

const FIT =
  'Doente do sexo masculino, 64 anos.\nDiabetes mellitus tipo 2.\nHbA1c 8,2 %. Sem historia de enfarte.'
const NOT_APPROVED =
  'Doente do sexo feminino, 58 anos.\nDiabetes mellitus tipo 2.\nHbA1c 6,1 %. Enfarte do miocardio em 2019.'

describe('research spaces', () => {
  it('shows a space only to its owner, or to the members of its organisation', async () => {
    const owner = await signedInUser(t)
    const stranger = await signedInUser(t)
    const colleague = await signedInUser(t)
    const own = await space(owner)
    expect((await as(stranger, 'GET', `/v1/research_spaces/${own.id}`)).statusCode).toBe(404)
    expect((await as(stranger, 'GET', `/v1/research_spaces/${own.id}/trials`)).statusCode).toBe(404)
    expect(
      (await as(stranger, 'POST', `/v1/research_spaces/${own.id}/patients`, { patient: { label: 'X' } }))
        .statusCode,
    ).toBe(404)
    expect((await as(stranger, 'GET', '/v1/research_spaces')).json().data.d_research_spaces).toEqual([])

    const refused = await as(owner, 'POST', '/v1/research_spaces', {
      research_space: { name: 'S', shared_with_organization: true },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields).toHaveProperty(['research_space.shared_with_organization'])

    const org = await insertOrganization(t.database.db, 'Hospital de Santa Marta')
    await setMembership(t.database.db, owner.user.id, { organizationId: org.id, role: 'admin' })
    await setMembership(t.database.db, colleague.user.id, { organizationId: org.id, role: 'member' })
    const shared = await space(owner, true)
    expect(shared.owner).toBe('organization')
    expect((await as(colleague, 'GET', `/v1/research_spaces/${shared.id}`)).statusCode).toBe(200)
    expect((await as(colleague, 'GET', `/v1/research_spaces/${own.id}`)).statusCode).toBe(404)
    expect((await as(stranger, 'GET', `/v1/research_spaces/${shared.id}`)).statusCode).toBe(404)
    const listed = (await as(colleague, 'GET', '/v1/research_spaces')).json().data.d_research_spaces
    expect(listed.map((s: { id: string }) => s.id)).toEqual([shared.id])
    // A member who leaves no longer sees it.
    await setMembership(t.database.db, colleague.user.id, null)
    expect((await as(colleague, 'GET', `/v1/research_spaces/${shared.id}`)).statusCode).toBe(404)
    expect((await as(stranger, 'DELETE', `/v1/research_spaces/${own.id}`)).statusCode).toBe(404)
    expect((await as(owner, 'DELETE', `/v1/research_spaces/${own.id}`)).statusCode).toBe(204)
  })

  it('splits a pasted block of criteria and keeps a trial with its typed criteria', async () => {
    const who = await signedInUser(t)
    const s = await space(who)
    const split = await as(who, 'POST', `/v1/research_spaces/${s.id}/criteria/split`, {
      text: 'CI: Idade ≥ 18 anos\nCE: Gravidez\n\nIMC < 40',
    })
    expect(split.json().data.d_criteria).toEqual([
      { definition: 'Idade ≥ 18 anos', type: 'critical_inclusion', typed: true },
      { definition: 'Gravidez', type: 'critical_exclusion', typed: true },
      { definition: 'IMC < 40', type: null, typed: false },
    ])
    const made = await trial(who, s.id, [{ definition: 'Idade ≥ 18 anos', type: 'critical_inclusion' }])
    const changed = await as(who, 'PUT', `/v1/research_spaces/${s.id}/trials/${made.id}`, {
      trial: {
        name: 'GLIC-2026',
        criteria: [
          { definition: 'Gravidez', type: 'critical_exclusion', needs_review: true },
          { definition: 'Idade ≥ 18 anos', type: 'critical_inclusion' },
        ],
      },
    })
    expect(changed.statusCode).toBe(200)
    expect(
      changed
        .json()
        .data.d_trial.criteria.map((c: { definition: string; needs_review: boolean }) => [
          c.definition,
          c.needs_review,
        ]),
    ).toEqual([
      ['Gravidez', true],
      ['Idade ≥ 18 anos', false],
    ])
    const bad = await as(who, 'POST', `/v1/research_spaces/${s.id}/trials`, {
      trial: { name: 'X', criteria: [{ definition: 'Y', type: 'inclusion' }] },
    })
    expect(bad.statusCode).toBe(400)
  })
  const splitOf = async (who: Who, spaceId: string, text: string) => {
    const res = await as(who, 'POST', `/v1/research_spaces/${spaceId}/criteria/split`, { text })
    expect(res.statusCode).toBe(200)
    return (res.json().data.d_criteria as { definition: string; type: string | null }[]).map((c) => [
      c.definition,
      c.type,
    ])
  }

  it.each([
    [
      'pt',
      'Critérios de inclusão:\n1. Idade ≥ 18 anos;\n2. Diabetes tipo 2\n\nCritérios de exclusão:\n1. Gravidez\n2. TFG < 30',
      ['Idade ≥ 18 anos', 'Diabetes tipo 2'],
      ['Gravidez', 'TFG < 30'],
    ],
    [
      'en',
      'INCLUSION CRITERIA\n- Age 18 years or older\n- HbA1c between 7% and 10%\nExclusion Criteria:\n- Pregnancy or breastfeeding\n- Prior heart transplantation',
      ['Age 18 years or older', 'HbA1c between 7% and 10%'],
      ['Pregnancy or breastfeeding', 'Prior heart transplantation'],
    ],
    [
      'de',
      'Einschlusskriterien\n• Alter ≥ 18 Jahre\n• LVEF ≤ 40 %\nAusschlusskriterien:\n• Schwangerschaft\n• herztransplantiert',
      ['Alter ≥ 18 Jahre', 'LVEF ≤ 40 %'],
      ['Schwangerschaft', 'herztransplantiert'],
    ],
    [
      'es',
      'criterios de inclusión\na) Edad ≥ 18 años\nb) IMC < 35\nCRITERIOS DE EXCLUSIÓN:\n* Embarazo\n* Fumador activo',
      ['Edad ≥ 18 años', 'IMC < 35'],
      ['Embarazo', 'Fumador activo'],
    ],
  ])(
    'splits a %s protocol block: its headings type the lines under them and are not criteria',
    async (_, text, inclusions, exclusions) => {
      const who = await signedInUser(t)
      const s = await space(who)
      expect(await splitOf(who, s.id, text)).toEqual([
        ...inclusions.map((d) => [d, 'critical_inclusion']),
        ...exclusions.map((d) => [d, 'critical_exclusion']),
      ])
    },
  )

  it('splits numbered and bulleted items, joins an item wrapped onto the next line, and types by prefix', async () => {
    const who = await signedInUser(t)
    const s = await space(who)
    expect(
      await splitOf(
        who,
        s.id,
        [
          '1) Diabetes tipo 2 diagnosticada há pelo menos',
          '   6 meses;',
          '(2) HbA1c entre 7 e 10 %; e',
          'a) Sem insulina',
          'i) IMC < 40',
          '- CE: Gravidez',
          '• NI: Fumador',
          '* NE: Hepatite B',
          '3. Inclusion criteria: adults',
          'Exclusion criteria: dialysis',
          'Eligibility criteria',
          'Adults who consent',
          'Key Inclusion Criteria (all must apply):',
          '- HbA1c ≥ 7 %',
          '**Critérios de exclusão (qualquer um):**',
          '- Gravidez',
        ].join('\n'),
      ),
    ).toEqual([
      ['Diabetes tipo 2 diagnosticada há pelo menos 6 meses', null],
      ['HbA1c entre 7 e 10 %', null],
      ['Sem insulina', null],
      ['IMC < 40', null],
      ['Gravidez', 'critical_exclusion'],
      ['Fumador', 'non_critical_inclusion'],
      ['Hepatite B', 'non_critical_exclusion'],
      ['adults', 'critical_inclusion'],
      ['dialysis', 'critical_exclusion'],
      ['Adults who consent', null],
      ['HbA1c ≥ 7 %', 'critical_inclusion'],
      ['Gravidez', 'critical_exclusion'],
    ])
  })

  it('refuses a criterion without a type, naming the field', async () => {
    const who = await signedInUser(t)
    const s = await space(who)
    for (const type of [undefined, null, '']) {
      const res = await as(who, 'POST', `/v1/research_spaces/${s.id}/trials`, {
        trial: {
          name: 'GLIC-2026',
          criteria: [
            { definition: 'Idade ≥ 18 anos', type: 'critical_inclusion' },
            { definition: 'Gravidez', type },
          ],
        },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields).toEqual({
        'trial.criteria.1.type': 'Choose the type: critical or non-critical, inclusion or exclusion',
      })
    }
    expect((await as(who, 'GET', `/v1/research_spaces/${s.id}/trials`)).json().data.d_trials).toEqual([])
  })
})

describe('patient documents', () => {
  it('extracts the text of PDFs and flags a scan', async () => {
    const who = await signedInUser(t)
    const s = await space(who)
    const p = await patient(who, s.id, 'Doente 001')
    const res = await upload(who, s.id, p.id, [
      { name: 'consulta.pdf', data: pdfOf(FIT) },
      { name: 'digitalizado.pdf', data: scanPdf() },
    ])
    expect(res.statusCode).toBe(201)
    const docs = res.json().data.d_documents
    expect(
      docs.map((d: { filename: string; has_text: boolean; pages: number }) => [
        d.filename,
        d.has_text,
        d.pages,
      ]),
    ).toEqual([
      ['consulta.pdf', true, 1],
      ['digitalizado.pdf', false, 1],
    ])
    const listed = (await as(who, 'GET', `/v1/research_spaces/${s.id}/patients`)).json().data.d_patients
    expect(listed[0].documents).toHaveLength(2)
  })

  it('takes at most ten PDFs per upload and names a non-PDF or an oversized file', async () => {
    const who = await signedInUser(t)
    const s = await space(who)
    const p = await patient(who, s.id, 'Doente 002')
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: `r${i}.pdf`,
      data: pdfOf(`Registo ${i} com texto suficiente.`),
    }))
    const tooMany = await upload(who, s.id, p.id, eleven)
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().error.fields.files).toMatch(/At most 10/)
    expect((await upload(who, s.id, p.id, eleven.slice(0, 10))).statusCode).toBe(201)

    const notPdf = await upload(who, s.id, p.id, [
      { name: 'ok.pdf', data: pdfOf(FIT) },
      { name: 'notas.docx', data: Buffer.from('PK\u0003\u0004 not a pdf'), type: 'application/octet-stream' },
    ])
    expect(notPdf.statusCode).toBe(415)
    expect(notPdf.json().error.fields['files[1]']).toMatch(/notas\.docx/)
    const broken = await upload(who, s.id, p.id, [
      { name: 'partido.pdf', data: Buffer.from('%PDF-1.7\ngarbage') },
    ])
    expect(broken.statusCode).toBe(415)
    expect(broken.json().error.fields['files[0]']).toMatch(/partido\.pdf/)
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024 + 1, 32)])
    const oversized = await upload(who, s.id, p.id, [{ name: 'enorme.pdf', data: big }])
    expect(oversized.statusCode).toBe(413)
    expect(oversized.json().error.fields['files[0]']).toMatch(/enorme\.pdf/)
    // Nothing of a refused upload was kept.
    const listed = (await as(who, 'GET', `/v1/research_spaces/${s.id}/patients`)).json().data.d_patients
    expect(listed[0].documents).toHaveLength(10)

    const stranger = await signedInUser(t)
    expect((await upload(stranger, s.id, p.id, [{ name: 'a.pdf', data: pdfOf(FIT) }])).statusCode).toBe(404)
  })
})

describe('screening and results', () => {
  it('screens each patient against each trial with progress, and re-runs after the documents change', async () => {
    const who = await signedInUser(t)
    const s = await space(who)
    const fit = await patient(who, s.id, 'Doente A')
    const notApproved = await patient(who, s.id, 'Doente B')
    const scanned = await patient(who, s.id, 'Doente C')
    await upload(who, s.id, fit.id, [{ name: 'a.pdf', data: pdfOf(FIT) }])
    await upload(who, s.id, notApproved.id, [{ name: 'b.pdf', data: pdfOf(NOT_APPROVED) }])
    await upload(who, s.id, scanned.id, [{ name: 'c.pdf', data: scanPdf() }])
    const tr = await trial(who, s.id, [
      { definition: 'Idade entre 18 e 75 anos', type: 'critical_inclusion' },
      { definition: 'HbA1c entre 7% e 10%', type: 'critical_inclusion' },
      { definition: 'História de enfarte do miocárdio', type: 'critical_exclusion' },
      { definition: 'IMC < 35 kg/m2', type: 'non_critical_inclusion' },
    ])
    const run = await screen(who, s.id)
    expect(run).toMatchObject({ status: 'done', done: 3, total: 3, engine: 'rules' })

    const results = (await as(who, 'GET', `/v1/research_spaces/${s.id}/trials/${tr.id}/results`)).json().data
      .d_results
    const by = (label: string) => results.find((r: { patient_label: string }) => r.patient_label === label)
    expect(by('Doente A').final_result).toBe('fit')
    expect(by('Doente A').criteria.map((c: { verdict: string }) => c.verdict)).toEqual([
      'met',
      'met',
      'not_met',
      'unknown',
    ])
    expect(by('Doente A').criteria[1].evidence).toContain('HbA1c 8,2 %')
    expect(by('Doente B').final_result).toBe('not_approved')
    expect(by('Doente B').criteria[2]).toMatchObject({ verdict: 'met' })
    expect(by('Doente C').final_result).toBe('possible')
    expect(by('Doente C').pre_evaluation).toBe(
      '1 documento lido (1 sem texto, digitalizações: c.pdf). Critérios: 0 a favor, 0 contra, 4 sem informação suficiente.',
    )
    expect(by('Doente C').overall).toMatch(
      /^Possível: nenhum critério crítico exclui o doente, mas falta rever critério 1/,
    )
    expect(by('Doente C').to_review).toEqual(tr.criteria.slice(0, 3).map((c) => c.id))
    // The explanations are written in the clinician's language, an exclusion's verdict said as such.
    expect(by('Doente A').criteria[1].explanation).toBe('HbA1c 8,2 % cumpre 7–10 %')
    expect(by('Doente A').criteria[2].explanation).toBe(
      'Enfarte do miocárdio: o processo afirma que não existe',
    )
    expect(by('Doente A').overall).toBe('Apto: os 3 critérios críticos são favoráveis ao doente.')
    expect(by('Doente B').decided_by).toEqual([tr.criteria[1]!.id, tr.criteria[2]!.id])
    expect(by('Doente B').overall).toBe(
      'Não aprovado por: critério 2 «HbA1c entre 7% e 10%» (não cumprido — HbA1c 6,1 % não cumpre 7–10 %); critério 3 «História de enfarte do miocárdio» (exclui — Enfarte do miocárdio: está registado no processo).',
    )
    const inGerman = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/research_spaces/${s.id}/trials/${tr.id}/results`,
        headers: { ...who.headers, 'accept-language': 'de-DE,de;q=0.9' },
      })
    ).json().data.d_results
    expect(inGerman.find((r: { patient_label: string }) => r.patient_label === 'Doente A')).toMatchObject({
      overall: 'Geeignet: alle 3 kritischen Kriterien sprechen für den Patienten.',
      pre_evaluation: '1 Dokument gelesen. Kriterien: 3 dafür, 0 dagegen, 1 ohne genug Informationen.',
    })
    expect(by('Doente C').review_status).toBe('requires_review')

    const filtered = await as(
      who,
      'GET',
      `/v1/research_spaces/${s.id}/trials/${tr.id}/results?final_result=fit`,
    )
    expect(filtered.json().data.d_results.map((r: { patient_label: string }) => r.patient_label)).toEqual([
      'Doente A',
    ])

    const reviewed = await as(who, 'PUT', `/v1/research_spaces/${s.id}/results/${by('Doente A').id}/review`, {
      review_status: 'approved',
    })
    expect(reviewed.json().data.d_result.review_status).toBe('approved')
    expect(
      (
        await as(who, 'GET', `/v1/research_spaces/${s.id}/trials/${tr.id}/results?review_status=approved`)
      ).json().data.d_results,
    ).toHaveLength(1)

    // The scanned patient brings a readable record: a re-run of that patient alone replaces the result.
    await upload(who, s.id, scanned.id, [{ name: 'c2.pdf', data: pdfOf(FIT) }])
    const again = await screen(who, s.id, { patient_ids: [scanned.id] })
    expect(again).toMatchObject({ status: 'done', done: 1, total: 1 })
    const after = (await as(who, 'GET', `/v1/research_spaces/${s.id}/trials/${tr.id}/results`)).json().data
      .d_results
    expect(after.find((r: { patient_label: string }) => r.patient_label === 'Doente C').final_result).toBe(
      'fit',
    )
    expect(after).toHaveLength(3)

    const stranger = await signedInUser(t)
    expect(
      (await as(stranger, 'GET', `/v1/research_spaces/${s.id}/trials/${tr.id}/results`)).statusCode,
    ).toBe(404)
    expect((await as(stranger, 'POST', `/v1/research_spaces/${s.id}/screenings`, {})).statusCode).toBe(404)
    expect(
      (
        await as(stranger, 'PUT', `/v1/research_spaces/${s.id}/results/${by('Doente A').id}/review`, {
          review_status: 'declined',
        })
      ).statusCode,
    ).toBe(404)
  })

  it('decides the final result from each combination of critical criterion types', async () => {
    const who = await signedInUser(t)
    const s = await space(who)
    const p = await patient(who, s.id, 'Doente D')
    await upload(who, s.id, p.id, [{ name: 'd.pdf', data: pdfOf(FIT) }])
    const cases: [string, { definition: string; type: string; needs_review?: boolean }[]][] = [
      [
        'fit',
        [
          { definition: 'Idade ≥ 18 anos', type: 'critical_inclusion' },
          { definition: 'História de enfarte', type: 'critical_exclusion' },
        ],
      ],
      ['not_approved', [{ definition: 'Idade ≥ 70 anos', type: 'critical_inclusion' }]],
      ['not_approved', [{ definition: 'Diabetes mellitus tipo 2', type: 'critical_exclusion' }]],
      [
        'possible',
        [
          { definition: 'Idade ≥ 18 anos', type: 'critical_inclusion' },
          { definition: 'TFG > 45 mL/min', type: 'critical_inclusion' },
        ],
      ],
      ['possible', [{ definition: 'Insuficiência cardíaca', type: 'critical_exclusion' }]],
      ['possible', [{ definition: 'Idade ≥ 18 anos', type: 'critical_inclusion', needs_review: true }]],
      [
        'fit',
        [
          { definition: 'Idade ≥ 18 anos', type: 'critical_inclusion' },
          { definition: 'Idade ≥ 70 anos', type: 'non_critical_inclusion' },
          { definition: 'Diabetes mellitus tipo 2', type: 'non_critical_exclusion' },
        ],
      ],
      [
        'not_approved',
        [
          { definition: 'TFG > 45 mL/min', type: 'critical_inclusion' },
          { definition: 'Idade ≥ 70 anos', type: 'critical_inclusion' },
        ],
      ],
    ]
    const trials = []
    for (const [, criteria] of cases) trials.push(await trial(who, s.id, criteria))
    await screen(who, s.id)
    for (const [i, [expected]] of cases.entries()) {
      const [result] = (
        await as(who, 'GET', `/v1/research_spaces/${s.id}/trials/${trials[i]!.id}/results`)
      ).json().data.d_results
      expect([i, result.final_result]).toEqual([i, expected])
    }
  })

  const CSV_CASES = [
    {
      language: 'pt',
      sep: ';',
      head: 'Doente;Ensaio;Resultado final;Estado de revisão;Explicação geral;Pré-avaliação;1. HbA1c entre 7% e 10% (inclusão crítica);1. explicação;1. evidência;2. História de enfarte (exclusão crítica);2. explicação;2. evidência',
      fit: [
        'Apto',
        'Em revisão',
        'cumprido',
        'HbA1c 8,2 % cumpre 7–10 %',
        'não exclui',
        'Enfarte: o processo afirma que não existe',
      ],
      notApproved: [
        'Não aprovado',
        'Em revisão',
        'não cumprido',
        'HbA1c 6,1 % não cumpre 7–10 %',
        'exclui',
        'Enfarte: está registado no processo',
      ],
      // The overall explanation says which value and which condition decided, in the language.
      overall:
        /^Não aprovado por: critério 1 «HbA1c entre 7% e 10%» \(não cumprido — HbA1c 6,1 % não cumpre 7–10 %\); critério 2 «História de enfarte» \(exclui — Enfarte: está registado no processo\)\.$/,
    },
    {
      language: 'en',
      sep: ',',
      head: 'Patient,Trial,Final result,Review status,Overall explanation,Pre-evaluation,1. HbA1c entre 7% e 10% (critical inclusion),1. explanation,1. evidence,2. História de enfarte (critical exclusion),2. explanation,2. evidence',
      fit: [
        'Fit',
        'In review',
        'met',
        'HbA1c 8.2 % meets 7–10 %',
        'does not exclude',
        'Enfarte: the record states it is absent',
      ],
      notApproved: [
        'Not approved',
        'In review',
        'not met',
        'HbA1c 6.1 % does not meet 7–10 %',
        'excludes',
        'Enfarte: recorded in the record',
      ],
      overall:
        /^Not approved because of criterion 1 “HbA1c entre 7% e 10%” \(not met — HbA1c 6\.1 % does not meet 7–10 %\); criterion 2 “História de enfarte” \(excludes — Enfarte: recorded in the record\)\.$/,
    },
    {
      language: 'de',
      sep: ';',
      head: 'Patient;Studie;Endergebnis;Prüfstatus;Gesamterklärung;Vorbewertung;1. HbA1c entre 7% e 10% (kritischer Einschluss);1. Erklärung;1. Beleg;2. História de enfarte (kritischer Ausschluss);2. Erklärung;2. Beleg',
      fit: [
        'Geeignet',
        'In Prüfung',
        'erfüllt',
        'HbA1c 8,2 % erfüllt 7–10 %',
        'schließt nicht aus',
        'Enfarte: die Akte verneint es',
      ],
      notApproved: [
        'Nicht zugelassen',
        'In Prüfung',
        'nicht erfüllt',
        'HbA1c 6,1 % erfüllt nicht 7–10 %',
        'schließt aus',
        'Enfarte: in der Akte dokumentiert',
      ],
      overall:
        /^Nicht zugelassen wegen Kriterium 1 „HbA1c entre 7% e 10%“ \(nicht erfüllt — HbA1c 6,1 % erfüllt nicht 7–10 %\); Kriterium 2 „História de enfarte“ \(schließt aus — Enfarte: in der Akte dokumentiert\)\.$/,
    },
    {
      language: 'es',
      sep: ';',
      head: 'Paciente;Ensayo;Resultado final;Estado de revisión;Explicación general;Evaluación previa;1. HbA1c entre 7% e 10% (inclusión crítica);1. explicación;1. evidencia;2. História de enfarte (exclusión crítica);2. explicación;2. evidencia',
      fit: [
        'Apto',
        'En revisión',
        'cumplido',
        'HbA1c 8,2 % cumple 7–10 %',
        'no excluye',
        'Enfarte: la historia afirma que no existe',
      ],
      notApproved: [
        'No aprobado',
        'En revisión',
        'no cumplido',
        'HbA1c 6,1 % no cumple 7–10 %',
        'excluye',
        'Enfarte: consta en la historia',
      ],
      overall:
        /^No aprobado por criterio 1 «HbA1c entre 7% e 10%» \(no cumplido — HbA1c 6,1 % no cumple 7–10 %\); criterio 2 «História de enfarte» \(excluye — Enfarte: consta en la historia\)\.$/,
    },
  ] as const

  describe('the CSV', () => {
    let who: Who
    let spaceId: string
    let trialId: string
    beforeAll(async () => {
      who = await signedInUser(t)
      const s = await space(who)
      spaceId = s.id
      const a = await patient(who, s.id, 'Doente "Álvaro"; 001, A')
      await upload(who, s.id, a.id, [{ name: 'a.pdf', data: pdfOf(FIT) }])
      const b = await patient(who, s.id, '=HYPERLINK("x")')
      await upload(who, s.id, b.id, [{ name: 'b.pdf', data: pdfOf(NOT_APPROVED) }])
      const tr = await trial(who, s.id, [
        { definition: 'HbA1c entre 7% e 10%', type: 'critical_inclusion' },
        { definition: 'História de enfarte', type: 'critical_exclusion' },
      ])
      trialId = tr.id
      await screen(who, s.id)
    })

    it.each(CSV_CASES)(
      'is written in $language with its separator ($sep), a BOM, translated headers and values',
      async ({ language, sep, head, fit, notApproved, overall }) => {
        const res = await as(
          who,
          'GET',
          `/v1/research_spaces/${spaceId}/trials/${trialId}/results.csv?language=${language}`,
        )
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
        expect(res.headers['content-language']).toBe(language)
        expect(res.headers['content-disposition']).toMatch(/attachment; filename="results-GLIC-2026\.csv"/)
        expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
        const text = res.body.replace(/^\uFEFF/, '')
        expect(text.split('\r\n')[0]).toBe(head)
        const [header, ...rows] = readCsv(text, sep)
        expect(rows).toHaveLength(2)
        // Every row has as many cells as the header: the separator inside a label is quoted.
        for (const row of rows) expect(row).toHaveLength(header!.length)
        const [injected, alvaro] = rows as [string[], string[]]
        // A cell a spreadsheet would run as a formula starts with a quote mark.
        expect(injected[0]).toBe(`'=HYPERLINK("x")`)
        expect(alvaro[0]).toBe('Doente "Álvaro"; 001, A')
        const pick = (row: string[]) => [row[2], row[3], row[6], row[7], row[9], row[10]]
        expect(pick(alvaro)).toEqual([...fit])
        expect(pick(injected)).toEqual([...notApproved])
        expect(injected[4]).toMatch(overall)
        expect(alvaro[8]).toBe('HbA1c 8,2 %.')
        expect(injected[11]).toBe('Enfarte do miocardio em 2019.')
      },
    )

    it("follows the request's accept-language, else the clinician's own language, and keeps the filters", async () => {
      const url = `/v1/research_spaces/${spaceId}/trials/${trialId}/results.csv`
      const english = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...who.headers, 'accept-language': 'en-GB,en;q=0.8' },
      })
      expect(english.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(CSV_CASES[1].head)
      // Without accept-language: the clinician's own language (pt).
      expect((await as(who, 'GET', url)).body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(CSV_CASES[0].head)
      const onlyFit = await as(who, 'GET', `${url}?final_result=fit&language=es`)
      expect(onlyFit.body.trimEnd().split('\r\n')).toHaveLength(2)
      expect(onlyFit.body).toContain(';Apto;')
      const wrong = await as(who, 'GET', `${url}?language=fr`)
      expect(wrong.statusCode).toBe(400)
      expect(Object.keys(wrong.json().error.fields)).toEqual(['language'])
    })

    it("writes the results in a German clinician's language when the request names none", async () => {
      const clinician = await signedInUser(t, 'de')
      const s = await space(clinician)
      const p = await patient(clinician, s.id, 'P-1')
      await upload(clinician, s.id, p.id, [{ name: 'a.pdf', data: pdfOf(FIT) }])
      const tr = await trial(clinician, s.id, [
        { definition: 'HbA1c entre 7% e 10%', type: 'critical_inclusion' },
      ])
      await screen(clinician, s.id)
      const csv = await as(clinician, 'GET', `/v1/research_spaces/${s.id}/trials/${tr.id}/results.csv`)
      expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Patient;Studie;Endergebnis;/)
      const [result] = (
        await as(clinician, 'GET', `/v1/research_spaces/${s.id}/trials/${tr.id}/results`)
      ).json().data.d_results
      expect(result.criteria[0].explanation).toBe('HbA1c 8,2 % erfüllt 7–10 %')
    })
  })
})
