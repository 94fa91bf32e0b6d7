import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { reviewEngine } from '../../review/offline'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/**
 * A cystitis dictated after the visit, in four languages: commands to the page ('New paragraph', 'Full stop',
 * 'End of dictation'), spoken headings with a comma ('Impression, …', 'Plano, …', 'Juicio clínico, …'), the
 * current medicine said after a condition ('type 2 diabetes on metformin', 'Diabetes Typ 2 mit Metformin'), a
 * test sent in two words ('Se envía urocultivo', 'Urinkultur abgenommen') and a sentence the clinician deletes
 * ('Delete that last sentence', 'Apaga a última frase'): what was deleted is never in the note.
 */
const DICTATION: Record<Language, string[]> = {
  en: [
    'Doctor: Dictation for Mrs Eileen Hart, seventy-four years old. New paragraph.',
    'Doctor: She presents with three days of burning when passing urine and going more often, no fever, no loin pain, no blood in the urine. Full stop.',
    'Doctor: Past history of type 2 diabetes on metformin five hundred milligrams twice a day. Allergic to trimethoprim, which gave her a rash.',
    'Doctor: On examination temperature 37.2, pulse 84, blood pressure 132 over 78. Abdomen soft, mild suprapubic tenderness, no renal angle tenderness. Urine dip positive for nitrites and leucocytes.',
    'Doctor: Impression, uncomplicated lower urinary tract infection.',
    'Doctor: Plan, nitrofurantoin one hundred milligrams modified release twice a day for three days, not trimethoprim because of the allergy. Urine sent for culture. If she develops a fever or loin pain she should be seen the same day. Delete that last sentence. If she develops a fever or loin pain she should call the practice the same day. End of dictation.',
  ],
  pt: [
    'Médico: Ditado para a senhora Rosa Almeida, setenta e quatro anos. Novo parágrafo.',
    'Médico: Recorre por ardor ao urinar e aumento da frequência urinária há três dias, sem febre, sem dor lombar, sem sangue na urina. Ponto final.',
    'Médico: Antecedentes de diabetes tipo 2 medicada com metformina quinhentos miligramas duas vezes por dia. Alérgica ao cotrimoxazol, que lhe deu uma erupção.',
    'Médico: Ao exame temperatura 37,2, pulso 84, tensão arterial 132 por 78. Abdómen mole, ligeira dor à palpação suprapúbica, punho-percussão lombar negativa. Tira-teste com nitritos e leucócitos positivos.',
    'Médico: Avaliação, cistite não complicada.',
    'Médico: Plano, fosfomicina três gramas em toma única, e não cotrimoxazol por causa da alergia. Pedida urocultura. Se tiver febre ou dor lombar deve ir à urgência. Apaga a última frase. Se tiver febre ou dor lombar deve contactar o centro de saúde no próprio dia. Fim do ditado.',
  ],
  es: [
    'Médico: Dictado para la señora Carmen Vidal, setenta y cuatro años. Nuevo párrafo.',
    'Médico: Consulta por escozor al orinar y aumento de la frecuencia desde hace tres días, sin fiebre, sin dolor lumbar, sin sangre en la orina. Punto.',
    'Médico: Antecedentes de diabetes tipo 2 en tratamiento con metformina quinientos miligramos dos veces al día. Alérgica al cotrimoxazol, que le produjo un exantema.',
    'Médico: A la exploración temperatura 37,2, pulso 84, tensión arterial 132/78. Abdomen blando, leve dolor a la palpación suprapúbica, puñopercusión renal negativa. Tira de orina con nitritos y leucocitos positivos.',
    'Médico: Juicio clínico, cistitis no complicada.',
    'Médico: Plan, fosfomicina tres gramos en dosis única, y no cotrimoxazol por la alergia. Se envía urocultivo. Si tiene fiebre o dolor lumbar debe acudir a urgencias. Borra la última frase. Si tiene fiebre o dolor lumbar debe llamar al centro de salud el mismo día. Fin del dictado.',
  ],
  de: [
    'Arzt: Diktat für Frau Erika Hartmann, vierundsiebzig Jahre. Neuer Absatz.',
    'Arzt: Sie stellt sich vor mit Brennen beim Wasserlassen und häufigem Harndrang seit drei Tagen, kein Fieber, keine Flankenschmerzen, kein Blut im Urin. Punkt.',
    'Arzt: Vorerkrankungen: Diabetes Typ 2 mit Metformin fünfhundert Milligramm zweimal täglich. Allergie gegen Cotrimoxazol, darunter Hautausschlag.',
    'Arzt: Untersuchung: Temperatur 37,2, Puls 84, Blutdruck 132 zu 78. Abdomen weich, leichter Druckschmerz suprapubisch, Nierenlager frei. Urinstix Nitrit und Leukozyten positiv.',
    'Arzt: Beurteilung: unkomplizierte Zystitis.',
    'Arzt: Procedere: Fosfomycin drei Gramm als Einmalgabe, kein Cotrimoxazol wegen der Allergie. Urinkultur abgenommen. Bei Fieber oder Flankenschmerzen Vorstellung in der Notaufnahme. Letzten Satz löschen. Bei Fieber oder Flankenschmerzen soll sie sich am selben Tag in der Praxis melden. Ende des Diktats.',
  ],
}

