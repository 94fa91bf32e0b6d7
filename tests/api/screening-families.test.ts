import { describe, expect, it } from 'vitest'
import type { Verdict } from '../../server/engines/screening/engine'
import { judgeByRules } from '../../server/engines/screening/rules'

// Each criterion family of the rule engine, in pt, en, de and es: [criterion, record, verdict].
const today = new Date('2026-06-15T12:00:00Z')
type Case = [criterion: string, record: string, verdict: Verdict]

const FAMILIES: Record<string, Record<'pt' | 'en' | 'de' | 'es', Case[]>> = {
  smoking: {
    pt: [
      ['Fumador atual', 'Fuma 10 cigarros por dia.', 'met'],
      ['Fumador atual', 'Ex-fumador, deixou de fumar há 8 anos.', 'not_met'],
      ['Fumador ou ex-fumador com carga tabágica ≥ 10 UMA', 'Ex-fumador (20 UMA).', 'met'],
      ['Fumador ou ex-fumador com carga tabágica ≥ 10 UMA', 'Nunca fumou.', 'not_met'],
      [
        'Ex-fumadores que deixaram de fumar há mais de 5 anos',
        'Ex-fumador, deixou de fumar há 8 anos.',
        'met',
      ],
      ['Consumo atual superior a 20 cigarros por dia', 'Fumadora de 30 cigarros/dia.', 'met'],
      ['Fumador atual', 'Diabetes tipo 2.', 'unknown'],
    ],
    en: [
      ['Active smoker', 'Smokes 5 cigarettes a day.', 'met'],
      ['Active smoker', 'Former smoker, quit 2001.', 'not_met'],
      ['Smoking history of at least 10 pack-years', 'Ex-smoker, 40 pack-years.', 'met'],
      ['Smoking history of at least 10 pack-years', 'Ex-smoker, 5 pack-years.', 'not_met'],
      ['Ex-smokers who quit more than 10 years ago', 'Ex-smoker, quit 5 years ago.', 'not_met'],
      ['More than 20 cigarettes per day', 'Smokes 1 pack a day.', 'not_met'],
      ['Never smoker', 'Never smoked.', 'met'],
    ],
    de: [
      ['Aktive Raucher', 'Raucherin, 10 Zigaretten/Tag.', 'met'],
      ['Raucher', 'Ex-Raucher seit 2010.', 'not_met'],
      ['Raucheranamnese von mindestens 20 Packungsjahren', 'Ex-Raucher, 45 Packungsjahre.', 'met'],
      ['Aktive Raucher', 'Nichtraucher.', 'not_met'],
      ['Mehr als 20 Zigaretten pro Tag', 'Aktuell 25 Zigaretten täglich.', 'met'],
      ['Raucher', 'Arterielle Hypertonie.', 'unknown'],
    ],
    es: [
      ['Fumador activo', 'Fumadora activa de 1 paquete diario.', 'met'],
      ['Fumador activo', 'Exfumador desde hace 15 años.', 'not_met'],
      ['Fumador activo o exfumador con un índice paquetes-año ≥ 10', 'Exfumador, 60 paquetes-año.', 'met'],
      ['Más de 20 cigarrillos al día', 'Fumadora activa de 1 paquete diario.', 'not_met'],
      ['Exfumadores que dejaron de fumar hace más de 10 años', 'Exfumador desde hace 15 años.', 'met'],
    ],
  },
  'NYHA, ECOG, Karnofsky': {
    pt: [
      ['Classe funcional NYHA II a IV', 'Dispneia para pequenos esforços, classe NYHA III.', 'met'],
      ['Classe funcional NYHA II a IV', 'Assintomático, classe I da NYHA.', 'not_met'],
      ['ECOG 0-2', 'Performance status ECOG 3.', 'not_met'],
      ['Índice de Karnofsky ≥ 70%', 'KPS 60%.', 'not_met'],
      ['ECOG 0-2', 'Sem queixas.', 'unknown'],
    ],
    en: [
      ['NYHA class II–III', 'NYHA class IV, housebound.', 'not_met'],
      ['NYHA class II or higher', 'NYHA class III symptoms.', 'met'],
      ['ECOG performance status of 0 or 1', 'ECOG 0; Karnofsky 90%.', 'met'],
      ['Karnofsky performance status ≥ 70%', 'ECOG 0; Karnofsky 90%.', 'met'],
      ['NYHA class II–III', 'Symptoms NYHA II-IV depending on the day.', 'unknown'],
    ],
    de: [
      ['NYHA-Klasse IV', 'Herzinsuffizienz NYHA IV mit Ruhedyspnoe.', 'met'],
      ['NYHA-Klasse IV', 'NYHA II.', 'not_met'],
      ['ECOG-Performance-Status 0–1', 'Allgemeinzustand gut, ECOG 1.', 'met'],
      ['Karnofsky-Index unter 70 %', 'Karnofsky-Index 60 %.', 'met'],
    ],
    es: [
      ['Clase funcional NYHA II-IV', 'Clase funcional III de la NYHA.', 'met'],
      ['Clase funcional NYHA II-IV', 'FEVI 65 %, NYHA I.', 'not_met'],
      ['ECOG 0-1', 'ECOG 2; índice de Karnofsky 60 %.', 'not_met'],
      ['Índice de Karnofsky ≥ 70 %', 'ECOG 0, Karnofsky 100 %.', 'met'],
    ],
  },
  'LVEF, NT-proBNP and BNP': {
    pt: [
      ['FEVE ≤ 40%', 'Ecocardiograma: FEVE 32%.', 'met'],
      ['FEVE ≤ 40%', 'Fração de ejeção do ventrículo esquerdo de 55%.', 'not_met'],
      ['NT-proBNP ≥ 600 pg/mL', 'NT-proBNP 2450 pg/mL.', 'met'],
      ['NT-proBNP ≥ 600 pg/mL', 'BNP 85 pg/mL.', 'unknown'],
    ],
    en: [
      ['LVEF ≤ 35%', 'Echo: LVEF 28%.', 'met'],
      ['NT-proBNP ≥ 400 pg/mL or BNP ≥ 150 pg/mL', 'NT-proBNP 12,400 pg/mL.', 'met'],
      ['NT-proBNP ≥ 400 pg/mL', 'NT-proBNP 220 ng/L.', 'not_met'],
    ],
    de: [
      ['Linksventrikuläre Ejektionsfraktion (LVEF) < 50 %', 'Echo: LVEF 38 %.', 'met'],
      ['NT-proBNP > 300 pg/ml', 'NT-proBNP 1.450 pg/ml.', 'met'],
      ['NT-proBNP > 300 pg/ml', 'NT-proBNP 220 pg/ml.', 'not_met'],
    ],
    es: [
      ['Fracción de eyección del ventrículo izquierdo ≤ 40 %', 'Ecocardiograma: FEVI 30 %.', 'met'],
      ['Fracción de eyección del ventrículo izquierdo ≤ 40 %', 'FEVI 65 %.', 'not_met'],
      ['NT-proBNP ≥ 600 pg/ml', 'NT-proBNP 310 pg/ml.', 'not_met'],
    ],
  },
  'eGFR, creatinine clearance and HbA1c': {
    pt: [
      ['TFGe < 30 mL/min/1,73 m²', 'TFGe 24 mL/min/1,73 m².', 'met'],
      ['TFGe < 45 mL/min/1,73m²', 'TFG > 90 mL/min.', 'not_met'],
      [
        'Clearance da creatinina ≥ 45 mL/min',
        'Creatinina 1,2 mg/dL, clearance da creatinina estimada 64 mL/min.',
        'met',
      ],
      ['HbA1c entre 7% e 10,5%', 'HbA1c 11,2 %.', 'not_met'],
    ],
    en: [
      ['eGFR 25–60 mL/min/1.73m2', 'eGFR 38 mL/min/1.73m2.', 'met'],
      ['Creatinine clearance > 40 mL/min', 'Creatinine clearance 38 mL/min.', 'not_met'],
      ['HbA1c ≤ 10%', 'HbA1c 64 mmol/mol.', 'met'],
    ],
    de: [
      ['Kreatinin-Clearance ≥ 50 ml/min', 'Kreatinin 1,6 mg/dl, Kreatinin-Clearance 38 ml/min.', 'not_met'],
      ['eGFR ≥ 30 ml/min/1,73 m²', 'eGFR 42 ml/min/1,73 m².', 'met'],
      ['HbA1c ≥ 7,0 %', 'HbA1c 6,8 %.', 'not_met'],
    ],
    es: [
      ['Filtrado glomerular estimado ≥ 25 ml/min/1,73 m²', 'FGe (CKD-EPI) 34 ml/min/1,73 m².', 'met'],
      ['Aclaramiento de creatinina ≥ 50 ml/min', 'Aclaramiento de creatinina 44 ml/min.', 'not_met'],
      ['HbA1c entre 7,5 % y 10,5 %', 'HbA1c 8,6 %.', 'met'],
    ],
  },
  'FEV1, BMI and blood pressure': {
    pt: [
      ['FEV1 pós-broncodilatação < 80% do previsto', 'FEV1 1,9 L (61% do previsto), FEV1/FVC 0,55.', 'met'],
      ['IMC ≥ 27 kg/m²', 'IMC 26.', 'not_met'],
      ['Pressão arterial < 140/90 mmHg', 'PA 162/94 mmHg.', 'not_met'],
    ],
    en: [
      ['FEV1 between 30% and 70% of predicted', 'FEV1 1.21 L (42% predicted).', 'met'],
      ['BMI below 35 kg/m2', 'BMI 36.2 kg/m2.', 'not_met'],
      ['Uncontrolled hypertension (BP ≥ 180/110 mmHg)', 'Blood pressure 182/112 mmHg today.', 'met'],
    ],
    de: [
      ['FEV1 < 50 % des Sollwerts', 'FEV1 nach Bronchospasmolyse 1,1 l (38 % Soll), Tiffeneau 45 %.', 'met'],
      ['BMI zwischen 18,5 und 35 kg/m²', 'BMI 37,2.', 'not_met'],
      ['Blutdruck unter 140/90 mmHg', 'RR 132/78 mmHg.', 'met'],
    ],
    es: [
      ['FEV1 posbroncodilatador entre el 30 % y el 80 % del teórico', 'FEV1 82 % del teórico.', 'not_met'],
      ['IMC < 35 kg/m²', 'IMC 21,3 kg/m².', 'met'],
      ['Hipertensión arterial no controlada (PA ≥ 160/100 mmHg)', 'Tensión arterial 168/104 mmHg.', 'met'],
    ],
  },
  'pregnancy, breastfeeding and childbearing potential': {
    pt: [
      ['Mulheres grávidas ou a amamentar', 'Homem de 66 anos.', 'not_met'],
      ['Gravidez', 'Mulher de 39 anos, grávida de 14 semanas.', 'met'],
      [
        'Mulheres grávidas ou a amamentar',
        'Mulher de 52 anos. Teste de gravidez negativo, não amamenta.',
        'not_met',
      ],
      ['Gravidez', 'Senhora de 74 anos.', 'not_met'],
      ['Gravidez', 'Mulher de 30 anos.', 'unknown'],
    ],
    en: [
      ['Pregnant or breastfeeding women', '47 y/o female. Currently breastfeeding her son.', 'met'],
      [
        'Women of childbearing potential not using contraception',
        'Ms. Chen, 29. On the combined oral contraceptive pill.',
        'not_met',
      ],
      ['Pregnancy or lactation', '58-year-old woman. Postmenopausal.', 'not_met'],
      ['Pregnancy or lactation', '47-year-old woman after bilateral oophorectomy.', 'not_met'],
    ],
    de: [
      [
        'Schwangerschaft oder Stillzeit',
        'Frau Y., 33 Jahre. Aktuell in der 20. Schwangerschaftswoche.',
        'met',
      ],
      [
        'Schwangerschaft oder Stillzeit',
        'Patientin, 41 Jahre. Kein Anhalt für Schwangerschaft, stillt nicht.',
        'not_met',
      ],
      ['Schwangerschaft', 'Herr M., 63 Jahre.', 'not_met'],
    ],
    es: [
      ['Embarazo o lactancia', 'Mujer de 38 años. Actualmente en periodo de lactancia.', 'met'],
      ['Embarazo o lactancia', 'Varón de 66 años.', 'not_met'],
      [
        'Mujeres en edad fértil sin anticoncepción eficaz',
        'Mujer de 34 años. Usa DIU de levonorgestrel como anticoncepción.',
        'not_met',
      ],
    ],
  },
  'procedures and transplants': {
    pt: [
      ['Transplante cardíaco prévio', 'Submetido a transplante cardíaco em 2021.', 'met'],
      ['Transplante pulmonar', 'Transplantado pulmonar (bipulmonar) em 2022.', 'met'],
      ['Transplante cardíaco prévio', 'Transplantado renal em 2015.', 'unknown'],
      ['Transplante renal', 'Sem transplantes.', 'not_met'],
    ],
    en: [
      [
        'Prior heart transplant or left ventricular assist device',
        'She received a heart transplantation in 2020.',
        'met',
      ],
      ['Kidney transplant recipients', 'Living-donor renal transplant in 2017.', 'met'],
      ['Prior allogeneic stem cell transplantation', 'Allogeneic stem cell transplant in 2015.', 'met'],
      [
        'Prior allogeneic stem cell transplantation',
        'Relapse after autologous stem cell transplantation.',
        'unknown',
      ],
      [
        'Lung transplantation or lung volume reduction surgery',
        'Lung volume reduction surgery in 2018.',
        'met',
      ],
    ],
    de: [
      ['Z. n. Herztransplantation', 'Patientin, herztransplantiert 2012.', 'met'],
      ['Nierentransplantation', 'Nierentransplantiert 2016.', 'met'],
      ['Z. n. Lungentransplantation', 'Zustand nach doppelseitiger Lungentransplantation 2019.', 'met'],
    ],
    es: [
      ['Trasplante cardíaco previo', 'Mujer trasplantada cardíaca en 2018.', 'met'],
      ['Trasplante renal', 'Portadora de trasplante renopancreático en 2020.', 'met'],
      ['Trasplante pulmonar', 'No trasplantes previos.', 'not_met'],
    ],
  },
  'medicines by name and class': {
    pt: [
      [
        'Tratamento prévio com inibidores de checkpoint imunitário',
        'Fez pembrolizumab em primeira linha.',
        'met',
      ],
      [
        'Tratamento prévio com inibidores de checkpoint imunitário',
        'Sem terapêutica sistémica prévia.',
        'not_met',
      ],
      ['Tratamento com estatina', 'Medicação: rosuvastatina 20 mg.', 'met'],
    ],
    en: [
      [
        'Current treatment with a mineralocorticoid receptor antagonist (e.g. spironolactone, eplerenone)',
        'Meds: bisoprolol, spironolactone 25 mg.',
        'met',
      ],
      [
        'Current treatment with a mineralocorticoid receptor antagonist',
        'Current medication: tacrolimus, amlodipine.',
        'not_met',
      ],
      [
        'Current treatment with a mineralocorticoid receptor antagonist',
        'Eplerenone stopped in May 2026 because of hyperkalaemia.',
        'not_met',
      ],
    ],
    de: [
      [
        'Aktuelle Therapie mit Vitamin-K-Antagonisten (z. B. Phenprocoumon)',
        'Medikation: Phenprocoumon nach INR.',
        'met',
      ],
      [
        'Aktuelle Therapie mit Vitamin-K-Antagonisten (z. B. Phenprocoumon)',
        'Antikoagulation mit Apixaban, kein Marcumar.',
        'not_met',
      ],
      [
        'Vorbehandlung mit Immuncheckpoint-Inhibitoren',
        'Keine Vortherapie mit Nivolumab oder anderen Checkpoint-Inhibitoren.',
        'not_met',
      ],
    ],
    es: [
      [
        'Tratamiento actual con antiarrítmicos de clase III (amiodarona, dronedarona)',
        'En tratamiento con amiodarona 200 mg/día.',
        'met',
      ],
      [
        'Tratamiento actual con antiarrítmicos de clase III (amiodarona, dronedarona)',
        'No toma antiarrítmicos.',
        'not_met',
      ],
      [
        'Tratamiento actual con inhibidores de SGLT2 o agonistas del GLP-1',
        'En tratamiento con semaglutida semanal 1 mg.',
        'met',
      ],
    ],
  },
  'time windows': {
    pt: [
      ['Tratamento com insulina nos últimos 3 meses', 'Iniciou insulina NPH em 04/2026.', 'met'],
      ['Enfarte agudo do miocárdio nos últimos 3 meses', 'Enfarte do miocárdio em 2019.', 'not_met'],
      [
        'Tratamento com corticoides sistémicos nas últimas 4 semanas',
        'Prednisolona oral durante 5 dias em 2024.',
        'not_met',
      ],
      ['Enfarte do miocárdio há mais de 3 anos', 'Enfarte do miocárdio em 2019.', 'met'],
    ],
    en: [
      [
        'Treatment with NSAIDs in the last 3 months',
        'Naproxen 500 mg twice daily for a month in April 2026.',
        'met',
      ],
      [
        'Treatment with oral corticosteroids in the last 6 weeks',
        'Last course of prednisolone 30 mg in January 2026.',
        'not_met',
      ],
      [
        'Treatment with oral corticosteroids in the last 6 weeks',
        'Prednisolone 40 mg for 5 days started two weeks ago.',
        'met',
      ],
      ['Myocardial infarction in the last 6 months', 'Myocardial infarction, date not known.', 'unknown'],
    ],
    de: [
      [
        'Systemische Kortikosteroide innerhalb der letzten 4 Wochen',
        'Seit einer Woche Prednisolon 20 mg.',
        'met',
      ],
      [
        'Systemische Kortikosteroide innerhalb der letzten 4 Wochen',
        'Letzte Prednisolon-Stoßtherapie 03/2026.',
        'not_met',
      ],
      [
        'Behandlung mit SGLT2-Inhibitoren innerhalb der letzten 3 Monate',
        'Dapagliflozin wurde 01/2026 abgesetzt.',
        'not_met',
      ],
    ],
    es: [
      [
        'Síndrome coronario agudo en los últimos 3 meses',
        'Ingresado en 05/2026 por infarto agudo de miocardio.',
        'met',
      ],
      ['Síndrome coronario agudo en los últimos 3 meses', 'Sin cardiopatía isquémica conocida.', 'not_met'],
      ['Infarto de miocardio hace más de 3 años', 'Infarto de miocardio en 2025.', 'not_met'],
    ],
  },
  'laterality and severity': {
    pt: [
      ['Cancro da mama esquerda', 'Carcinoma da mama direita, operado em 2025.', 'not_met'],
      ['DPOC grave', 'DPOC grave, GOLD 3.', 'met'],
      ['DPOC grave', 'DPOC ligeira.', 'not_met'],
    ],
    en: [
      ['Left-sided breast cancer', 'Invasive ductal carcinoma of the left breast.', 'met'],
      ['Left-sided breast cancer', 'Right breast cancer (triple negative).', 'not_met'],
      ['Left-sided breast cancer', 'Bilateral breast cancer.', 'met'],
      ['Severe COPD', 'COPD on inhalers.', 'unknown'],
    ],
    de: [
      ['Mammakarzinom links', 'Mammakarzinom rechts.', 'not_met'],
      ['Schwere COPD', 'Schwere COPD mit Heimsauerstoff.', 'met'],
    ],
    es: [
      ['Cáncer de mama izquierda', 'Cáncer de mama izquierda, cuadrante superior externo.', 'met'],
      ['EPOC grave', 'EPOC moderada.', 'not_met'],
    ],
  },
  morphology: {
    pt: [
      ['Doentes diabéticos', 'Diabetes mellitus tipo 2 há 9 anos.', 'met'],
      ['Metástases cerebrais', 'Com metastização cerebral (3 lesões).', 'met'],
      ['Fumadores ativos', 'Fumador ativo, 1 maço por dia.', 'met'],
    ],
    en: [
      ['Brain metastases', 'MRI brain: no brain metastasis.', 'not_met'],
      ['Checkpoint inhibitors', 'Previously treated with nivolumab.', 'met'],
    ],
    de: [
      ['Hirnmetastasen', 'MRT Schädel ohne Nachweis von Hirnmetastasen.', 'not_met'],
      ['Myokardinfarkt in der Vorgeschichte', 'Z.n. Hinterwandinfarkt 2017.', 'met'],
      ['Vorbehandlung mit Checkpoint-Inhibitoren', 'Vortherapie: Pembrolizumab plus Chemotherapie.', 'met'],
    ],
    es: [
      ['Metástasis cerebrales activas', 'Dos metástasis cerebrales activas en progresión.', 'met'],
      ['Trasplante cardíaco', 'Mujer trasplantada cardíaca en 2018.', 'met'],
    ],
  },
}

