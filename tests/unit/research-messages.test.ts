import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseScreeningFile } from '../../bench/screening-data'
import { LANGUAGES, type Language } from '../../contract/common'
import { NOT_ENOUGH_INFORMATION } from '../../server/engines/screening/engine'
import { judgeByRules } from '../../server/engines/screening/rules'
import { explanationText, overallText, RESEARCH_TEXTS } from '../../server/features/research/messages'
import { overallOf } from '../../server/features/research/service'
import de from '../../src/i18n/locales/later/de.json'
import en from '../../src/i18n/locales/later/en.json'
import es from '../../src/i18n/locales/later/es.json'
import pt from '../../src/i18n/locales/later/pt.json'

const browser = { pt, en, de, es }

describe('the Research Space texts the server writes', () => {
  it.each(LANGUAGES)('name results, review statuses and verdicts as the %s interface does', (language) => {
    const texts = RESEARCH_TEXTS[language]
    const ui = browser[language].research
    expect(texts.final).toEqual(ui.final)
    expect(texts.review).toEqual(ui.review)
    const lower = (labels: Record<string, string>) =>
      Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, v.toLowerCase()]))
    const { exclusion, ...verdicts } = ui.verdicts
    expect(lower(texts.verdict)).toEqual(lower(verdicts))
    expect(lower(texts.exclusion)).toEqual(lower(exclusion))
    expect(lower(texts.types)).toEqual(lower(ui.types))
  })

  // Criteria and records that make the rule engine give each kind of message.
  const judged = {
    value_within: judgeByRules('HbA1c entre 7% e 10%', 'HbA1c 8,2 %.'),
    value_outside: judgeByRules('Idade ≥ 70 anos', 'Doente de 64 anos.'),
    not_found: judgeByRules('TFG > 45 mL/min', 'Doente de 64 anos.'),
    stated_absent: judgeByRules('História de enfarte', 'Sem historia de enfarte.'),
    recorded: judgeByRules('Diabetes mellitus tipo 2', 'Diabetes mellitus tipo 2.'),
    patient_sex: judgeByRules('Mulheres', 'Doente do sexo feminino, 58 anos.'),
    unreadable: judgeByRules('Consentimento informado assinado pelo próprio doente ou representante', ''),
  }

  it('has a message key for each kind of explanation the rule engine gives', () => {
    for (const [key, judgement] of Object.entries(judged))
      expect([key, judgement.messages?.map((m) => m.key)]).toEqual([key, [key]])
  })

  it.each(LANGUAGES)('writes every explanation in %s, with its numbers', (language) => {
    const written = Object.fromEntries(
      Object.entries(judged).map(([key, j]) => [key, explanationText(language, j.explanation, j.messages)]),
    )
    for (const text of Object.values(written)) {
      expect(text).not.toMatch(/undefined|\{|\}/)
      expect(text.length).toBeGreaterThan(5)
    }
    const decimal = language === 'en' ? '8.2' : '8,2'
    expect(written.value_within).toContain(`HbA1c ${decimal} %`)
    expect(written.value_outside).toContain('64')
    expect(written.value_outside).toContain('70')
    if (language !== 'en') {
      for (const text of Object.values(written)) expect(text).not.toMatch(/\b(record|years|not found|is)\b/)
    }
  })

  it("keeps an explanation without keys as the engine wrote it, saying its 'not enough information' in the language", () => {
    expect(
      explanationText('pt', 'Not enough information in the record: NYHA class not found', undefined),
    ).toBe('Sem informação suficiente no processo')
    expect(explanationText('en', 'Not enough information in the record: NYHA class not found', [])).toBe(
      'Not enough information in the record: NYHA class not found',
    )
    expect(explanationText('de', 'The model read LVEF 35 %', undefined)).toBe('The model read LVEF 35 %')
  })

  it('says what decided a result, and what is left to review', () => {
    const criteria = [
      { id: 'a', definition: 'Idade ≥ 18 anos', type: 'critical_inclusion', verdict: 'met' },
      { id: 'b', definition: 'Gravidez', type: 'critical_exclusion', verdict: 'unknown' },
      { id: 'c', definition: 'História de enfarte', type: 'critical_exclusion', verdict: 'met' },
      { id: 'd', definition: 'Fumador', type: 'non_critical_exclusion', verdict: 'met' },
    ].map((c) => ({
      ...c,
      criterion_id: c.id,
      needs_review: false,
      explanation: '',
      evidence: null,
    })) as never[]
    const ruledOut = overallOf(criteria, 'not_approved')
    expect(ruledOut.deciding.map((c) => c.number)).toEqual([3])
    expect(overallText('pt', ruledOut)).toBe('Não aprovado por: critério 3 «História de enfarte» (exclui).')
    expect(overallText('en', ruledOut)).toBe(
      'Not approved because of criterion 3 “História de enfarte” (excludes).',
    )
    const open = overallOf((criteria as { verdict: string }[]).slice(0, 2) as never[], 'possible')
    expect(open.toReview.map((c) => c.number)).toEqual([2])
    expect(overallText('es', open)).toBe(
      'Posible: ningún criterio crítico excluye al paciente, pero falta revisar criterio 2 «Gravidez» (información insuficiente).',
    )
    expect(overallText('de', overallOf((criteria as never[]).slice(0, 1), 'fit'))).toBe(
      'Geeignet: das kritische Kriterium spricht für den Patienten.',
    )
  })
})

