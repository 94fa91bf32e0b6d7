import { describe, expect, it } from 'vitest'
import type { Language } from '../../../contract/common'
import { reviewEngine } from './offline'

/**
 * 'Dores de cabeça ou tonturas?' 'Dores de cabeça não. Tonturas uma ou duas vezes…': the no after headaches
 * closes its own sentence; it reaches nothing of the next one, which affirms the dizziness.
 */
describe('a no said after what it denies, then another thing affirmed', () => {
  it.each<[Language, string, string, string]>([
    [
      'pt',
      'Médica: Dores de cabeça ou tonturas?\nDoente: Dores de cabeça não. Tonturas uma ou duas vezes quando me levanto depressa.\n',
      'Nega dores de cabeça. Tonturas 1 ou 2 vezes quando se levanta depressa.',
      'Nega dores de cabeça. Refere dores de cabeça.',
    ],
    [
      'es',
      'Médico: ¿Dolor de cabeza o mareos?\nPaciente: Dolor de cabeza no. Mareos una o dos veces al levantarme.\n',
      'Niega dolor de cabeza. Mareos 1 o 2 veces al levantarse.',
      'Refiere dolor de cabeza.',
    ],
    [
      'en',
      'Doctor: Headaches or dizziness?\nPatient: Headaches, no. Dizzy once or twice when I stand up.\n',
      'Denies headaches. Dizzy once or twice when she stands up.',
      'Reports headaches.',
    ],
  ])(
    '%s: the note affirming the other thing raises nothing; one affirming the denied thing is found',
    (language, transcript, note, flipped) => {
      const check = (text: string) =>
        reviewEngine()
          .check({ language, transcript, inputs: [], note: `## S\n\n${text}\n` })
          .findings.filter((f) => f.code === 'contradiction_negation')
      expect(check(note)).toEqual([])
      expect(check(flipped)).not.toEqual([])
    },
  )
})
