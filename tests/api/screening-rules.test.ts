import { describe, expect, it } from 'vitest'
import { finalResult } from '../../server/engines/screening/engine'
import { judgeByRules } from '../../server/engines/screening/rules'

const PT = `Doente do sexo masculino, de 64 anos, com diabetes mellitus tipo 2 diagnosticada há 12 anos.
Antecedentes: HTA, dislipidemia. Sem história de enfarte ou AVC.
Medicação habitual: metformina 1000 mg 2id, rosuvastatina 20 mg.
Análises de 03/2026: HbA1c 8,2 %; TFG 52 mL/min/1,73m²; colesterol LDL 128 mg/dL; creatinina 1,3 mg/dL.
Exame objetivo: IMC 31,4 kg/m², PA 148/92 mmHg.`

const EN = `72-year-old woman seen in the diabetes clinic.
Past medical history: type 2 diabetes mellitus, atrial fibrillation on apixaban 5 mg bid.
She denies any history of stroke. No history of myocardial infarction.
Family history: her father had lung cancer.
Labs: HbA1c 58 mmol/mol, eGFR 38 mL/min/1.73m2, LDL 2.9 mmol/L.
BP 132/78 mmHg. BMI 27 kg/m2.`

const DE = `Patientin, 58 Jahre alt, Typ-2-Diabetes seit 2015.
Z.n. Myokardinfarkt 2019, seither ASS 100 mg.
Keine Herzinsuffizienz. Kein Vorhofflimmern.
Labor: HbA1c 7,1 %, eGFR 75 ml/min/1,73 m², Kreatinin 88 µmol/l.
RR 128/80 mmHg, BMI 24,5 kg/m².`

const ES = `Varón de 45 años con diabetes mellitus tipo 1 desde la infancia, en tratamiento con insulina glargina.
Sin antecedentes de infarto de miocardio ni ictus.
Niega embarazo de su pareja.
Analítica: HbA1c 9,4 %, filtrado glomerular 95 ml/min/1,73m2.
Tensión arterial 118/76 mmHg.`

const judge = (criterion: string, record: string) => judgeByRules(criterion, record)

describe('the rule engine, in Portuguese', () => {
  it('reads an age range and quotes the sentence', () => {
    const j = judge('Idade entre 40 e 75 anos', PT)
    expect(j.verdict).toBe('met')
    expect(j.evidence).toContain('64 anos')
  })
  it('reads a HbA1c range with a decimal comma', () => {
    expect(judge('HbA1c entre 7,0% e 10,0%', PT).verdict).toBe('met')
    expect(judge('HbA1c ≥ 9%', PT).verdict).toBe('not_met')
  })
  it('reads eGFR, BMI, LDL and creatinine thresholds', () => {
    expect(judge('TFG < 30 mL/min/1,73m²', PT).verdict).toBe('not_met')
    expect(judge('IMC ≥ 30 kg/m²', PT).verdict).toBe('met')
    expect(judge('Colesterol LDL > 100 mg/dL', PT).verdict).toBe('met')
    expect(judge('Creatinina superior a 2 mg/dL', PT).verdict).toBe('not_met')
  })
  it('reads a blood pressure above a systolic/diastolic bound', () => {
    const j = judge('Hipertensão não controlada (PA > 160/100 mmHg)', PT)
    expect(j.verdict).toBe('not_met')
    expect(j.evidence).toContain('148/92')
  })
  it('knows "sem história de enfarte" is a negation', () => {
    const j = judge('História de enfarte agudo do miocárdio', PT)
    expect(j.verdict).toBe('not_met')
    expect(j.evidence).toContain('Sem história de enfarte')
  })
  it('finds a diagnosis and a medication by term', () => {
    expect(judge('Diabetes mellitus tipo 2', PT).verdict).toBe('met')
    expect(judge('Tratamento com metformina', PT).verdict).toBe('met')
    expect(judge('Doentes do sexo masculino', PT).verdict).toBe('met')
  })
  it('says not enough information rather than guessing', () => {
    const j = judge('Insuficiência cardíaca', PT)
    expect(j.verdict).toBe('unknown')
    expect(j.explanation).toMatch(/not enough information/i)
    expect(judge('FEVE < 40%', PT).verdict).toBe('unknown')
  })
})

