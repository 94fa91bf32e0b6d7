import { describe, expect, it } from 'vitest'
import type { Language } from '../../../contract/common'
import { normaliseNumbers, readNumbers } from './numbers'

const read = (language: Language, text: string) =>
  readNumbers(text, language).map((m) => ({ written: m.written, values: m.values, shape: m.shape }))

describe('numbers are read with their meaning', () => {
  it.each<[Language, string, string]>([
    ['en', 'the pain sits between five and eight out of ten at night', 'the pain sits 5–8/10 at night'],
    ['pt', 'a dor anda entre quatro e cinco em dez', 'a dor anda 4–5/10'],
    ['es', 'el dolor está entre tres y cuatro sobre diez', 'el dolor está 3–4/10'],
    ['de', 'die Schmerzen liegen zwischen fünf und sechs von zehn', 'die Schmerzen liegen 5–6/10'],
  ])('keeps a spoken range a range (%s)', (language, said, written) => {
    expect(normaliseNumbers(said, language)).toBe(written)
    expect(readNumbers(said, language)[0]!.values.slice(0, 2)).toHaveLength(2)
  })

  it.each<[Language, string, string]>([
    ['en', 'naprosyn five hundred five hundred milligrams twice a day', 'naprosyn 500 500 mg twice a day'],
    ['pt', 'naproxeno quinhentos quinhentos miligramas', 'naproxeno 500 500 mg'],
    ['es', 'naproxeno quinientos quinientos miligramos', 'naproxeno 500 500 mg'],
    ['de', 'Naproxen fünfhundert fünfhundert Milligramm', 'Naproxen 500 500 mg'],
  ])('reads a hundred said twice as said twice, never as one number (%s)', (language, said, written) => {
    expect(normaliseNumbers(said, language)).toBe(written)
    expect(readNumbers(said, language).every((m) => m.values.every((v) => v <= 500))).toBe(true)
  })

  it.each<[Language, string, string]>([
    ['en', 'blood pressure is one twenty-eight over eighty-two', 'blood pressure is 128/82'],
    ['en', 'take one twenty-five milligram tablet a day', 'take one 25 mg tablet a day'],
    ['pt', 'tome um comprimido de vinte e cinco miligramas por dia', 'tome 1 comprimido de 25 mg por dia'],
    ['es', 'tome un comprimido de veinticinco miligramos al día', 'tome 1 comprimido de 25 mg al día'],
    [
      'de',
      'nehmen Sie eine Tablette mit fünfundzwanzig Milligramm am Tag',
      'nehmen Sie eine Tablette mit 25 mg am Tag',
    ],
  ])(
    'reads a hundred said before hyphenated tens as one pressure, and a count of tablets as a count (%s)',
    (language, said, written) => {
      expect(normaliseNumbers(said, language)).toBe(written)
    },
  )

  it.each<[Language, string, string]>([
    ['en', 'it eases after two, three minutes of rest', 'it eases after 2–3 minutes of rest'],
    ['pt', 'acorda umas quatro, cinco vezes por noite', 'acorda umas 4–5 vezes por noite'],
    ['es', 'se toma tres, cuatro cervezas el sábado', 'se toma 3–4 cervezas el sábado'],
    ['de', 'nach zwei, drei Minuten Pause ist es weg', 'nach 2–3 Minuten Pause ist es weg'],
  ])('reads two numbers said one after the other with a comma as a range (%s)', (language, said, written) => {
    expect(normaliseNumbers(said, language)).toBe(written)
    expect(read(language, said)[0]).toMatchObject({ shape: 'range' })
  })

  it.each<[Language, string]>([
    ['en', 'count with me: one, two, three'],
    ['pt', 'escolha entre um, dois ou três'],
    ['es', 'tomo uno, dos o tres'],
    ['de', 'Stufe eins, zwei und drei'],
  ])('never reads a list of numbers as a range of its first two (%s)', (language, said) => {
    expect(read(language, said).map((m) => m.values)).not.toContainEqual([1, 2])
  })

  it("reads 'siete u ocho' as a range, as 'siete o ocho'", () => {
    expect(read('es', 'dormir siete u ocho horas')[0]).toMatchObject({ values: [7, 8] })
  })

  it("reads a Spanish pressure said with 'de' where the pressure is named, never a count", () => {
    expect(read('es', 'Tensión 132 de 78, saturación 94')[0]).toMatchObject({
      values: [132, 78],
      shape: 'pressure',
    })
    expect(read('es', 'Toma 2 de 6 comprimidos').map((n) => n.shape)).not.toContain('pressure')
    expect(read('es', 'El 12 de 8 fue la última regla').map((n) => n.shape)).not.toContain('pressure')
  })

  it('never adds a number to the one after it', () => {
    expect(read('en', 'a three out of six murmur')).toEqual([
      { written: '3/6', values: [3, 6], shape: 'ratio' },
    ])
    expect(read('en', 'six seven times').map((m) => m.values[0])).toEqual([6, 7])
    expect(read('pt', 'seis e sete').map((m) => m.values[0])).toEqual([6, 7])
    expect(read('es', 'seis y siete').map((m) => m.values[0])).toEqual([6, 7])
    expect(normaliseNumbers('between seven and nine', 'en')).toBe('7–9')
  })

  it.each<[Language, string, string]>([
    ['en', 'pressure was one forty eight over ninety two', 'pressure was 148/92'],
    ['en', 'BP one hundred and thirty over eighty five', 'BP 130/85'],
    ['pt', 'tensão de cento e trinta e cinco por oitenta e cinco', 'tensão de 135/85'],
    ['pt', 'tinha 15 por 9 em casa', 'tinha 15/9 em casa'],
    ['es', 'tensión de ciento treinta por ochenta', 'tensión de 130/80'],
    ['de', 'Blutdruck hundertfünfundvierzig zu fünfundneunzig', 'Blutdruck 145/95'],
  ])('reads a pressure only with both parts (%s)', (language, said, written) => {
    expect(normaliseNumbers(said, language)).toBe(written)
  })

  it.each<[Language, string, number]>([
    ['pt', 'febre de 39 e meio', 39.5],
    ['pt', 'trinta e sete e meio', 37.5],
    ['en', 'thirty nine and a half', 39.5],
    ['en', 'ninety nine point one', 99.1],
    ['es', 'treinta y ocho y media', 38.5],
    ['es', 'treinta y nueve coma dos', 39.2],
    ['de', 'neununddreißigeinhalb', 39.5],
    ['de', 'achtunddreißig Komma sieben', 38.7],
    ['de', 'dreieinhalb', 3.5],
  ])('keeps the half and the decimals (%s: %s)', (language, said, value) => {
    expect(readNumbers(said, language)[0]!.values).toEqual([value])
  })

  it('writes decimals with the language’s separator', () => {
    expect(normaliseNumbers('febre de 38 e meio', 'pt')).toBe('febre de 38,5')
    expect(normaliseNumbers('thirty eight and a half degrees', 'en')).toBe('38.5 degrees')
  })

  it('reads units and keeps durations apart from values', () => {
    expect(read('en', 'recheck the A1c in three months')).toEqual([
      { written: '3 months', values: [3], shape: 'number' },
    ])
    expect(readNumbers('dois comprimidos de quinhentos miligramas', 'pt').map((m) => m.unit)).toEqual([
      'tablets',
      'mg',
    ])
    expect(normaliseNumbers('zweimal täglich vierhundert Milligramm', 'de')).toBe('zweimal täglich 400 mg')
    expect(normaliseNumbers('setenta kilos', 'es')).toBe('70 kg')
  })

  it('keeps a dose change a change, as said', () => {
    expect(normaliseNumbers('increase it from 25 to 50 mg', 'en')).toBe('increase it from 25 to 50 mg')
    expect(normaliseNumbers('aumentar de vinte para quarenta miligramas', 'pt')).toBe(
      'aumentar de 20 para 40 mg',
    )
  })

  it('does not read counts, dates or words as scores and pressures', () => {
    expect(read('pt', 'tomou 2 de 6 comprimidos').map((m) => m.shape)).toEqual(['number', 'number'])
    expect(read('en', 'seen on 12/10/2025').map((m) => m.values[0])).toEqual([12, 10, 2025])
    expect(read('en', 'the one on the left').map((m) => m.values[0])).toEqual([1])
    expect(read('en', 'HbA1c and B12')).toEqual([])
    expect(normaliseNumbers('two children and a dog', 'en')).toBe('two children and a dog')
  })

  it.each<[Language, string, string]>([
    ['pt', 'a temperatura está em trinta e sete e oito', 'a temperatura está em 37,8'],
    ['pt', 'febre de trinta e nove e dois ontem', 'febre de 39,2 ontem'],
    ['es', 'ayer treinta y ocho con nueve, con escalofríos', 'ayer 38,9, con escalofríos'],
    ['es', 'la hemoglobina en doce con cinco', 'la hemoglobina en 12,5'],
  ])('reads a tenth said with a plain word (%s: %s)', (language, said, written) => {
    expect(normaliseNumbers(said, language)).toBe(written)
  })

  it('keeps two numbers joined by a plain word two numbers outside a temperature', () => {
    expect(read('pt', 'cinco e seis').map((m) => m.values[0])).toEqual([5, 6])
    expect(read('pt', 'trinta e sete e quarenta').map((m) => m.values[0])).toEqual([37, 40])
    expect(read('es', 'tome dos con la comida').map((m) => m.values[0])).toEqual([2])
  })

  it.each<[Language, string, string]>([
    ['pt', 'sete mililitros e meio de seis em seis horas', '7,5 ml'],
    ['es', 'siete mililitros y medio cada ocho horas', '7,5 ml'],
  ])('reads a half said after the unit (%s)', (language, said, written) => {
    expect(readNumbers(said, language)[0]!.written).toBe(written)
  })

  it('reads a size as two numbers, not as a pressure in cmHg', () => {
    expect(read('es', 'eritema de doce por ocho centímetros').map((m) => m.written)).toEqual(['12', '8 cm'])
    expect(read('es', 'tensión catorce por nueve').map((m) => m.shape)).toEqual(['pressure'])
  })

  it.each<[Language, string, number]>([
    ['en', 'call nine nine nine', 999],
    ['de', 'rufen Sie den Notruf eins eins zwei an', 112],
    ['pt', 'ligue um um dois', 112],
  ])('reads a number said digit by digit as one number (%s)', (language, said, value) => {
    expect(read(language, said).map((m) => m.values)).toEqual([[value]])
  })

  it('reads two numbers said one after the other as two ("cuarenta y nueve cincuenta y uno")', () => {
    expect(read('es', 'de cuarenta y nueve cincuenta y uno').map((m) => m.values[0])).toEqual([49, 51])
    expect(read('pt', 'vinte e cinco trinta').map((m) => m.values[0])).toEqual([25, 30])
  })

  it('keeps numbers that count up a loose range, not one number', () => {
    expect(read('en', 'over four five six seven days').map((m) => m.values[0])).toEqual([4, 5, 6, 7])
  })

  it('reads a German article before a unit as one, and the tuning fork out of eight', () => {
    expect(read('de', 'seit einer Woche').map((m) => m.written)).toEqual(['1 Woche'])
    expect(read('de', 'Vibrationsempfinden vermindert, vier von acht')).toEqual([
      { written: '4/8', values: [4, 8], shape: 'ratio' },
    ])
    expect(read('de', 'vier von acht Tabletten').map((m) => m.shape)).toEqual(['number', 'number'])
  })

  it('gives each mention its place in the text', () => {
    const text = 'Doctor: your pressure is one twenty over seventy today'
    const [m] = readNumbers(text, 'en')
    expect(text.slice(m!.start, m!.end)).toBe('one twenty over seventy')
    expect(m!.spoken).toBe(true)
  })
})

