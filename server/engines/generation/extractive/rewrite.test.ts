import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { clinicianRewrite } from './rewrite'

describe("the clinician's first person made note prose, meaning kept", () => {
  it.each<[Language, string, string]>([
    // Reasoning keeps its certainty, in either direction.
    ['en', 'I think this is a flare of her gout.', 'Likely this is a flare of her gout.'],
    ['en', "I don't think this is a blood clot.", 'Unlikely that this is a blood clot.'],
    ['en', 'What I think we are dealing with is plantar fasciitis.', 'Likely plantar fasciitis.'],
    ['en', 'I think she should see a dietitian.', 'She should see a dietitian.'],
    ['en', 'I am a little concerned that the rash is spreading.', 'Concern that the rash is spreading.'],
    // What the clinician did or will do.
    ['en', 'I have ordered a lipid panel and a TSH.', 'Ordered a lipid panel and a TSH.'],
    ['en', 'I would not change his insulin dose.', 'Do not change his insulin dose.'],
    // What the patient must not go on doing, said with its '-ing'.
    [
      'en',
      "I don't want you taking ibuprofen more than three days a week.",
      'Do not take ibuprofen more than three days a week.',
    ],
    ['en', "I don't want him driving until the scan is back.", 'Do not drive until the scan is back.'],
    ['en', 'I will be ordering an MRI of the left knee.', 'Order an MRI of the left knee.'],
    [
      'en',
      'We are also going to have the patient apply ice to the elbow 3 times a day.',
      'Have the patient apply ice to the elbow 3 times a day.',
    ],
    [
      'en',
      'I have asked her to continue the iron with orange juice.',
      'Advised to continue the iron with orange juice.',
    ],
    ['en', 'I am not too concerned about the chest pounding.', 'Low concern about the chest pounding.'],
    [
      'en',
      'I-I would like to go ahead increase the lisinopril from 10 mg to 20 mg a day.',
      'Increase the lisinopril from 10 mg to 20 mg a day.',
    ],
    ['en', "We're going to be referring her to physical therapy.", 'Refer her to physical therapy.'],
    ['en', 'Otherwise I will see her back in 3 months.', 'Otherwise follow up in 3 months.'],
    ['en', "I can't feel the liver edge.", 'Liver edge not palpable.'],
    ['en', "I can't feel any lumps.", 'No lumps.'],
    [
      'en',
      'If the fever comes back, call me or go to urgent care.',
      'If the fever comes back, call the office or go to urgent care.',
    ],
    ['en', 'Order a CT scan just to make sure we are not missing anything.', 'Order a CT scan.'],
    // A run-on stretch: each plan its own sentence.
    [
      'en',
      'Keep taking the tylenol for the pain I am also going to prescribe a muscle relaxant.',
      'Keep taking the tylenol for the pain. Prescribe a muscle relaxant.',
    ],
    [
      'pt',
      'Como é alérgico à penicilina, vamos usar azitromicina.',
      'Como é alérgico à penicilina, usar azitromicina.',
    ],
    [
      'es',
      'Como es alérgica a la aspirina, no vamos a usar ibuprofeno.',
      'Como es alérgica a la aspirina, no usar ibuprofeno.',
    ],
    [
      'de',
      'Metformin geben wir wegen der Nierenwerte nicht.',
      'Metformin wegen der Nierenwerte nicht geben.',
    ],
    ['de', 'Außerdem verschreibe ich Ihnen Pantoprazol.', 'Außerdem Pantoprazol verschreiben.'],
    ['de', 'Ein CT brauchen wir im Moment nicht.', 'Ein CT ist im Moment nicht nötig.'],
    ['de', 'Die Tabletten nehmen Sie morgens.', 'Die Tabletten morgens nehmen.'],
    [
      'de',
      'Kommen Sie in zwei Tagen, damit ich mir die Wunde ansehen kann.',
      'In zwei Tagen zur Kontrolle kommen.',
    ],
    ['pt', 'Volte daqui a 48 horas para eu ver a perna.', 'Volte daqui a 48 horas para reavaliar a perna.'],
    ['es', 'Vuelva en dos días para que le vea la herida.', 'Vuelva en dos días para reevaluar la herida.'],
    ['en', 'Come back in 2 days so I can check the wound.', 'Come back in 2 days to check the wound.'],
    ['de', 'Wir sehen uns in zwei Wochen wieder.', 'Wiedervorstellung in zwei Wochen.'],
    ['de', 'Dann überweise ich Sie zur Kardiologie.', 'Dann Überweisung zur Kardiologie.'],
    ['de', 'Das Apixaban nehmen Sie weiter wie bisher.', 'Das Apixaban weiter wie bisher einnehmen.'],
    [
      'de',
      'Das Ibuprofen sollten Sie nicht mehr täglich nehmen, höchstens an zehn Tagen im Monat.',
      'Das Ibuprofen nicht mehr täglich nehmen, höchstens an zehn Tagen im Monat.',
    ],
    [
      'de',
      'Ich gebe Ihnen kein Schmerzmittel, bevor der Chirurg Sie gesehen hat.',
      'Kein Schmerzmittel geben, bevor der Chirurg Sie gesehen hat.',
    ],
    [
      'es',
      'Le voy a pedir una radiografía del pie, y le derivo a la unidad de pie diabético.',
      'Pedir una radiografía del pie, y derivar a la unidad de pie diabético.',
    ],
    [
      'es',
      'Haremos curas cada dos días en el centro de salud.',
      'Hacer curas cada dos días en el centro de salud.',
    ],
    ['pt', 'Vou encaminhá-la para a psicologia.', 'Encaminhar para a psicologia.'],
    ['pt', 'Reavaliamos daqui a quatro semanas.', 'Reavaliar daqui a quatro semanas.'],
    [
      'en',
      "I'm going to order an MRI, and I'll refer you to orthopedics.",
      'Order an MRI. Refer you to orthopedics.',
    ],
  ])('%s: %s', (language, said, written) => {
    expect(clinicianRewrite(said, language)).toBe(written)
  })

  it("leaves 'going to have to' alone: it is no order to have someone do something", () => {
    expect(clinicianRewrite("We're going to have to think about surgery.", 'en')).toBeNull()
  })

  it("leaves what the patient feels a finding: 'Das Monofilament spüren Sie nicht' is no order", () => {
    expect(clinicianRewrite('Das Monofilament spüren Sie an beiden Fußsohlen nicht.', 'de')).toBeNull()
  })

  it('never cuts a condition from what it conditions', () => {
    const written = (said: string, language: Language) => clinicianRewrite(said, language) ?? said
    expect(
      written('If the strep test is positive I am going to prescribe amoxicillin for ten days.', 'en'),
    ).not.toMatch(/\.\s+[Pp]rescribe amoxicillin/)
    expect(written('Wenn die Werte schlecht sind und wir nichts finden, machen wir ein CT.', 'de')).toMatch(
      /^Wenn die Werte schlecht sind und wir nichts finden/,
    )
  })

  it('writes nothing when a correction cannot be placed, and only the corrected drug when it can', () => {
    expect(clinicianRewrite("We'll start amoxicillin, I'm sorry, azithromycin 500 mg daily.", 'en')).toBe(
      'Start azithromycin 500 mg daily.',
    )
    expect(clinicianRewrite('The pain started Monday, sorry, it was after the fall.', 'en')).toBe('')
  })
})

