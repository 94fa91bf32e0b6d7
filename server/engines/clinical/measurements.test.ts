import { describe, expect, it } from 'vitest'
import type { Language } from '../../../contract/common'
import { findMeasurements } from './measurements'

const found = (language: Language, text: string) =>
  findMeasurements(text, language).map((m) => `${m.measure} ${m.value}`)

describe('measurements are read from a name and a value that fits it', () => {
  it.each<[Language, string, string[]]>([
    ['en', 'Your blood pressure today is one forty six over eighty eight.', ['bloodPressure 146/88 mmHg']],
    ['pt', 'A tensão arterial estava cento e cinquenta e dois por noventa.', ['bloodPressure 152/90 mmHg']],
    ['es', 'La tensión hoy es de ciento veinte por setenta.', ['bloodPressure 120/70 mmHg']],
    ['de', 'Der Blutdruck liegt bei hundertdreißig zu fünfundachtzig.', ['bloodPressure 130/85 mmHg']],
  ])('a pressure needs both parts (%s)', (language, text, expected) => {
    expect(found(language, text)).toEqual(expected)
  })

  it.each<[Language, string]>([
    ['en', 'We will recheck your A1c in four months.'],
    ['pt', 'Vamos repetir a hemoglobina glicada daqui a três meses.'],
    ['es', 'Repetiremos la hemoglobina glicada en seis meses.'],
    ['de', 'Den HbA1c kontrollieren wir in drei Monaten.'],
  ])('a duration is never a lab value (%s)', (language, text) => {
    expect(found(language, text)).toEqual([])
  })

  it.each<[Language, string, string[]]>([
    [
      'pt',
      'Tem 38,6 de temperatura e frequência cardíaca de 130.',
      ['temperature 38,6 °C', 'heartRate 130 bpm'],
    ],
    ['es', 'Tiene treinta y ocho con tres de fiebre.', ['temperature 38,3 °C']],
    ['de', 'Sie hat heute 38,4 Grad Fieber.', ['temperature 38,4 °C']],
    ['en', 'He had a 38.9 fever this morning.', ['temperature 38.9 °C']],
    // A number of days before 'de febre' is no temperature.
    ['pt', 'Está com febre há 3 dias, 3 dias de febre.', []],
  ])('a temperature said before its name (%s: %s)', (language, text, expected) => {
    expect(found(language, text)).toEqual(expected)
  })

  it('keeps the half of a temperature and the unit of a weight', () => {
    expect(found('pt', 'Tem febre, a temperatura foi 38 e meio.')).toEqual(['temperature 38,5 °C'])
    expect(found('es', 'La temperatura es de treinta y siete y medio.')).toEqual(['temperature 37,5 °C'])
    expect(found('de', 'Temperatur achtunddreißig Komma zwei Grad.')).toEqual(['temperature 38,2 °C'])
    expect(found('en', 'She weighs one hundred and sixty pounds.')).toEqual(['weight 160 lb'])
  })

  it.each<[Language, string, string[]]>([
    ['de', 'Wenn der Zucker unter siebzig fällt, nehmen Sie Traubenzucker.', ['glucose 70']],
    ['pt', 'As glicemias em jejum andam nos cento e quarenta.', ['glucose 140']],
    ['es', 'Las glucemias en ayunas están en ciento treinta.', ['glucose 130']],
  ])('reads blood sugar as people say it (%s)', (language, text, expected) => {
    expect(found(language, text).map((m) => m.replace(/ mg\/d[lL]$/, ''))).toEqual(expected)
  })

  it('does not take one number for two measurements, nor a lone number for a pressure', () => {
    expect(found('en', 'Blood pressure 120, heart rate 80.')).toEqual(['heartRate 80 bpm'])
    expect(found('en', 'Saturation is fine, pulse is 72.')).toEqual(['heartRate 72 bpm'])
  })
})

describe('a total cholesterol said as its kind alone is named whole', () => {
  it.each<[Language, string, string]>([
    ['pt', 'O colesterol total está em duzentos e setenta e oito.', 'Colesterol total'],
    ['es', 'El colesterol total está en doscientos setenta y ocho.', 'Colesterol total'],
    ['en', 'Your cholesterol, total, is 278.', 'Total cholesterol'],
  ])('%s: "%s"', (language, said, label) => {
    const found = findMeasurements(said, language).filter((m) => m.measure === 'cholesterol')
    expect(found.map((m) => m.label)).toEqual([label])
  })
})
