import { describe, expect, it } from 'vitest'
import type { Language } from '../../../contract/common'
import { alarmsAt } from './alarms-for-tests'

// Numbers of a note against the consultation: each case is a correct note that raises nothing, and the same
// note with one number changed, which must be found on the changed number.

/** The correct note raises nothing; with `from` written as `to`, a number finding points at `to`. */
function findsTheChange(language: Language, transcript: string, note: string, from: string, to: string) {
  expect(alarmsAt(language, transcript, note)).toEqual([])
  expect(note).toContain(from)
  const changed = alarmsAt(language, transcript, note.replace(from, to))
  expect(changed.some((a) => /_number|_value/.test(a) && to.includes(a.split(': ')[1]!))).toBe(true)
}

describe('a count that answers "how many …?"', () => {
  it.each<[Language, string, string, string, string]>([
    [
      'en',
      "Doctor: Do you remember how many cycles of chemotherapy you've had?\nPatient: Um, I've had six, I'm here for the follow up.\nDoctor: Any numbness in your hands?\nPatient: A little in the right hand.",
      '## History\n- Status post 6 cycles of chemotherapy, here for follow-up.\n- Some numbness of the right hand.',
      '6 cycles',
      '7 cycles',
    ],
    [
      'pt',
      'Médica: Quantos ciclos de quimioterapia fez?\nDoente: Fiz seis, agora venho à consulta de seguimento.\nMédica: Tem dormência nas mãos?\nDoente: Um pouco na mão direita.',
      '## Anamnese\n- Fez 6 ciclos de quimioterapia, em seguimento.\n- Alguma dormência da mão direita.',
      '6 ciclos',
      '7 ciclos',
    ],
    [
      'es',
      'Médico: ¿Cuántos ciclos de quimioterapia ha recibido?\nPaciente: Seis, ahora vengo a la revisión.\nMédico: ¿Tiene hormigueo en las manos?\nPaciente: Un poco en la mano derecha.',
      '## Anamnesis\n- Ha recibido 6 ciclos de quimioterapia, en seguimiento.\n- Algo de hormigueo en la mano derecha.',
      '6 ciclos',
      '7 ciclos',
    ],
    [
      'de',
      'Ärztin: Wie viele Zyklen Chemotherapie haben Sie bekommen?\nPatientin: Sechs, jetzt komme ich zur Nachsorge.\nÄrztin: Haben Sie Taubheitsgefühle in den Händen?\nPatientin: Ein wenig in der rechten Hand.',
      '## Anamnese\n- Zustand nach 6 Zyklen Chemotherapie, zur Nachsorge.\n- Etwas Taubheit der rechten Hand.',
      '6 Zyklen',
      '7 Zyklen',
    ],
  ])('%s: counts what the question asks how many of', (language, transcript, note, from, to) => {
    findsTheChange(language, transcript, note, from, to)
  })

  it.each<[Language, string, string, string, string]>([
    [
      'en',
      'Doctor: How many beers do you drink on a normal day?\nPatient: Two, maybe.\nDoctor: Any smoking?\nPatient: No.',
      '## Social history\n- Drinks 2 beers a day. Does not smoke.',
      '2 beers',
      '3 beers',
    ],
    [
      'pt',
      'Médica: Quantos copos de vinho bebe por dia?\nDoente: Dois, ao jantar.\nMédica: E fuma?\nDoente: Não.',
      '## Hábitos\n- Bebe 2 copo de vinho por dia ao jantar. Não fuma.',
      '2 copo',
      '3 copo',
    ],
    [
      'es',
      'Médico: ¿Cuántos vasos de vino toma al día?\nPaciente: Dos, con la cena.\nMédico: ¿Y fuma?\nPaciente: No.',
      '## Hábitos\n- Toma 2 vaso de vino al día con la cena. No fuma.',
      '2 vaso',
      '3 vaso',
    ],
  ])(
    '%s: is of one thing said once or many times ("beers", "beer")',
    (language, transcript, note, from, to) => {
      findsTheChange(language, transcript, note, from, to)
    },
  )

  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: How many years have you smoked?\nPatient: Twenty, I think.\nDoctor: And how many cigarettes a day?\nPatient: Ten.',
      '## Social history\n- Smoker for 20 years, 10 cigarettes a day.',
    ],
    [
      'pt',
      'Médica: Há quantos anos fuma?\nDoente: Vinte, acho eu.\nMédica: E quantos cigarros por dia?\nDoente: Dez.',
      '## Hábitos\n- Fumador há 20 anos, 10 cigarros por dia.',
    ],
    [
      'es',
      'Médico: ¿Cuántos años lleva fumando?\nPaciente: Veinte, creo.\nMédico: ¿Y cuántos cigarrillos al día?\nPaciente: Diez.',
      '## Hábitos\n- Fumador desde hace 20 años, 10 cigarrillos al día.',
    ],
    [
      'de',
      'Ärztin: Wie viele Jahre rauchen Sie schon?\nPatient: Zwanzig, glaube ich.\nÄrztin: Und wie viele Zigaretten am Tag?\nPatient: Zehn.',
      '## Anamnese\n- Raucher seit 20 Jahren, 10 Zigaretten am Tag.',
    ],
  ])('%s: raises nothing on a note that counts as the answers do', (language, transcript, note) => {
    expect(alarmsAt(language, transcript, note)).toEqual([])
  })
})

