import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section, wrongIn } from './notes-for-tests'

/**
 * Impressions said in ways beyond 'I think it's…', in four languages: the condition the clinician names in answer
 * to the patient's 'what do I have?' (the patient's own guess before it is none), a complaint whose cause was not
 * found today (the conditions ruled out and the patient's suggestion stay out), and conditions added to the
 * patient's diagnoses. Each is the assessment, as said; the review check finds nothing wrong in the note.
 */
const ANSWERED: Record<Language, string[]> = {
  en: [
    'Doctor: Good morning, what brings you in?',
    "Patient: My heel hurts when I get up in the morning, for about a month now. I think it's a bone spur.",
    'Doctor: Let me press here. It is tender under the heel.',
    'Patient: What do I have, doctor?',
    'Doctor: Plantar fasciitis.',
    'Patient: Is it serious?',
    'Doctor: No. Stretch your calf twice a day and wear supportive shoes.',
  ],
  pt: [
    'Médico: Bom dia, o que o traz cá?',
    'Doente: Dói-me o calcanhar quando me levanto de manhã, há cerca de um mês. Acho que é um esporão.',
    'Médico: Deixe-me carregar aqui. Dói por baixo do calcanhar.',
    'Doente: O que é que eu tenho, doutor?',
    'Médico: Fascite plantar.',
    'Doente: É grave?',
    'Médico: Não. Faça alongamentos da barriga da perna duas vezes por dia e use calçado com bom apoio.',
  ],
  es: [
    'Médico: Buenos días, ¿qué le trae por aquí?',
    'Paciente: Me duele el talón cuando me levanto por la mañana, desde hace un mes. Creo que es un espolón.',
    'Médico: Déjeme apretar aquí. Duele debajo del talón.',
    'Paciente: ¿Qué tengo, doctor?',
    'Médico: Fascitis plantar.',
    'Paciente: ¿Es grave?',
    'Médico: No. Estire la pantorrilla dos veces al día y use un calzado con buen apoyo.',
  ],
  de: [
    'Ärztin: Guten Morgen, was führt Sie zu mir?',
    'Patient: Meine Ferse tut morgens beim Aufstehen weh, seit etwa einem Monat. Ich glaube, es ist ein Fersensporn.',
    'Ärztin: Ich drücke hier einmal. Unter der Ferse ist es druckschmerzhaft.',
    'Patient: Was habe ich denn, Frau Doktor?',
    'Ärztin: Eine Plantarfasziitis.',
    'Patient: Ist das schlimm?',
    'Ärztin: Nein. Dehnen Sie die Wade zweimal am Tag und tragen Sie gut stützende Schuhe.',
  ],
}

const CAUSE_NOT_FOUND: Record<Language, string[]> = {
  en: [
    'Doctor: Your scan and your blood tests came back normal.',
    "Doctor: It's not a gallstone and it's not an ulcer.",
    'Doctor: We were not able to find the cause of your abdominal pain so far, so please keep a food diary.',
    'Patient: Could it be an allergy?',
    "Doctor: I don't think it's an allergy.",
  ],
  pt: [
    'Médica: A ecografia e as análises vieram normais.',
    'Médica: Não é uma pedra na vesícula nem uma úlcera.',
    'Médica: Não conseguimos encontrar a causa da sua dor abdominal até agora, por isso faça um diário alimentar.',
    'Doente: Pode ser uma alergia?',
    'Médica: Não me parece uma alergia.',
  ],
  es: [
    'Médica: La ecografía y los análisis han salido normales.',
    'Médica: No es una piedra en la vesícula ni una úlcera.',
    'Médica: No hemos podido encontrar la causa de su dolor abdominal por ahora, así que haga un diario de comidas.',
    'Paciente: ¿Puede ser una alergia?',
    'Médica: No creo que sea una alergia.',
  ],
  de: [
    'Ärztin: Der Ultraschall und die Blutwerte waren normal.',
    'Ärztin: Es sind keine Gallensteine und es ist kein Geschwür.',
    'Ärztin: Wir haben bisher keine Ursache für Ihre Bauchschmerzen gefunden, führen Sie bitte ein Ernährungstagebuch.',
    'Patientin: Könnte es eine Allergie sein?',
    'Ärztin: An eine Allergie glaube ich nicht.',
  ],
}

