import { describe, expect, it } from 'vitest'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/** What the patient says of themselves, written in the third person or left out: never half converted. */

describe("de: a regular verb beside 'ich' that the verb table does not hold", () => {
  it("is conjugated for the third person ('schnarche' → 'schnarcht'), opening or inverted", () => {
    const history = section(
      note('de', [
        'Arzt: Was führt Sie zu mir?',
        'Patient: Ich schnarche seit Jahren sehr laut.',
        'Arzt: Und tagsüber?',
        'Patient: Tagsüber gähne ich ständig und nachts wache ich oft auf.',
        'Arzt: Am ehesten ist das eine Schlafapnoe.',
      ]),
      'subjective',
    )
    expect(history).toMatch(/Der Patient schnarcht seit Jahren sehr laut\./)
    expect(history).toMatch(/Tagsüber gähnt der Patient ständig und nachts wacht der Patient oft auf\./)
    expect(history).not.toMatch(/schnarche |gähne |wache /)
  })

  it("leaves a past tense in -te as it is ('wollte' is the third person already)", () => {
    const history = section(
      note('de', ['Arzt: Was führt Sie zu mir?', 'Patient: Mit 50 wollte ich mich mal durchchecken lassen.']),
      'subjective',
    )
    expect(history).not.toMatch(/wolltet/)
  })
})

describe('pt and es: snoring told by the patient, and by the wife', () => {
  it.each<['pt' | 'es', string[], RegExp]>([
    [
      'pt',
      [
        'Médica: O que o traz?',
        'Doente: A minha mulher diz que ressono muito.',
        'Doente: Ressono e acordo cansado.',
      ],
      /^A sua mulher diz que ressona muito\. Ressona e acorda cansado\.$/m,
    ],
    [
      'es',
      [
        'Médico: ¿Qué le trae?',
        'Paciente: Mi mujer dice que ronco muchísimo.',
        'Paciente: Ronco mucho y me despierto cansado.',
      ],
      /^Su mujer dice que ronca muchísimo\. Ronca mucho y se despierta cansado\.$/m,
    ],
  ])('%s: is written in the third person, never half converted', (language, lines, history) => {
    expect(section(note(language, lines), 'subjective')).toMatch(history)
  })
})

describe("es: a first-person verb before 'a' and an infinitive ('vuelvo a tener')", () => {
  it('is conjugated when the table knows it, and the sentence is left out when it does not', () => {
    const history = section(
      note('es', [
        'Médico: ¿Qué te pasa?',
        'Paciente: Estaba mejorando, pero desde hace tres días me duele la cara y vuelvo a tener fiebre.',
        'Médico: ¿Y por las mañanas?',
        'Paciente: Por las mañanas salgo a caminar con tos y me canso mucho.',
      ]),
      'subjective',
    )
    expect(history).toMatch(/le duele la cara y vuelve a tener fiebre\./)
    expect(history).not.toMatch(/vuelvo|salgo/)
  })
})

describe("pt: a first-person verb before 'a' and an infinitive ('volto a ter')", () => {
  it('is conjugated when the table knows it, and the sentence is left out when it does not', () => {
    const history = section(
      note('pt', [
        'Médica: O que se passa?',
        'Doente: Estava a melhorar, mas há três dias volto a ter febre e começo a tossir.',
        'Médica: E de manhã?',
        'Doente: De manhã saio a correr com tosse e canso-me muito.',
        'Médica: E o coração?',
        'Doente: Sinto o coração a bater depressa, tem vindo a piorar.',
      ]),
      'subjective',
    )
    expect(history).toMatch(/volta a ter febre e começa a tossir\./)
    expect(history).toMatch(/Sente o coração a bater depressa, tem vindo a piorar\./)
    expect(history).not.toMatch(/volto|começo|saio/)
  })
})

describe("pt, es: an adverb or a noun in '-o' before 'a' or 'de' and an infinitive is no first-person verb", () => {
  // 'sobretudo a subir', 'sobre todo a subir', 'medo de cair': the complaint is written, never left out as if the
  // patient's own verb stood there.
  it.each<['pt' | 'es', string[], RegExp]>([
    [
      'pt',
      [
        'Médica: O que o traz cá?',
        'Doente: Há três semanas comecei com dor na anca esquerda, sobretudo a subir a rampa da garagem.',
        'Médica: E tem receio de cair?',
        'Doente: Tenho medo de cair na rua.',
      ],
      /começou com dor na anca esquerda, sobretudo a subir a rampa da garagem\.[\s\S]*Tem medo de cair na rua\./,
    ],
    [
      'es',
      [
        'Médico: ¿Qué le trae por aquí?',
        'Paciente: Hace tres semanas empecé con dolor en la cadera izquierda, sobre todo a subir la rampa del garaje.',
        'Médico: ¿Y tiene miedo de caerse?',
        'Paciente: Tengo miedo de caer en la calle.',
      ],
      /empezó con dolor en la cadera izquierda, sobre todo a subir la rampa del garaje\.[\s\S]*Tiene miedo de caer en la calle\./,
    ],
  ])('%s', (language, lines, written) => {
    expect(section(note(language, lines), 'subjective')).toMatch(written)
  })
})

describe("de: the patient's verb at the end of a clause opened by 'bis' or 'damit'", () => {
  it("takes the third person, a prefixed strong verb its vowel ('einschlafe' → 'einschläft')", () => {
    const history = note('de', [
      'Arzt: Was führt Sie zu mir?',
      'Patient: Ich liege ein bis zwei Stunden wach, bis ich einschlafe.',
      'Arzt: Und abends?',
      'Patient: Ich trinke ein Glas Wein, damit ich runterkomme.',
    ]).markdown
    expect(history).toMatch(/bis der Patient einschläft\./)
    expect(history).toMatch(/damit der Patient runterkommt\./)
    expect(history).not.toMatch(/einschlafe|einschlaft|runterkomme\b/)
  })
})

describe("de: a reflexive question denied ('Haben Sie sich verletzt?' 'Nein.')", () => {
  it("keeps 'sich' before the 'nicht'", () => {
    const history = section(
      note('de', [
        'Ärztin: Was führt Sie zu mir?',
        'Patient: Seit gestern tut mir der rechte Daumen weh.',
        'Ärztin: Haben Sie sich verletzt?',
        'Patient: Nein, gar nicht.',
        'Ärztin: Haben Sie sich am Kopf gestoßen?',
        'Patient: Nein.',
        'Ärztin: Haben Sie sich schon einmal selbst verletzt?',
        'Patient: Nein, nie.',
      ]),
      'subjective',
    )
    expect(history).toMatch(/Hat sich nicht verletzt\./)
    expect(history).toMatch(/Hat sich nicht am Kopf gestoßen\./)
    expect(history).toMatch(/Hat sich selbst nie verletzt\./)
    expect(history).not.toMatch(/nicht sich|nie selbst/)
  })
})
