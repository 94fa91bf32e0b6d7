import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Language } from '../../../contract/common'
import { readConsultation } from './facts'
import { FACTS } from './lang/facts'
import type { Fact } from './types'

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../tests/fixtures/consultations', `${name}.txt`), 'utf8')

const read = (name: string, language: Language) => {
  const transcript = fixture(name)
  const { facts } = readConsultation(transcript, [], language)
  const said = (f: Fact) => transcript.slice(f.span.start, f.span.end)
  return {
    facts,
    said,
    of: <K extends Fact['kind']>(kind: K) =>
      facts.filter((f): f is Extract<Fact, { kind: K }> => f.kind === kind),
  }
}

describe('a consultation is read into facts, each with where it was said', () => {
  it('reads a Portuguese consultation: a late allergy, a drug not to use, the impression, orders', () => {
    const { of, said } = read('pt-pneumonia', 'pt')
    expect(of('allergy').map((a) => [a.agent, a.key, a.reaction])).toEqual([
      ['penicilina', 'penicillin', 'borbulhas'],
    ])
    const meds = of('medication').map((m) => `${m.name}:${m.status}`)
    expect(meds).toEqual([
      'Lisinopril:current',
      'Metformina:current',
      'Amoxicilina:avoided',
      'Azitromicina:started',
      'Lisinopril:continued',
      'Metformina:continued',
    ])
    expect(of('impression').map((i) => i.text)).toEqual(['Provável pneumonia da base direita'])
    expect(of('measurement').map((m) => m.value)).toEqual(['132/80 mmHg', '94%'])
    expect(of('order').map((o) => `${o.type}:${o.what}`)).toEqual([
      'test:radiografia, análises',
      'safety_net:Se a febre passar dos 39 ou se tiver falta de ar, vá à urgência.',
      'follow_up:daqui a uma semana',
    ])
    for (const f of of('allergy')) expect(said(f)).toBe('penicilina')
  })

  it('reads an English consultation: no known allergies, a stopped and a started drug, a referral', () => {
    const { of } = read('en-knee', 'en')
    expect(of('allergy').map((a) => a.agent)).toEqual([null])
    expect(of('medication').map((m) => `${m.key}:${m.status}`)).toEqual([
      'ibuprofen:current',
      'atorvastatin:current',
      'tramadol:avoided',
      'ibuprofen:stopped',
      'paracetamol:started',
      'atorvastatin:continued',
    ])
    expect(of('impression').map((i) => i.text)).toEqual(['Probable osteoarthritis of the right knee'])
    expect(of('measurement').map((m) => m.value)).toEqual(['152/90 mmHg'])
    expect(of('order').map((o) => o.type)).toEqual(['imaging', 'referral', 'safety_net', 'test', 'follow_up'])
  })

  it('reads a German consultation', () => {
    const { of } = read('de-bronchitis', 'de')
    expect(of('allergy').map((a) => [a.agent, a.reaction])).toEqual([['Penicillin', 'Ausschlag']])
    expect(of('medication').map((m) => `${m.name}:${m.status}`)).toEqual([
      'Ramipril:current',
      'Amoxicillin:avoided',
      'Clarithromycin:started',
      'Ramipril:continued',
    ])
    expect(of('impression').map((i) => i.text)).toEqual(['Verdacht auf Lungenentzündung links basal'])
    expect(of('measurement').map((m) => m.value)).toEqual(['138/86 mmHg', '96%'])
    expect(of('order').map((o) => `${o.type}:${o.what}`)).toContain('follow_up:in drei Tagen')
  })

  it('reads a Spanish consultation', () => {
    const { of } = read('es-uti', 'es')
    expect(of('allergy').map((a) => a.agent)).toEqual([null])
    expect(of('medication').map((m) => `${m.name}:${m.status}`)).toEqual([
      'Levotiroxina:current',
      'Fosfomicina:started',
      'Levotiroxina:continued',
    ])
    expect(of('impression').map((i) => i.text)).toEqual(['Probable cistitis no complicada'])
    expect(of('measurement').map((m) => m.value)).toEqual(['36,5 °C', '110/70 mmHg'])
    expect(of('order').map((o) => `${o.type}:${o.what}`)).toContain('test:sedimento de orina, urocultivo')
  })

  it('never reads an allergen as a medication, nor a negated impression', () => {
    const { facts } = readConsultation(
      'Doctor: Any allergies?\nPatient: Penicillin, I get hives.\nDoctor: I do not think this is strep throat.',
      [],
      'en',
    )
    expect(facts.map((f) => f.kind)).toEqual(['allergy'])
  })

  it.each<[Language, string, string[]]>([
    [
      'en',
      'Doctor: In the meantime, start aspirin seventy five milligrams once a day, atorvastatin eighty milligrams at night, and a GTN spray to use under the tongue if you get the pain.',
      ['Aspirin:started:75 mg', 'Atorvastatin:started:80 mg', 'GTN:discussed:'],
    ],
    [
      'es',
      'Médico: Vamos a subir la venlafaxina a ciento cincuenta miligramos por la mañana.',
      ['Venlafaxina:changed:150 mg'],
    ],
    [
      'pt',
      'Médico: Para a dor, passe do ibuprofeno para o naproxeno, quinhentos miligramas de doze em doze horas.',
      ['Ibuprofeno:changed:', 'Naproxeno:changed:500 mg'],
    ],
    [
      'en',
      'Doctor: If the pain comes back, we will start naproxen five hundred milligrams.',
      ['Naproxen:discussed:500 mg'],
    ],
    [
      'de',
      'Arzt: Ich setze Ihnen Apixaban an, fünf Milligramm zweimal täglich. Und Bisoprolol zwei Komma fünf Milligramm morgens.',
      ['Apixaban:started:5 mg', 'Bisoprolol:started:2,5 mg'],
    ],
    [
      'de',
      'Ärztin: Gegen die Schmerzen können Sie Ibuprofen vierhundert Milligramm bis zu dreimal täglich nehmen. Dazu Methocarbamol siebenhundertfünfzig Milligramm.',
      ['Ibuprofen:started:400 mg', 'Methocarbamol:started:750 mg'],
    ],
    [
      'es',
      'Médico: Deje el enalapril hasta que se encuentre bien. Le receto paracetamol un gramo cada ocho horas si lo necesita.',
      ['Enalapril:stopped:', 'Paracetamol:started:1 g'],
    ],
    [
      'es',
      'Paciente: Tomo losartán cincuenta y apixabán cinco.',
      ['Losartán:current:50', 'Apixabán:current:5'],
    ],
    ['es', 'Médico: Para el dolor, paracetamol un gramo cada ocho horas.', ['Paracetamol:started:1 g']],
    [
      'pt',
      'Médico: Como é alérgico à penicilina, vou receitar azitromicina, quinhentos miligramas por dia.',
      ['Azitromicina:started:500 mg'],
    ],
  ])(
    'reads what the clinician does with each drug of a list, a condition after it and a change (%s)',
    (language, transcript, expected) => {
      const { facts } = readConsultation(transcript, [], language)
      expect(
        facts.flatMap((f) => (f.kind === 'medication' ? [`${f.name}:${f.status}:${f.dose ?? ''}`] : [])),
      ).toEqual(expected)
    },
  )

  it('never reads the drug given instead of an allergen as another allergen', () => {
    const agents = (transcript: string, language: Language) =>
      readConsultation(transcript, [], language)
        .facts.filter((f) => f.kind === 'allergy')
        .map((f) => (f.kind === 'allergy' ? f.agent : null))
    expect(
      agents(
        'Médico: Como es alérgico a la penicilina, le receto levofloxacino, quinientos miligramos al día.',
        'es',
      ),
    ).toEqual(['penicilina'])
    expect(agents('Médico: Sendo alérgico à penicilina, receito azitromicina e paracetamol.', 'pt')).toEqual([
      'penicilina',
    ])
    expect(agents('Patient: I am allergic to penicillin, sulfa and codeine.', 'en')).toEqual([
      'penicillin',
      'sulfa',
      'codeine',
    ])
  })
})