describe('a count of what follows an "of"', () => {
  it.each<[Language, string, string, string, string]>([
    [
      'en',
      'Doctor: What about alcohol?\nPatient: Yeah, I drink a six pack of beer a day, doctor.\nDoctor: Any drugs?\nPatient: No.',
      '## Social history\n- He consumes 6 beers per day. No drug use.',
      '6 beers',
      '7 beers',
    ],
    [
      'pt',
      'Médica: E álcool?\nDoente: Bebo duas garrafas de cerveja ao jantar.\nMédica: Drogas?\nDoente: Não.',
      '## Hábitos\n- Bebe 2 cervejas ao jantar. Sem drogas.',
      '2 cervejas',
      '3 cervejas',
    ],
    [
      'es',
      'Médico: ¿Y alcohol?\nPaciente: Tomo dos botellas de cerveza en la cena.\nMédico: ¿Drogas?\nPaciente: No.',
      '## Hábitos\n- Toma 2 cervezas en la cena. Sin drogas.',
      '2 cervezas',
      '3 cervezas',
    ],
  ])('%s: counts the thing after the "of" too', (language, transcript, note, from, to) => {
    findsTheChange(language, transcript, note, from, to)
  })
})

describe('a laboratory result of zero', () => {
  it.each<[Language, string, string, string, string]>([
    [
      'en',
      'Doctor: How were you treated?\nPatient: I had radiation. Oh, my P S A is zero point zero one, by the way.',
      '## History\n- Treated with radiation. His PSA is at 0.01.',
      'at 0.01',
      'at 0',
    ],
    [
      'pt',
      'Médica: Como foi tratado?\nDoente: Fiz radioterapia. Ah, o PSA está em zero vírgula zero um.',
      '## Anamnese\n- Tratado com radioterapia. PSA de 0,01.',
      'de 0,01',
      'de 0',
    ],
    [
      'es',
      'Médico: ¿Cómo le trataron?\nPaciente: Con radioterapia. Ah, el PSA está en cero coma cero uno.',
      '## Anamnesis\n- Tratado con radioterapia. PSA de 0,01.',
      'de 0,01',
      'de 0',
    ],
    [
      'de',
      'Ärztin: Wie wurden Sie behandelt?\nPatient: Mit Bestrahlung. Ach, der PSA-Wert liegt bei null Komma null eins.',
      '## Anamnese\n- Z. n. Bestrahlung. PSA von 0,01.',
      'von 0,01',
      'von 0',
    ],
  ])('%s: is weighed against the result said', (language, transcript, note, from, to) => {
    findsTheChange(language, transcript, note, from, to)
  })

  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: How many pregnancies?\nPatient: Two, no miscarriages.',
      '## Gynecologic history\n- Gravida 2, Para 2, Ab 0.',
    ],
    [
      'pt',
      'Médica: Quantas gravidezes teve?\nDoente: Duas, e dois partos.',
      '## Antecedentes obstétricos\n- G2 P2, cesarianas 0.',
    ],
    [
      'es',
      'Médico: ¿Cuántos embarazos ha tenido?\nPaciente: Dos, y dos partos.',
      '## Antecedentes obstétricos\n- G2 P2, cesáreas 0.',
    ],
    [
      'de',
      'Ärztin: Wie viele Schwangerschaften hatten Sie?\nPatientin: Zwei, keine Fehlgeburt.',
      '## Anamnese\n- Zwei Schwangerschaften, Aborte 0.',
    ],
  ])('%s: a zero of no result is still an absence, raising nothing', (language, transcript, note) => {
    expect(alarmsAt(language, transcript, note)).toEqual([])
  })
})

