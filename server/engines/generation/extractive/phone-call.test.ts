import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/**
 * A call back to the daughter of an elderly woman who fell, in four languages: the diuretic doubled last week
 * ('from twenty to forty milligrams', 'de veinte a cuarenta'), a pressure taken by the pharmacist, the clinician's
 * impression ('It sounds like…', 'Es klingt so, als…'), the dose taken back today ('Let's go back to twenty
 * milligrams', 'Wir gehen ab morgen wieder auf 20 mg zurück'), a nurse's visit and a safety net. The dose taken
 * until today is the one it was changed to last week; today's change is the plan's; the impression the
 * assessment's; the clinician's own introduction no line at all.
 */
const CALL: Record<Language, string[]> = {
  en: [
    "Doctor: Hello, it's Dr Reid calling back. Am I speaking to Mrs Lewis's daughter?",
    "Daughter: Yes, it's Karen. Thanks for calling. Mum had another fall this morning.",
    "Doctor: I'm sorry to hear that. Did she hit her head or lose consciousness?",
    "Daughter: No, she didn't hit her head and she was awake the whole time. She just went dizzy when she stood up from the toilet.",
    'Doctor: Has anything changed with her tablets recently?',
    'Daughter: Yes, the furosemide was doubled last week, from twenty to forty milligrams, because her ankles were swollen.',
    'Doctor: And is she drinking enough?',
    "Daughter: Not really, maybe four cups a day. She says she doesn't want to be up at night.",
    'Doctor: Did anyone check her blood pressure?',
    'Daughter: The pharmacist did this afternoon, it was a hundred over sixty sitting and she went dizzy again when she stood.',
    'Doctor: Any allergies I should know about?',
    "Daughter: She's allergic to codeine, it makes her confused.",
    'Doctor: It sounds like her blood pressure is dropping when she stands, probably from the higher dose of furosemide and not drinking enough.',
    "Doctor: Let's go back to twenty milligrams of furosemide from tomorrow.",
    'Doctor: Please encourage her to drink six to eight cups a day and to stand up slowly.',
    "Doctor: I'll ask the nurse to visit on Thursday to check her blood pressure lying and standing and take bloods for kidney function.",
    "Doctor: If she hits her head, becomes drowsy or confused, or can't get up, call 999.",
  ],
  pt: [
    'Médico: Boa tarde, fala o doutor Reis, estou a ligar de volta. Falo com a filha da dona Lurdes?',
    'Filha: Sim, sou a Ana. Obrigada por ligar. A minha mãe caiu outra vez esta manhã.',
    'Médico: Lamento. Bateu com a cabeça ou perdeu os sentidos?',
    'Filha: Não, não bateu com a cabeça e esteve sempre acordada. Ficou tonta quando se levantou da sanita.',
    'Médico: Houve alguma mudança nos comprimidos?',
    'Filha: Sim, a furosemida foi aumentada na semana passada, de vinte para quarenta miligramas, por causa dos pés inchados.',
    'Médico: E está a beber o suficiente?',
    'Filha: Nem por isso, uns quatro copos por dia. Diz que não se quer levantar à noite.',
    'Médico: Alguém lhe mediu a tensão?',
    'Filha: A farmacêutica mediu hoje à tarde, estava dez por seis sentada e ficou tonta outra vez quando se levantou.',
    'Médico: Tem alergias a algum medicamento?',
    'Filha: É alérgica à codeína, fica confusa.',
    'Médico: Parece que a tensão baixa quando se levanta, provavelmente pela dose mais alta de furosemida e por beber pouco.',
    'Médico: Vamos voltar aos vinte miligramas de furosemida a partir de amanhã.',
    'Médico: Incentive-a a beber seis a oito copos por dia e a levantar-se devagar.',
    'Médico: Vou pedir à enfermeira que vá a casa na quinta-feira medir a tensão deitada e de pé e colher sangue para a função renal.',
    'Médico: Se bater com a cabeça, ficar sonolenta ou confusa, ou não se conseguir levantar, liguem o 112.',
  ],
  es: [
    'Médico: Buenas tardes, soy el doctor Ruiz, le devuelvo la llamada. ¿Hablo con la hija de doña Pilar?',
    'Hija: Sí, soy Marta. Gracias por llamar. Mi madre se ha vuelto a caer esta mañana.',
    'Médico: Lo siento. ¿Se golpeó la cabeza o perdió el conocimiento?',
    'Hija: No, no se golpeó la cabeza y estuvo despierta todo el rato. Se mareó al levantarse del váter.',
    'Médico: ¿Ha cambiado algo en sus pastillas?',
    'Hija: Sí, la furosemida se la subieron la semana pasada, de veinte a cuarenta miligramos, por los tobillos hinchados.',
    'Médico: ¿Y bebe suficiente?',
    'Hija: No mucho, unos cuatro vasos al día. Dice que no quiere levantarse por la noche.',
    'Médico: ¿Le ha tomado alguien la tensión?',
    'Hija: La farmacéutica esta tarde, tenía diez de alta y seis de baja sentada, y se volvió a marear al levantarse.',
    'Médico: ¿Tiene alergia a algún medicamento?',
    'Hija: Es alérgica a la codeína, se pone confusa.',
    'Médico: Parece que la tensión le baja al ponerse de pie, probablemente por la dosis más alta de furosemida y por beber poco.',
    'Médico: Vamos a volver a veinte miligramos de furosemida a partir de mañana.',
    'Médico: Anímela a beber de seis a ocho vasos al día y a levantarse despacio.',
    'Médico: Le pediré a la enfermera que vaya a casa el jueves para tomarle la tensión tumbada y de pie y sacarle sangre para la función renal.',
    'Médico: Si se golpea la cabeza, está somnolienta o confusa, o no puede levantarse, llamen al 112.',
  ],
  de: [
    'Arzt: Guten Tag, hier ist Dr. Roth, ich rufe zurück. Spreche ich mit der Tochter von Frau Lehmann?',
    'Tochter: Ja, hier ist Sabine. Danke für den Rückruf. Meine Mutter ist heute Morgen wieder gestürzt.',
    'Arzt: Das tut mir leid. Hat sie sich den Kopf angeschlagen oder war sie bewusstlos?',
    'Tochter: Nein, sie hat sich den Kopf nicht angeschlagen und war die ganze Zeit wach. Ihr wurde schwindelig, als sie von der Toilette aufgestanden ist.',
    'Arzt: Hat sich bei den Tabletten etwas geändert?',
    'Tochter: Ja, das Furosemid wurde letzte Woche verdoppelt, von zwanzig auf vierzig Milligramm, wegen der geschwollenen Knöchel.',
    'Arzt: Trinkt sie genug?',
    'Tochter: Eher nicht, vielleicht vier Tassen am Tag. Sie will nachts nicht raus müssen.',
    'Arzt: Hat jemand den Blutdruck gemessen?',
    'Tochter: Die Apothekerin heute Nachmittag, im Sitzen hundert zu sechzig, und beim Aufstehen wurde ihr wieder schwindelig.',
    'Arzt: Hat sie Allergien?',
    'Tochter: Sie verträgt kein Codein, davon wird sie verwirrt.',
    'Arzt: Es klingt so, als würde der Blutdruck beim Aufstehen abfallen, wahrscheinlich durch die höhere Furosemid-Dosis und weil sie zu wenig trinkt.',
    'Arzt: Wir gehen ab morgen wieder auf zwanzig Milligramm Furosemid zurück.',
    'Arzt: Bitte ermutigen Sie sie, sechs bis acht Tassen am Tag zu trinken und langsam aufzustehen.',
    'Arzt: Ich bitte die Pflegekraft, am Donnerstag vorbeizukommen, den Blutdruck im Liegen und Stehen zu messen und Blut für die Nierenwerte abzunehmen.',
    'Arzt: Wenn sie sich den Kopf anschlägt, schläfrig oder verwirrt wird oder nicht aufstehen kann, rufen Sie die 112.',
  ],
}

