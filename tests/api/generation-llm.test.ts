import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Language } from '../../contract/common'
import { builtInTypes, sectionDto } from '../../server/catalogue/catalogue'
import type { GenerationRequest } from '../../server/engines/generation/engine'
import { llmGenerationEngine } from '../../server/engines/generation/llm'
import { startChatApiDouble } from '../support/chat-api-double'

// The LLM engine against a loopback double of an OpenAI-compatible chat API: what it makes of answers
// whose headings are not exactly the template's. The model's words are never dropped.

let chat: Awaited<ReturnType<typeof startChatApiDouble>>
beforeAll(async () => {
  chat = await startChatApiDouble(() => 'unused')
})
afterAll(async () => {
  await chat?.close()
})

const engine = () =>
  llmGenerationEngine({ baseUrl: chat.baseUrl, models: ['clinic-llama'], defaultModel: 'clinic-llama' })

const request = (language: Language): GenerationRequest => ({
  language,
  transcript: 'Médico: O que a traz cá? Doente: Tenho tosse seca há uma semana.',
  inputs: [],
  template: {
    name: 'note',
    sections: builtInTypes.get('general_practice_soap')!.main.sections.map((s) => sectionDto(s, language)),
  },
})

const answer = (...contents: string[]) =>
  contents.map((content) => ({ status: 200, body: { choices: [{ message: { content } }] } }))

const section = (note: { sections: { key: string; content: string }[] }, key: string) =>
  note.sections.find((s) => s.key === key)?.content

/** The note's sections named in `expected` hold what it says, every one compared at once. */
const expectSections = (note: Parameters<typeof section>[0], expected: Record<string, string>) =>
  expect(Object.fromEntries(Object.keys(expected).map((key) => [key, section(note, key)]))).toEqual(expected)

describe('the LLM engine reads near-miss headings', () => {
  it('maps markdown headings in another case, with a colon, a section letter or a synonym, without asking again', async () => {
    const before = chat.received.length
    chat.queue(
      ...answer(`Aqui está a nota:

## MOTIVO DA CONSULTA:
Tosse seca há uma semana.

## 2. s - subjetivo
Refere tosse seca há 7 dias, sem febre.

## **Antecedentes pessoais**
- Hipertensão arterial há 10 anos.

### antecedentes familiares
Não abordado.

## Hábitos
- Fuma 10 cigarros por dia.

## Medicação
- Lisinopril 10 mg 1 vez por dia

## Alergias
- Nega alergias medicamentosas.

## Objective
- PA 140/90 mmHg

## A – Avaliação
- Traqueobronquite aguda.

## Plano terapêutico
- Iniciar salbutamol.
Medicação: salbutamol em SOS.
- Reavaliação daqui a 2 semanas.`),
    )
    const note = await engine().generate(request('pt'))
    expect(chat.received.length - before).toBe(1)
    expectSections(note, {
      reason_for_visit: 'Tosse seca há uma semana.',
      subjective: 'Refere tosse seca há 7 dias, sem febre.',
      past_history: '- Hipertensão arterial há 10 anos.',
      family_history: 'Não abordado.',
      social_history: '- Fuma 10 cigarros por dia.',
      medication: '- Lisinopril 10 mg 1 vez por dia',
      allergies: '- Nega alergias medicamentosas.',
      objective: '- PA 140/90 mmHg',
      assessment: '- Traqueobronquite aguda.',
    })
    // Under markdown headings, a 'Medicação:' line is the plan's content, never the current medication.
    expect(section(note, 'plan')).toBe(
      '- Iniciar salbutamol.\nMedicação: salbutamol em SOS.\n- Reavaliação daqui a 2 semanas.',
    )
    // The template's headings, in its order; the lead-in is not part of the note.
    expect(note.markdown.startsWith('## Motivo da consulta\n\nTosse seca há uma semana.')).toBe(true)
    expect(note.markdown).not.toContain('Aqui está a nota')
    expect(note.notice).toMatchObject({ code: 'headings_mapped' })
    expect(note.notice!.text).toMatch(/títulos/)
  })

  it('reads bold, numbered and labelled lines as headings when the answer has no markdown heading', async () => {
    chat.queue(
      ...answer(`**Motivo da consulta:** Tosse seca há uma semana.

1. Subjetivo
Refere tosse seca há 7 dias, sem febre.

**Antecedentes pessoais**
- Hipertensão arterial há 10 anos.

Antecedentes familiares: Não abordado.

Hábitos e contexto sociofamiliar:
- Fuma 10 cigarros por dia.

Medicação habitual:
- Lisinopril 10 mg 1 vez por dia

Alergias: Nega alergias medicamentosas.

O — Objetivo:
- PA 140/90 mmHg

A — Avaliação:
- Traqueobronquite aguda.

P — Plano:
- Reavaliação daqui a 2 semanas.`),
    )
    const note = await engine().generate(request('pt'))
    expectSections(note, {
      reason_for_visit: 'Tosse seca há uma semana.',
      subjective: 'Refere tosse seca há 7 dias, sem febre.',
      past_history: '- Hipertensão arterial há 10 anos.',
      family_history: 'Não abordado.',
      allergies: 'Nega alergias medicamentosas.',
      plan: '- Reavaliação daqui a 2 semanas.',
    })
    expect(note.notice?.code).toBe('headings_mapped')
  })

  it('maps headings translated into another language (German answer headings for an English note)', async () => {
    chat.queue(
      ...answer(`## Vorstellungsgrund
Dry cough for a week.

## Subjektiv
She reports a dry cough for 7 days.

## Vorerkrankungen
- Hypertension.

## Familienanamnese
Not discussed.

## Sozialanamnese
- Smokes.

## Medikation
- Lisinopril 10 mg once a day

## Allergien
- No known drug allergies.

## Befund
- BP 140/90 mmHg

## Beurteilung
- Acute tracheobronchitis.

## Procedere
- Follow up in 2 weeks.`),
    )
    const note = await engine().generate(request('en'))
    expectSections(note, {
      medication: '- Lisinopril 10 mg once a day',
      plan: '- Follow up in 2 weeks.',
    })
    expect(note.markdown).toContain('## P — Plan\n\n- Follow up in 2 weeks.')
    expect(note.notice?.code).toBe('headings_mapped')
  })

  it('carries no notice when every heading is the template’s own', async () => {
    const exact = request('es')
      .template.sections.map((s) => `## ${s.title}\n\nNo consta.`)
      .join('\n\n')
    chat.queue(...answer(exact))
    const note = await engine().generate(request('es'))
    expect(note.notice).toBeNull()
    expect(note.sections.every((s) => s.empty)).toBe(true)
  })
})