for (const [family, languages] of Object.entries(FAMILIES)) {
  describe(`the rule engine reads ${family}`, () => {
    for (const [language, cases] of Object.entries(languages)) {
      it.each(cases)(`${language}: "%s" against "%s" is %s`, (criterion, record, verdict) => {
        const judged = judgeByRules(criterion, record, { today })
        expect(judged.verdict, judged.explanation).toBe(verdict)
        if (verdict !== 'unknown') expect(judged.evidence).toBeTruthy()
      })
    }
  })
}

describe('the rule engine says which rule decided a pregnancy criterion', () => {
  it('names the man, the age or the menopause', () => {
    expect(judgeByRules('Gravidez', 'Homem de 58 anos.', { today }).explanation).toMatch(/man/)
    expect(judgeByRules('Pregnancy', 'Woman, 79 years old.', { today }).explanation).toMatch(
      /79 years old: past childbearing age/,
    )
    expect(
      judgeByRules('Schwangerschaft', 'Patientin, 48 Jahre, postmenopausal.', { today }).explanation,
    ).toMatch(/menopause/)
  })
})

describe('the rule engine never gives a definite answer it cannot stand behind', () => {
  const safe: Case[] = [
    // A negated family in the criterion turns the answer round.
    ['Não grávida', 'Mulher de 30 anos, grávida de 10 semanas.', 'not_met'],
    ['Not pregnant', 'Man, 50 years old.', 'met'],
    ['No prior heart transplant', 'Heart transplantation in 2020.', 'not_met'],
    ['Keine Herztransplantation', 'Herztransplantiert 2012.', 'not_met'],
    ['No current smoking', 'Current smoker, 20 cigarettes a day.', 'not_met'],
    ['Sin tabaquismo activo', 'Exfumador desde hace 15 años.', 'met'],
    // Suspected, planned or awaited is not had.
    ['Transplante cardíaco', 'Em lista de espera para transplante cardíaco.', 'unknown'],
    ['Myocardial infarction', 'Admitted with suspected myocardial infarction.', 'unknown'],
    ['Hirnmetastasen', 'Verdacht auf Hirnmetastasen, MRT geplant.', 'unknown'],
    // A passive smoker is not a smoker.
    ['Fumador actual', 'Fumador pasivo en casa.', 'unknown'],
    // What the criterion puts beside a condition must be in the record too.
    ['Cancro do pulmão', 'Cancro da mama operado em 2020.', 'unknown'],
    ['Metastatic colorectal cancer', 'History of breast cancer.', 'unknown'],
    ['Cancer de pulmón', 'Cáncer de pulmón estadio IV.', 'met'],
    ['Women with Crohn disease', 'Woman, 40 years old, with asthma.', 'unknown'],
  ]
  it.each(safe)('"%s" against "%s" is %s', (criterion, record, verdict) => {
    const judged = judgeByRules(criterion, record, { today })
    expect(judged.verdict, judged.explanation).toBe(verdict)
  })
})

