import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section, wrongIn } from './notes-for-tests'

/**
 * A urinary infection in four languages, as a clinician tells it: a positive answer to 'blood in the urine?' that
 * names the blood only by a pronoun, a finding said right after the vitals, fluids advised with a least amount,
 * and a test that will be sent only if the patient comes back ('…, come back, then we'll send a culture').
 */
const VISIT: Record<Language, string[]> = {
  en: [
    'Doctor: Morning Mrs Hale, what brings you in?',
    'Patient: It burns when I pass water, for three days now, and I keep needing to go.',
    'Doctor: Have you seen any blood in the urine?',
    'Patient: Yes, last night it looked a bit pink.',
    'Doctor: Your temperature is 37.6, pulse 88. Your tummy is soft, a little tender above the pubic bone.',
    'Doctor: This is a simple bladder infection.',
    'Doctor: I will give you nitrofurantoin 100 mg twice a day for five days.',
    'Doctor: Drink at least two litres a day.',
    "Doctor: If it isn't better in three days, come back, and then we'll send a urine culture.",
  ],
  pt: [
    'Médica: Bom dia, Dona Lurdes, o que a traz cá?',
    'Doente: Arde-me a urinar há três dias e estou sempre a ir à casa de banho.',
    'Médica: Tem sangue na urina?',
    'Doente: Sim, ontem à noite estava um bocadinho rosada.',
    'Médica: A temperatura está 37,6, pulso 88. A barriga está mole, um pouco dolorosa acima do púbis.',
    'Médica: Isto é uma cistite simples.',
    'Médica: Vou receitar nitrofurantoína 100 mg de 12 em 12 horas durante cinco dias.',
    'Médica: Beba pelo menos dois litros por dia.',
    'Médica: Se não melhorar em três dias, volte cá, e então pedimos uma urocultura.',
  ],
  es: [
    'Médica: Buenos días, doña Pilar, ¿qué le trae?',
    'Paciente: Me escuece al orinar desde hace tres días y voy al baño a cada rato.',
    'Médica: ¿Ha visto sangre en la orina?',
    'Paciente: Sí, anoche estaba algo rosada.',
    'Médica: La temperatura es 37,6, el pulso 88. El abdomen es blando, algo doloroso encima del pubis.',
    'Médica: Esto es una cistitis simple.',
    'Médica: Le receto nitrofurantoína 100 mg cada 12 horas durante cinco días.',
    'Médica: Beba al menos dos litros al día.',
    'Médica: Si no mejora en tres días, vuelva, y entonces le pedimos un urocultivo.',
  ],
  de: [
    'Ärztin: Guten Morgen, Frau Hahn, was führt Sie her?',
    'Patientin: Es brennt seit drei Tagen beim Wasserlassen und ich muss ständig auf die Toilette.',
    'Ärztin: Ist Blut im Urin?',
    'Patientin: Ja, gestern Abend war er etwas rosa.',
    'Ärztin: Die Temperatur liegt bei 37,6, der Puls bei 88. Bauch weich, leichter Druckschmerz über der Blase.',
    'Ärztin: Das ist eine unkomplizierte Blasenentzündung.',
    'Ärztin: Ich verschreibe Ihnen Nitrofurantoin 100 mg zweimal täglich für fünf Tage.',
    'Ärztin: Trinken Sie mindestens zwei Liter am Tag.',
    'Ärztin: Wenn es in drei Tagen nicht besser ist, kommen Sie wieder, dann schicken wir eine Urinkultur ein.',
  ],
}