describe('allergies said without the word allergy, and lists said over two sentences', () => {
  const allergies = (transcript: string, language: Language) => {
    const { facts } = readConsultation(transcript, [], language)
    return facts.flatMap((f) =>
      f.kind === 'allergy'
        ? [[f.agent, f.reaction ?? null]]
        : f.kind === 'medication'
          ? [['taking', f.name]]
          : [],
    )
  }

  it.each<[Language, string, [string, string][]]>([
    [
      'en',
      'Doctor: What happens when you take codeine?\nPatient: Oh, I break out in hives all over.\nDoctor: Noted.',
      [['codeine', 'hives']],
    ],
    [
      'pt',
      'Médico: O que lhe acontece quando toma a amoxicilina?\nDoente: Fico cheia de borbulhas.\nMédico: Fica registado.',
      [['amoxicilina', 'borbulhas']],
    ],
    [
      'es',
      'Médico: ¿Qué le pasa cuando toma ibuprofeno?\nPaciente: Me salen ronchas por todo el cuerpo.',
      [['ibuprofeno', 'ronchas']],
    ],
    [
      'de',
      'Arzt: Was passiert, wenn Sie Penicillin nehmen?\nPatientin: Dann bekomme ich Quaddeln am ganzen Körper.',
      [['Penicillin', 'quaddeln']],
    ],
  ])(
    'reads a drug as an allergen when the question what it does is answered with a reaction (%s)',
    (language, transcript, expected) => {
      expect(allergies(transcript, language).map(([a, r]) => [a, r?.toLowerCase() ?? null])).toEqual(expected)
    },
  )

  it.each<[Language, string]>([
    [
      'en',
      'Doctor: What happens when you take metformin?\nPatient: Nothing much, it just upsets my stomach a bit.',
    ],
    ['pt', 'Médico: O que lhe acontece quando toma o ibuprofeno?\nDoente: Nada, passa-me a dor.'],
  ])('does not make an allergy of a drug that causes no reaction (%s)', (language, transcript) => {
    expect(allergies(transcript, language).filter(([a]) => a !== 'taking')).toEqual([])
  })

  it.each<[Language, string, string[]]>([
    [
      'en',
      'Doctor: So he is allergic to Bactrim.\nNurse: Yeah, and Lamisil and cyclobenzaprine.',
      ['Bactrim', 'Lamisil', 'cyclobenzaprine'],
    ],
    [
      'pt',
      'Médico: É alérgica à penicilina.\nEnfermeira: E também ao ibuprofeno.',
      ['penicilina', 'ibuprofeno'],
    ],
    [
      'es',
      'Médico: Es alérgico a la penicilina.\nEnfermera: Y también a las sulfamidas.',
      ['penicilina', 'sulfamidas'],
    ],
    [
      'de',
      'Arzt: Sie ist allergisch gegen Penicillin.\nPfleger: Und gegen Ibuprofen.',
      ['Penicillin', 'Ibuprofen'],
    ],
  ])('reads a list of allergens going on in the next sentence (%s)', (language, transcript, agents) => {
    expect(allergies(transcript, language).map(([a]) => a)).toEqual(agents)
  })

  it('does not take what the patient says next about their medicines as allergens', () => {
    const read = allergies(
      'Doctor: Any allergies?\nPatient: I am allergic to penicillin. And I take metformin every day.',
      'en',
    )
    expect(read.filter(([a]) => a !== 'taking').map(([a]) => a)).toEqual(['penicillin'])
  })
})

describe('impressions said indirectly', () => {
  const impressions = (transcript: string, language: Language) =>
    readConsultation(transcript, [], language).facts.flatMap((f) => (f.kind === 'impression' ? [f.text] : []))

  it.each<[Language, string, string[]]>([
    // The state of a known condition is the doctor's assessment of it today.
    [
      'en',
      'Doctor: Looking at your results I think your kidney failure is resolved too.',
      ['Kidney failure, resolved'],
    ],
    ['pt', 'Médico: Pelas análises, a sua diabetes está bem controlada.', ['Diabetes, bem controlada']],
    ['de', 'Arzt: Ihr Bluthochdruck ist jetzt gut eingestellt.', ['Bluthochdruck, gut eingestellt']],
    // Rhythm disorders, headaches and compound German diagnoses are conditions.
    ['de', 'Arzt: Das ist ein tachykardes Vorhofflimmern.', ['Tachykardes Vorhofflimmern']],
    [
      'de',
      'Ärztin: Das spricht für eine unkomplizierte Blasenentzündung.',
      ['Verdacht auf unkomplizierte Blasenentzündung'],
    ],
    ['es', 'Médico: Parece una cefalea tensional.', ['Probable cefalea tensional']],
    ['pt', 'Médico: É uma fibrilhação auricular.', ['Fibrilhação auricular']],
    [
      'en',
      'Doctor: This looks like a supraventricular tachycardia.',
      ['Probable supraventricular tachycardia'],
    ],
    ['es', 'Médico: Su hipertensión está controlada con la medicación.', ['Hipertensión, controlada']],
    // A hedge on the patient: possible.
    [
      'en',
      'Doctor: So, what I feel is you might have short term memory loss due to stress.',
      ['Possible short term memory loss due to stress'],
    ],
    ['pt', 'Médico: Pode ter uma sinusite, vamos ver.', ['Possível sinusite']],
    // A complaint put down to a medicine with a hedge is probable, read with its cause; 'and' opens no diagnosis.
    [
      'en',
      'Doctor: Your asthma is better, and the tremor is likely from the salbutamol.',
      ['Probable tremor due to salbutamol', 'Asthma, better'],
    ],
    [
      'en',
      'Doctor: These dizzy spells are probably from the doxazosin.',
      ['Probable dizzy spells due to doxazosin'],
    ],
    ['es', 'Médico: Puede tener una bronquitis.', ['Posible bronquitis']],
    // Said as a diagnosis made or a complication.
    ['en', 'Doctor: It looks like they diagnosed you with sick sinus syndrome.', ['Sick sinus syndrome']],
    ['en', 'Doctor: Your wound is complicated by cellulitis.', ['Cellulitis']],
    ['pt', 'Médico: A ferida está complicada com uma celulite.', ['Celulite']],
    ['es', 'Médico: Le diagnosticaron una diabetes tipo dos.', ['Diabetes tipo dos']],
    // Spelled abbreviations, and a possessive written as the note says it.
    ['en', 'Doctor: Hm, it appears that you have a U R I.', ['Probable U R I']],
    ['en', 'Doctor: So, looks like you have stones in your C B D.', ['Probable stones in the C B D']],
    // What the doctor reads from a result, and a condition the patient suffers from.
    ['en', 'Doctor: Your blood work also shows anemia.', ['Anemia']],
    ['pt', 'Médico: A radiografia mostra uma pneumonia na base direita.', ['Pneumonia na base direita']],
    ['de', 'Ärztin: Das Röntgenbild zeigt eine Lungenentzündung.', ['Lungenentzündung']],
    ['es', 'Médico: La radiografía muestra una neumonía.', ['Neumonía']],
    ['en', 'Doctor: She suffers from bipolar disorder.', ['Bipolar disorder']],
    ['pt', 'Médico: O doente sofre de asma desde criança.', ['Asma desde criança']],
    ['es', 'Médico: Padece de migraña.', ['Migraña']],
    ['de', 'Arzt: Er leidet an Migräne.', ['Migräne']],
    ['en', 'Doctor: We will rule out angina while evaluating your jaw pain.', ['Possible angina']],
    // A dictated heading, then the impression.
    [
      'en',
      'Doctor: Assessment and plan. She is a 22-month-old twin with Smith-Magenis syndrome.',
      ['She is a 22-month-old twin with Smith-Magenis syndrome'],
    ],
    [
      'pt',
      'Médico: Avaliação. Doente de 67 anos com pneumonia da base direita.',
      ['Doente de 67 anos com pneumonia da base direita'],
    ],
    [
      'de',
      'Arzt: Beurteilung. Akute Bronchitis ohne Hinweis auf Pneumonie.',
      ['Akute Bronchitis ohne Hinweis auf Pneumonie'],
    ],
    ['es', 'Médico: Impresión diagnóstica. Cistitis no complicada.', ['Cistitis no complicada']],
  ])('%s: %s', (language, transcript, expected) => {
    expect(impressions(transcript, language)).toEqual(expected)
  })

  it.each<[Language, string]>([
    // What is not a condition, a negation and a condition ('if') state no impression.
    ['en', 'Doctor: Your blood pressure is better today.'],
    ['en', "Doctor: I don't think your asthma is under control."],
    ['en', "Doctor: I don't think this is pneumonia."],
    ['en', 'Doctor: Hope the osteoarthritis is getting better.'],
    ['en', 'Doctor: It looks like you took Cipro. This is usually used to treat a U T I.'],
    ['pt', 'Médico: Espero que agora a sua asma está controlada de vez.'],
    ['es', 'Médico: Para que su asma está controlada, use el inhalador.'],
    ['en', 'Doctor: You might have some bruising after the injection.'],
    ['pt', 'Médico: Se a sua asma estiver controlada, baixamos a dose.'],
    ['de', 'Arzt: Ihr Knie ist besser.'],
    ['es', 'Médico: Puede tener algo de dolor después.'],
    ['en', 'Doctor: The x-ray shows nothing broken.'],
    ['pt', 'Médico: As análises mostram que está tudo bem.'],
    ['en', 'Doctor: Assessment and plan. No evidence of pneumonia.'],
  ])('%s: no impression in %s', (language, transcript) => {
    expect(impressions(transcript, language)).toEqual([])
  })
})

