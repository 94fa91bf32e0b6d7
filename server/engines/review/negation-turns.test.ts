import { describe, expect, it } from 'vitest'
import type { Language } from '../../../contract/common'
import { reviewEngine } from './offline'

/** The flipped negations found on a note of one line under a heading, against a transcript. */
const flips = (language: Language, transcript: string, line: string) =>
  reviewEngine()
    .check({ language, transcript, inputs: [], note: `## Note\n\n${line}\n` })
    .findings.filter((f) => f.code === 'contradiction_negation')

/** A correct line raises nothing; the flipped one is found. */
const holds = (language: Language, transcript: string, correct: string, faulty: string) => {
  expect(flips(language, transcript, correct)).toEqual([])
  expect(flips(language, transcript, faulty)).not.toEqual([])
}

/** 'Any chest pain?' 'I don't think so.': a no said with a doubt is still the patient's no. */
describe('a no said as a belief', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: Any chest pain?\nPatient: I don't think so.\n",
      'Denies chest pain.',
      'Reports chest pain.',
    ],
    ['pt', 'Médica: Tem tido febre?\nDoente: Acho que não.\n', 'Nega febre.', 'Refere febre.'],
    ['es', 'Médico: ¿Ha tenido fiebre?\nPaciente: Creo que no.\n', 'Niega fiebre.', 'Refiere fiebre.'],
    [
      'de',
      'Arzt: Hatten Sie Fieber?\nPatientin: Ich glaube nicht.\n',
      'Kein Fieber.',
      'Berichtet über Fieber.',
    ],
  ])('%s: denies what was asked', holds)

  it("'I don't know' still answers nothing", () => {
    expect(flips('en', "Doctor: Any chest pain?\nPatient: I don't know.\n", 'Reports chest pain.')).toEqual(
      [],
    )
  })
})

/**
 * 'If it's okay with you I'll examine your ankle now and there is no swelling': an 'if' that asks leave sets no
 * condition on the findings the turn goes on to say (a transcript without punctuation keeps them in one
 * sentence).
 */
describe('findings said after a request for leave', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: If it's okay with you I'll examine your ankle now and there is no swelling over the ankle\nPatient: Okay.\n",
      'No swelling of the ankle.',
      'Swelling of the ankle.',
    ],
    [
      'pt',
      'Médica: Se não se importa vou examinar o tornozelo e não há inchaço no tornozelo\nDoente: Está bem.\n',
      'Sem inchaço no tornozelo.',
      'Inchaço no tornozelo.',
    ],
    [
      'es',
      'Médico: Si no le importa voy a explorar el tobillo y no hay hinchazón en el tobillo\nPaciente: Vale.\n',
      'Sin hinchazón en el tobillo.',
      'Hinchazón en el tobillo.',
    ],
    [
      'de',
      'Ärztin: Wenn Sie einverstanden sind untersuche ich jetzt den Knöchel und ich sehe keine Schwellung am Knöchel\nPatient: Gut.\n',
      'Keine Schwellung am Knöchel.',
      'Schwellung am Knöchel.',
    ],
  ])('%s: are the examination’s findings', holds)

  it('a real condition still affirms nothing', () => {
    expect(
      flips(
        'en',
        'Doctor: Come back if there is any swelling of the ankle.\nPatient: Okay.\n',
        'No swelling of the ankle.',
      ),
    ).toEqual([])
  })
})

/**
 * 'The x-ray showed no fracture, please keep the leg elevated': what a turn states before its advice stands;
 * the advice itself still says nothing of what the patient does.
 */