describe('the rule engine, in English', () => {
  it('reads age, sex and a HbA1c in mmol/mol against a percentage', () => {
    expect(judge('Age 18-75 years', EN).verdict).toBe('met')
    expect(judge('Aged 75 or older', EN).verdict).toBe('not_met')
    expect(judge('Female patients', EN).verdict).toBe('met')
    expect(judge('HbA1c between 7% and 10%', EN).verdict).toBe('met')
  })
  it('converts LDL in mmol/L and reads an eGFR range', () => {
    expect(judge('LDL cholesterol ≥ 100 mg/dL', EN).verdict).toBe('met')
    expect(judge('eGFR 30-45 mL/min/1.73m²', EN).verdict).toBe('met')
  })
  it('reads negations ("denies", "no history of") and ignores the family history', () => {
    expect(judge('History of stroke', EN).verdict).toBe('not_met')
    expect(judge('Prior myocardial infarction', EN).verdict).toBe('not_met')
    expect(judge('Active malignancy', EN).verdict).toBe('unknown')
  })
  it('turns a negated criterion round', () => {
    expect(judge('No history of myocardial infarction', EN).verdict).toBe('met')
  })
  it('finds a medication and an alternative of two conditions', () => {
    expect(judge('Current treatment with an anticoagulant', EN).verdict).toBe('met')
    expect(judge('Atrial fibrillation or heart failure', EN).verdict).toBe('met')
  })
  it('cannot check a time window and says so', () => {
    expect(judge('Atrial fibrillation diagnosed in the last 6 months', EN).verdict).toBe('unknown')
  })
})

describe('the rule engine, in German', () => {
  it('reads age, sex and laboratory values with units', () => {
    expect(judge('Alter zwischen 50 und 70 Jahren', DE).verdict).toBe('met')
    expect(judge('Frauen', DE).verdict).toBe('met')
    expect(judge('HbA1c über 7,5 %', DE).verdict).toBe('not_met')
    expect(judge('Kreatinin < 1,5 mg/dl', DE).verdict).toBe('met')
    expect(judge('Systolischer Blutdruck ≥ 140 mmHg', DE).verdict).toBe('not_met')
  })
  it('reads "keine" and "Z.n." (history)', () => {
    expect(judge('Herzinsuffizienz', DE).verdict).toBe('not_met')
    const mi = judge('Myokardinfarkt in der Vorgeschichte', DE)
    expect(mi.verdict).toBe('met')
    expect(mi.evidence).toContain('Z.n. Myokardinfarkt')
    expect(judge('Vorhofflimmern', DE).verdict).toBe('not_met')
  })
})

describe('the rule engine, in Spanish', () => {
  it('reads age, sex, HbA1c and the filtrado glomerular', () => {
    expect(judge('Edad ≥ 18 años', ES).verdict).toBe('met')
    expect(judge('Mujeres', ES).verdict).toBe('not_met')
    expect(judge('HbA1c entre 7 y 10 %', ES).verdict).toBe('met')
    expect(judge('Filtrado glomerular > 60 ml/min/1,73m2', ES).verdict).toBe('met')
  })
  it('reads "sin antecedentes de" across a list, and the medication', () => {
    expect(judge('Antecedentes de infarto de miocardio', ES).verdict).toBe('not_met')
    expect(judge('Ictus previo', ES).verdict).toBe('not_met')
    expect(judge('Tratamiento con insulina', ES).verdict).toBe('met')
    // Type 1 diabetes recorded rules type 2 out.
    expect(judge('Diabetes mellitus tipo 2', ES).verdict).toBe('not_met')
  })
  it('says unknown for what the record does not hold', () => {
    expect(judge('LDL > 130 mg/dL', ES).verdict).toBe('unknown')
    expect(judge('Consentimiento informado firmado', ES).verdict).toBe('unknown')
  })
})

describe('the final result', () => {
  it('needs every critical criterion satisfied for fit', () => {
    const v = (
      type: Parameters<typeof finalResult>[0][number]['type'],
      verdict: 'met' | 'not_met' | 'unknown',
      needsReview = false,
    ) => ({ type, verdict, needsReview })
    expect(finalResult([v('critical_inclusion', 'met'), v('critical_exclusion', 'not_met')])).toBe('fit')
    expect(finalResult([v('critical_inclusion', 'not_met'), v('critical_exclusion', 'unknown')])).toBe(
      'not_approved',
    )
    expect(finalResult([v('critical_inclusion', 'met'), v('critical_exclusion', 'met')])).toBe('not_approved')
    expect(finalResult([v('critical_inclusion', 'unknown'), v('critical_exclusion', 'not_met')])).toBe(
      'possible',
    )
    expect(finalResult([v('critical_inclusion', 'met', true)])).toBe('possible')
    expect(
      finalResult([
        v('critical_inclusion', 'met'),
        v('non_critical_inclusion', 'not_met'),
        v('non_critical_exclusion', 'met'),
      ]),
    ).toBe('fit')
  })
})