describe('an order in note form joined by "and" to one in the first person', () => {
  it.each<[Language, string, string]>([
    [
      'en',
      "Hold tonight's apixaban dose and we'll repeat the kidney function on Monday.",
      "Hold tonight's apixaban dose and repeat the kidney function on Monday.",
    ],
    [
      'pt',
      'Suspenda o ibuprofeno e vamos repetir as análises daqui a um mês.',
      'Suspenda o ibuprofeno e repetir as análises daqui a um mês.',
    ],
    [
      'es',
      'Suspenda el ibuprofeno y vamos a repetir la analítica en un mes.',
      'Suspenda el ibuprofeno y repetir la analítica en un mes.',
    ],
    [
      'de',
      'Lassen Sie das Ibuprofen weg und wir kontrollieren die Nierenwerte in einem Monat.',
      'Das Ibuprofen weglassen. Die Nierenwerte in einem Monat kontrollieren.',
    ],
  ])('%s', (language, said, written) => {
    expect(clinicianRewrite(said, language)).toBe(written)
  })

  it('de: a sentence that only says what the visit is for keeps its modal verb, or is not rewritten', () => {
    expect(clinicianRewrite('Wir wollten heute die Blutwerte besprechen.', 'de') ?? '').not.toMatch(
      /besprechen wollten/,
    )
  })
})

