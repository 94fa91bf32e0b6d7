import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { coveredByAllergy } from '../../clinical/medications'
import { soapNote as note, sectionOf as section, wrongIn } from './notes-for-tests'

/** Medicines in offline notes: combined products, and drugs the patient says they take well. */

describe('a combined product is one medicine holding each it names', () => {
  it.each<[Language, string[], RegExp]>([
    [
      'pt',
      ['Médica: Que medicação faz?', 'Doente: Tomo amoxicilina com ácido clavulânico 875 de 12 em 12 horas.'],
      /^- Amoxicilina com ácido clavulânico 875, de 12 em 12 horas$/,
    ],
    [
      'en',
      ['Doctor: What are you taking?', 'Patient: Amoxicillin with clavulanic acid, 625 three times a day.'],
      /^- Amoxicillin with clavulanic acid 625, three times a day$/,
    ],
    [
      'es',
      ['Médico: ¿Qué toma?', 'Paciente: Paracetamol con codeína, dos veces al día.'],
      /^- Paracetamol con codeína 2 veces al día$/,
    ],
    [
      'de',
      [
        'Ärztin: Welche Medikamente nehmen Sie?',
        'Patient: Amoxicillin mit Clavulansäure 875 zweimal täglich.',
      ],
      /^- Amoxicillin mit Clavulansäure 875, zweimal täglich$/,
    ],
  ])('%s: written as said, never as its first medicine alone', (language, lines, line) => {
    expect(section(note(language, lines), 'medication')).toMatch(line)
  })

  it.each<[Language, string[]]>([
    [
      'en',
      [
        'Doctor: What do you take for the pain?',
        'Patient: I was on co-codamol, paracetamol with codeine, but I stopped it a month ago.',
      ],
    ],
    [
      'pt',
      [
        'Médica: O que toma para as dores?',
        'Doente: Tomava co-codamol, paracetamol com codeína, mas deixei-o há um mês.',
      ],
    ],
    [
      'es',
      [
        'Médico: ¿Qué toma para el dolor?',
        'Paciente: Tomaba paracetamol con codeína, pero lo dejé hace un mes.',
      ],
    ],
    [
      'de',
      [
        'Ärztin: Was nehmen Sie gegen die Schmerzen?',
        'Patient: Ich hatte Paracetamol mit Codein, aber das habe ich vor einem Monat abgesetzt.',
      ],
    ],
  ])('%s: a combined product stopped, named twice, is not taken now', (language, lines) => {
    const n = note(language, lines)
    expect(section(n, 'medication')).not.toMatch(/paracetamol|codein/i)
  })

  it.each<[Language, string[], RegExp]>([
    [
      'es',
      [
        'Médico: ¿Qué toma?',
        'Paciente: Paracetamol con codeína, dos veces al día.',
        'Médico: Deje la codeína.',
      ],
      /^- Paracetamol con codeína 2 veces al día \(suspensión hoy: ver plan\)$/,
    ],
    [
      'de',
      [
        'Ärztin: Was nehmen Sie?',
        'Patient: Paracetamol mit Codein, zweimal am Tag.',
        'Ärztin: Das Codein setzen wir ab.',
      ],
      /^- Paracetamol mit Codein zweimal am Tag \(heute abgesetzt, s\. Procedere\)$/,
    ],
    [
      'en',
      [
        'Doctor: What do you take?',
        'Patient: Co-codamol, two tablets four times a day.',
        'Doctor: Stop the codeine.',
      ],
      /^- Co-codamol.*\(stopped today: see plan\)$/,
    ],
    [
      'pt',
      [
        'Médica: Que medicação faz?',
        'Doente: Paracetamol com codeína, duas vezes por dia.',
        'Médica: Vamos suspender a codeína.',
      ],
      /^- Paracetamol com codeína.*\(suspensão hoje: ver plano\)$/,
    ],
  ])('%s: stopping one of its medicines stops the product taken', (language, lines, line) => {
    expect(section(note(language, lines), 'medication')).toMatch(line)
  })

  it('an allergy to one of its medicines covers the product', () => {
    expect(coveredByAllergy('paracetamol con codeína', 'codeína')).toBe(true)
    expect(coveredByAllergy('Paracetamol mit Codein', 'Paracetamol')).toBe(true)
    expect(coveredByAllergy('co-codamol', 'codeine')).toBe(true)
    expect(coveredByAllergy('amoxicilina com ácido clavulânico', 'amoxicilina')).toBe(true)
    expect(coveredByAllergy('paracetamol com codeína', 'ibuprofeno')).toBe(false)
  })
})

