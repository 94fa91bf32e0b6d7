import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenRecord } from '../../server/engines/screening/engine'
import { llmScreeningEngine, relevantPassages } from '../../server/engines/screening/llm'
import { startChatApiDouble } from '../support/chat-api-double'

const RECORD = `Doente do sexo feminino, 67 anos.
Antecedentes: diabetes mellitus tipo 2, dislipidemia.
Sem história de enfarte.
Análises: HbA1c 8,1 %.
Refere viagem recente a Lisboa.`

describe('the LLM screening engine (against a test double of an OpenAI-compatible chat API)', () => {
  let chatApi: Awaited<ReturnType<typeof startChatApiDouble>>
  beforeAll(async () => {
    chatApi = await startChatApiDouble((request) => {
      const user = request.messages.find((m) => m.role === 'user')!.content
      if (user.includes('HbA1c'))
        return '```json\n{"verdict":"met","explanation":"HbA1c 8.1% is within 7–10%.","evidence":"Análises: HbA1c 8,1 %."}\n```'
      if (user.includes('enfarte'))
        return '{"verdict":"met","explanation":"Made up.","evidence":"Enfarte em 2020."}'
      return 'I cannot tell.'
    })
  })
  afterAll(() => chatApi.close())

  it('asks one criterion at a time with the relevant passages and a fixed JSON shape', async () => {
    const engine = llmScreeningEngine({
      baseUrl: chatApi.baseUrl,
      apiKey: 'k',
      model: 'screen-model',
      backoffMs: 1,
    })
    const screened = await screenRecord(
      engine,
      [
        { definition: 'HbA1c entre 7% e 10%', type: 'critical_inclusion', needsReview: false },
        { definition: 'História de enfarte', type: 'critical_exclusion', needsReview: false },
        { definition: 'Consentimento assinado', type: 'non_critical_inclusion', needsReview: false },
      ],
      RECORD,
    )
    expect(chatApi.received).toHaveLength(3)
    const first = chatApi.received[0]!
    expect(first.model).toBe('screen-model')
    expect(first.temperature).toBe(0)
    expect(first.authorization).toBe('Bearer k')
    expect(first.messages[0]!.content).toContain('"verdict": "met" | "not_met" | "unknown"')
    expect(first.messages[1]!.content).toContain('Análises: HbA1c 8,1 %.')
    expect(first.messages[1]!.content).not.toContain('Lisboa')
    expect(screened.criteria[0]).toMatchObject({ verdict: 'met', evidence: 'Análises: HbA1c 8,1 %.' })
    // Evidence not found in the record is not trusted; an answer that is not JSON is unknown.
    expect(screened.criteria[1]).toMatchObject({ verdict: 'unknown', evidence: null })
    expect(screened.criteria[2]).toMatchObject({ verdict: 'unknown', evidence: null })
    expect(screened.result).toBe('possible')
  })

  it("keeps the first lines (age, sex) with the passages that share the criterion's words", () => {
    const passages = relevantPassages('HbA1c ≥ 7%', RECORD)
    expect(passages.split('\n')).toEqual([
      '- Doente do sexo feminino, 67 anos.',
      '- Antecedentes: diabetes mellitus tipo 2, dislipidemia.',
      '- Análises: HbA1c 8,1 %.',
    ])
  })
})
