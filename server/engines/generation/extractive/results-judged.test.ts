import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section, wrongIn } from './notes-for-tests'

/**
 * Blood results given by phone or at the desk, in four languages: a value the clinician judges ('which is
 * high', 'o que é alto', 'zu hoch') and one judged not to be ('which is not low'), a dose changed and said
 * again after a connective ('so two and a half milligrams instead of five', 'also zweieinhalb Milligramm statt
 * fünf'), a stop that waits on a repeat result, and the clinician saying they have the results ('já tenho as
 * análises'). The judgement is the assessment, as said; the value denied is none; the new dose stays with its
 * medicine; the clinician's own 'tenho' is no history; and the review check finds nothing wrong in the note.
 */
const VISIT: Record<Language, string[]> = {
  en: [
    "Doctor: Hello Mrs Okafor, I've got your blood results from Monday.",
    'Patient: Oh yes, is everything alright?',
    'Doctor: Your potassium is five point nine, which is high, and your sodium is one hundred and thirty eight, which is not low.',
    'Doctor: Your kidney function has dropped a little, the eGFR is forty eight, it was fifty five in March.',
    "Patient: I've had a bit of a tummy bug last week, and I'm still on the ramipril and the spironolactone.",
    'Doctor: Any palpitations or muscle weakness?',
    'Patient: No, nothing like that.',
    "Doctor: We'll stop the spironolactone for now. Keep taking the ramipril, but at half the dose, so two and a half milligrams instead of five.",
    "Doctor: I'd like to repeat the bloods on Thursday. If the potassium is still high, we'll stop the ramipril as well.",
    'Doctor: If you get palpitations or feel very weak, go to A and E.',
  ],
  pt: [
    'Médica: Bom dia, Dona Rosa, já tenho as análises de segunda-feira.',
    'Doente: Então, está tudo bem?',
    'Médica: O potássio está em cinco vírgula nove, o que é alto, e o sódio está em cento e trinta e oito, que não é baixo.',
    'Médica: A função renal desceu um pouco, a taxa de filtração está em quarenta e oito, em março era cinquenta e cinco.',
    'Doente: Tive uma gastroenterite a semana passada, e continuo a tomar o ramipril e a espironolactona.',
    'Médica: Tem tido palpitações ou fraqueza muscular?',
    'Doente: Não, nada disso.',
    'Médica: Vamos parar a espironolactona por agora. Continue a tomar o ramipril, mas só metade da dose, portanto dois miligramas e meio em vez de cinco.',
    'Médica: Quero repetir as análises na quinta-feira. Se o potássio continuar alto, paramos também o ramipril.',
    'Médica: Se tiver palpitações ou se sentir muito fraca, vá à urgência.',
  ],
  es: [
    'Médica: Buenos días, señora Rosa, ya tengo los análisis del lunes.',
    'Paciente: ¿Y qué tal, está todo bien?',
    'Médica: El potasio ha salido cinco coma nueve, lo que es alto, y el sodio ciento treinta y ocho, que no es bajo.',
    'Médica: La función renal ha bajado un poco, el filtrado está en cuarenta y ocho, en marzo era cincuenta y cinco.',
    'Paciente: Tuve una gastroenteritis la semana pasada, y sigo con el ramipril y la espironolactona.',
    'Médica: ¿Ha tenido palpitaciones o debilidad muscular?',
    'Paciente: No, nada de eso.',
    'Médica: Vamos a suspender la espironolactona de momento. Siga tomando el ramipril, pero a mitad de dosis, entonces dos miligramos y medio en vez de cinco.',
    'Médica: Quiero repetir los análisis el jueves. Si el potasio sigue alto, suspendemos también el ramipril.',
    'Médica: Si tiene palpitaciones o se nota muy débil, vaya a urgencias.',
  ],
  de: [
    'Ärztin: Guten Tag, Frau Okafor, ich habe Ihre Blutwerte vom Montag.',
    'Patientin: Ja, ist alles in Ordnung?',
    'Ärztin: Das Kalium liegt mit fünf Komma neun zu hoch, das Natrium ist mit hundertachtunddreißig nicht zu niedrig.',
    'Ärztin: Die Nierenfunktion ist etwas schlechter geworden, die eGFR ist achtundvierzig, im März war sie fünfundfünfzig.',
    'Patientin: Ich hatte letzte Woche einen Magen-Darm-Infekt, und ich nehme weiter das Ramipril und das Spironolacton.',
    'Ärztin: Hatten Sie Herzstolpern oder Muskelschwäche?',
    'Patientin: Nein, nichts dergleichen.',
    'Ärztin: Das Spironolacton setzen wir vorerst ab. Nehmen Sie das Ramipril weiter, aber nur noch die halbe Dosis, also zweieinhalb Milligramm statt fünf.',
    'Ärztin: Ich möchte die Blutwerte am Donnerstag wiederholen. Wenn das Kalium dann noch zu hoch ist, setzen wir auch das Ramipril ab.',
    'Ärztin: Wenn Sie Herzstolpern bekommen oder sich sehr schwach fühlen, gehen Sie in die Notaufnahme.',
  ],
}

describe('blood results judged by the clinician', () => {
  it.each<[Language, RegExp, RegExp, RegExp]>([
    [
      'en',
      /^- Potassium, high$/m,
      /sodium/i,
      /^- Keep taking the ramipril, but at half the dose, so 2\.5 mg instead of five\.$/m,
    ],
    [
      'pt',
      /^- Potássio, alto$/m,
      /sódio/i,
      /^- Continue a tomar o ramipril, mas só metade da dose, portanto 2,5 mg em vez de cinco\.$/m,
    ],
    [
      'es',
      /^- Potasio, alto$/m,
      /sodio/i,
      /^- Siga tomando el ramipril, pero a mitad de dosis, entonces 2,5 mg en vez de cinco\.$/m,
    ],
    [
      'de',
      /^- Kalium, zu hoch$/m,
      /natrium/i,
      /^- Das Ramipril weiternehmen, aber nur noch die halbe Dosis, also 2,5 mg statt fünf\.$/m,
    ],
  ])('%s', async (language, judged, notJudged, dose) => {
    const n = note(language, VISIT[language])
    expect(section(n, 'assessment')).toMatch(judged)
    expect(section(n, 'assessment')).not.toMatch(notJudged)
    expect(section(n, 'plan')).toMatch(dose)
    // The stop that waits on the repeat result keeps its condition, and the German its 'auch'.
    expect(section(n, 'plan')).toMatch(
      /^- (?:If|Se|Si|Wenn) .*(?:ramipril as well|também o ramipril|también el ramipril|auch das Ramipril)/imu,
    )
    expect(section(n, 'subjective')).not.toMatch(
      /tenho|tengo|results|análises de|análisis del|Blutwerte vom/i,
    )
    expect(section(n, 'medication')).toMatch(/^- (?:Spironolactone|Espironolactona|Spironolacton) \(/m)
    expect(await wrongIn(language, VISIT[language], n)).toEqual([])
  })
})