describe("a range after 'between' keeps its 'and' (never 202 and 50)", () => {
  it.each<[Language, string, string]>([
    ['en', 'sugars between two hundred and two fifty in the mornings', 'sugars 200–250 in the mornings'],
    ['en', 'between one hundred and twenty and one hundred and forty', '120–140'],
    ['en', 'between two hundred and three hundred', '200–300'],
    ['pt', 'glicemias entre cento e vinte e cento e quarenta', 'glicemias 120–140'],
    ['es', 'glucemias entre ciento veinte y ciento cuarenta', 'glucemias 120–140'],
    ['de', 'Zucker zwischen hundertzwanzig und hundertvierzig', 'Zucker 120–140'],
  ])('%s: %s', (language, said, written) => {
    expect(normaliseNumbers(said, language)).toBe(written)
  })

  it('keeps a number whole when no range can be read', () => {
    expect(readNumbers('between one hundred and twenty patients', 'en').map((m) => m.values)).toEqual([[120]])
  })
})

describe('two numbers said one after the other stay two', () => {
  it.each<[Language, string, string]>([
    [
      'pt',
      'a metformina de oitocentos e cinquenta duas vezes ao dia',
      'a metformina de 850 duas vezes ao dia',
    ],
    [
      'es',
      'la metformina de ochocientos cincuenta dos veces al día',
      'la metformina de 850 dos veces al día',
    ],
    ['pt', 'cinquenta e dois quilos', '52 kg'],
    ['es', 'cincuenta y dos kilos', '52 kg'],
  ])('%s: %s', (language, said, written) => {
    expect(normaliseNumbers(said, language)).toBe(written)
  })
})

