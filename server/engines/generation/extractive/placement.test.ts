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

describe("en: findings said after 'let me have a listen', and a manoeuvre announced to the patient", () => {
  const history = [
    'Doctor: What brings you in?',
    'Patient: The room spins when I roll over in bed, for two weeks now.',
    'Doctor: Any hearing loss?',
    'Patient: No.',
    'Doctor: Any weakness or numbness?',
    'Patient: No.',
    'Doctor: Any medicines?',
    'Patient: Amlodipine, five milligrams a day.',
  ]
  it("keeps stridor 'at rest' and a clear chest in the examination, never the plan", () => {
    const n = note('en', [
      ...history,
      'Doctor: Okay, let me have a listen.',
      'Doctor: I can hear a little stridor when he cries, but none at rest. His chest is otherwise clear.',
      'Doctor: This is croup.',
      "Doctor: I'm going to give him a single dose of dexamethasone, two milligrams by mouth.",
    ])
    expect(section(n, 'objective')).toMatch(/stridor when he cries, but none at rest/)
    expect(section(n, 'objective')).toMatch(/chest is otherwise clear/)
    expect(section(n, 'plan')).not.toMatch(/stridor|chest/)
  })

  it("leaves out 'I'm going to lie you back…' and keeps the Dix-Hallpike finding in the examination", () => {
    const n = note('en', [
      ...history,
      'Doctor: Let me examine you. Your walking is steady.',
      "Doctor: Now I'm going to lie you back quickly with your head turned to the right. The Dix-Hallpike on the right brings on the spinning, with a rotatory nystagmus lasting about 20 seconds.",
      'Doctor: This looks like benign paroxysmal positional vertigo.',
      "Doctor: I'm going to refer you to vestibular physiotherapy.",
    ])
    expect(n.markdown).not.toMatch(/\byou\b|Lie /)
    expect(section(n, 'objective')).toMatch(/Dix-Hallpike on the right brings on the spinning/)
    expect(section(n, 'plan')).not.toMatch(/Dix-Hallpike/)
  })
})

describe("'Bebe, mas pouco de cada vez' about a child's fluids is no drinking habit", () => {
  it.each<[Language, string[]]>([
    ['pt', ['Médica: Está a beber bem?', 'Mãe: Bebe, mas pouco de cada vez.']],
    ['es', ['Médica: ¿Está bebiendo bien?', 'Madre: Bebe, pero poco cada vez.']],
    // ('Bebe bien, pero come muy poco': drinking told with eating is the child's food and fluids.)
    ['es', ['Médica: ¿Y el apetito?', 'Madre: Bebe bastante, pero come muy poco.']],
    ['pt', ['Médica: E o apetite?', 'Mãe: Bebe bastante, mas come muito pouco.']],
  ])('%s: never the social history', (language, lines) => {
    const n = note(language, ['Médica: O que se passa?', 'Mãe: Tem febre há dois dias.', ...lines])
    expect(section(n, 'social_history')).not.toMatch(/Bebe/)
  })
})