const DIAGNOSES_ADDED: Record<Language, string[]> = {
  en: [
    "Doctor: Let's go through your diagnoses.",
    'Patient: I have diabetes and high blood pressure.',
    "Doctor: Yes, that's in your chart.",
    'Doctor: We have now added obstructive sleep apnea and fatty liver disease.',
  ],
  pt: [
    'Médica: Vamos rever os seus diagnósticos.',
    'Doente: Tenho diabetes e tensão alta.',
    'Médica: Sim, está no processo.',
    'Médica: Acrescentámos agora a apneia do sono e a esteatose hepática.',
  ],
  es: [
    'Médica: Vamos a repasar sus diagnósticos.',
    'Paciente: Tengo diabetes y la tensión alta.',
    'Médica: Sí, está en su historia.',
    'Médica: Hemos añadido la apnea del sueño y la esteatosis hepática.',
  ],
  de: [
    'Ärztin: Gehen wir Ihre Diagnosen durch.',
    'Patientin: Ich habe Diabetes und hohen Blutdruck.',
    'Ärztin: Ja, das steht in Ihrer Akte.',
    'Ärztin: Wir haben jetzt die Schlafapnoe und die Hyperurikämie ergänzt.',
  ],
}

describe('impressions said beyond the usual words', () => {
  it.each<[Language, RegExp, RegExp]>([
    ['en', /^- Plantar fasciitis$/, /spur/i],
    ['pt', /^- Fascite plantar$/, /esporão/i],
    ['es', /^- Fascitis plantar$/, /espolón/i],
    ['de', /^- Plantarfasziitis$/, /sporn/i],
  ])('%s: the condition named in answer to "what do I have?"', async (language, answered, guess) => {
    const n = note(language, ANSWERED[language])
    expect(section(n, 'assessment')).toMatch(answered)
    expect(section(n, 'assessment')).not.toMatch(guess)
    expect(await wrongIn(language, ANSWERED[language], n)).toEqual([])
  })

  it.each<[Language, RegExp, RegExp]>([
    ['en', /^- Abdominal pain of unclear cause$/, /gallstone|ulcer|allergy/i],
    ['pt', /^- Dor abdominal de causa não esclarecida$/, /pedra|úlcera|alergia/i],
    ['es', /^- Dolor abdominal de causa no aclarada$/, /piedra|úlcera|alergia/i],
    ['de', /^- Bauchschmerzen unklarer Ursache$/, /gallenstein|geschwür|allergie/i],
  ])(
    '%s: a complaint whose cause was not found; what was ruled out stays out',
    async (language, line, ruledOut) => {
      const n = note(language, CAUSE_NOT_FOUND[language])
      expect(section(n, 'assessment')).toMatch(line)
      expect(section(n, 'assessment')).not.toMatch(ruledOut)
      expect(await wrongIn(language, CAUSE_NOT_FOUND[language], n)).toEqual([])
    },
  )

  it.each<[Language, RegExp]>([
    ['en', /^- Obstructive sleep apnea and fatty liver disease$/],
    ['pt', /^- Apneia do sono e esteatose hepática$/],
    ['es', /^- Apnea del sueño y esteatosis hepática$/],
    ['de', /^- Schlafapnoe und Hyperurikämie$/],
  ])('%s: conditions added to the diagnoses', async (language, added) => {
    const n = note(language, DIAGNOSES_ADDED[language])
    expect(section(n, 'assessment')).toMatch(added)
    expect(await wrongIn(language, DIAGNOSES_ADDED[language], n)).toEqual([])
  })
})

describe('what is not the patient asking for a diagnosis, nor a cause not found', () => {
  it.each<[Language, string[]]>([
    ['en', ['Patient: What do I have to do now?', 'Doctor: Rest the ankle and keep it raised.']],
    ['en', ['Patient: What do I have, doctor?', 'Doctor: Maybe a sprain, maybe a fracture.']],
    ['pt', ['Doente: O que é que eu tenho de fazer?', 'Médico: Repouso do tornozelo.']],
    ['es', ['Paciente: ¿Qué tengo que hacer?', 'Médico: Reposo del tobillo.']],
    ['de', ['Patient: Was habe ich denn?', 'Arzt: Vielleicht eine Zerrung.']],
    ['en', ["Doctor: If we can't find the cause of your pain, I'll refer you to the pain clinic."]],
    ['pt', ['Médica: Se não conseguirmos encontrar a causa da sua dor, peço uma consulta da dor.']],
  ])('%s: no impression in %j', (language, lines) => {
    expect(note(language, lines).sections.find((s) => s.key === 'assessment')!.empty).toBe(true)
  })
})