describe('a drug the patient says they take well is no allergen', () => {
  it.each<[Language, string[], RegExp, RegExp]>([
    [
      'en',
      ['Doctor: Any allergies?', 'Patient: Codeine makes me vomit, but the ibuprofen is fine.'],
      /Intolerance: Codeine/,
      /ibuprofen/i,
    ],
    [
      'pt',
      ['Médica: Alergias?', 'Doente: A codeína deixa-me muito enjoada, mas o ibuprofeno tomo bem.'],
      /Intolerância: codeína/,
      /ibuprofeno/i,
    ],
    [
      'es',
      [
        'Médico: ¿Alergias?',
        'Paciente: El tramadol me da muchas náuseas, pero el ibuprofeno me sienta bien.',
      ],
      /Intolerancia: tramadol/,
      /ibuprofeno/i,
    ],
    [
      'de',
      ['Ärztin: Allergien?', 'Patientin: Von Codein wird mir übel, aber Ibuprofen ist in Ordnung.'],
      /Unverträglichkeit: Codein/,
      /ibuprofen/i,
    ],
    [
      'en',
      ['Doctor: Any allergies?', "Patient: I'm allergic to penicillin, but I'm fine with erythromycin."],
      /Allergy: penicillin/,
      /erythromycin/i,
    ],
  ])('%s: the drug taken well stays out of the allergies', (language, lines, kept, tolerated) => {
    const allergies = section(note(language, lines), 'allergies')
    expect(allergies).toMatch(kept)
    expect(allergies).not.toMatch(tolerated)
  })
})

describe('a drug given because of an allergy is never the allergen', () => {
  it.each<[Language, string, RegExp]>([
    [
      'en',
      "Doctor: As you're allergic to penicillin, take azithromycin 500 once a day for three days.",
      /azithromycin 500 once a day for 3 days/,
    ],
    [
      'pt',
      'Médico: Como é alérgica à penicilina, tome azitromicina 500 uma vez por dia durante três dias.',
      /azitromicina 500 uma vez por dia durante 3 dias/,
    ],
    [
      'es',
      'Médico: Como es alérgica a la penicilina, tome azitromicina 500 una vez al día durante tres días.',
      /azitromicina 500 una vez al día durante 3 días/,
    ],
    [
      'de',
      'Arzt: Weil du allergisch gegen Penicillin bist, nimm Azithromycin 500 einmal täglich für drei Tage.',
      /^- Allergie: Penicillin$/m,
    ],
  ])('%s: the allergy list ends where the order to take another begins', (language, line, kept) => {
    const n = note(language, [line])
    expect(section(n, 'allergies')).not.toMatch(/azi|bist/i)
    expect(n.markdown).toMatch(kept)
  })
})

describe('a medicine the patient has run out of is not taken now', () => {
  it.each<[Language, string[], RegExp]>([
    [
      'en',
      [
        'Doctor: What do you take?',
        "Patient: Lisinopril 10, but I've run out of it, I haven't had any for a week.",
      ],
      /lisinopril/i,
    ],
    [
      'pt',
      [
        'Médica: Que medicação faz?',
        'Doente: O lisinopril de 10, mas já não tenho comprimidos há uma semana.',
      ],
      /lisinopril/i,
    ],
    [
      'es',
      ['Médica: ¿Qué toma?', 'Paciente: Enalapril de 10, pero se me terminaron hace una semana.'],
      /enalapril/i,
    ],
    [
      'de',
      [
        'Ärztin: Welche Medikamente nehmen Sie?',
        'Patient: Ramipril 5, die Tabletten sind seit zwei Wochen alle.',
      ],
      /ramipril/i,
    ],
    [
      'de',
      [
        'Ärztin: Welche Medikamente nehmen Sie?',
        'Patient: Amlodipin 5 mg, aber die sind mir vor zwei Wochen ausgegangen.',
      ],
      /amlodipin/i,
    ],
  ])('%s: not listed as current medication', (language, lines, drug) => {
    expect(section(note(language, lines), 'medication')).not.toMatch(drug)
  })

  it.each<[Language, string[], RegExp]>([
    [
      'pt',
      ['Médica: Que medicação faz?', 'Doente: Tomo enalapril de 10, e com ele já não tenho dores de cabeça.'],
      /Enalapril/,
    ],
    [
      'es',
      ['Médica: ¿Qué toma?', 'Paciente: Tomo enalapril de 10, no me queda claro para qué es.'],
      /Enalapril 10/,
    ],
  ])('%s: a no of something else is no running out', (language, lines, drug) => {
    expect(section(note(language, lines), 'medication')).toMatch(drug)
  })
})