describe("explanations name what decided, in the criterion's own words", () => {
  const today = new Date('2026-06-15T12:00:00Z')
  type Situation = 'absent' | 'period' | 'silent' | 'transplant' | 'unit' | 'noTransplant'
  const situations: Situation[] = ['absent', 'period', 'silent', 'transplant', 'unit', 'noTransplant']
  type Records = Record<Situation, [criterion: string, record: string]>
  const judgeEach = (records: Records) =>
    Object.fromEntries(
      situations.map((s) => [s, judgeByRules(records[s][0], records[s][1], { today })]),
    ) as Record<Situation, ReturnType<typeof judgeByRules>>
  const cases: Record<Language, Records & { words: string[] }> = {
    pt: {
      absent: ['Metástases cerebrais', 'RM-CE sem metástases cerebrais.'],
      period: ['Enfarte agudo do miocárdio nos últimos 3 meses', 'Enfarte agudo do miocárdio em 05/2026.'],
      silent: ['Doença pulmonar obstrutiva crónica', 'Doente de 64 anos.'],
      transplant: ['Transplante cardíaco prévio', 'Sem transplantes prévios.'],
      unit: ['TFGe < 45 mL/min/1,73m²', 'TFGe 72 mL/min/1,73m².'],
      noTransplant: ['Transplante cardíaco prévio', 'Doente de 64 anos.'],
      words: [
        'Metástases cerebrais: ',
        'Enfarte agudo do miocárdio: ',
        'últimos 3 meses',
        'Doença pulmonar obstrutiva crónica: sem informação',
        'transplante de coração',
        '1,73',
        'transplante de coração não encontrado',
      ],
    },
    en: {
      absent: ['Brain metastases', 'MRI brain: no brain metastases.'],
      period: ['Myocardial infarction in the last 3 months', 'Myocardial infarction in May 2026.'],
      silent: ['Chronic obstructive pulmonary disease', '64-year-old man.'],
      transplant: ['Prior heart transplant', 'No prior transplants.'],
      unit: ['eGFR < 45 mL/min/1.73m²', 'eGFR 72 mL/min/1.73m².'],
      noTransplant: ['Prior heart transplant', '64-year-old man.'],
      words: [
        'Brain metastases: ',
        'Myocardial infarction: ',
        'last 3 months',
        'Chronic obstructive pulmonary disease: not enough information',
        'no heart transplant',
        '1.73',
        'heart transplant not found',
      ],
    },
    de: {
      absent: ['Hirnmetastasen', 'MRT Schädel ohne Nachweis von Hirnmetastasen.'],
      period: ['Myokardinfarkt in den letzten 3 Monaten', 'Myokardinfarkt im Mai 2026.'],
      silent: ['Chronisch obstruktive Lungenerkrankung', 'Patient, 64 Jahre.'],
      transplant: ['Herztransplantation in der Vorgeschichte', 'Keine Transplantation.'],
      unit: ['eGFR < 45 ml/min/1,73 m²', 'eGFR 72 ml/min/1,73 m².'],
      noTransplant: ['Herztransplantation in der Vorgeschichte', 'Patient, 64 Jahre.'],
      words: [
        'Hirnmetastasen: ',
        'Myokardinfarkt: ',
        'letzten 3 Monaten',
        'Chronisch obstruktive Lungenerkrankung: nicht genug',
        'Transplantation (Herz)',
        '1,73',
        'Transplantation (Herz) nicht gefunden',
      ],
    },
    es: {
      absent: ['Metástasis cerebrales', 'RM cerebral sin metástasis cerebrales.'],
      period: [
        'Infarto agudo de miocardio en los últimos 3 meses',
        'Infarto agudo de miocardio en mayo de 2026.',
      ],
      silent: ['Enfermedad pulmonar obstructiva crónica', 'Varón de 64 años.'],
      transplant: ['Trasplante cardíaco previo', 'Sin trasplantes previos.'],
      unit: ['Filtrado glomerular < 45 ml/min/1,73 m²', 'Filtrado glomerular 72 ml/min/1,73 m².'],
      noTransplant: ['Trasplante cardíaco previo', 'Varón de 64 años.'],
      words: [
        'Metástasis cerebrales: ',
        'Infarto agudo de miocardio: ',
        'últimos 3 meses',
        'Enfermedad pulmonar obstructiva crónica: sin información',
        'trasplante de corazón',
        '1,73',
        'no se encuentra un trasplante de corazón',
      ],
    },
  }

  it.each(LANGUAGES)(
    'in %s: the condition, its period, the organ and the value with its unit',
    (language) => {
      const { words, ...records } = cases[language]
      const judged = judgeEach(records)
      const texts = Object.values(judged).map((j) => explanationText(language, j.explanation, j.messages))
      const all = texts.join(' | ')
      for (const w of words) expect(all).toContain(w)
      expect(judged.absent.verdict).toBe('not_met')
      expect(judged.period.verdict).toBe('met')
      expect(judged.transplant.verdict).toBe('not_met')
    },
  )

  it.each(LANGUAGES)(
    'in %s, the overall explanation gives what decided each criterion it names',
    (language) => {
      const j = judgeEach(cases[language]).absent
      const ruledOut = overallOf(
        [
          {
            criterion_id: 'a',
            definition: 'X',
            type: 'critical_inclusion',
            verdict: 'not_met',
            needs_review: false,
            explanation: explanationText(language, j.explanation, j.messages),
            evidence: j.evidence,
          },
        ] as never[],
        'not_approved',
      )
      expect(overallText(language, ruledOut)).toContain(cases[language].words[0]!.trim())
    },
  )
})