describe('the route of a medicine', () => {
  it('is not met by an inhaled or topical form when the criterion asks for a systemic one', () => {
    const inhaled = 'Medicação: budesonida/formoterol inalado, corticoide inalado 2x/dia.'
    expect(judgeByRules('Corticoides sistémicos', inhaled, { today }).verdict).not.toBe('met')
    expect(
      judgeByRules('Oral corticosteroids', 'Fluticasone nasal spray; no other steroids.', { today }).verdict,
    ).toBe('not_met')
    expect(
      judgeByRules('Systemische Kortikosteroide', 'Dauertherapie mit Prednisolon 5 mg.', { today }).verdict,
    ).toBe('met')
  })
})

describe('what the record says happened to a condition or a medicine', () => {
  const cases: Case[] = [
    ['Prior heart transplant', 'He is on the heart transplant waiting list.', 'unknown'],
    ['Treatment with NSAIDs in the last 3 months', 'Occasional paracetamol; avoids NSAIDs.', 'not_met'],
    [
      'Aktuelle Therapie mit Vitamin-K-Antagonisten',
      'Marcumar wurde 2025 auf Apixaban umgestellt.',
      'not_met',
    ],
    ['Current anticoagulant', 'Switched from warfarin to apixaban in 2025.', 'met'],
    ['Metástasis cerebrales activas', 'Metástasis cerebral tratada con radiocirugía, estable.', 'unknown'],
    ['Metástases cerebrais ativas', 'Metástases cerebrais em progressão.', 'met'],
  ]
  it.each(cases)('"%s" against "%s" is %s', (criterion, record, verdict) => {
    const judged = judgeByRules(criterion, record, { today })
    expect(judged.verdict, judged.explanation).toBe(verdict)
  })
})