describe('common drugs and brand names the lexicon reads', () => {
  it.each([
    ["Doctor: i'm gon na give you meloxicam fifteen milligrams daily for the pain.", 'meloxicam', 'started'],
    ['Doctor: i am going to prescribe cardura four milligrams once a day.', 'doxazosin', 'started'],
    ['Doctor: continue your bumex two milligrams once daily.', 'bumetanide', 'continued'],
    ['Doctor: continue the cozaar one hundred milligrams daily.', 'losartan', 'continued'],
  ])('%s', (transcript, key, status) => {
    const meds = readConsultation(transcript, [], 'en').facts.flatMap((f) =>
      f.kind === 'medication' ? [[f.key, f.status]] : [],
    )
    expect(meds).toContainEqual([key, status])
  })
})

describe('an allergy the clinician names in a question, confirmed or denied', () => {
  const read = (transcript: string, language: Language) =>
    readConsultation(transcript, [], language).facts.flatMap((f) =>
      f.kind === 'allergy'
        ? [['allergy', f.agent, f.reaction ?? null]]
        : f.kind === 'medication'
          ? [['taking', f.name, f.status]]
          : [],
    )

  it.each<[Language, string, (string | null)[][]]>([
    [
      'en',
      "Doctor: And you're allergic to Augmentin, is that right?\nPatient: Yes, I get a rash.",
      [['allergy', 'Augmentin', 'rash']],
    ],
    [
      'pt',
      'Médico: É alérgica à penicilina, certo?\nDoente: Sim, fico com urticária.',
      [['allergy', 'penicilina', 'urticária']],
    ],
    ['es', 'Médico: Es alérgica a la penicilina, ¿verdad?\nPaciente: Sí.', [['allergy', 'penicilina', null]]],
    [
      'de',
      'Arzt: Sie sind allergisch gegen Penicillin, oder?\nPatientin: Ja.',
      [['allergy', 'Penicillin', null]],
    ],
    // Denied: neither an allergy nor 'no known allergies', and never a medication taken.
    ['en', 'Doctor: You are allergic to penicillin, correct?\nPatient: No, that was my sister.', []],
  ])('%s: %s', (language, transcript, expected) => {
    expect(read(transcript, language)).toEqual(expected)
  })
})

describe('a strength said without its unit, and a reaction said after the allergen', () => {
  const read = (transcript: string, language: Language) =>
    readConsultation(transcript, [], language).facts.flatMap((f) =>
      f.kind === 'medication'
        ? [[f.name, f.dose ?? null]]
        : f.kind === 'allergy'
          ? [[`allergy:${f.agent}`, f.reaction ?? null]]
          : [],
    )

  it.each<[Language, string, (string | null)[][]]>([
    [
      'pt',
      'Médica: Que medicação faz?\nDoente: Tomo a metformina de oitocentos e cinquenta duas vezes ao dia. Sou alérgico à amoxicilina, fiquei todo empolado.',
      [
        ['allergy:amoxicilina', 'empolado'],
        ['Metformina', '850'],
      ],
    ],
    [
      'es',
      'Médico: ¿Qué medicación toma?\nPaciente: Tomo el enalapril de veinte por la mañana. Soy alérgica al ibuprofeno, me salieron ronchas.',
      [
        ['allergy:ibuprofeno', 'ronchas'],
        ['Enalapril', '20'],
      ],
    ],
    [
      'en',
      'Doctor: What do you take?\nPatient: I take metformin 500 twice a day. I am allergic to penicillin, got hives all over.',
      [
        ['allergy:penicillin', 'hives'],
        ['Metformin', '500'],
      ],
    ],
    [
      'de',
      'Arzt: Welche Medikamente nehmen Sie?\nPatient: Ich nehme Ramipril 5 morgens. Ich bin allergisch gegen Penicillin, bekam einen Ausschlag.',
      [
        ['allergy:Penicillin', 'Ausschlag'],
        ['Ramipril', '5'],
      ],
    ],
  ])('%s', (language, transcript, expected) => {
    // Allergies are read first, then medicines.
    expect(read(transcript, language)).toEqual(expected)
  })

  it.each<[Language, string, string]>([
    ['es', 'Paciente: Uso el tiotropio una vez al día.', 'Tiotropio'],
    ['pt', 'Doente: Uso o tiotrópio uma vez por dia.', 'Tiotrópio'],
    ['en', 'Patient: I use tiotropium one time a day.', 'Tiotropium'],
  ])('%s: a one said in words is never a strength', (language, transcript, name) => {
    expect(read(transcript, language)).toEqual([[name, null]])
  })

  it.each<[Language, string]>([
    ['pt', 'Doente: Tomo paracetamol de oito em oito horas.'],
    ['es', 'Paciente: Tomo paracetamol 2 cada 8 horas.'],
    ['en', 'Patient: I take ibuprofen 6 and 6 hours apart.'],
  ])('%s: how often, or a count of tablets, is never a strength', (language, transcript) => {
    expect(read(transcript, language).map(([, dose]) => dose)).toEqual([null])
  })

  it('never takes how often or how long for a strength', () => {
    expect(read('Patient: I take ibuprofen 3 times a day and aspirin for 2 years.', 'en')).toEqual([
      ['Ibuprofen', null],
      ['Aspirin', null],
    ])
  })
})

describe('a dictation says what the patient is on, and a prescription stays one', () => {
  const meds = (transcript: string, language: Language) =>
    readConsultation(transcript, [], language).facts.flatMap((f) =>
      f.kind === 'medication' ? [`${f.name}:${f.status}`] : [],
    )

  it.each<[Language, string, string[]]>([
    ['pt', 'Doente de 68 anos, medicado com ramipril cinco miligramas.', ['Ramipril:current']],
    ['en', 'Sixty eight year old man who is on lisinopril twenty milligrams.', ['Lisinopril:current']],
    ['es', 'Varón de 68 años en tratamiento con enalapril veinte miligramos.', ['Enalapril:current']],
    ['de', 'Der 68-jährige Patient nimmt regelmäßig Ramipril fünf Milligramm.', ['Ramipril:current']],
    [
      'es',
      'Paciente con fibrilación auricular anticoagulada con apixabán cinco miligramos.',
      ['Apixabán:current'],
    ],
  ])('%s: what the patient is on is current', (language, transcript, expected) => {
    expect(meds(transcript, language)).toEqual(expected)
  })

  it("en: 'put you on' is still a prescription", () => {
    expect(meds("Doctor: I'm going to put you on lisinopril ten milligrams.", 'en')).toEqual([
      'Lisinopril:started',
    ])
  })
})