describe('a follow-up said as the clinician seeing the patient again', () => {
  it.each<[Language, string, string]>([
    ['pt', 'Volto a vê-la daqui a seis semanas.', 'Reavaliação daqui a seis semanas.'],
    ['pt', 'Quero vê-lo dentro de um mês.', 'Reavaliação dentro de um mês.'],
    ['es', 'Le vuelvo a ver en un mes.', 'Revisión en un mes.'],
    ['es', 'La quiero ver dentro de dos semanas.', 'Revisión dentro de dos semanas.'],
  ])('%s: %s', (language, said, written) => {
    expect(clinicianRewrite(said, language)).toBe(written)
  })
})

describe('a value read from the record, a visit again, a drug left out for days', () => {
  it.each<[Language, string, string]>([
    ['pt', 'Tenho aqui 71 kg.', 'Registo anterior: 71 kg.'],
    ['en', 'I have here 71 kg.', 'Previously recorded: 71 kg.'],
    ['es', 'Tengo aquí 71 kg.', 'Registro previo: 71 kg.'],
    ['de', 'Ich habe hier 71 kg.', 'Zuvor dokumentiert: 71 kg.'],
    ['de', 'Ich komme übermorgen wieder vorbei.', 'Erneuter Hausbesuch übermorgen.'],
    [
      'de',
      'Das Torasemid lassen wir 3 Tage weg, bis sie wieder besser trinkt.',
      'Torasemid 3 Tage weglassen, bis sie wieder besser trinkt.',
    ],
    ['en', "We'll talk again when the results are back.", 'Review when the results are back.'],
    [
      'es',
      'Seguimos con levetiracetam 500 mg cada 12 horas.',
      'Seguir con levetiracetam 500 mg cada 12 horas.',
    ],
  ])('%s: "%s"', (language, said, written) => {
    expect(clinicianRewrite(said, language)).toBe(written)
  })
})

describe('a drug withheld in the first person, a separable verb before a comma, checking with the clinic', () => {
  it.each<[Language, string, string]>([
    [
      'es',
      'Como es alérgico a la penicilina, no le doy amoxicilina.',
      'Como es alérgico a la penicilina, no dar amoxicilina.',
    ],
    ['es', 'No le receto antibiótico.', 'No recetar antibiótico.'],
    [
      'pt',
      'Como é alérgico à penicilina, não lhe dou amoxicilina.',
      'Como é alérgico à penicilina, não dar amoxicilina.',
    ],
    ['pt', 'Não lhe receito antibiótico.', 'Não receitar antibiótico.'],
    [
      'de',
      'Wir stellen auf eine reine Gestagenpille um, Desogestrel 75 Mikrogramm täglich.',
      'Auf eine reine Gestagenpille umstellen, Desogestrel 75 Mikrogramm täglich.',
    ],
    [
      'en',
      "Don't use the hydrocortisone for more than seven days without checking with us.",
      "Don't use the hydrocortisone for more than seven days without checking with the office.",
    ],
  ])('%s: "%s"', (language, said, written) => {
    expect(clinicianRewrite(said, language)).toBe(written)
  })
})