describe('a range said where the line comes from, one of whose ends is said elsewhere', () => {
  it.each<[Language, string, string, string, string]>([
    [
      'en',
      'Doctor: When did it happen?\nPatient: I twisted my ankle going down the stairs about three hours ago.\nDoctor: Ice for fifteen minutes every two or three hours, and keep the leg up.',
      '## Plan\n- Ice 15 minutes every 2-3 hours, elevation.',
      '2-3 hours',
      '3-4 hours',
    ],
    [
      'pt',
      'Médica: Quando foi?\nDoente: Torci o tornozelo a descer a escada, há umas três horas.\nMédica: Gelo quinze minutos a cada duas ou três horas, e a perna elevada.',
      '## Plano\n- Gelo 15 minutos a cada 2-3 horas, elevação.',
      '2-3 horas',
      '3-4 horas',
    ],
    [
      'es',
      'Médico: ¿Cuándo fue?\nPaciente: Me torcí el tobillo bajando una escalera, hace unas tres horas.\nMédico: Hielo quince minutos cada dos o tres horas, y la pierna en alto.',
      '## Plan\n- Hielo 15 minutos cada 2-3 horas, elevación.',
      '2-3 horas',
      '3-4 horas',
    ],
    [
      'de',
      'Ärztin: Wann ist es passiert?\nPatient: Ich bin vor etwa drei Stunden auf der Treppe umgeknickt.\nÄrztin: Kühlen Sie fünfzehn Minuten alle zwei bis drei Stunden, und lagern Sie das Bein hoch.',
      '## Procedere\n- Kühlen 15 Minuten alle 2-3 Stunden, Hochlagern.',
      '2-3 Stunden',
      '3-4 Stunden',
    ],
  ])('%s: is contradicted by the range said there', (language, transcript, note, from, to) => {
    findsTheChange(language, transcript, note, from, to)
  })
})

describe('"de 8 em 8 horas": every eight hours', () => {
  it('pt: the first number is in the unit of the second', () => {
    findsTheChange(
      'pt',
      'Médica: Toma alguma coisa para a dor?\nDoente: Tenho tomado ibuprofeno, quatrocentos, de oito em oito horas.',
      '## Medicação habitual\n- Ibuprofeno 400 mg de 8 em 8 horas.',
      'de 8 em',
      'de 9 em',
    )
  })
})

describe('a value named by the word before a verb that says where it stands', () => {
  it.each<[Language, string, string, string, string]>([
    [
      'en',
      'Doctor: About eight percent of the body surface is affected, and the PASI measures nine point four.',
      '## Examination\n- Body surface area about 8 %, PASI 9.4.',
      'PASI 9.4',
      'PASI 9',
    ],
    [
      'pt',
      'Médica: A superfície corporal afetada é de cerca de oito por cento, e o PASI fica em nove vírgula quatro.',
      '## Exame objetivo\n- Superfície corporal afetada cerca de 8 %, PASI 9,4.',
      'PASI 9,4',
      'PASI 9',
    ],
    [
      'es',
      'Médico: La superficie corporal afectada es de unos ocho por ciento, y el PASI queda en nueve coma cuatro.',
      '## Exploración\n- Superficie corporal afectada de un 8 %, PASI 9,4.',
      'PASI 9,4',
      'PASI 9',
    ],
    [
      'de',
      'Ärztin: Die betroffene Körperoberfläche schätze ich auf etwa acht Prozent, der PASI liegt bei neun Komma vier.',
      '## Befund\n- Betroffene Körperoberfläche ca. 8 %, PASI 9,4.',
      'PASI 9,4',
      'PASI 9',
    ],
  ])('%s: is contradicted by another value of that name', (language, transcript, note, from, to) => {
    findsTheChange(language, transcript, note, from, to)
  })
})