describe('an allergy answered by its agent alone, and the next question is not its answer', () => {
  const read = (transcript: string, language: Language) =>
    readConsultation(transcript, [], language).facts.flatMap((f) =>
      f.kind === 'allergy'
        ? [[`allergy:${f.agent ?? 'none'}`, f.reaction ?? null]]
        : f.kind === 'medication'
          ? [[f.name, f.status]]
          : [],
    )

  it.each<[Language, string, (string | null)[][]]>([
    [
      'de',
      'Ärztin: Sind Sie gegen etwas allergisch?\nPatientin: Gegen Sulfonamide, da bekam ich Quaddeln.\nÄrztin: Trinken Sie Alkohol?\nPatientin: Nein, gar nicht.',
      [['allergy:Sulfonamide', 'Quaddeln']],
    ],
    [
      'en',
      'Doctor: Any allergies to medicines?\nPatient: To penicillin, I got hives.\nDoctor: Do you drink?\nPatient: No, never.',
      [['allergy:penicillin', 'hives']],
    ],
    [
      'pt',
      'Médica: Tem alergia a algum medicamento?\nDoente: À penicilina, fiquei com urticária.\nMédica: Fuma?\nDoente: Não, nunca fumei.',
      [['allergy:penicilina', 'urticária']],
    ],
    [
      'es',
      'Médica: ¿Es alérgica a algún medicamento?\nPaciente: A la penicilina, me salieron ronchas.\nMédica: ¿Fuma?\nPaciente: No, nunca.',
      [['allergy:penicilina', 'ronchas']],
    ],
  ])(
    "%s: the agent after 'to' is the allergen; the 'no' to another question denies nothing",
    (language, transcript, expected) => {
      expect(read(transcript, language)).toEqual(expected)
    },
  )

  it.each<[Language, string, (string | null)[][]]>([
    [
      'pt',
      'Médico: E alergias?\nMãe: Sim, ao ibuprofeno. Ficou com pieira e foi à urgência.\nMédico: Está a tomar alguma coisa?\nMãe: Deixámos a budesonida em junho.',
      [
        ['allergy:ibuprofeno', 'pieira'],
        ['Budesonida', 'stopped'],
      ],
    ],
    [
      'es',
      'Médico: ¿Alergias?\nMadre: Sí, al ibuprofeno. Le dieron pitos y fuimos a urgencias.\nMédico: ¿Toma algo?\nMadre: Dejamos la budesonida en junio.',
      [
        ['allergy:ibuprofeno', 'pitos'],
        ['Budesonida', 'stopped'],
      ],
    ],
    [
      'en',
      'Doctor: Any allergies?\nMother: Yes, ibuprofen. He started wheezing and we went to the ER.\nDoctor: Is he taking anything?\nMother: We stopped the budesonide in June.',
      [
        ['allergy:ibuprofen', 'wheezing'],
        ['Budesonide', 'stopped'],
      ],
    ],
    [
      'de',
      'Arzt: Allergien?\nMutter: Ja, gegen Ibuprofen. Er bekam Atemnot und wir waren in der Notaufnahme.\nArzt: Nimmt er etwas?\nMutter: Das Budesonid haben wir im Juni weggelassen.',
      [
        ['allergy:Ibuprofen', 'Atemnot'],
        ['Budesonid', 'stopped'],
      ],
    ],
  ])(
    '%s: a reaction told in the next sentence is the allergy’s; a drug a parent stopped is not current',
    (language, transcript, expected) => {
      expect(read(transcript, language)).toEqual(expected)
    },
  )
})

describe('a sentence taken back is not read', () => {
  const meds = (transcript: string, language: Language) =>
    readConsultation(transcript, [], language).facts.flatMap((f) => (f.kind === 'medication' ? [f.name] : []))

  it.each<[Language, string, string[]]>([
    [
      'en',
      "Doctor: You take apixaban, and the tamsulosin... No, sorry, that's not you. And the metoprolol.",
      ['Metoprolol'],
    ],
    [
      'pt',
      'Médico: Toma apixabano, e a tansulosina... Não, desculpe, isso não é consigo. E o metoprolol.',
      ['Metoprolol'],
    ],
    [
      'es',
      'Médico: Toma apixabán, y la tamsulosina... No, perdón, eso no es suyo. Y el metoprolol.',
      ['Metoprolol'],
    ],
    [
      'de',
      'Arzt: Sie nehmen Apixaban, und das Tamsulosin... Nein, Entschuldigung, das ist nicht bei Ihnen. Und das Metoprolol.',
      ['Metoprolol'],
    ],
  ])('%s', (language, transcript, expected) => {
    expect(meds(transcript, language)).toEqual(expected)
  })
})

describe('an impression of low blood pressure or a -ism, and a condition not well controlled', () => {
  const impressions = (transcript: string, language: Language) =>
    readConsultation(transcript, [], language).facts.flatMap((f) => (f.kind === 'impression' ? [f.text] : []))

  it.each<[Language, string]>([
    ['en', 'Doctor: I think this is orthostatic hypotension from the new tablets.'],
    ['pt', 'Médico: Parece-me uma hipotensão ortostática pelos comprimidos novos.'],
    ['es', 'Médico: Parece una hipotensión ortostática por las pastillas nuevas.'],
    ['de', 'Arzt: Das spricht für eine orthostatische Hypotonie durch die neuen Tabletten.'],
    ['en', 'Doctor: I think this is hypothyroidism.'],
    ['pt', 'Médico: Parece-me um hipotiroidismo.'],
  ])('%s: %s', (language, transcript) => {
    expect(impressions(transcript, language)).toHaveLength(1)
  })

  it.each<[Language, string, RegExp]>([
    ['de', 'Arzt: Der Diabetes ist nicht ausreichend eingestellt.', /nicht ausreichend eingestellt/],
    ['en', 'Doctor: Your diabetes is not adequately controlled.', /not adequately controlled/],
    ['pt', 'Médico: A sua diabetes não está suficientemente controlada.', /não suficientemente controlada/],
    ['es', 'Médico: Su diabetes no está suficientemente controlada.', /no suficientemente controlada/],
  ])('%s: %s', (language, transcript, state) => {
    const [line] = impressions(transcript, language)
    expect(line).toMatch(state)
  })
})

describe('what a later clause says of a drug, allergens answered with a preposition, impressions said of "these"', () => {
  const facts = (transcript: string, language: Language) => readConsultation(transcript, [], language).facts

  it.each<[Language, string, string]>([
    [
      'pt',
      'Doente: Deram-me alopurinol nessa altura, mas deixei de o tomar no ano passado.',
      'Alopurinol:stopped',
    ],
    ['es', 'Paciente: Me dieron alopurinol, pero lo dejé el año pasado.', 'Alopurinol:stopped'],
    ['pt', 'Doente: Tomo a metformina todos os dias.', 'Metformina:current'],
    ['es', 'Paciente: Tomo metformina, la tomo todos los días.', 'Metformina:current'],
  ])('%s: %s', (language, transcript, expected) => {
    const meds = facts(transcript, language).flatMap((f) =>
      f.kind === 'medication' ? [`${f.name}:${f.status}`] : [],
    )
    expect(meds).toEqual([expected])
  })

  it.each<[Language, string, string, string | undefined]>([
    [
      'de',
      'Arzt: Haben Sie Allergien?\nPatient: Auf Kontrastmittel hatte ich einmal einen Hautausschlag.',
      'Kontrastmittel',
      'Hautausschlag',
    ],
    [
      'es',
      'Médica: ¿Tiene alergias?\nPaciente: Con el contraste una vez me salieron ronchas.',
      'contraste',
      'ronchas',
    ],
    [
      'pt',
      'Médico: Tem alergias?\nDoente: Com a penicilina uma vez fiquei toda inchada.',
      'penicilina',
      'inchada',
    ],
    ['en', 'Doctor: Any allergies?\nPatient: To penicillin, I once got hives.', 'penicillin', 'hives'],
  ])('%s: the allergen before what happened once', (language, transcript, agent, reaction) => {
    const allergies = facts(transcript, language).flatMap((f) => (f.kind === 'allergy' ? [f] : []))
    expect(allergies.map((a) => [a.agent, a.reaction])).toEqual([[agent, reaction]])
  })

  it.each<[Language, string, string]>([
    ['en', 'Doctor: I think these are migraines with aura.', 'Probable migraines with aura'],
    ['pt', 'Médico: Acho que estas dores são enxaquecas com aura.', 'Prováveis enxaquecas com aura'],
    ['es', 'Médica: Creo que son migrañas con aura.', 'Probables migrañas con aura'],
    ['de', 'Arzt: Das sind wohl Migräneanfälle mit Aura.', 'Verdacht auf Migräneanfälle mit Aura'],
  ])('%s: %s', (language, transcript, expected) => {
    const impressions = facts(transcript, language).flatMap((f) => (f.kind === 'impression' ? [f.text] : []))
    expect(impressions).toEqual([expected])
  })

  it.each<[Language, string]>([
    ['pt', 'Médico: Acho que tem razão.'],
    ['es', 'Médica: Creo que son las tres.'],
    ['de', 'Arzt: Ich nehme wohl das Auto.'],
    ['en', 'Doctor: I think these are the results from last week.'],
  ])('%s: no condition named, no impression: %s', (language, transcript) => {
    expect(facts(transcript, language).filter((f) => f.kind === 'impression')).toEqual([])
  })
})