describe('a medicine given today is the plan, wherever the visit is', () => {
  it.each<[Language, string[], RegExp]>([
    [
      'es',
      [
        'Médico: Pesa veintidós kilos y medio.',
        'Médico: Le doy amoxicilina, ochenta miligramos por kilo al día en dos tomas.',
      ],
      /^- Dar amoxicilina, 80 mg por kilo al día en dos tomas\.$/m,
    ],
    [
      'en',
      [
        'Doctor: He weighs twenty-two kilos.',
        "Doctor: I'll give amoxicillin, eighty milligrams per kilo per day in two doses.",
      ],
      /^- Give amoxicillin, 80 mg per kilo per day in two doses\.$/m,
    ],
    [
      'pt',
      [
        'Médica: Pesa vinte e dois quilos.',
        'Médica: Vou receitar amoxicilina, oitenta miligramas por quilo por dia em duas tomas.',
      ],
      /^- Receitar amoxicilina, 80 mg por quilo por dia em duas tomas\.$/m,
    ],
    [
      'de',
      [
        'Ärztin: Er wiegt zweiundzwanzig Kilo.',
        'Ärztin: Ich verschreibe Amoxicillin, achtzig Milligramm pro Kilo am Tag auf zwei Gaben.',
      ],
      /^- Amoxicillin verschreiben, 80 mg pro Kilo am Tag auf zwei Gaben\.$/m,
    ],
  ])('%s: before any impression was said', (language, lines, plan) => {
    expect(section(note(language, lines), 'plan')).toMatch(plan)
  })
})

describe('an allergy or a cause said as possible stays possible', () => {
  it.each<[Language, string, RegExp]>([
    [
      'es',
      'Médico: Estas ronchas pueden ser por la amoxicilina. Lo anotamos como posible alergia a la amoxicilina.',
      /^- Posible alergia: amoxicilina$/,
    ],
    [
      'en',
      "Doctor: This rash could be from the amoxicillin. We'll record it as a possible allergy to amoxicillin.",
      /^- Possible allergy: amoxicillin$/,
    ],
    [
      'pt',
      'Médica: Estas manchas podem ser da amoxicilina. Vamos registar como possível alergia à amoxicilina.',
      /^- Possível alergia: amoxicilina$/,
    ],
    [
      'de',
      'Ärztin: Der Ausschlag kann vom Amoxicillin kommen. Wir vermerken eine mögliche Allergie gegen Amoxicillin.',
      /^- Mögliche Allergie: Amoxicillin$/,
    ],
  ])('%s: a possible allergy is written as possible', (language, line, allergy) => {
    const n = note(language, [line])
    expect(section(n, 'allergies')).toMatch(allergy)
    expect(section(n, 'assessment')).not.toMatch(/^- (?:Rash|Exantema|Ausschlag)/m)
  })

  it('en: a cause that could be is possible, and the stop said before any impression is the plan', () => {
    const n = note('en', ['Doctor: This rash could be from the amoxicillin. Stop it now.'])
    expect(section(n, 'assessment')).toMatch(/^- Possible rash due to amoxicillin$/)
    expect(section(n, 'plan')).toMatch(/^- Stop the amoxicillin now\.$/)
    expect(section(n, 'subjective')).not.toMatch(/amoxicillin/)
  })
})

describe('a medicine the patient stops in the next sentence, by a pronoun, is no current medicine', () => {
  it.each<[Language, string[], RegExp]>([
    [
      'en',
      [
        'Doctor: Do you take any medicines?',
        'Patient: Propranolol ten milligrams for my nerves. I stopped it last month.',
        'Doctor: Anything else?',
        'Patient: Just the pill.',
      ],
      /propranolol/i,
    ],
    [
      'pt',
      [
        'Médica: O que usaste para isso?',
        'Doente: Aciclovir creme da farmácia, mas não ajuda muito. Deixei de o pôr hoje de manhã.',
        'Médica: Tomas mais algum medicamento?',
        'Doente: Só a pílula.',
      ],
      /aciclovir/i,
    ],
    [
      'es',
      [
        'Médico: ¿Qué has usado?',
        'Paciente: Aciclovir en crema de la farmacia, pero no me ayuda mucho. Lo dejé esta mañana.',
        'Médico: ¿Tomas alguna otra medicación?',
        'Paciente: Solo la píldora.',
      ],
      /aciclovir/i,
    ],
    [
      'de',
      [
        'Arzt: Was hast du bisher dagegen gemacht?',
        'Patientin: Aciclovir-Creme aus der Apotheke, aber die hilft nicht richtig. Ich habe sie heute Morgen weggelassen.',
        'Arzt: Nimmst du Medikamente?',
        'Patientin: Nur die Pille.',
      ],
      /aciclovir/i,
    ],
  ])('%s: left out of the current medication', (language, lines, drug) => {
    expect(section(note(language, lines), 'medication')).not.toMatch(drug)
  })
})