describe('a finding said before advice in one sentence', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: I reviewed the x-ray of your right ankle and it showed no fracture, please keep the leg elevated for a few days.\nPatient: Okay.\n',
      'X-ray of the right ankle: no fracture.',
      'X-ray of the right ankle shows a fracture.',
    ],
    [
      'pt',
      'Médica: Vi a radiografia do tornozelo direito e não mostra fratura, por favor mantenha a perna elevada uns dias.\nDoente: Está bem.\n',
      'Radiografia do tornozelo direito sem fratura.',
      'Radiografia do tornozelo direito com fratura.',
    ],
    [
      'es',
      'Médico: He visto la radiografía del tobillo derecho y no muestra fractura, por favor mantenga la pierna elevada unos días.\nPaciente: Vale.\n',
      'Radiografía del tobillo derecho sin fractura.',
      'Radiografía del tobillo derecho con fractura.',
    ],
    [
      'de',
      'Ärztin: Ich habe das Röntgenbild vom rechten Sprunggelenk angesehen und es zeigt keine Fraktur, bitte legen Sie das Bein ein paar Tage hoch.\nPatient: Gut.\n',
      'Röntgen rechtes Sprunggelenk: keine Fraktur.',
      'Röntgen rechtes Sprunggelenk mit Fraktur.',
    ],
  ])('%s: stands', holds)

  it('what the advice itself names is still not denied', () => {
    expect(
      flips(
        'en',
        'Doctor: The x-ray showed no fracture, please avoid alcohol while you take the tramadol.\nPatient: Okay.\n',
        'Drinks alcohol socially.',
      ),
    ).toEqual([])
  })
})

/** 'Hm, no.': a hesitation before the answer does not hide its no. */
describe('a no after a hesitation', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: And do you drink or smoke?\nPatient: Hm, nothing significant.\n',
      'Denies significant tobacco use.',
      'Reports significant tobacco use.',
    ],
    ['en', 'Doctor: Any fever?\nPatient: Hm, no.\n', 'Denies fever.', 'Reports fever.'],
    ['pt', 'Médica: Tem tido febre?\nDoente: Hm, não.\n', 'Nega febre.', 'Refere febre.'],
    ['es', 'Médico: ¿Ha tenido fiebre?\nPaciente: Hm, no.\n', 'Niega fiebre.', 'Refiere fiebre.'],
    ['de', 'Arzt: Hatten Sie Fieber?\nPatientin: Hm, nein.\n', 'Kein Fieber.', 'Berichtet über Fieber.'],
  ])('%s: denies what was asked', holds)
})

/**
 * 'any chest pain or shortness of breath or anything like that no no': a transcript that merged the patient's
 * no into the clinician's question, right after the list it closes, still answers the list.
 */
describe('a no merged into the question it answers', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      '[doctor] okay and any chest pain or shortness of breath or anything like that no no nothing like that\n[patient] okay and what do i do now\n',
      'Denies chest pain or shortness of breath.',
      'Reports chest pain.',
    ],
    [
      'pt',
      'Médico: e tem tido dores no peito ou falta de ar ou alguma coisa assim não nada disso\nDoente: Está bem e o que faço agora\n',
      'Nega dores no peito.',
      'Refere dores no peito.',
    ],
    [
      'es',
      'Médico: y ha tenido dolor en el pecho o falta de aire o algo así no nada de eso\nPaciente: Vale y qué hago ahora\n',
      'Niega dolor en el pecho.',
      'Refiere dolor en el pecho.',
    ],
    [
      'de',
      'Arzt: und haben Sie Brustschmerzen oder Atemnot oder so was nein nichts davon\nPatient: Gut und was mache ich jetzt\n',
      'Keine Brustschmerzen.',
      'Berichtet über Brustschmerzen.',
    ],
  ])('%s: denies the list', holds)

  it('a list asked and left open says nothing', () => {
    expect(
      flips(
        'en',
        '[doctor] okay and any chest pain or shortness of breath or anything like that\n[patient] well i get winded on the stairs\n',
        'Reports shortness of breath.',
      ),
    ).toEqual([])
  })
})

/** 'Any pain or discomfort in your chest?' 'No.': a pain asked of the chest is chest pain. */
describe('a pain asked of the chest', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Do you have any pain or discomfort in your chest?\nPatient: No.\n',
      'Denies chest pain.',
      'Reports chest pain.',
    ],
    [
      'pt',
      'Médica: Tem alguma dor ou desconforto no peito?\nDoente: Não.\n',
      'Nega dor torácica.',
      'Refere dor torácica.',
    ],
    [
      'es',
      'Médico: ¿Tiene algún dolor o molestia en el pecho?\nPaciente: No.\n',
      'Niega dolor torácico.',
      'Refiere dolor torácico.',
    ],
    [
      'de',
      'Arzt: Haben Sie Schmerzen oder Druck in der Brust?\nPatient: Nein.\n',
      'Keine Brustschmerzen.',
      'Berichtet über Brustschmerzen.',
    ],
  ])('%s: is denied as chest pain', holds)

  it('a pain of another place named before the chest is not chest pain', () => {
    expect(flips('en', 'Doctor: Any pain in your knee?\nPatient: No.\n', 'Reports chest pain.')).toEqual([])
  })
})