describe('ranges of how often, worries that name a condition, sending to hospital', () => {
  const facts = (transcript: string, language: Language) => readConsultation(transcript, [], language).facts

  it.each<[Language, string, string]>([
    ['en', 'Patient: I use the salbutamol maybe four or five times a week.', 'maybe 4 or 5 times a week'],
    ['pt', 'Doente: Uso o salbutamol umas três ou quatro vezes por semana.', 'umas 3 ou 4 vezes por semana'],
    ['es', 'Paciente: Uso el salbutamol tres o cuatro veces por semana.', '3 o 4 veces por semana'],
    ['de', 'Patient: Salbutamol nehme ich drei oder vier mal die Woche.', '3 oder 4 mal die Woche'],
  ])('%s: a range of how often is kept whole', (language, transcript, frequency) => {
    const meds = facts(transcript, language).flatMap((f) => (f.kind === 'medication' ? [f.frequency] : []))
    expect(meds).toEqual([frequency])
  })

  it.each<[Language, string, string]>([
    ['es', 'Médico: Me preocupa que sea una preeclampsia.', 'Posible preeclampsia'],
    ['pt', 'Médico: Preocupa-me que seja uma pré-eclâmpsia.', 'Possível pré-eclâmpsia'],
    ['en', "Doctor: I'm worried this could be pre-eclampsia.", 'Possible pre-eclampsia'],
    ['de', 'Arzt: Ich befürchte, dass es eine Präeklampsie ist.', 'Verdacht auf Präeklampsie'],
  ])('%s: a worry that names a condition is a possible diagnosis', (language, transcript, expected) => {
    expect(facts(transcript, language).flatMap((f) => (f.kind === 'impression' ? [f.text] : []))).toEqual([
      expected,
    ])
  })

  it.each<[Language, string]>([
    ['es', 'Médico: No te vayas a casa, te mando ahora al hospital para una valoración urgente.'],
    ['pt', 'Médico: Não vá para casa, mando-a já para a urgência.'],
    ['en', "Doctor: Don't go home, I'm sending you straight to the hospital."],
    ['de', 'Arzt: Gehen Sie nicht nach Hause, ich schicke Sie jetzt ins Krankenhaus.'],
  ])(
    '%s: sending the patient to hospital is a referral, whatever "no" another clause says',
    (language, transcript) => {
      const orders = facts(transcript, language).flatMap((f) => (f.kind === 'order' ? [f.type] : []))
      expect(orders).toEqual(['referral'])
    },
  )

  it.each<[Language, string]>([
    ['pt', 'Doente: Esteve internado no hospital no ano passado.'],
    ['es', 'Paciente: Tuve que ir al hospital el año pasado.'],
  ])('%s: a stay in hospital told of the past is no referral', (language, transcript) => {
    expect(facts(transcript, language).filter((f) => f.kind === 'order')).toEqual([])
  })
})

describe('what the patient tried for the complaint', () => {
  const meds = (transcript: string, language: Language) =>
    readConsultation(transcript, [], language).facts.flatMap((f) =>
      f.kind === 'medication' ? [f.status] : [],
    )

  it.each<[Language, string]>([
    ['es', 'Médico: ¿Qué ha tomado?\nPaciente: Ibuprofeno 600 cada ocho horas durante una semana.'],
    ['en', 'Doctor: What have you tried for it?\nPatient: Some ibuprofen, it helped a bit.'],
    ['pt', 'Médico: O que tomou para a dor?\nDoente: Paracetamol, mas não fez nada.'],
    ['de', 'Arzt: Was haben Sie genommen?\nPatient: Ibuprofen 400, das hat kaum geholfen.'],
  ])('%s: is discussed, not current medication', (language, transcript) => {
    expect(meds(transcript, language)).toEqual(['discussed'])
  })

  it('en: unless the patient says they take it now', () => {
    expect(meds('Doctor: What have you taken for it?\nPatient: I take ibuprofen every day.', 'en')).toEqual([
      'current',
    ])
  })
})

describe('an option for later, a drug the clinician will not give, a no said with "as far as I know", a hyperplasia', () => {
  const statuses = (transcript: string, language: Language) =>
    readConsultation(transcript, [], language).facts.flatMap((f) =>
      f.kind === 'medication' ? [`${f.key}:${f.status}`] : [],
    )

  it.each<[Language, string]>([
    ['pt', 'Médico: Podíamos juntar finasterida mais tarde, mas para já não.'],
    ['en', 'Doctor: We could add finasteride later on, but not for now.'],
    ['es', 'Médico: Podríamos añadir finasterida más adelante, pero de momento no.'],
    ['de', 'Arzt: Später könnten wir noch Finasterid dazunehmen, aber jetzt noch nicht.'],
  ])('%s: an option for later is no prescription', (language, transcript) => {
    expect(statuses(transcript, language)).toEqual(['finasteride:discussed'])
  })

  it.each<[Language, string]>([
    ['pt', 'Médico: Não lhe vou dar betaistina, neste tipo de vertigem não ajuda.'],
    ['es', 'Médico: No le voy a dar betahistina, en este tipo de vértigo no ayuda.'],
    ['en', "Doctor: I'm not going to give you betahistine, it doesn't help this kind of vertigo."],
    ['de', 'Arzt: Betahistin gebe ich Ihnen keines, das hilft bei diesem Schwindel nicht.'],
  ])('%s: a drug the clinician will not give is avoided, never started', (language, transcript) => {
    expect(statuses(transcript, language)).toEqual(['betahistine:avoided'])
  })

  it.each<[Language, string, string]>([
    ['pt', 'Médico: É alérgico a algum medicamento?\nDoente: Que eu saiba, não.', 'drug'],
    ['es', 'Médico: ¿Es alérgico a algún medicamento?\nPaciente: Que yo sepa, no.', 'drug'],
    ['en', 'Doctor: Any allergies to medicines?\nPatient: Not as far as I know.', 'drug'],
    ['de', 'Arzt: Haben Sie Allergien gegen Medikamente?\nPatient: Soweit ich weiß, keine.', 'drug'],
  ])('%s: "as far as I know, no" is no known allergy', (language, transcript) => {
    const allergies = readConsultation(transcript, [], language).facts.filter((f) => f.kind === 'allergy')
    expect(allergies.map((a) => (a.kind === 'allergy' ? a.agent : 'x'))).toEqual([null])
  })

  it.each<[Language, string, RegExp]>([
    ['pt', 'Médico: Isto é uma hiperplasia benigna da próstata.', /hiperplasia benigna da próstata/i],
    ['en', 'Doctor: This is benign prostatic hyperplasia.', /benign prostatic hyperplasia/i],
    ['es', 'Médico: Es una hiperplasia benigna de próstata.', /hiperplasia benigna de próstata/i],
    ['de', 'Arzt: Das ist eine benigne Prostatahyperplasie.', /Prostatahyperplasie/i],
  ])('%s: a hyperplasia is an impression', (language, transcript, expected) => {
    const impressions = readConsultation(transcript, [], language).facts.filter(
      (f) => f.kind === 'impression',
    )
    expect(impressions.map((i) => (i.kind === 'impression' ? i.text : ''))).toEqual([
      expect.stringMatching(expected),
    ])
  })

  it('en: "these sound like ectopic beats" is the impression', () => {
    const impressions = readConsultation(
      'Doctor: These sound like ectopic beats, which are usually harmless.',
      [],
      'en',
    ).facts.filter((f) => f.kind === 'impression')
    expect(impressions.length).toBe(1)
  })
})

/** Each allergy read, as its agent's key (or its words) and its reaction. */
const allergiesWithReactions = (transcript: string, language: Language) =>
  readConsultation(transcript, [], language).facts.flatMap((f) =>
    f.kind === 'allergy' ? [`${f.key ?? f.agent}${f.reaction ? ` (${f.reaction})` : ''}`] : [],
  )

describe('allergens listed with their prepositions, and a reaction told after a list', () => {
  it.each<[Language, string, string[]]>([
    [
      'pt',
      'Médica: Alguma alergia?\nDoente: Sou alérgica ao adesivo dos pensos e à amoxicilina, fiquei com o corpo cheio de manchas.',
      ['adesivo dos pensos', 'amoxicillin (manchas)'],
    ],
    [
      'es',
      'Médica: ¿Alergias?\nPaciente: Soy alérgica al esparadrapo y a la amoxicilina, me salieron ronchas.',
      ['esparadrapo', 'amoxicillin (ronchas)'],
    ],
    [
      'en',
      'Doctor: Any allergies?\nPatient: I am allergic to plasters and to amoxicillin, I came out in hives.',
      ['plasters', 'amoxicillin (hives)'],
    ],
    [
      'de',
      'Ärztin: Allergien?\nPatientin: Gegen Pflaster und gegen Amoxicillin, da bekam ich Quaddeln.',
      ['Pflaster', 'amoxicillin (Quaddeln)'],
    ],
  ])(
    "%s: each allergen is known by its name; the reaction is the last one's",
    (language, transcript, expected) => {
      expect(allergiesWithReactions(transcript, language)).toEqual(expected)
    },
  )
})