describe('how far a denial reaches in the record', () => {
  // A denial of one word ("não isquémica", "non-ischaemic", "nicht-ischämische", "no isquémica"), or one closed
  // by its comma ("raucht nicht, …"), does not deny what the sentence says after it; a list it opens does.
  const cases: Record<'pt' | 'en' | 'de' | 'es', Case[]> = {
    pt: [
      // The medicine a denial governs is denied with it: "não está sob", "not on", "nicht unter".
      ['Tratamento com metformina', 'Não está sob insulina, metformina ou iSGLT2.', 'not_met'],
      ['Tratamento com metformina', 'Sem diabetes, sob metformina por pré-diabetes.', 'met'],
      ['Fumador atual', 'Não é fumador, bebe socialmente.', 'not_met'],
      ['Fumador atual', 'Nega hábitos tabágicos.', 'not_met'],
      ['Transplante renal', 'Sem diabetes, transplantado renal em 2015.', 'met'],
      [
        'Transplante cardíaco prévio',
        'Homem de 58 anos, com miocardiopatia dilatada não isquémica, submetido a transplante cardíaco em 2021.',
        'met',
      ],
      ['Transplante cardíaco prévio', 'Doente não fumador, transplantado cardíaco em 2019.', 'met'],
      [
        'Enfarte agudo do miocárdio',
        'Miocardiopatia não isquémica, enfarte agudo do miocárdio em 2024.',
        'met',
      ],
      ['Transplante cardíaco prévio', 'Sem diabetes, submetido a transplante cardíaco em 2020.', 'met'],
      ['Hipertensão arterial', 'Não diabético, hipertenso.', 'met'],
      ['Transplante cardíaco prévio', 'Não tem diabetes, hipertensão ou transplante cardíaco.', 'not_met'],
      ['Diabetes mellitus', 'Não fumador nem diabético.', 'not_met'],
      // Whether "não" reaches past the comma and the "ou" is not said: no answer.
      ['Transplante cardíaco prévio', 'Não diabético, hipertenso ou transplantado cardíaco.', 'unknown'],
    ],
    en: [
      ['Current metformin', 'Not on insulin, metformin or SGLT2 inhibitors.', 'not_met'],
      ['Current metformin', 'No diabetes, on metformin for PCOS.', 'met'],
      ['Current smoker', 'He is not a smoker, drinks alcohol socially.', 'not_met'],
      ['Current smoker', 'Denies smoking, hypertension or diabetes.', 'not_met'],
      ['Kidney transplant', 'No diabetes, kidney transplant recipient since 2015.', 'met'],
      [
        'Prior heart transplant',
        '58-year-old man with non-ischaemic dilated cardiomyopathy, underwent heart transplantation in 2021.',
        'met',
      ],
      ['Prior heart transplant', 'Cardiomyopathy, not ischaemic, s/p heart transplant 2021.', 'met'],
      ['Prior heart transplant', 'He is not a smoker, had a heart transplant in 2019.', 'met'],
      ['Hypertension', 'Not diabetic, hypertensive since 2010.', 'met'],
      ['Ischaemic cardiomyopathy', 'Non-ischaemic cardiomyopathy.', 'not_met'],
      ['Prior heart transplant', 'He does not have diabetes, hypertension or a heart transplant.', 'not_met'],
      ['Diabetes mellitus', 'Not hypertensive, nor diabetic.', 'not_met'],
      ['Type 2 diabetes', 'Not hypertensive, obese or diabetic.', 'unknown'],
    ],
    de: [
      ['Behandlung mit Metformin', 'Nicht unter Insulin oder Metformin.', 'not_met'],
      ['Aktive Raucher', 'Ist kein Raucher, trinkt gelegentlich Alkohol.', 'not_met'],
      ['Aktive Raucher', 'Raucht nicht, Alkohol gelegentlich.', 'not_met'],
      [
        'Herztransplantation',
        '58-jähriger Patient mit nicht-ischämischer dilatativer Kardiomyopathie, Z. n. Herztransplantation 2021.',
        'met',
      ],
      ['Herztransplantation', 'Nicht ischämische Kardiomyopathie, herztransplantiert 2021.', 'met'],
      ['Herztransplantation', 'Patient raucht nicht, herztransplantiert 2019.', 'met'],
      ['Arterielle Hypertonie', 'Nicht diabetisch, Hypertonie seit 2010.', 'met'],
      ['Ischämische Kardiomyopathie', 'Nicht-ischämische Kardiomyopathie.', 'not_met'],
      ['Diabetes mellitus', 'Kein Diabetes mellitus, keine Hypertonie.', 'not_met'],
      ['Herztransplantation', 'Keine Herztransplantation.', 'not_met'],
    ],
    es: [
      ['Tratamiento con metformina', 'No está bajo tratamiento con insulina ni metformina.', 'not_met'],
      ['Fumador activo', 'No es fumador, bebe ocasionalmente.', 'not_met'],
      ['Fumador activo', 'Niega tabaquismo.', 'not_met'],
      ['Fumador activo', 'Fumador de 10 cigarrillos al día, sin diabetes.', 'met'],
      ['Trasplante renal', 'Paciente sin diabetes, trasplantado renal en 2015.', 'met'],
      [
        'Trasplante cardíaco previo',
        'Varón de 58 años con miocardiopatía dilatada no isquémica, trasplantado cardíaco en 2021.',
        'met',
      ],
      [
        'Trasplante cardíaco previo',
        'Miocardiopatía no isquémica, sometido a trasplante cardíaco en 2021.',
        'met',
      ],
      ['Trasplante cardíaco previo', 'Sin diabetes, sometido a trasplante cardíaco en 2020.', 'met'],
      ['Trasplante cardíaco previo', 'No fumador, trasplante cardíaco en 2019.', 'met'],
      ['Hipertensión arterial', 'No diabético, hipertenso.', 'met'],
      ['Diabetes mellitus', 'No diabético, hipertenso.', 'not_met'],
      ['Trasplante cardíaco previo', 'No tiene diabetes, hipertensión ni trasplante cardíaco.', 'not_met'],
      ['Cardiopatía isquémica', 'Miocardiopatía dilatada no isquémica.', 'unknown'],
    ],
  }
  for (const [language, list] of Object.entries(cases))
    it.each(list)(`${language}: "%s" against "%s" is %s`, (criterion, record, verdict) => {
      const judged = judgeByRules(criterion, record, { today })
      expect(judged.verdict, judged.explanation).toBe(verdict)
    })
})