describe('the LLM engine keeps text that maps to no section', () => {
  it('keeps an answer without any heading (twice) as the model wrote it, never an empty skeleton', async () => {
    const prose =
      'Doente de 54 anos com tosse seca há 7 dias, sem febre. PA 140/90 mmHg. Traqueobronquite aguda: reavaliar em 2 semanas se não melhorar.'
    const before = chat.received.length
    chat.queue(...answer(prose, prose))
    const note = await engine().generate(request('pt'))
    expect(chat.received.length - before).toBe(2)
    expect(chat.received.at(-1)!.messages.at(-1)!.content).toMatch(/lacked these sections/)
    expect(note.markdown).toBe(`## Texto do modelo\n\n${prose}`)
    expect(note.markdown).not.toContain('Não abordado.')
    expect(note.notice).toMatchObject({ code: 'headings_kept' })
  })

  it('keeps its own headings after the template’s, and leaves out sections it may have written about', async () => {
    chat.queue(
      ...answer(
        `## Motivo da consulta\n\nTosse seca.\n\n## Resumo clínico\n\nTosse seca há 7 dias, sem febre; PA 140/90 mmHg.`,
        `## Motivo da consulta\n\nTosse seca.\n\n## Impressão geral\n\nQuadro ligeiro.`,
      ),
    )
    const note = await engine().generate(request('pt'))
    expect(note.sections.map((s) => s.title)).toEqual(['Motivo da consulta', 'Resumo clínico'])
    expect(note.markdown).toBe(
      '## Motivo da consulta\n\nTosse seca.\n\n## Resumo clínico\n\nTosse seca há 7 dias, sem febre; PA 140/90 mmHg.',
    )
    expect(note.notice?.code).toBe('headings_kept')
  })

  it('takes the second answer whole when it has every heading', async () => {
    const exact = request('en')
      .template.sections.map((s) => `## ${s.title}\n\nNot discussed.`)
      .join('\n\n')
    chat.queue(...answer('Cough for a week, no fever.', exact))
    const note = await engine().generate(request('en'))
    expect(note.sections).toHaveLength(request('en').template.sections.length)
    expect(note.markdown).not.toContain('Text from the model')
    expect(note.notice).toBeNull()
  })
})