describe('a small number word joins a number beside it only through a word that joins numbers', () => {
  it.each<[Language, string, string]>([
    ['de', 'Meine Mutter hatte eine mit fünfzig.', 'Meine Mutter hatte eine mit 50.'],
    ['en', 'My brother had one with forty.', 'My brother had one with 40.'],
    ['pt', 'de oito em oito horas', 'de 8 em 8 horas'],
    ['es', 'dos o tres veces al día, unos cinco a diez minutos', '2 o 3 veces al día, unos 5 a 10 minutos'],
    ['en', 'about three by four centimetres', 'about 3 by 4 cm'],
  ])('%s: "%s"', (language, said, written) => {
    expect(normaliseNumbers(said, language)).toBe(written)
  })
})

describe("a number 'over' another is no grade when what follows counts ('un sobre dos veces al día')", () => {
  it.each<[Language, string, string]>([
    ['es', 'Plantago ovata, un sobre dos veces al día', 'Plantago ovata, un sobre 2 veces al día'],
    ['pt', 'um sobre três vezes por dia', 'um sobre 3 vezes por dia'],
    ['es', 'un soplo dos sobre seis', 'un soplo 2/6'],
  ])('%s: "%s"', (language, said, written) => {
    expect(normaliseNumbers(said, language)).toBe(written)
  })
})