describe('a medicine named as the probable cause of the impression', () => {
  it.each<[Language, string[]]>([
    [
      'es',
      [
        'Médico: ¿Qué le pasa?',
        'Paciente: Tengo los ojos secos desde hace seis meses. Tomo amitriptilina de 25 por la noche.',
        'Médico: Tiene un síndrome de ojo seco, con algo de blefaritis, probablemente agravado por la amitriptilina.',
        'Médico: Póngase lágrimas artificiales cuatro veces al día.',
      ],
    ],
    [
      'pt',
      [
        'Médico: O que o traz cá?',
        'Doente: Tenho os olhos secos há seis meses. Tomo amitriptilina de 25 à noite.',
        'Médico: Tem uma síndrome de olho seco, com alguma blefarite, provavelmente agravada pela amitriptilina.',
        'Médico: Ponha lágrimas artificiais quatro vezes por dia.',
      ],
    ],
    [
      'de',
      [
        'Ärztin: Was führt Sie zu mir?',
        'Patientin: Meine Augen sind seit sechs Monaten trocken. Ich nehme Amitriptylin 25 abends.',
        'Ärztin: Das ist ein Sicca-Syndrom mit etwas Blepharitis, wahrscheinlich verstärkt durch das Amitriptylin.',
        'Ärztin: Nehmen Sie Tränenersatzmittel viermal täglich.',
      ],
    ],
  ])(
    "%s: is no medicine started ('probablemente' is no 'probar'), and the sentence is the assessment's",
    (language, lines) => {
      const n = note(language, lines)
      expect(section(n, 'plan')).not.toMatch(/amitript[iy]lin/i)
      expect(section(n, 'assessment')).toMatch(/amitript[iy]lin/i)
    },
  )
})

describe('no known drug allergies, dictated', () => {
  it.each<[Language, string, RegExp]>([
    ['pt', 'Médico: Sem alergias medicamentosas conhecidas.', /^- Sem alergias medicamentosas conhecidas$/],
    ['es', 'Médico: Sin alergias medicamentosas conocidas.', /^- Sin alergias medicamentosas conocidas$/],
    ['en', 'Doctor: No known drug allergies.', /^- No known drug allergies$/],
    ['de', 'Arzt: Keine bekannten Arzneimittelallergien.', /^- Keine bekannten Arzneimittelallergien$/],
  ])('%s: keeps its scope (none to drugs says nothing of the rest)', (language, line, allergies) => {
    expect(section(note(language, [line]), 'allergies')).toMatch(allergies)
  })
})

describe('an allergy question answered no, then a drug that helps', () => {
  it.each<[Language, string[], RegExp]>([
    ['en', ['Doctor: Any allergies?', 'Patient: No. Ibuprofen works well for me.'], /^- No known allergies$/],
    ['pt', ['Médica: Tem alergias?', 'Doente: Não. O ibuprofeno faz-me bem.'], /^- Sem alergias conhecidas$/],
    ['es', ['Médico: ¿Alergias?', 'Paciente: No. El ibuprofeno me va bien.'], /^- Sin alergias conocidas$/],
    [
      'de',
      ['Ärztin: Allergien?', 'Patientin: Nein. Ibuprofen hilft mir gut.'],
      /^- Keine bekannten Allergien$/,
    ],
  ])('%s: the drug is never an allergy (the no is not taken back)', (language, lines, allergies) => {
    const written = section(note(language, lines), 'allergies')
    expect(written).toMatch(allergies)
    expect(written).not.toMatch(/ibuprofen/i)
  })

  it.each<[Language, string[], RegExp]>([
    [
      'de',
      ['Ärztin: Vertragen Sie Antibiotika?', 'Patientin: Bei Cotrim habe ich mal einen Ausschlag bekommen.'],
      /^- Allergie: Cotrim \(Ausschlag\)$/,
    ],
    [
      'en',
      ['Doctor: Any allergies?', 'Patient: Septrin gave me a rash once.'],
      /^- Allergy: Septrin \(rash\)$/,
    ],
    [
      'en',
      ['Doctor: Any allergies?', 'Patient: With co-trimoxazole I got a rash once.'],
      /^- Allergy: co-trimoxazole \(rash\)$/,
    ],
  ])('%s: a reaction told with the drug it came with is an allergy to it', (language, lines, allergies) => {
    expect(section(note(language, lines), 'allergies')).toMatch(allergies)
  })

  it("de: 'Bei Ibuprofen habe ich nie Probleme' names no allergy", () => {
    expect(
      section(
        note('de', ['Ärztin: Allergien?', 'Patientin: Nein. Bei Ibuprofen habe ich nie Probleme.']),
        'allergies',
      ),
    ).not.toMatch(/Ibuprofen/)
  })
})