describe("pt, es: the verb said after the allergen, 'allergic' left unsaid ('Ao adesivo sou', 'Al esparadrapo soy')", () => {
  it.each<[Language, string, string[]]>([
    [
      'pt',
      'Médico: É alérgico a algum adesivo?\nDoente: Ah, ao adesivo sou, fico com a pele vermelha.',
      ['adesivo (pele vermelha)'],
    ],
    [
      'es',
      'Médico: ¿Es alérgico a algún esparadrapo?\nPaciente: Al esparadrapo soy, me pone la piel roja.',
      ['esparadrapo (piel roja)'],
    ],
  ])('%s: the agent is the allergen alone', (language, transcript, expected) => {
    expect(allergiesWithReactions(transcript, language)).toEqual(expected)
  })
})

describe('no drug allergy said with its scope, another allergen told after it, and how much of a tablet is taken', () => {
  const allergies = (transcript: string, language: Language) =>
    readConsultation(transcript, [], language).facts.flatMap((f) =>
      f.kind === 'allergy'
        ? [`${f.agent ?? `none${f.scope ? `:${f.scope}` : ''}`}${f.reaction ? ` (${f.reaction})` : ''}`]
        : [],
    )

  it.each<[Language, string, string[]]>([
    [
      'pt',
      'Médico: Tem alergias?\nDoente: A medicamentos não. Mas uma vez fiz um TAC com contraste e fiquei todo empolado.',
      ['none:drug', 'contraste (empolado)'],
    ],
    [
      'en',
      'Doctor: Any allergies?\nPatient: Not to medicines. But once I had a CT scan with contrast and came out in hives.',
      ['none:drug', 'contrast (hives)'],
    ],
    [
      'es',
      'Médico: ¿Tiene alergias?\nPaciente: A medicamentos no. Pero una vez me hicieron un TAC con contraste y me salieron ronchas.',
      ['none:drug', 'contraste (ronchas)'],
    ],
    [
      'de',
      'Ärztin: Haben Sie Allergien?\nPatient: Gegen Medikamente nicht. Aber einmal beim CT mit Kontrastmittel hatte ich Quaddeln am ganzen Körper.',
      ['none:drug', 'Kontrastmittel (Quaddeln)'],
    ],
  ])(
    '%s: "not to medicines" denies drug allergies only, and the contrast allergy after it is read',
    (language, transcript, expected) => {
      expect(allergies(transcript, language)).toEqual(expected)
    },
  )

  it.each<[Language, string, string]>([
    [
      'pt',
      'Médico: Que medicação toma?\nDoente: Tomo meio comprimido de bisoprolol de 2,5 de manhã.',
      '2,5, meio comprimido',
    ],
    [
      'en',
      'Doctor: What do you take?\nPatient: Half a tablet of bisoprolol 2.5 in the morning.',
      '2.5, half a tablet',
    ],
    [
      'es',
      'Médico: ¿Qué toma?\nPaciente: Medio comprimido de bisoprolol de 2,5 por la mañana.',
      '2,5, medio comprimido',
    ],
    [
      'de',
      'Ärztin: Was nehmen Sie?\nPatient: Eine halbe Tablette Bisoprolol 2,5 morgens.',
      '2,5, eine halbe Tablette',
    ],
  ])(
    '%s: half a tablet stays with the strength (never the whole strength as the dose)',
    (language, transcript, dose) => {
      const bisoprolol = readConsultation(transcript, [], language).facts.find(
        (f) => f.kind === 'medication' && f.key === 'bisoprolol',
      )
      expect(bisoprolol?.kind === 'medication' && bisoprolol.dose).toBe(dose)
    },
  )

  it.each<[Language, string]>([
    ['en', 'Doctor: Any allergies we know of?\nMother: Not that we know, no.'],
    ['pt', 'Médico: Alergias que se saiba?\nMãe: Que saibamos, não.'],
    ['es', 'Médico: ¿Alergias conocidas?\nMadre: Que sepamos, no.'],
    ['de', 'Arzt: Bekannte Allergien?\nMutter: Nicht dass wir wüssten.'],
  ])('%s: a parent\'s "not that we know" is no known allergy', (language, transcript) => {
    expect(allergies(transcript, language)).toEqual(['none'])
  })
})

describe('an impression said as what it sounds like, and a medicine taken if a symptom comes', () => {
  it.each<[Language, string, RegExp]>([
    ['de', 'Arzt: Das klingt nach einer stabilen Angina pectoris.', /^stabile Angina pectoris$/],
    ['pt', 'Médico: Isto soa a uma bronquite aguda.', /bronquite aguda/],
    ['es', 'Médico: Esto me suena a una bronquitis aguda.', /bronquitis aguda/],
    ['en', 'Doctor: This sounds like acute bronchitis.', /acute bronchitis/],
  ])('%s: the condition it sounds like is the impression', (language, transcript, expected) => {
    const impressions = readConsultation(transcript, [], language).facts.flatMap((f) =>
      f.kind === 'impression' ? [f.diagnosis] : [],
    )
    expect(impressions).toEqual([expect.stringMatching(expected)])
  })

  it.each<[Language, string, RegExp]>([
    [
      'pt',
      'Médica: Pode continuar o paracetamol se tiver febre, dois mililitros e meio até quatro vezes por dia.',
      /^se necessário/,
    ],
    [
      'es',
      'Médica: Puede seguir con el paracetamol si tiene fiebre, cinco mililitros hasta cuatro veces al día.',
      /^si lo necesita/,
    ],
    [
      'en',
      'Doctor: Carry on with the paracetamol if she has a fever, five mils up to four times a day.',
      /^when needed/,
    ],
    [
      'de',
      'Ärztin: Geben Sie weiter Paracetamol bei Fieber, fünf Milliliter bis zu viermal am Tag.',
      /^bei Bedarf/,
    ],
  ])('%s: a medicine taken if a symptom comes is taken when needed', (language, transcript, expected) => {
    const paracetamol = readConsultation(transcript, [], language).facts.find((f) => f.kind === 'medication')
    expect(paracetamol?.kind === 'medication' && paracetamol.frequency).toMatch(expected)
  })
})

describe('morning and evening said together, "if needed" said after how often, a medicine that makes the patient sick', () => {
  const medication = (transcript: string, language: Language) =>
    readConsultation(transcript, [], language).facts.find((f) => f.kind === 'medication')

  it.each<[Language, string, string]>([
    ['de', 'Mutter: Budesonid 200, morgens und abends einen Hub.', 'morgens und abends'],
    ['pt', 'Mãe: Budesonida 200, de manhã e à noite um puff.', 'de manhã e à noite'],
    [
      'es',
      'Madre: Budesonida 200, por la mañana y por la noche una inhalación.',
      'por la mañana y por la noche',
    ],
    ['en', 'Mother: Budesonide 200, one puff morning and evening.', 'morning and evening'],
  ])('%s: both times of day are how often', (language, transcript, frequency) => {
    const m = medication(transcript, language)
    expect(m?.kind === 'medication' && m.frequency).toBe(frequency)
  })

  it.each<[Language, string]>([
    ['es', 'Médica: Puede seguir con ibuprofeno, siete mililitros cada ocho horas si lo necesita.'],
    ['pt', 'Médica: Pode continuar o ibuprofeno, sete mililitros de 8 em 8 horas se necessário.'],
    ['en', 'Doctor: Carry on with the ibuprofen, seven mils every 8 hours if needed.'],
    ['de', 'Ärztin: Ibuprofen weiter, sieben Milliliter alle 8 Stunden bei Bedarf.'],
  ])('%s: "if needed" after how often makes it taken when needed', (language, transcript) => {
    const m = medication(transcript, language)
    expect(m?.kind === 'medication' && m.frequency).toMatch(
      /si lo necesita|se necessário|when needed|bei Bedarf/,
    )
  })

  it.each<[Language, string]>([
    ['en', "Doctor: Any allergies?\nPatient: Codeine makes me very sick, so I don't take it."],
    ['pt', 'Médico: Alergias?\nDoente: A codeína deixa-me muito enjoada, não a tomo.'],
    ['es', 'Médico: ¿Alergias?\nPaciente: La codeína me da muchas náuseas, no la tomo.'],
    ['de', 'Arzt: Allergien?\nPatient: Von Codein wird mir immer übel, das nehme ich nicht.'],
  ])('%s: a medicine that makes the patient sick is an intolerance', (language, transcript) => {
    const allergy = readConsultation(transcript, [], language).facts.find((f) => f.kind === 'allergy')
    expect(allergy?.kind === 'allergy' && allergy.intolerance).toBe(true)
  })
})