describe('a call back about a fall after a diuretic was doubled', () => {
  it.each<[Language, string, string, RegExp]>([
    [
      'en',
      '- Go back to 20 mg of furosemide from tomorrow.',
      '- It sounds like her blood pressure is dropping when she stands, probably from the higher dose of furosemide and not drinking enough.',
      /^Not discussed\.$/,
    ],
    [
      'pt',
      '- Voltar aos 20 mg de furosemida a partir de amanhã.',
      '- Parece que a tensão baixa quando se levanta, provavelmente pela dose mais alta de furosemida e por beber pouco.',
      /^- Furosemida 40 mg$/,
    ],
    [
      'es',
      '- Volver a 20 mg de furosemida a partir de mañana.',
      '- Parece que la tensión le baja al ponerse de pie, probablemente por la dosis más alta de furosemida y por beber poco.',
      /^- Furosemida 40 mg$/,
    ],
    [
      'de',
      '- Ab morgen wieder 20 mg Furosemid.',
      '- Es klingt so, als würde der Blutdruck beim Aufstehen abfallen, wahrscheinlich durch die höhere Furosemid-Dosis und weil sie zu wenig trinkt.',
      /^- Furosemid 40 mg$/,
    ],
  ])('%s', (language, change, impression, medication) => {
    const n = note(language, CALL[language])
    expect(section(n, 'plan').split('\n')).toContain(change)
    expect(section(n, 'assessment').split('\n')).toContain(impression)
    expect(section(n, 'medication')).toMatch(medication)
    // A range of doses is never the dose taken; the pharmacist's reading stays the history's.
    expect(n.markdown).not.toMatch(/20 (?:a|to|bis|para) 40 mg\s*(?:\(|$)/m)
    expect(section(n, 'objective')).not.toMatch(/100\/60|10\/6/)
    expect(n.markdown).not.toMatch(/Dr Reid|doutor Reis|doctor Ruiz|Dr\. Roth/)
    expect(section(n, 'allergies')).toMatch(/cod[eé](?:ine|ína|in)/i)
  })

  it('pt: a pronoun joined to its verb is no word said twice', () => {
    expect(section(note('pt', CALL.pt), 'plan')).toMatch(
      /^- Incentive-a a beber 6 a 8 copos por dia e a levantar-se devagar\.$/m,
    )
  })
})