describe('a finding heard without a comma after the examination, and a German follow-up said as a request', () => {
  it.each<[Language, string, string]>([
    ['pt', 'Na auscultação ouço sibilos dos dois lados.', 'Na auscultação, sibilos dos dois lados.'],
    ['pt', 'Na auscultação pulmonar não ouço ruídos.', 'Na auscultação pulmonar, sem ruídos.'],
    [
      'es',
      'A la auscultación oigo crepitantes en la base derecha.',
      'A la auscultación, crepitantes en la base derecha.',
    ],
    [
      'de',
      'Kommen Sie in zwei Wochen wieder, dann besprechen wir den Befund.',
      'Wiedervorstellung in zwei Wochen, dann den Befund besprechen.',
    ],
    [
      'de',
      'Wenn es schlimmer wird, kommen Sie in zwei Tagen wieder.',
      'Wenn es schlimmer wird, Wiedervorstellung in zwei Tagen.',
    ],
  ])('%s: "%s"', (language, said, written) => {
    expect(clinicianRewrite(said, language)).toBe(written)
  })

  it('de: "kommen Sie sofort wieder" stays an instruction to come at once', () => {
    expect(
      clinicianRewrite('Wenn Fieber dazukommt, kommen Sie sofort wieder.', 'de') ?? 'kept as said',
    ).not.toMatch(/Wiedervorstellung/)
  })
})

describe('German: what the patient does not need, and the other three languages keep their own', () => {
  it.each<[Language, string, string]>([
    ['de', 'Ein Antibiotikum brauchen Sie nicht.', 'Ein Antibiotikum ist nicht nötig.'],
    ['de', 'Tabletten gegen Schwindel brauchen Sie nicht.', 'Tabletten gegen Schwindel nicht nötig.'],
  ])('%s: "%s"', (language, said, written) => {
    expect(clinicianRewrite(said, language)).toBe(written)
  })
})

describe('a day said before a plan goes with the order', () => {
  it.each<[Language, string, string]>([
    [
      'en',
      "Today I'll give you aspirin 300 mg, then 75 mg a day.",
      'Give you aspirin 300 mg today, then 75 mg a day.',
    ],
    ['es', 'Hoy le doy ácido acetilsalicílico de 300 mg.', 'Dar hoy ácido acetilsalicílico de 300 mg.'],
    ['es', 'Hoy no le doy antibiótico.', 'No dar hoy antibiótico.'],
    ['pt', 'Hoje vou pedir análises.', 'Pedir hoje análises.'],
    ['de', 'Heute gebe ich Ihnen ASS 300 mg.', 'Heute ASS 300 mg geben.'],
  ])('%s: "%s"', (language, said, written) => {
    expect(clinicianRewrite(said, language)).toBe(written)
  })
})

describe('a discussion put off to a later time is part of the plan', () => {
  it.each<[Language, string, string | null]>([
    [
      'en',
      "We'll talk about allopurinol once this settles, not now.",
      'Discuss allopurinol once this settles, not now.',
    ],
    ['pt', 'Falamos do alopurinol quando isto acalmar.', 'Falar do alopurinol quando isto acalmar.'],
    ['es', 'Hablaremos del alopurinol cuando se calme.', 'Hablar del alopurinol cuando se calme.'],
    ['en', "We'll talk about it.", null],
  ])('%s: "%s"', (language, said, written) => {
    expect(clinicianRewrite(said, language)).toBe(written)
  })
})

describe('German: an order whose object is a list keeps its verb after the list', () => {
  it.each<[Language, string, string]>([
    [
      'de',
      'Wir machen ein Labor mit Kalium, Kreatinin und NT-proBNP.',
      'Ein Labor mit Kalium, Kreatinin und NT-proBNP machen.',
    ],
    [
      'de',
      'Nehmen Sie Ibuprofen, Paracetamol oder Metamizol.',
      'Ibuprofen, Paracetamol oder Metamizol nehmen.',
    ],
    ['de', 'Wir machen ein Röntgen, dann sehen wir weiter.', 'Ein Röntgen machen, dann sehen wir weiter.'],
  ])('%s: "%s"', (language, said, written) => {
    expect(clinicianRewrite(said, language)).toBe(written)
  })
})