describe('an allergy settled by what is said next', () => {
  it.each<[Language, string[], string]>([
    [
      'en',
      [
        'Doctor: Any allergies?',
        'Patient: Penicillin.',
        'Doctor: Anything else?',
        "Patient: No, I'm not allergic to anything except the penicillin.",
      ],
      'Penicillin',
    ],
    [
      'pt',
      [
        'Médico: Alergias?',
        'Doente: À penicilina.',
        'Médico: Mais alguma?',
        'Doente: Não, não sou alérgico a mais nada, só à penicilina.',
      ],
      'penicilina',
    ],
    [
      'es',
      [
        'Médico: ¿Alergias?',
        'Paciente: A la penicilina.',
        'Médico: ¿Algo más?',
        'Paciente: No, no soy alérgico a nada más, solo a la penicilina.',
      ],
      'penicilina',
    ],
    [
      'de',
      [
        'Arzt: Allergien?',
        'Patient: Gegen Penicillin.',
        'Arzt: Sonst noch etwas?',
        'Patient: Nein, ich bin gegen nichts allergisch außer Penicillin.',
      ],
      'Penicillin',
    ],
  ])('%s: a denial that keeps the allergy out of it confirms it', (language, lines, agent) => {
    const transcript = lines.join('\n')
    const agents = readConsultation(transcript, [], language)
      .facts.filter((f): f is Extract<Fact, { kind: 'allergy' }> => f.kind === 'allergy')
      .map((f) => f.agent)
    expect(agents).toContain(agent)
  })

  const allergies = (language: Language, lines: string[]) => {
    const transcript = lines.join('\n')
    return readConsultation(transcript, [], language)
      .facts.filter((f): f is Extract<Fact, { kind: 'allergy' }> => f.kind === 'allergy')
      .map((f) => ({ agent: f.agent, intolerance: f.intolerance }))
  }

  it.each<[Language, string[], string]>([
    [
      'pt',
      ['Médico: Alergias?', 'Doente: Ao tramadol. Quer dizer, não é bem alergia, fiquei enjoado.'],
      'tramadol',
    ],
    [
      'en',
      ['Doctor: Any allergies?', "Patient: Codeine. Well, it's not really an allergy, it made me sick."],
      'Codeine',
    ],
    [
      'es',
      ['Médico: ¿Alergias?', 'Paciente: Al tramadol. Bueno, no es realmente una alergia, me mareo.'],
      'tramadol',
    ],
    [
      'de',
      ['Arzt: Allergien?', 'Patient: Gegen Tramadol. Wobei, keine echte Allergie, mir wird übel.'],
      'Tramadol',
    ],
  ])('%s: called no real allergy, it is an intolerance', (language, lines, agent) => {
    expect(allergies(language, lines)).toEqual([{ agent, intolerance: true }])
  })

  it.each<[Language, string[], string, string]>([
    [
      'es',
      [
        'Médico: ¿Es alérgico a algo?',
        'Paciente: A la penicilina.',
        'Hija: No, papá, eso fue el contraste del TAC. A la penicilina no eres alérgico.',
      ],
      'penicilina',
      'contraste',
    ],
    [
      'pt',
      [
        'Médico: Tem alergias?',
        'Doente: À penicilina.',
        'Filha: Não, pai, isso foi o contraste. À penicilina não és alérgico.',
      ],
      'penicilina',
      'contraste',
    ],
    [
      'en',
      [
        'Doctor: Any allergies?',
        'Patient: Penicillin.',
        "Wife: No, love, that was the contrast dye. You're not allergic to penicillin.",
      ],
      'Penicillin',
      'contrast dye',
    ],
    [
      'de',
      [
        'Arzt: Allergien?',
        'Patient: Gegen Penicillin.',
        'Tochter: Nein, Papa, das war das Kontrastmittel. Gegen Penicillin bist du nicht allergisch.',
      ],
      'Penicillin',
      'Kontrastmittel',
    ],
  ])('%s: denied by a relative, the allergy is the one they name', (language, lines, denied, named) => {
    const agents = allergies(language, lines).map((a) => a.agent)
    expect(agents).not.toContain(denied)
    expect(agents.join(' ')).toMatch(new RegExp(named.split(' ')[0]!, 'i'))
  })
})

describe('a condition is a word for one, not a word that ends like one', () => {
  it.each<[Language, string[], string[]]>([
    [
      'pt',
      ['celulite', 'artrite', 'artrose', 'anemia', 'linfoma', 'hipoglicemia'],
      ['à noite', 'a dose', 'leite', 'evite o sol', 'apetite', 'sintomas', 'toma', 'glicemia', 'simpatia'],
    ],
    [
      'es',
      ['artrosis', 'anemia', 'linfoma', 'hipoglucemia', 'exantema'],
      ['toma por la noche', 'síntomas', 'glucemia', 'coma menos sal', 'simpatía'],
    ],
    [
      'en',
      ['lymphoma', 'anaemia', 'neuropathy', 'neuralgia', 'exanthem'],
      ['aroma', 'sympathy', 'nostalgia'],
    ],
    [
      'de',
      ['Arthrose', 'Lymphom', 'Hämatom', 'Neuropathie', 'Arzneimittelexanthem'],
      ['vom Arzt', 'die Dose', 'ein Symptom', 'Laktose', 'Sympathie', 'Strom'],
    ],
  ])('%s', (language, conditions, words) => {
    const { condition } = FACTS[language]
    for (const c of conditions) expect([c, condition.test(c)]).toEqual([c, true])
    for (const w of words) expect([w, condition.test(w)]).toEqual([w, false])
  })
})

describe('an intolerance the clinician enters', () => {
  it("reads 'Ich trage eine Amoxicillin-Unverträglichkeit ein' as an intolerance to amoxicillin", () => {
    const { facts } = readConsultation('Arzt: Ich trage eine Amoxicillin-Unverträglichkeit ein.\n', [], 'de')
    const allergy = facts.find((f) => f.kind === 'allergy')
    expect(allergy).toMatchObject({ agent: 'Amoxicillin', key: 'amoxicillin', intolerance: true })
  })

  it("reads 'Wir setzen das Amoxicillin ab' as stopped", () => {
    const { facts } = readConsultation('Arzt: Wir setzen das Amoxicillin ab.\n', [], 'de')
    expect(facts.find((f) => f.kind === 'medication')).toMatchObject({
      key: 'amoxicillin',
      status: 'stopped',
    })
  })
})

describe('impressions said in the past, and a condition with a qualifier after its comma', () => {
  const impressions = (transcript: string, language: Language) =>
    readConsultation(transcript, [], language)
      .facts.filter((f) => f.kind === 'impression')
      .map((f) => (f as Extract<Fact, { kind: 'impression' }>).diagnosis)
  it.each<[Language, string, RegExp]>([
    ['pt', 'Médico: Isto foi uma urticária aguda.\n', /urticária aguda/],
    ['es', 'Médica: Esto fue una urticaria aguda.\n', /urticaria aguda/],
    ['en', 'Doctor: This was an acute urticaria.\n', /acute urticaria/],
    ['de', 'Arzt: Das war eine akute Urtikaria.\n', /akute Urtikaria/],
  ])('%s', (language, transcript, diagnosis) => {
    expect(impressions(transcript, language)).toEqual([expect.stringMatching(diagnosis)])
  })

  it.each<[Language, string]>([
    ['es', 'Médico: Es una epistaxis anterior izquierda, con la tensión alta.\n'],
    ['pt', 'Médico: É uma epistaxe anterior, com a tensão alta.\n'],
    ['en', "Doctor: It's a nosebleed from the front of the nose, with the blood pressure high.\n"],
    ['de', 'Arzt: Das ist eine Epistaxis von vorne, mit dem hohen Blutdruck.\n'],
  ])('never reads what follows a preposition as the condition (%s)', (language, transcript) => {
    const found = impressions(transcript, language)
    expect(found.length).toBeGreaterThan(0)
    for (const d of found) expect(d).not.toMatch(/^(?:con|com|with|mit) /i)
  })
})