describe('a cystitis dictated after the visit', () => {
  it.each<[Language, string, string, string, RegExp, RegExp]>([
    [
      'en',
      '- Uncomplicated lower urinary tract infection',
      '- Nitrofurantoin 100 mg modified release twice a day for 3 days, not trimethoprim because of the allergy.',
      '- If she develops a fever or loin pain she should call the practice the same day.',
      /^- Metformin 500 mg twice a day$/m,
      /seen the same day|full stop|delete|dictation|new paragraph/i,
    ],
    [
      'pt',
      '- Cistite não complicada',
      '- Fosfomicina 3 g em toma única, e não cotrimoxazol por causa da alergia.',
      '- Se tiver febre ou dor lombar deve contactar o centro de saúde no próprio dia.',
      /^- Metformina 500 mg 2 vezes por dia$/m,
      /urgência|ponto final|apaga|ditado|parágrafo|aumentar/i,
    ],
    [
      'es',
      '- Cistitis no complicada',
      '- Fosfomicina 3 g en dosis única, y no cotrimoxazol por la alergia.',
      '- Si tiene fiebre o dolor lumbar debe llamar al centro de salud el mismo día.',
      /^- Metformina 500 mg 2 veces al día$/m,
      /urgencias|punto|borra|dictado|párrafo|aumentar/i,
    ],
    [
      'de',
      '- Unkomplizierte Zystitis',
      '- Fosfomycin 3 g als Einmalgabe, kein Cotrimoxazol wegen der Allergie.',
      '- Bei Fieber oder Flankenschmerzen soll sie sich am selben Tag in der Praxis melden.',
      /^- Metformin 500 mg zweimal täglich$/m,
      /Notaufnahme|Punkt\.|löschen|Diktat|Absatz/i,
    ],
  ])(
    '%s: commands obeyed, headings dropped, the deleted sentence gone',
    (language, assessment, treatment, safetyNet, medicine, never) => {
      const n = note(language, DICTATION[language])
      expect(section(n, 'assessment').split('\n')).toContain(assessment)
      const plan = section(n, 'plan').split('\n')
      expect(plan).toContain(treatment)
      expect(plan).toContain(safetyNet)
      // The test sent is an order, however few its words.
      expect(section(n, 'plan')).toMatch(/culture|urocultura|urocultivo|Urinkultur/)
      expect(section(n, 'medication')).toMatch(medicine)
      expect(section(n, 'reason_for_visit')).toMatch(/urin|orinar|Wasserlassen/)
      expect(n.markdown).not.toMatch(never)
    },
  )

  // 'She presents with three days of burning when passing urine…, no fever, no loin pain, no blood in the urine':
  // the urine after a denial is the blood's; the burning is no symptom denied.
  it.each<Language>(['en', 'pt', 'es', 'de'])(
    '%s: the note of the dictation has no contradiction',
    async (language) => {
      const n = note(language, DICTATION[language])
      const { findings } = await reviewEngine().check({
        language,
        transcript: DICTATION[language].join('\n'),
        inputs: [],
        note: n.markdown,
      })
      expect(findings.filter((f) => f.kind !== 'omission')).toEqual([])
    },
  )
})