describe('impressions said as what the patient seems to have, or is having', () => {
  it.each<[Language, string, RegExp]>([
    ['en', "Doctor: We're dealing with a sinusitis here.", /^- Probable sinusitis$/],
    ['en', "Doctor: It looks like she's having a migraine.", /^- Probable migraine$/],
    ['pt', 'Médico: Está a ter uma crise de enxaqueca.', /^- Crise de enxaqueca$/],
    ['es', 'Médico: Está teniendo una crisis de migraña.', /^- Crisis de migraña$/],
    ['de', 'Arzt: Es sieht so aus, als hätte sie eine Sinusitis.', /^- Verdacht auf Sinusitis$/],
    ['de', 'Arzt: Es scheint, dass Sie eine Sinusitis haben.', /^- Verdacht auf Sinusitis$/],
    ['de', 'Arzt: Wir haben es hier mit einer Sinusitis zu tun.', /^- Verdacht auf Sinusitis$/],
    ['en', 'Doctor: I believe, you have a sinusitis.', /^- Probable sinusitis$/],
    ['pt', 'Médico: Estamos a lidar com uma sinusite.', /^- Provável sinusite$/],
    ['pt', 'Médico: Tem ar de ser uma sinusite.', /^- Provável sinusite$/],
    ['es', 'Médico: Tiene pinta de ser una sinusitis.', /^- Probable sinusitis$/],
  ])('%s: %s', (language, line, impression) => {
    expect(section(note(language, [line]), 'assessment')).toMatch(impression)
  })

  it.each<[Language, string]>([
    ['de', 'Arzt: Es sieht nicht so aus, als hätte sie eine Sinusitis.'],
    ['de', 'Arzt: Ich glaube nicht, dass wir es hier mit einer Sinusitis zu tun haben.'],
  ])('%s: denied, no impression: %s', (language, line) => {
    expect(note(language, [line]).sections.find((s) => s.key === 'assessment')!.empty).toBe(true)
  })
})

describe("the condition's name, told when the patient asks what it is called", () => {
  it.each<[Language, string[], RegExp]>([
    [
      'en',
      ['Patient: What is it called?', "Doctor: It's called plantar fasciitis."],
      /^- Plantar fasciitis$/,
    ],
    ['pt', ['Doente: Como se chama isto?', 'Médico: Chama-se fascite plantar.'], /^- Fascite plantar$/],
    ['es', ['Paciente: ¿Cómo se llama esto?', 'Médico: Se llama fascitis plantar.'], /^- Fascitis plantar$/],
    ['de', ['Patient: Wie heißt das?', 'Arzt: Das nennt man Plantarfasziitis.'], /^- Plantarfasziitis$/],
  ])('%s: %j', (language, lines, impression) => {
    expect(section(note(language, lines), 'assessment')).toMatch(impression)
  })

  it.each<[Language, string]>([
    ['pt', 'Médico: Chama-se Maria, a enfermeira.'],
    ['es', 'Médico: Se llama losartán y es para la tensión.'],
    ['de', 'Arzt: Das heißt, wir warten noch ab.'],
  ])('%s: no condition named, no impression: %s', (language, line) => {
    expect(note(language, [line]).sections.find((s) => s.key === 'assessment')!.empty).toBe(true)
  })
})

describe('de: an irritation, a bruise or a sprain named is a condition', () => {
  it('is the assessment, with its hedge, never a finding', async () => {
    const lines = [
      'Ärztin: Was führt Sie zu mir?',
      'Patient: Mein rechtes Knie tut seit zwei Wochen beim Treppensteigen weh.',
      'Ärztin: Ich schaue mir das mal an. Kein Erguss, die Kniescheibe ist druckempfindlich.',
      'Ärztin: Das ist am ehesten eine Reizung der Kniescheibe.',
      'Ärztin: Kühlen Sie das Knie und machen Sie eine Woche Pause vom Laufen.',
    ]
    const n = note('de', lines)
    expect(section(n, 'assessment')).toMatch(/^- Verdacht auf Reizung der Kniescheibe$/m)
    expect(section(n, 'objective')).not.toMatch(/Reizung/)
    expect(await wrongIn('de', lines, n)).toEqual([])
  })
})