describe('an option put to the patient is said as one', () => {
  it.each<[Language, string, string]>([
    [
      'en',
      'We could also start sertraline 50 mg once a day.',
      'Option discussed: start sertraline 50 mg once a day.',
    ],
    ['pt', 'Podemos também começar sertralina 50 mg.', 'Opção discutida: começar sertralina 50 mg.'],
    [
      'es',
      'Podríamos empezar con sertralina de 50 mg.',
      'Opción comentada: empezar con sertralina de 50 mg.',
    ],
    ['es', 'Revisamos en 2 semanas.', 'Revisión en 2 semanas.'],
  ])('%s: "%s"', (language, said, written) => {
    expect(clinicianRewrite(said, language)).toBe(written)
  })
})

describe('leave not to do something is no order not to do it', () => {
  it.each<[Language, string, string]>([
    [
      'en',
      "You don't need to stop driving for a simple faint like this.",
      'No need to stop driving for a simple faint like this.',
    ],
    ['en', "You shouldn't drive.", 'Do not drive.'],
  ])('%s: "%s"', (language, said, written) => {
    expect(clinicianRewrite(said, language)).toBe(written)
  })
})

describe('German: what is said first, then the clinician and the verb', () => {
  it.each<[string, string]>([
    [
      'Ein Schlafmittel wie Zolpidem möchte ich Ihnen nicht verschreiben, weil man sich daran gewöhnt.',
      'Ein Schlafmittel wie Zolpidem nicht verschreiben, weil man sich daran gewöhnt.',
    ],
    ['Das Ibuprofen will ich nicht mehr geben.', 'Das Ibuprofen nicht mehr geben.'],
    [
      'Weil Sie Fieber haben und Ihre Freunde auch krank sind, schicken wir eine Stuhlprobe ins Labor.',
      'Weil Sie Fieber haben und Ihre Freunde auch krank sind, eine Stuhlprobe ins Labor schicken.',
    ],
    [
      'Wenn die Werte normal sind, beginnen wir mit Terbinafin.',
      'Wenn die Werte normal sind, mit Terbinafin beginnen.',
    ],
  ])('"%s" is the order, without "ich" or "wir"', (said, written) => {
    expect(clinicianRewrite(said, 'de')).toBe(written)
  })
})

describe("German 'du' in a condition and a modal, as 'Sie'", () => {
  it.each<[string, string]>([
    ['Loperamid solltest du mit dem Fieber nicht nehmen.', 'Loperamid mit dem Fieber nicht nehmen.'],
    [
      'Wenn Blut im Stuhl ist, du gar nichts mehr trinken kannst oder kaum noch Wasser lässt, geh sofort in die Notaufnahme.',
      'Wenn Blut im Stuhl ist, Sie gar nichts mehr trinken können oder kaum noch Wasser lassen, gehen Sie sofort in die Notaufnahme.',
    ],
  ])('"%s"', (said, written) => {
    expect(clinicianRewrite(said, 'de')).toBe(written)
  })
})

describe("an 'also' before an ordering verb in the present ('También le pido…', 'Também lhe peço…')", () => {
  it.each<[Language, string, string]>([
    [
      'es',
      'También le pido un análisis de sangre con hemograma.',
      'Pedir un análisis de sangre con hemograma.',
    ],
    ['pt', 'Também lhe peço umas análises ao sangue.', 'Pedir umas análises ao sangue.'],
  ])('%s: is the order, without the first person', (language, said, written) => {
    expect(clinicianRewrite(said, language)).toBe(written)
  })
})

describe("es: a condition said in the 'tú' form is the patient's, in the third person", () => {
  it.each<[string, string]>([
    [
      'Si se te hincha el párpado, ves doble o tienes un dolor de cabeza muy fuerte, vete a urgencias.',
      'Si se le hincha el párpado, ve doble o tiene un dolor de cabeza muy fuerte, vete a urgencias.',
    ],
    [
      'Si no toleras los líquidos o si dejas de orinar, vete a urgencias.',
      'Si no tolera los líquidos o si deja de orinar, vete a urgencias.',
    ],
  ])('"%s"', (said, written) => {
    expect(clinicianRewrite(said, 'es')).toBe(written)
  })
})