/** 'Any difficulty in swallowing or eating?' 'Nope.': dysphagia asked in lay words. */
describe('dysphagia asked in lay words', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any difficulty in swallowing or eating?\nPatient: Nope.\n',
      'Denies dysphagia.',
      'Reports dysphagia.',
    ],
    ['pt', 'Médica: Tem problemas para engolir?\nDoente: Não.\n', 'Nega disfagia.', 'Refere disfagia.'],
    ['es', 'Médico: ¿Tiene problemas al tragar?\nPaciente: No.\n', 'Niega disfagia.', 'Refiere disfagia.'],
    [
      'de',
      'Arzt: Haben Sie Probleme beim Schlucken?\nPatient: Nein.\n',
      'Keine Dysphagie.',
      'Berichtet über Dysphagie.',
    ],
  ])('%s: is denied as dysphagia', holds)
})

/**
 * 'I haven't really made it a habit' written 'She has really made it a habit': a sentence said with its denial,
 * written again without it, whatever it denies (no symptom the terms name, a denial of a verb the word reader
 * stops at).
 */
describe('a sentence written again without its denial', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: Are you doing yoga?\nPatient: I wish I said yes, but I haven't really made it a habit.\n",
      'She has not really made it a habit.',
      'She has really made it a habit.',
    ],
    [
      'pt',
      'Médica: Tem feito ioga?\nDoente: Ainda não consegui fazer disso um hábito.\n',
      'Ainda não conseguiu fazer disso um hábito.',
      'Já conseguiu fazer disso um hábito.',
    ],
    [
      'es',
      'Médico: ¿Hace yoga?\nPaciente: Todavía no he conseguido convertirlo en un hábito.\n',
      'Todavía no ha conseguido convertirlo en un hábito.',
      'Ya ha conseguido convertirlo en un hábito.',
    ],
    [
      'de',
      'Ärztin: Machen Sie Yoga?\nPatientin: Ich habe es mir nie zur Gewohnheit gemacht.\n',
      'Sie hat es sich nie zur Gewohnheit gemacht.',
      'Sie hat es sich zur Gewohnheit gemacht.',
    ],
  ])('%s: is a flipped negation', holds)

  it('a sentence also said without its denial stands', () => {
    expect(
      flips(
        'en',
        "Patient: I haven't really made it a habit in winter. In summer I have really made it a habit.\n",
        'She has really made it a habit.',
      ),
    ).toEqual([])
    expect(
      flips(
        'pt',
        'Doente: Ainda não consegui fazer disso um hábito no inverno. No verão já consegui fazer disso um hábito.\n',
        'Já conseguiu fazer disso um hábito.',
      ),
    ).toEqual([])
  })

  it('what the clinician says is explained, examined or planned, not a sentence the note wrote again', () => {
    expect(
      flips(
        'en',
        'Doctor: You have not really made it a habit yet, and that is fine.\nPatient: Okay.\n',
        'She has really made it a habit.',
      ),
    ).toEqual([])
    expect(
      flips(
        'pt',
        'Médica: Ainda não conseguiu fazer disso um hábito, e não faz mal.\nDoente: Pois.\n',
        'Já conseguiu fazer disso um hábito.',
      ),
    ).toEqual([])
  })

  it('a doubt denies nothing', () => {
    expect(
      flips(
        'en',
        "Patient: I don't know if I have really made it a habit.\n",
        'She has really made it a habit.',
      ),
    ).toEqual([])
  })

  it('a denial of a degree leaves the thing said', () => {
    expect(
      flips('en', 'Patient: I have not made it a habit as much as I wanted.\n', 'She has made it a habit.'),
    ).toEqual([])
    expect(
      flips(
        'es',
        'Paciente: No he conseguido convertirlo en un hábito tanto como quería.\n',
        'Ha conseguido convertirlo en un hábito.',
      ),
    ).toEqual([])
  })
})