const BLOOD: Record<Language, RegExp> = {
  en: /Blood in the urine: last night it looked a bit pink/,
  pt: /Sangue na urina: ontem à noite estava um bocadinho rosada/,
  es: /Sangre en la orina: anoche estaba algo rosada/,
  de: /Blut im Urin: gestern Abend war er etwas rosa/,
}
/** The finding on a line of its own, the vitals on theirs. */
const TENDER: Record<Language, RegExp> = {
  en: /^- Her tummy is soft, a little tender above the pubic bone\.$/m,
  pt: /^- A barriga está mole, um pouco dolorosa acima do púbis\.$/m,
  es: /^- El abdomen es blando, algo doloroso encima del pubis\.$/m,
  de: /^- Bauch weich, leichter Druckschmerz über der Blase\.$/m,
}
const FLUIDS: Record<Language, RegExp> = {
  en: /at least two litres a day/i,
  pt: /pelo menos dois litros por dia/i,
  es: /al menos dos litros al día/i,
  de: /mindestens zwei Liter am Tag/i,
}
/** The culture, written with the condition it is sent under. */
const CULTURE: Record<Language, RegExp> = {
  en: /^- If it (?:is not|isn't) better in 3 days, .*then .*send a urine culture\.$/m,
  pt: /^- Se não melhorar em 3 dias, .*então pedimos uma urocultura\.$/m,
  es: /^- Si no mejora en 3 días, .*entonces le pedimos un urocultivo\.$/m,
  de: /^- Wenn es in 3 Tagen nicht besser ist, Wiedervorstellung, dann eine Urinkultur einschicken\.$/m,
}
const CULTURE_WORD: Record<Language, RegExp> = {
  en: /urine culture/,
  pt: /urocultura/,
  es: /urocultivo/,
  de: /Urinkultur/,
}

describe('a urinary infection, in four languages', () => {
  it.each(Object.keys(VISIT) as Language[])(
    '%s: the blood answered by a pronoun is history, with what it is',
    (language) => {
      expect(section(note(language, VISIT[language]), 'subjective')).toMatch(BLOOD[language])
    },
  )

  it.each(Object.keys(VISIT) as Language[])(
    '%s: the finding said after the vitals, in the same turn, is a finding',
    (language) => {
      const objective = section(note(language, VISIT[language]), 'objective')
      expect(objective).toMatch(TENDER[language])
      expect(objective).toMatch(/88/)
    },
  )

  it.each(Object.keys(VISIT) as Language[])(
    '%s: fluids advised with a least amount are the plan',
    (language) => {
      expect(section(note(language, VISIT[language]), 'plan')).toMatch(FLUIDS[language])
    },
  )

  it.each(Object.keys(VISIT) as Language[])(
    '%s: a test to be sent only if the patient comes back keeps its condition',
    async (language) => {
      const n = note(language, VISIT[language])
      const plan = section(n, 'plan')
      expect(plan).toMatch(CULTURE[language])
      // Never a line of its own that orders the culture outright.
      for (const line of plan.split('\n').filter((l) => CULTURE_WORD[language].test(l)))
        expect(line).toMatch(/\b(?:If|Se|Si|Wenn)\b/)
      expect(await wrongIn(language, VISIT[language], n)).toEqual([])
    },
  )

  it('de: an answer given after its label keeps its noun capital ("Temperatur: Fieber nicht, …")', () => {
    const n = note('de', [
      'Arzt: Was führt Sie her?',
      'Patient: Husten seit einer Woche.',
      'Arzt: Haben Sie Fieber gehabt?',
      'Patient: Fieber nicht, aber gestern Abend 37,8.',
      'Arzt: Wie lange dauern die Hustenanfälle?',
      'Patient: Jeweils etwa zwei Minuten.',
    ])
    const subjective = section(n, 'subjective')
    expect(subjective).toMatch(/Temperatur: Fieber nicht, aber gestern Abend 37,8/)
    expect(subjective).not.toMatch(/fieber nicht/)
    expect(subjective).toMatch(/: jeweils etwa 2 Minuten/)
  })
})

/**
 * Reflux made worse by an anti-inflammatory, in four languages: the painkiller to use instead, said with what it
 * is for first ('For your back, use paracetamol…'), is the plan, never the assessment; the sentence that says the
 * impression and what keeps the complaint going is the assessment's, though it names a medicine.
 */
const REFLUX: Record<Language, string[]> = {
  en: [
    'Doctor: What can I do for you?',
    'Patient: Heartburn after meals for six weeks, worse lying down.',
    'Doctor: Your tummy is soft, mild tenderness in the upper middle.',
    'Doctor: This looks like reflux, and the naproxen is probably making it worse.',
    'Doctor: Stop the naproxen. For your back, use paracetamol, two 500 mg tablets up to four times a day.',
  ],
  pt: [
    'Médico: Então, o que o traz cá?',
    'Doente: Azia depois das refeições há seis semanas, pior deitado.',
    'Médico: A barriga está mole, ligeiramente dolorosa no epigastro.',
    'Médico: Isto parece refluxo, e o naproxeno pode estar a aumentar a acidez.',
    'Médico: Pare o naproxeno. Para as costas, tome paracetamol, dois comprimidos de 500 mg até quatro vezes por dia.',
  ],
  es: [
    'Médico: ¿Qué le trae por aquí?',
    'Paciente: Ardor después de las comidas desde hace seis semanas, peor al tumbarme.',
    'Médico: El abdomen es blando, algo doloroso en el epigastrio.',
    'Médico: Esto parece reflujo, y el naproxeno probablemente lo empeora.',
    'Médico: Deje el naproxeno. Para la espalda, tome paracetamol, dos comprimidos de 500 mg hasta cuatro veces al día.',
  ],
  de: [
    'Arzt: Was kann ich für Sie tun?',
    'Patient: Sodbrennen nach dem Essen seit sechs Wochen, im Liegen schlimmer.',
    'Arzt: Bauch weich, leichter Druckschmerz im Oberbauch.',
    'Arzt: Das ist am ehesten ein Reflux, und das Naproxen verschlimmert es wahrscheinlich.',
    'Arzt: Setzen Sie das Naproxen ab. Gegen die Rückenschmerzen nehmen Sie Paracetamol, zwei Tabletten à 500 mg bis zu viermal täglich.',
  ],
}

describe('reflux made worse by a medicine, in four languages', () => {
  it.each(Object.keys(REFLUX) as Language[])(
    '%s: the painkiller to use instead, said with what it is for, is the plan',
    (language) => {
      const n = note(language, REFLUX[language])
      expect(section(n, 'plan')).toMatch(/paracetamol.*500 mg/i)
      expect(section(n, 'assessment')).not.toMatch(/paracetamol/i)
    },
  )

  it('pt: what keeps the complaint going, said with the impression, is the assessment', () => {
    const n = note('pt', REFLUX.pt)
    expect(section(n, 'assessment')).toMatch(/naproxeno pode estar a aumentar a acidez/)
    expect(section(n, 'plan')).not.toMatch(/acidez/)
  })
})

describe('a germ named by its abbreviated genus', () => {
  it('en: "H. pylori" is one word of the plan, never cut at its full stop', () => {
    const n = note('en', [
      'Doctor: What brings you in?',
      'Patient: Pain in my upper tummy for a month.',
      'Doctor: We will check a blood count and test for H. pylori.',
    ])
    expect(section(n, 'plan')).toMatch(/test for H\. pylori\./)
  })
})