describe('a plan broken off before its object, or the clinician not knowing, is left off the end', () => {
  it.each<[string, string]>([
    [
      "I'd like to increase her dose of Lasix from 20 mg to 60 mg for the next 4 days I am going to.",
      'Increase her dose of Lasix from 20 mg to 60 mg for the next 4 days.',
    ],
    [
      'Continue the metformin 500 mg twice a day why do not we.',
      'Continue the metformin 500 mg twice a day.',
    ],
    ['Refer her to urology and we are actually I am going to.', 'Refer her to urology.'],
    [
      'If she is interested, call the office within a month, because I do not know how long.',
      'If she is interested, call the office within a month.',
    ],
  ])('%s', (said, written) => {
    expect(clinicianRewrite(said, 'en')).toBe(written)
  })

  it('leaves a short answer alone', () => {
    expect(clinicianRewrite('Yes, I will.', 'en')).toBeNull()
  })
})

describe('a plan said in a long unpunctuated stretch starts its own sentence', () => {
  it.each<[string, string]>([
    // 'should', 'once', 'when' that set no condition do not keep the next plan in the same sentence.
    [
      'You should take it first thing in the morning I also want to prescribe carafate 1 g 4 times a day.',
      'Take it first thing in the morning. Prescribe carafate 1 g 4 times a day.',
    ],
    [
      'Take the protonix once a day I am also going to order a lipid panel.',
      'Take the protonix once a day. Order a lipid panel.',
    ],
    [
      'That fits the injury you had when you were 14 I am going to prescribe meloxicam 15 mg once a day.',
      'That fits the injury you had when you were 14. Prescribe meloxicam 15 mg once a day.',
    ],
    // 'I want to go ahead and…' starts a plan like 'I want to…'.
    [
      'She has acute esophagitis I want to go ahead and prescribe protonix 40 mg once a day.',
      'She has acute esophagitis. Prescribe protonix 40 mg once a day.',
    ],
  ])('%s', (said, written) => {
    expect(clinicianRewrite(said, 'en')).toBe(written)
  })

  it('keeps a condition with what it conditions, and a frame that only names what comes before it', () => {
    expect(clinicianRewrite('Should the pain come back I want to order an MRI of the knee.', 'en')).toBeNull()
    expect(clinicianRewrite('Once it settles I want to order an MRI of the knee.', 'en')).toBeNull()
    const named = clinicianRewrite(
      'Avoid gummies but the medications I am going to give you are meloxicam 15 mg once a day.',
      'en',
    )
    expect(named ?? '').not.toMatch(/\. Give/)
  })
})

describe("the clinician's frames inside a sentence made note prose", () => {
  it.each<[string, string]>([
    // One frame said twice, a condition said as who needs, what is being found out.
    ["Let's go ahead and we'll increase your metformin to 1000 mg.", 'Increase your metformin to 1000 mg.'],
    ["We'll refer you to physical therapy if we need to.", 'Refer you to physical therapy if needed.'],
    [
      'Send off an anemia profile to see what type of anemia we are dealing with.',
      'Send off an anemia profile to see what type of anemia it is.',
    ],
    ['Like I said, follow up in 2 weeks.', 'Follow up in 2 weeks.'],
    [
      "If his symptoms continue, we'll talk about further imaging.",
      'If his symptoms continue, discuss further imaging.',
    ],
    [
      'Stay on the neurontin, and we just will not change anything.',
      'Stay on the neurontin, and do not change anything.',
    ],
    [
      'No x-ray at this stage, why do not we start with physical therapy.',
      'No x-ray at this stage, start with physical therapy.',
    ],
    ['I would take it at night.', 'Take it at night.'],
    ['We had talked about improving her diet.', 'Discussed improving her diet.'],
    // Reasoning keeps its certainty, wherever it is said.
    [
      'She has an upper respiratory infection and I am concerned that she might have strep.',
      'She has an upper respiratory infection and concern that she might have strep.',
    ],
    ['I do believe that Karen does have a tic.', 'Likely Karen does have a tic.'],
    ['I think that physical therapy will help.', 'Likely physical therapy will help.'],
  ])('%s', (said, written) => {
    expect(clinicianRewrite(said, 'en')).toBe(written)
  })

  it('writes no discussion said first: it may be the end of a condition cut off before it', () => {
    expect(clinicianRewrite("We'll talk about surgery.", 'en')).toBeNull()
  })
})