/**
 * 'If it gets worse she will come back, but she had no fever': a condition sets its own clause, not the
 * contrast after it, which is read as any other (a line of prose is one sentence).
 */
describe('a clause after a condition’s contrast', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any fever?\nPatient: No.\n',
      'If it gets worse she will come back, but she had no fever.',
      'If it gets worse she will come back, but she had fever.',
    ],
    [
      'pt',
      'Médica: Tem tido febre?\nDoente: Não.\n',
      'Volta caso piore, mas não teve febre.',
      'Volta caso piore, mas teve febre.',
    ],
    [
      'es',
      'Médico: ¿Ha tenido fiebre?\nPaciente: No.\n',
      'Si empeora, volverá, pero no tuvo fiebre.',
      'Si empeora, volverá, pero tuvo fiebre.',
    ],
    [
      'de',
      'Arzt: Hatten Sie Fieber?\nPatientin: Nein.\n',
      'Sie meldet sich, falls es schlimmer wird, aber sie hatte kein Fieber.',
      'Sie meldet sich, falls es schlimmer wird, aber sie hatte Fieber.',
    ],
  ])('%s: is read for its flip', holds)

  it('the condition’s own clause still affirms nothing', () => {
    expect(
      flips('en', 'Doctor: Any fever?\nPatient: No.\n', 'She will call if she has fever, but she is well.'),
    ).toEqual([])
  })
})

/**
 * 'Reports heat or cold intolerance and fatigue' against 'Any fatigue?' 'No.': an intolerance of heat or cold is
 * a symptom, not an allergy; the line is read for its symptoms, and the one flipped is flagged with the answer.
 */
describe('an intolerance of heat or cold', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any fatigue?\nPatient: No.\n',
      'Reports heat or cold intolerance and fatigue.',
      'fatigue',
    ],
    [
      'pt',
      'Médica: Tem tido cansaço?\nDoente: Não.\n',
      'Refere intolerância ao calor ou ao frio e cansaço.',
      'cansaço',
    ],
    [
      'es',
      'Médico: ¿Ha tenido cansancio?\nPaciente: No.\n',
      'Refiere intolerancia al calor o al frío y cansancio.',
      'cansancio',
    ],
    [
      'de',
      'Arzt: Sind Sie müde?\nPatientin: Nein.\n',
      'Bejaht Kälte- oder Wärmeintoleranz und Müdigkeit.',
      'Müdigkeit',
    ],
  ])('%s: flags the symptom the answer denies', (language, transcript, line, symptom) => {
    const note = `## Note\n\n${line}\n`
    const found = reviewEngine()
      .check({ language, transcript, inputs: [], note })
      .findings.filter((f) => f.code === 'contradiction_negation')
    expect(found.map((f) => note.slice(f.note!.start, f.note!.end))).toEqual([symptom])
  })
})

/**
 * 'Do you smoke, drink alcohol or use drugs?' 'I have a drink with dinner every once in a while.': drinking told
 * by how often, or a yes said by the answer's own verb or how often, answers the drinking alone and denies the
 * rest of the list; a yes said as such leaves it open.
 */