describe('common allergens answered alone', () => {
  it.each<[Language, string[], string]>([
    ['en', ['Doctor: Any allergies?', 'Patient: Just hay fever.'], 'hay fever'],
    ['pt', ['Médica: Alergias?', 'Doente: Só ao pólen.'], 'pólen'],
    ['es', ['Médica: ¿Alergias?', 'Paciente: Solo a los ácaros.'], 'ácaros'],
    ['de', ['Ärztin: Allergien?', 'Patient: Nur Heuschnupfen.'], 'Heuschnupfen'],
  ])('%s', (language, lines, agent) => {
    const { facts } = readConsultation(`${lines.join('\n')}\n`, [], language)
    expect(
      facts.filter((f) => f.kind === 'allergy').map((f) => (f as { agent: string | null }).agent),
    ).toEqual([agent])
  })
})

describe('an allergy named by its word alone names no agent', () => {
  it("reads 'I'll put the allergy in the letter' as no allergy to 'the'", () => {
    const { facts } = readConsultation(
      "Doctor: She shouldn't have clarithromycin, I'll put the allergy in the letter.\n",
      [],
      'en',
    )
    expect(
      facts.filter((f) => f.kind === 'allergy' && (f as { agent: string | null }).agent === 'the'),
    ).toEqual([])
    const named = readConsultation(
      'Doctor: Given her penicillin allergy, we will use doxycycline.\n',
      [],
      'en',
    )
    expect(named.facts.find((f) => f.kind === 'allergy')).toMatchObject({ agent: 'penicillin' })
  })
})

describe('medicines by abbreviation, and no allergy to medicines said as a statement', () => {
  it("reads 'ASS 100' as aspirin in capitals only", () => {
    const meds = (text: string) =>
      readConsultation(`Patient: ${text}\n`, [], 'de').facts.filter((f) => f.kind === 'medication')
    expect(meds('Ich nehme ASS 100 morgens.')).toEqual([expect.objectContaining({ key: 'aspirin' })])
    expect(
      readConsultation('Patient: I fell on my ass.\n', [], 'en').facts.filter((f) => f.kind === 'medication'),
    ).toEqual([])
  })

  it.each<[Language, string]>([
    ['en', 'Patient: No allergies to medicines.\n'],
    ['pt', 'Doente: Não tenho alergias a medicamentos.\n'],
    ['es', 'Paciente: No tengo alergias a medicamentos.\n'],
    ['de', 'Patient: Keine Allergien gegen Medikamente.\n'],
  ])('%s: none to drugs, which says nothing of the rest', (language, transcript) => {
    const none = readConsultation(transcript, [], language).facts.find((f) => f.kind === 'allergy')
    expect(none).toMatchObject({ agent: null, scope: 'drug' })
  })
})

describe("the clinician's impression said as 'what you have is/are…', before the patient asks back", () => {
  const impressions = (transcript: string, language: Language) =>
    readConsultation(transcript, [], language).facts.flatMap((f) => (f.kind === 'impression' ? [f.text] : []))
  it.each<[Language, string, string]>([
    [
      'pt',
      'Médico: O que o senhor tem é uma hipercolesterolemia.\nDoente: Tenho de tomar comprimidos?',
      'Hipercolesterolemia',
    ],
    [
      'es',
      'Médica: Lo que tiene son hemorroides internas de grado dos.\nPaciente: ¿Y eso se opera?',
      'Hemorroides internas de grado dos',
    ],
    ['pt', 'Médica: O que tem são hemorroidas internas de grau dois.', 'Hemorroidas internas de grau dois'],
    [
      'de',
      'Ärztin: Sie haben eine chronische Insomnie.\nPatient: Muss ich Tabletten nehmen?',
      'Chronische Insomnie',
    ],
  ])('%s: %s', (language, transcript, impression) => {
    expect(impressions(transcript, language)).toEqual([impression])
  })
})

describe("a medicine taken 'for the allergy' is a medicine, in a sentence that names the allergen", () => {
  it.each<[Language, string, string]>([
    [
      'es',
      'Médico: ¿Tomas alguna medicación?\nPaciente: Loratadina diez miligramos al día, por la alergia al polen.',
      'loratadine',
    ],
    [
      'pt',
      'Médica: Toma alguma coisa?\nMãe: Sim, o montelucaste de quatro miligramas à noite, por causa da asma.',
      'montelukast',
    ],
  ])('%s: %s', (language, transcript, key) => {
    const { facts } = readConsultation(transcript, [], language)
    expect(facts.flatMap((f) => (f.kind === 'medication' ? [f.key] : []))).toEqual([key])
  })
})

describe('scarlet fever is a condition the impression names, never the explanation beside it', () => {
  it.each<[Language, string, string]>([
    ['pt', 'Médica: Isto é uma escarlatina, uma infeção da garganta pelo estreptococo.', 'Escarlatina'],
    ['en', 'Doctor: This is scarlet fever, a strep throat infection.', 'Scarlet fever'],
    ['es', 'Médico: Esto es una escarlatina, una infección de garganta por estreptococo.', 'Escarlatina'],
    ['de', 'Arzt: Das ist ein Scharlach, eine Streptokokken-Infektion.', 'Scharlach'],
  ])('%s: %s', (language, transcript, impression) => {
    const { facts } = readConsultation(transcript, [], language)
    expect(facts.flatMap((f) => (f.kind === 'impression' ? [f.text] : []))).toEqual([impression])
  })
})

describe('a German medicine to go on with, its verb split around it', () => {
  // 'Nehmen Sie das Ramipril weiter': 'nehmen … weiter' goes on with what the patient takes, never a start.
  it.each<[string, string]>([
    ['Arzt: Nehmen Sie das Ramipril weiter, aber nur noch die halbe Dosis.', 'continued'],
    ['Ärztin: Das Bisoprolol nehmen Sie bitte ganz normal weiter.', 'continued'],
    ['Arzt: Nehmen Sie ab morgen Ramipril, fünf Milligramm am Morgen.', 'started'],
  ])('%s', (transcript, status) => {
    const m = readConsultation(transcript, [], 'de').facts.find((f) => f.kind === 'medication')
    expect(m?.kind === 'medication' && m.status).toBe(status)
  })
})

describe('a diagnosis said with its site keeps the site, and the side as said', () => {
  const impressions = (language: Language, line: string) =>
    readConsultation(`${line}\n`, [], language)
      .facts.filter((f) => f.kind === 'impression')
      .map((f) => f.text)

  it.each<[Language, string, string]>([
    [
      'de',
      'Arzt: Das ist eine Tendinopathie der Rotatorenmanschette.',
      'Tendinopathie der Rotatorenmanschette',
    ],
    ['de', 'Ärztin: Das ist eine Bursitis am linken Ellenbogen.', 'Bursitis am linken Ellenbogen'],
    ['de', 'Arzt: Das ist eine Arthrose des rechten Knies.', 'Arthrose des rechten Knies'],
    ['de', 'Arzt: Das ist eine Zerrung der linken Wade.', 'Zerrung der linken Wade'],
    ['de', 'Arzt: Das spricht für eine Zerrung der linken Wade.', 'Verdacht auf Zerrung der linken Wade'],
    [
      'de',
      'Ärztin: Ich denke, das ist eine Tendinopathie der rechten Achillessehne.',
      'Verdacht auf Tendinopathie der rechten Achillessehne',
    ],
    ['de', 'Arzt: Das spricht für eine Arthrose im Knie.', 'Verdacht auf Arthrose im Knie'],
    ['de', 'Arzt: Ich denke, es ist eine Entzündung am Ellenbogen.', 'Verdacht auf Entzündung am Ellenbogen'],
    // (A site said after the comma is no part of the diagnosis.)
    ['de', 'Arzt: Das ist eine Arthrose, im Knie sieht man das oft.', 'Arthrose'],
    // (Two conditions named together are both the impression, each with its site.)
    [
      'de',
      'Arzt: Das ist eine Arthrose im linken Knie und eine Zerrung in der Wade.',
      'Arthrose im linken Knie und eine Zerrung in der Wade',
    ],
    ['de', 'Ärztin: Das ist eine Prellung am Knie.', 'Prellung am Knie'],
    [
      'en',
      'Doctor: This is osteoarthritis of the knee and a strain of the calf.',
      'Osteoarthritis of the knee and a strain of the calf',
    ],
    ['pt', 'Médico: Isto é uma tendinopatia da coifa dos rotadores.', 'Tendinopatia da coifa dos rotadores'],
    ['en', 'Doctor: This is a strain of the left calf.', 'Strain of the left calf'],
    ['es', 'Médico: Es una distensión del gemelo izquierdo.', 'Distensión del gemelo izquierdo'],
  ])('%s: %s', (language, line, impression) => {
    expect(impressions(language, line)).toEqual([impression])
  })
})