/**
 * A long history in which the patient tells how they changed a medicine themselves ('…so I've cut it down to once a
 * day'): what they take now is never cut for length, nor left in the first person; the dose said before it would
 * read as today's.
 */
describe('a medicine the patient changed themselves, in a long history', () => {
  const filler: Record<Language, string[]> = {
    en: [
      'Doctor: And your sleep?',
      "Patient: I sleep badly because of the pain, I wake two or three times a night and I'm tired all day long.",
      'Doctor: And your mood?',
      "Patient: A bit low, to be honest, because I can't do my gardening or walk the dog like I used to.",
    ],
    pt: [
      'Médica: E o sono?',
      'Doente: Durmo mal por causa das dores, acordo duas ou três vezes por noite e ando cansada o dia todo.',
      'Médica: E o humor?',
      'Doente: Um bocado em baixo, porque já não consigo tratar do jardim nem passear o cão como antes.',
    ],
    es: [
      'Médica: ¿Y el sueño?',
      'Paciente: Duermo mal por el dolor, me despierto dos o tres veces por la noche y estoy cansada todo el día.',
      'Médica: ¿Y el ánimo?',
      'Paciente: Un poco bajo, porque ya no puedo cuidar el jardín ni pasear al perro como antes.',
    ],
    de: [
      'Ärztin: Und der Schlaf?',
      'Patientin: Ich schlafe schlecht wegen der Schmerzen, wache zwei- oder dreimal pro Nacht auf und bin den ganzen Tag müde.',
      'Ärztin: Und die Stimmung?',
      'Patientin: Etwas gedrückt, weil ich nicht mehr im Garten arbeiten oder mit dem Hund spazieren kann.',
    ],
  }
  it.each<[Language, string[], RegExp]>([
    [
      'en',
      [
        'Doctor: What brings you in?',
        'Patient: My left knee has been swollen and stiff for three months.',
        'Doctor: What have you tried?',
        'Patient: Ibuprofen 400 mg three times a day, but it upsets my stomach. So I have cut it down to once a day.',
      ],
      /(?:She|The patient) has cut it down to once a day\./,
    ],
    [
      'pt',
      [
        'Médica: O que a traz cá?',
        'Doente: O joelho esquerdo está inchado e rígido há três meses.',
        'Médica: O que tem tomado?',
        'Doente: Ibuprofeno 400 mg três vezes por dia, mas faz-me mal ao estômago. Por isso reduzi para uma vez por dia.',
      ],
      /Por isso reduziu para uma vez por dia\./,
    ],
    [
      'es',
      [
        'Médica: ¿Qué le trae por aquí?',
        'Paciente: La rodilla izquierda está hinchada y rígida desde hace tres meses.',
        'Médica: ¿Qué ha tomado?',
        'Paciente: Ibuprofeno 400 mg tres veces al día, pero me sienta mal al estómago. Por eso reduje a una vez al día.',
      ],
      /Por eso redujo a una vez al día\./,
    ],
    [
      'de',
      [
        'Ärztin: Was führt Sie zu mir?',
        'Patientin: Mein linkes Knie ist seit drei Monaten geschwollen und steif.',
        'Ärztin: Was haben Sie genommen?',
        'Patientin: Ibuprofen 400 mg dreimal täglich, aber das schlägt mir auf den Magen. Deshalb habe ich es auf einmal täglich reduziert.',
      ],
      /Deshalb hat sie es auf einmal täglich reduziert\./,
    ],
  ])('%s', async (language, lines, changed) => {
    const all = [...lines, ...filler[language]]
    const n = note(language, all)
    expect(section(n, 'subjective')).toMatch(changed)
    expect(await wrongIn(language, all, n)).toEqual([])
  })
})