describe('a part of a list answered with how often', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Do you smoke, drink alcohol or use drugs?\nPatient: I have a drink with dinner every once in a while.\n',
      'Denies smoking and drug use.',
      'Reports smoking and drug use.',
    ],
    [
      'pt',
      'Médica: Fuma, bebe álcool ou usa drogas?\nDoente: Bebo de vez em quando.\n',
      'Nega tabagismo e drogas.',
      'Refere tabagismo e drogas.',
    ],
    [
      'pt',
      'Médica: Fuma, bebe álcool ou usa drogas?\nDoente: Às vezes bebo.\n',
      'Nega tabagismo e drogas.',
      'Refere tabagismo e drogas.',
    ],
    [
      'es',
      'Médico: ¿Fuma, bebe alcohol o consume drogas?\nPaciente: Bebo de vez en cuando.\n',
      'Niega tabaquismo y drogas.',
      'Refiere tabaquismo y drogas.',
    ],
    [
      'es',
      'Médico: ¿Fuma, bebe alcohol o consume drogas?\nPaciente: A veces bebo.\n',
      'Niega tabaquismo y drogas.',
      'Refiere tabaquismo y drogas.',
    ],
    [
      'de',
      'Arzt: Rauchen Sie, trinken Sie Alkohol oder nehmen Sie Drogen?\nPatient: Ich trinke ab und zu.\n',
      'Verneint Rauchen und Drogen.',
      'Bejaht Rauchen und Drogen.',
    ],
    [
      'de',
      'Arzt: Rauchen Sie, trinken Sie Alkohol oder nehmen Sie Drogen?\nPatient: Manchmal trinke ich.\n',
      'Verneint Rauchen und Drogen.',
      'Bejaht Rauchen und Drogen.',
    ],
  ])('%s: denies the rest of the list', holds)

  it('a yes said as such leaves the rest open', () => {
    expect(
      flips(
        'en',
        'Doctor: Do you smoke, drink alcohol or use drugs?\nPatient: Yes, I have a drink with dinner.\n',
        'Reports smoking and drug use.',
      ),
    ).toEqual([])
  })

  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: Do you smoke or drink alcohol?\nPatient: I drink every day about two liters of water.\n',
      'Reports smoking.',
    ],
    ['pt', 'Médica: Fuma ou bebe álcool?\nDoente: Bebo todos os dias muita água.\n', 'Refere tabagismo.'],
    [
      'es',
      'Médico: ¿Fuma o bebe alcohol?\nPaciente: Bebo todos los días mucha agua.\n',
      'Refiere tabaquismo.',
    ],
    [
      'de',
      'Arzt: Rauchen Sie oder trinken Sie Alkohol?\nPatient: Ich trinke jeden Tag viel Wasser.\n',
      'Raucht.',
    ],
  ])('%s: water drunk every day is no alcohol', (language, transcript, line) => {
    expect(flips(language, transcript, line)).toEqual([])
  })

  it('a drink of water is no alcohol', () => {
    expect(
      flips(
        'en',
        'Doctor: Do you smoke or drink alcohol?\nPatient: I have a drink of water with dinner.\n',
        'Reports smoking.',
      ),
    ).toEqual([])
  })
})

/**
 * 'Do you smoke?' 'No, I don't. Smoking is gross.': a judgement of the habit in general neither affirms it nor
 * answers for the patient; the no stands, and is what the finding quotes.
 */
describe('a no followed by a judgement of the habit', () => {
  it.each<[Language, string, string, string, string]>([
    [
      'en',
      "Doctor: Do you smoke?\nPatient: No, I don't. Smoking is gross.\nDoctor: I agree.\n",
      'She does not smoke.',
      'She does smoke.',
      "Do you smoke? No, I don't.",
    ],
    ['pt', 'Médica: Fuma?\nDoente: Não. Fumar é nojento.\n', 'Não fuma.', 'Fuma.', 'Fuma? Não.'],
    ['es', 'Médico: ¿Fuma?\nPaciente: No. Fumar es un asco.\n', 'No fuma.', 'Fuma.', '¿Fuma? No.'],
    [
      'de',
      'Arzt: Rauchen Sie?\nPatient: Nein. Rauchen ist ekelhaft.\n',
      'Raucht nicht.',
      'Raucht.',
      'Rauchen Sie? Nein.',
    ],
  ])('%s: denies the habit', (language, transcript, correct, faulty, said) => {
    expect(flips(language, transcript, correct)).toEqual([])
    expect(flips(language, transcript, faulty).map((f) => f.params?.said)).toEqual([said])
  })
})

/**
 * 'Do you have headache or chest pain?' 'What? Huh?' 'She has not complained of anything like that.': a turn that
 * only asks for the question again answers nothing; the next one, a carer's here, answers it, and a no to
 * anything like what was asked denies all of it.
 */