describe('times of day of a line the alignment does not place', () => {
  it.each<[Language, string, string, string, string]>([
    [
      'en',
      "Doctor: What brings you in?\nPatient: I'm always tired. Whenever I'm on my late shift, I work from ten in the night to seven in the morning. Then the kids keep me busy.",
      '## History\n- Fatigue, as she works from 10 p.m. to 7 a.m. and has young children at home.',
      'to 7 a.m.',
      'to 8 a.m.',
    ],
    [
      'pt',
      'Médica: O que a traz cá?\nDoente: Ando sempre cansada. No turno da noite trabalho das dez da noite às sete da manhã. Depois os miúdos não me deixam descansar.',
      '## Anamnese\n- Queixa de fadiga marcada: horário laboral das 10 da noite às 7 da manhã, filhos pequenos em casa.',
      'às 7 da manhã',
      'às 8 da manhã',
    ],
    [
      'es',
      'Médico: ¿Qué le trae por aquí?\nPaciente: Siempre estoy cansada. En el turno de noche trabajo de diez de la noche a siete de la mañana. Luego los niños no me dejan descansar.',
      '## Anamnesis\n- Refiere fatiga marcada: horario laboral desde las 10 de la noche hasta las 7 de la mañana, hijos pequeños en casa.',
      'las 7 de la mañana',
      'las 8 de la mañana',
    ],
    [
      'de',
      'Ärztin: Was führt Sie zu mir?\nPatientin: Ich bin immer müde. In der Nachtschicht arbeite ich von zweiundzwanzig Uhr bis sieben Uhr. Danach halten mich die Kinder auf Trab.',
      '## Anamnese\n- Müdigkeit bei Schichtarbeit von 22 Uhr bis 7 Uhr und kleinen Kindern.',
      'bis 7 Uhr',
      'bis 8 Uhr',
    ],
  ])(
    '%s: one the line and the consultation do not share is weighed against the one left',
    (language, transcript, note, from, to) => {
      findsTheChange(language, transcript, note, from, to)
    },
  )
})

describe('numbers as transcripts spell them', () => {
  it.each<[string, string, string, string, string]>([
    [
      'units spelt letter by letter',
      'Doctor: What are you taking for contraception?\nPatient: Alesse. It is twenty M C G of the estrogen, one tablet a day.',
      '## Medications\n- Alesse 20 mcg, one tablet a day.',
      '20 mcg',
      '20 mg',
    ],
    [
      'a decimal said in groups after "point"',
      'Doctor: How much of the Xanax is he supposed to take?\nWife: Only point one twenty five M G of the Xanax at night, but he took a whole one.',
      '## History\n- Took a whole tablet of Xanax instead of his 0.125 mg at night.',
      '0.125 mg',
      '0.15 mg',
    ],
    [
      'an age told by a birthday',
      'Doctor: Is your mother still alive?\nPatient: Yes, she just had her eighty ninth birthday. She lives with my sister.',
      '## Family history\n- His mother is 89 and lives with his sister.',
      'is 89',
      'is 79',
    ],
    [
      'an age answered to "how old was he when …?", written "years of age"',
      'Doctor: How old was he when he was first seen at the other hospital?\nMother: He was seven.\nDoctor: And what did they find?\nMother: They said it was epilepsy.',
      '## History\n- First evaluated at 7 years of age and diagnosed with epilepsy.',
      '7 years',
      '8 years',
    ],
    [
      'half a pack said "a half"',
      'Doctor: How much do you smoke?\nPatient: I would say a half to a full pack a day.\nDoctor: For how long?\nPatient: Probably sixty years.',
      '## Social history\n- Smokes 0.5-1 pack per day for 60 years.',
      '0.5-1 pack',
      '2-3 pack',
    ],
  ])('en: %s', (_, transcript, note, from, to) => {
    findsTheChange('en', transcript, note, from, to)
  })
})

