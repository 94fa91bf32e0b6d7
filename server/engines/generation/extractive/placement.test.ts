import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/** Where a line of an offline note goes: a fact in its section, never in another's. */

describe('a finding compared with a past visit', () => {
  it.each<[Language, string[], RegExp]>([
    [
      'es',
      [
        'Médico: ¿Qué le pasa?',
        'Paciente: Tengo los ojos secos desde hace seis meses.',
        'Médico: Vamos a mirar. Córnea transparente. Agudeza visual 0,8 en ambos ojos, igual que en la revisión anterior.',
        'Médico: Tiene un síndrome de ojo seco.',
      ],
      /Agudeza visual 0,8/,
    ],
    [
      'pt',
      [
        'Médico: O que o traz cá?',
        'Doente: Tenho os olhos secos há seis meses.',
        'Médico: Vou observar. Córnea transparente. Acuidade visual de 8 décimos nos dois olhos, igual à da última reavaliação.',
        'Médico: Tem uma síndrome de olho seco.',
      ],
      /Acuidade visual de 8 décimos/,
    ],
    [
      'en',
      [
        'Doctor: What brings you in?',
        'Patient: My eyes have been dry for six months.',
        'Doctor: Let me examine you. The cornea is clear. Visual acuity is 6/9 in both eyes, the same as at the last follow-up.',
        'Doctor: You have dry eye syndrome.',
      ],
      /Visual acuity is 6\/9/,
    ],
    [
      'de',
      [
        'Ärztin: Was führt Sie zu mir?',
        'Patientin: Meine Augen sind seit sechs Monaten trocken.',
        'Ärztin: Ich untersuche jetzt die Augen. Die Hornhaut ist klar. Visus 0,8 beidseits, wie bei der letzten Kontrolle.',
        'Ärztin: Das ist ein Sicca-Syndrom.',
      ],
      /Visus 0,8/,
    ],
  ])('%s: is a finding, not a follow-up of the plan', (language, lines, finding) => {
    const n = note(language, lines)
    expect(section(n, 'objective')).toMatch(finding)
    expect(section(n, 'plan')).not.toMatch(finding)
  })
})

describe('de: a compound that ends in a condition word', () => {
  it.each<[string, string]>([
    ['Das ist eine Schlafapnoe.', 'Schlafapnoe'],
    ['Das ist ein Fersensporn.', 'Fersensporn'],
    ['Das ist ein Handekzem.', 'Handekzem'],
    ['Das ist eine Nierenzyste.', 'Nierenzyste'],
  ])("('%s') is the assessment, as 'Leistenhernie' is", (said, impression) => {
    const n = note('de', [
      'Arzt: Was führt Sie zu mir?',
      'Patient: Ich habe seit Wochen Beschwerden.',
      `Arzt: ${said}`,
    ])
    expect(section(n, 'assessment')).toMatch(new RegExp(`^- ${impression}$`, 'm'))
    expect(section(n, 'objective')).not.toMatch(impression)
  })
})