describe('a question answered after it was asked again', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: Ma'am, do you have headache or chest pain?\nPatient: What? What? Huh?\nGuest_family: She has not complained of anything like that.\nDoctor: Okay.\n",
      'The patient denies headache and chest pain.',
      'The patient reports headache and chest pain.',
    ],
    [
      'pt',
      'Médica: Tem dores de cabeça ou dor no peito?\nDoente: O quê? Como?\nFilha: Ela não se queixou de nada parecido.\nMédica: Está bem.\n',
      'Nega cefaleias e dor torácica.',
      'Refere cefaleias e dor torácica.',
    ],
    [
      'es',
      'Médico: ¿Tiene dolor de cabeza o dolor en el pecho?\nPaciente: ¿Qué? ¿Cómo?\nHija: No se ha quejado de nada parecido.\nMédico: Bien.\n',
      'Niega cefalea y dolor torácico.',
      'Refiere cefalea y dolor torácico.',
    ],
    [
      'de',
      'Arzt: Haben Sie Kopfschmerzen oder Brustschmerzen?\nPatientin: Wie bitte? Was?\nTochter: Sie hat über nichts dergleichen geklagt.\nArzt: Gut.\n',
      'Verneint Kopfschmerzen und Brustschmerzen.',
      'Berichtet über Kopfschmerzen und Brustschmerzen.',
    ],
    [
      'en',
      'Doctor: Do you have headache or chest pain?\nPatient: What?\nGuest_family: No.\nDoctor: Okay.\n',
      'Denies headache.',
      'Reports headache.',
    ],
  ])('%s: the answer after it is read', holds)

  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: Do you have headache or chest pain?\nGuest_family: She hasn't complained of anything like that.\n",
      'Denies headache.',
      'Reports headache.',
    ],
    [
      'pt',
      'Médica: Tem dores de cabeça ou dor no peito?\nFilha: Ela não se queixou de nada parecido.\n',
      'Nega cefaleias.',
      'Refere cefaleias.',
    ],
    [
      'es',
      'Médico: ¿Tiene dolor de cabeza o dolor en el pecho?\nHija: No se ha quejado de nada parecido.\n',
      'Niega cefalea.',
      'Refiere cefalea.',
    ],
    [
      'de',
      'Arzt: Haben Sie Kopfschmerzen oder Brustschmerzen?\nTochter: Sie hat über nichts dergleichen geklagt.\n',
      'Verneint Kopfschmerzen.',
      'Berichtet über Kopfschmerzen.',
    ],
  ])('%s: a no to anything like it denies what was asked', holds)
})

/**
 * 'Okay, and so has anybody ever told you … or anything like that?' 'No.': the acknowledgement a question opens
 * with and its closing 'or anything like that' ask nothing, so they do not make it too long for its no to deny.
 */
describe('a question counted without its opening acknowledgement', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Okay, and so has anybody ever told you that you had some rheumatoid arthritis in your hands or in your wrists or your knees, or anything like that?\nPatient: No, nobody.\n',
      'Denies a history of rheumatoid arthritis.',
      'Reports a history of rheumatoid arthritis.',
    ],
    [
      'pt',
      'Médica: Muito bem, e então, já teve alguma vez artrite reumatoide nas mãos ou nos pulsos ou nos joelhos ou noutras articulações, ou alguma coisa assim?\nDoente: Não, nunca.\n',
      'Nega antecedentes de artrite reumatoide.',
      'Refere antecedentes de artrite reumatoide.',
    ],
    [
      'es',
      'Médico: Vale, y entonces, ¿alguna vez alguien le ha dicho que tenía artritis reumatoide en las manos o en las muñecas o en las rodillas, o algo así?\nPaciente: No, nadie.\n',
      'Niega antecedentes de artritis reumatoide.',
      'Refiere antecedentes de artritis reumatoide.',
    ],
    [
      'de',
      'Arzt: Okay, und also, hat Ihnen jemals jemand gesagt, dass Sie eine rheumatoide Arthritis in den Händen oder den Handgelenken oder den Knien haben, oder so etwas Ähnliches?\nPatient: Nein, niemand.\n',
      'Keine rheumatoide Arthritis bekannt.',
      'Rheumatoide Arthritis bekannt.',
    ],
  ])('%s: its no denies what was asked', holds)
})