describe('a dose said bare', () => {
  it.each<[Language, string, string, string, string]>([
    [
      'en',
      'Doctor: They prescribed you methadone back then?\nPatient: Yes, for a while.\nDoctor: Did that help at all?\nPatient: Honestly, no.\nDoctor: Do you remember the dosage you were given?\nPatient: Um, it was ten M G.',
      '## History\n- Was on 10 mg of methadone, which did not help.',
      '10 mg',
      '15 mg',
    ],
    [
      'pt',
      'Médica: Na altura receitaram-lhe metadona?\nDoente: Sim, durante uns tempos.\nMédica: E ajudou?\nDoente: Sinceramente, não.\nMédica: Lembra-se da dose que lhe deram?\nDoente: Acho que eram dez miligramas.',
      '## Anamnese\n- Fez metadona 10 mg, sem benefício.',
      '10 mg',
      '15 mg',
    ],
    [
      'es',
      'Médico: ¿Entonces le recetaron metadona?\nPaciente: Sí, durante un tiempo.\nMédico: ¿Y le ayudó?\nPaciente: La verdad, no.\nMédico: ¿Recuerda la dosis que le dieron?\nPaciente: Creo que eran diez miligramos.',
      '## Anamnesis\n- Tomó metadona 10 mg, sin beneficio.',
      '10 mg',
      '15 mg',
    ],
    [
      'de',
      'Ärztin: Damals hat man Ihnen Methadon verschrieben?\nPatient: Ja, eine Zeit lang.\nÄrztin: Hat das geholfen?\nPatient: Ehrlich gesagt, nein.\nÄrztin: Wissen Sie noch die Dosis?\nPatient: Ich glaube, zehn Milligramm.',
      '## Anamnese\n- Methadon 10 mg ohne Besserung.',
      '10 mg',
      '15 mg',
    ],
  ])(
    '%s: answers a question of the dose, of the drug named two turns before',
    (language, transcript, note, from, to) => {
      findsTheChange(language, transcript, note, from, to)
    },
  )

  it.each<[Language, string, string, string, string]>([
    [
      'en',
      "Doctor: How is the testosterone cypionate going?\nPatient: Good, it's going well, I have more energy.\nDoctor: Great.\nPatient: What about increasing my testosterone to 175 milligrams? I'm at 140 now.\nDoctor: Your levels are already high, so let's not.",
      '## Medications\n- Testosterone cypionate 140 mg, going well, more energy.',
      '140 mg',
      '150 mg',
    ],
    [
      'pt',
      'Médico: Como está a correr o cipionato de testosterona?\nDoente: Bem, está a correr bem, tenho mais energia.\nMédico: Ótimo.\nDoente: E se aumentarmos a testosterona para 175 miligramas? Agora estou nos 140.\nMédico: Os seus níveis já estão altos, vamos manter.',
      '## Medicação\n- Cipionato de testosterona 140 mg, a correr bem, com mais energia.',
      '140 mg',
      '150 mg',
    ],
    [
      'es',
      'Médico: ¿Cómo va el cipionato de testosterona?\nPaciente: Bien, va bien, tengo más energía.\nMédico: Estupendo.\nPaciente: ¿Y si subimos la testosterona a 175 miligramos? Ahora estoy en 140.\nMédico: Sus niveles ya están altos, vamos a mantenerla.',
      '## Medicación\n- Cipionato de testosterona 140 mg, va bien, con más energía.',
      '140 mg',
      '150 mg',
    ],
    [
      'de',
      'Arzt: Wie läuft es mit dem Testosteroncypionat?\nPatient: Gut, es läuft gut, ich habe mehr Energie.\nArzt: Schön.\nPatient: Können wir das Testosteron auf 175 Milligramm erhöhen? Im Moment bin ich bei 140.\nArzt: Ihre Werte sind schon hoch, wir bleiben dabei.',
      '## Medikation\n- Testosteroncypionat 140 mg, läuft gut, mehr Energie.',
      '140 mg',
      '150 mg',
    ],
  ])(
    '%s: a value said bare beside a dose of the drug with its unit is in that unit',
    (language, transcript, note, from, to) => {
      findsTheChange(language, transcript, note, from, to)
    },
  )
})

describe('a laboratory result said of "it" after the sentence that names it', () => {
  it.each<[Language, string, string, string, string]>([
    [
      'en',
      "Doctor: His last PSA was 0.66 and his last testosterone was over 1500.\nPatient: Right, I remember.\nDoctor: Your PSA today is good also. It's 0.6.",
      '## Results\n- PSA 0.6 ng/mL, testosterone over 1500.',
      'PSA 0.6',
      'PSA 0.7',
    ],
    [
      'pt',
      'Médico: O último PSA era 0,66 e a testosterona estava acima de 1500.\nDoente: Certo, lembro-me.\nMédico: Hoje o PSA também está bom. Está em 0,6.',
      '## Resultados\n- PSA 0,6 ng/mL, testosterona acima de 1500.',
      'PSA 0,6',
      'PSA 0,7',
    ],
    [
      'es',
      'Médico: El último PSA era 0,66 y la testosterona estaba por encima de 1500.\nPaciente: Vale, me acuerdo.\nMédico: Hoy el PSA también está bien. Está en 0,6.',
      '## Resultados\n- PSA 0,6 ng/mL, testosterona por encima de 1500.',
      'PSA 0,6',
      'PSA 0,7',
    ],
    [
      'de',
      'Arzt: Der letzte PSA-Wert war 0,66 und das Testosteron lag über 1500.\nPatient: Ja, ich erinnere mich.\nArzt: Heute ist der PSA auch gut. Er liegt bei 0,6.',
      '## Befunde\n- PSA 0,6 ng/ml, Testosteron über 1500.',
      'PSA 0,6',
      'PSA 0,7',
    ],
  ])('%s: the result the sentence before names', (language, transcript, note, from, to) => {
    findsTheChange(language, transcript, note, from, to)
  })
})