describe("every explanation the rule engine gives on the screening bench's development records", () => {
  const dev = join(import.meta.dirname, '../../bench/data/screening/dev')
  const judged = LANGUAGES.flatMap((language) => {
    const file = join(dev, `${language}.txt`)
    const { today, trials, patients } = parseScreeningFile(readFileSync(file, 'utf8'), file)
    return patients.flatMap((p) =>
      trials.get(p.trial)!.criteria.map((c) => ({
        language,
        definition: c.definition,
        judgement: judgeByRules(c.definition, p.record, { today }),
      })),
    )
  })

  it('reads the whole development set', () => {
    expect(judged.length).toBeGreaterThan(300)
  })

  it('carries message keys, each written in pt, en, de and es', () => {
    const keyless = judged.filter((j) => !j.judgement.messages?.length)
    expect(keyless.map((j) => `${j.definition}: ${j.judgement.explanation}`)).toEqual([])
    const unwritten = judged.flatMap(({ judgement }) =>
      (judgement.messages ?? []).flatMap((m) =>
        LANGUAGES.filter((l) => typeof RESEARCH_TEXTS[l].message[m.key] !== 'function').map(
          (l) => `${l}: ${m.key}`,
        ),
      ),
    )
    expect(unwritten).toEqual([])
  })

  it.each(LANGUAGES)('is written in %s from its keys, with nothing of the English left', (language) => {
    for (const { definition, judgement } of judged) {
      const text = explanationText(language, judgement.explanation, judgement.messages)
      expect([definition, text]).not.toEqual([definition, expect.stringMatching(/undefined|\{|\}|^\s*$/)])
      if (language === 'en') continue
      expect([definition, text]).not.toEqual([
        definition,
        expect.stringMatching(
          /\b(?:record|recorded|not found|is|the patient|smoker|pregnan\w*|transplant|meets|years)\b/i,
        ),
      ])
      expect(text).not.toContain(NOT_ENOUGH_INFORMATION)
    }
  })

  it.each(LANGUAGES)('names in %s each condition and medicine it speaks of', (language) => {
    expect(judged.filter((j) => j.judgement.messages?.some((m) => m.params.concept)).length).toBeGreaterThan(
      50,
    )
    for (const { definition, judgement } of judged) {
      const text = explanationText(language, judgement.explanation, judgement.messages)
      for (const m of judgement.messages ?? [])
        if (m.params.concept)
          expect([definition, text.toLowerCase()]).toEqual([
            definition,
            expect.stringContaining(m.params.concept.toLowerCase()),
          ])
    }
  })
})