/**
 * 'Have you ever had psychiatric or psychological treatment?' 'Uh, no, no treatment whatsoever.': a plain no said
 * again of the thing asked repeats the question's no and denies all that was asked; a no that names part of it
 * in a clause of its own ('No, I haven't had chemotherapy') still denies that part only.
 */
describe('a no said again of the thing asked', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Have you ever had psychiatric or psychological treatment?\nPatient: Uh, no, no treatment whatsoever.\n',
      'Denies any history of psychiatric or psychological treatment.',
      'Reports a history of psychiatric or psychological treatment.',
    ],
    [
      'pt',
      'Médica: Já fez algum tratamento psiquiátrico ou psicológico?\nDoente: Não, nenhum tratamento.\n',
      'Nega antecedentes de tratamento psiquiátrico ou psicológico.',
      'Refere antecedentes de tratamento psiquiátrico ou psicológico.',
    ],
    [
      'es',
      'Médico: ¿Ha recibido alguna vez tratamiento psiquiátrico o psicológico?\nPaciente: No, ningún tratamiento.\n',
      'Niega antecedentes de tratamiento psiquiátrico o psicológico.',
      'Refiere antecedentes de tratamiento psiquiátrico o psicológico.',
    ],
    [
      'de',
      'Arzt: Waren Sie schon einmal in psychiatrischer oder psychologischer Behandlung?\nPatient: Nein, keine Behandlung.\n',
      'Keine psychiatrische oder psychologische Behandlung in der Vorgeschichte.',
      'Psychiatrische oder psychologische Behandlung in der Vorgeschichte.',
    ],
  ])('%s: denies all that was asked', holds)

  it.each<[Language, string, string]>([
    [
      'en',
      "Doctor: Have you ever had chemotherapy or radiotherapy?\nPatient: No, I haven't had chemotherapy.\n",
      'Reports a history of radiotherapy.',
    ],
    [
      'pt',
      'Médica: Já fez quimioterapia ou radioterapia?\nDoente: Não, quimioterapia não fiz.\n',
      'Refere antecedentes de radioterapia.',
    ],
    [
      'es',
      'Médico: ¿Ha recibido quimioterapia o radioterapia?\nPaciente: No, quimioterapia no he recibido.\n',
      'Refiere antecedentes de radioterapia.',
    ],
    [
      'de',
      'Arzt: Hatten Sie schon einmal eine Chemotherapie oder eine Bestrahlung?\nPatient: Nein, eine Chemotherapie hatte ich nicht.\n',
      'Bestrahlung in der Vorgeschichte.',
    ],
  ])('%s: a no of a verb still names only its part', (language, transcript, line) => {
    expect(flips(language, transcript, line)).toEqual([])
  })
})

/**
 * 'Haben Sie Blutungen?' 'Nein.' … 'Bei Blutungen kommen Sie bitte sofort.': safety-net advice sets a condition
 * ('bei' is German for 'in case of', as 'wenn' and 'falls'), and affirms nothing the patient denied.
 */
describe('safety-net advice under a condition of bei', () => {
  it.each<[Language, string, string]>([
    [
      'de',
      'Ärztin: Haben Sie Blutungen oder Unterbauchschmerzen?\nPatientin: Nein.\nÄrztin: Bei Blutungen oder starken Bauchschmerzen kommen Sie bitte sofort.\n',
      'Bei Blutungen oder starken Bauchschmerzen kommen Sie bitte sofort.',
    ],
    [
      'pt',
      'Médica: Tem tido perdas de sangue ou dores na barriga?\nDoente: Não.\nMédica: Em caso de perdas de sangue ou dores fortes na barriga, venha logo.\n',
      'Em caso de perdas de sangue ou dores fortes na barriga, venha logo.',
    ],
    [
      'es',
      'Médico: ¿Ha tenido sangrado o dolor en la tripa?\nPaciente: No.\nMédico: En caso de sangrado o dolor fuerte en la tripa, venga enseguida.\n',
      'En caso de sangrado o dolor fuerte en la tripa, venga enseguida.',
    ],
    [
      'en',
      'Doctor: Any bleeding or tummy pain?\nPatient: No.\nDoctor: In case of bleeding or strong tummy pain, come in straight away.\n',
      'In case of bleeding or strong tummy pain, come in straight away.',
    ],
  ])('%s: the advice affirms nothing', (language, transcript, line) => {
    expect(flips(language, transcript, line)).toEqual([])
  })
})

/**
 * 'Did you get any treatment for this? Any cream from the pharmacy?' 'No.': a short question that goes on with
 * the one before it in its turn is answered with it, for what no named symptom covers too.
 */
describe('a question answered after the short question that goes on with it', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Did you get any treatment for this? Any cream from the pharmacy?\nPatient: No, I thought it would go away on its own.\n',
      'He has had no treatment for this.',
      'He has had treatment for this.',
    ],
    [
      'pt',
      'Médica: Já fez algum tratamento para isto? Alguma pomada da farmácia?\nDoente: Não, pensei que passava sozinho.\n',
      'Não fez tratamento para isto.',
      'Fez tratamento para isto.',
    ],
    [
      'es',
      'Médico: ¿Ha hecho algún tratamiento para esto? ¿Alguna crema de la farmacia?\nPaciente: No, pensé que se pasaría solo.\n',
      'No ha hecho tratamiento para esto.',
      'Ha hecho tratamiento para esto.',
    ],
    [
      'de',
      'Arzt: Hatten Sie schon eine Behandlung dafür? Irgendeine Salbe aus der Apotheke?\nPatient: Nein, ich dachte, das geht von allein weg.\n',
      'Keine Behandlung dafür.',
      'Hatte eine Behandlung dafür.',
    ],
  ])('%s: the no denies the first question too', holds)
})

/**
 * 'Did you ever receive any treatment for your double vision?' 'No.': the question takes what the treatment is
 * for as known; the no denies the treatment, not the symptom.
 */
describe('what a treatment is asked for', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Have you had any treatment for your tension headaches?\nPatient: No.\nDoctor: Okay.\n',
      'He has tension headaches.',
      'He has had treatment for his tension headaches.',
    ],
    [
      'pt',
      'Médica: Tomou alguma coisa para as dores de cabeça?\nDoente: Não.\nMédica: Está bem.\n',
      'Tem dores de cabeça.',
      'Tomou alguma coisa para as dores de cabeça.',
    ],
    [
      'es',
      'Médico: ¿Ha tomado algo para el dolor de cabeza?\nPaciente: No.\nMédico: De acuerdo.\n',
      'Tiene dolor de cabeza.',
      'Ha tomado algo para el dolor de cabeza.',
    ],
    [
      'de',
      'Arzt: Hatten Sie eine Behandlung gegen die Kopfschmerzen?\nPatientin: Nein.\nArzt: Gut.\n',
      'Hat Kopfschmerzen.',
      'Hatte eine Behandlung gegen die Kopfschmerzen.',
    ],
  ])('%s: the symptom stays open, the treatment is denied', holds)

  it('a question of the symptom itself still denies it', () => {
    expect(flips('en', 'Doctor: Any headaches?\nPatient: No.\n', 'He has frequent headaches.')).not.toEqual(
      [],
    )
  })
})

/**
 * 'Not at target, and the diarrhoea is likely from the metformin': after a comma and its 'and', a symptom with a
 * verb of its own is a clause of its own; the denial before the comma does not reach it.
 */
describe('a symptom that opens its own clause after a denial', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any fever or cough?\nPatient: No fever, and the cough is worse at night.\n',
      'Cough, worse at night.',
      'No cough.',
    ],
    [
      'pt',
      'Médica: Febre ou tosse?\nDoente: Não tenho febre, e a tosse está pior à noite.\n',
      'Tosse, pior à noite.',
      'Sem tosse.',
    ],
    [
      'es',
      'Médico: ¿Fiebre o tos?\nPaciente: No tengo fiebre, y la tos está peor por la noche.\n',
      'Tos, peor por la noche.',
      'Sin tos.',
    ],
    [
      'de',
      'Ärztin: Fieber oder Husten?\nPatientin: Kein Fieber, und der Husten ist nachts schlimmer.\n',
      'Husten, nachts schlimmer.',
      'Kein Husten.',
    ],
  ])('%s', (language, transcript, correct, faulty) => holds(language, transcript, correct, faulty))
})
