import { describe, expect, it } from 'vitest'
import type { Language } from '../../../contract/common'
import { selfCorrected } from './corrections'

describe('a correction said in passing keeps only what was meant', () => {
  it.each<[Language, string, string]>([
    [
      'en',
      'Start her on metformin 500, sorry, 850 mg twice a day.',
      'Start her on metformin 850 mg twice a day.',
    ],
    [
      'en',
      'We will use doxycycline, I am sorry, cephalexin for the cellulitis.',
      'We will use cephalexin for the cellulitis.',
    ],
    ['en', 'The swelling is in the left ankle, sorry, right ankle.', 'The swelling is in the right ankle.'],
    [
      'en',
      'Check the potassium in a few days, or, I am sorry, a few weeks.',
      'Check the potassium in a few weeks.',
    ],
    [
      'pt',
      'Fazer ibuprofeno 400, desculpe, 600 mg de 8 em 8 horas.',
      'Fazer ibuprofeno 600 mg de 8 em 8 horas.',
    ],
    [
      'pt',
      'Vamos pedir uma ecografia, aliás, uma ressonância do joelho.',
      'Vamos pedir uma ressonância do joelho.',
    ],
    ['es', 'Le dejo omeprazol, perdón, pantoprazol 40 mg en ayunas.', 'Le dejo pantoprazol 40 mg en ayunas.'],
    [
      'es',
      'El dolor está en la rodilla izquierda, quiero decir, rodilla derecha.',
      'El dolor está en la rodilla derecha.',
    ],
    ['de', 'Ramipril 5, Entschuldigung, 10 mg morgens.', 'Ramipril 10 mg morgens.'],
    ['de', 'Wir machen ein Röntgen, ich meine, ein MRT der Schulter.', 'Wir machen ein MRT der Schulter.'],
  ])('%s: %s', (language, said, meant) => {
    expect(selfCorrected(said, language)).toBe(meant)
  })

  it('says nothing certain when it cannot tell what the correction replaces', () => {
    expect(selfCorrected('The pain started Monday, sorry, it was after the fall.', 'en')).toBeNull()
    expect(selfCorrected('Tomar o comprimido, desculpe, se tiver dor.', 'pt')).toBeNull()
  })

  it('leaves a sentence without a correction as it is, and an apology in front of it out', () => {
    expect(selfCorrected('I am sorry to hear about your father.', 'en')).toBe(
      'I am sorry to hear about your father.',
    )
    expect(selfCorrected('Entschuldigung, die Schmerzen sind rechts.', 'de')).toBe(
      'die Schmerzen sind rechts.',
    )
  })

  it('reads a number said in words when the reader knows it', () => {
    const words = (w: string) => /^(?:two|three|\d+)$/.test(w)
    expect(selfCorrected('Come back in two, I mean, three weeks.', 'en', words)).toBe(
      'Come back in three weeks.',
    )
  })
})

describe("corrections said as 'wait' and numbers taken back after their preposition", () => {
  it("'no wait', 'espere', 'Moment' correct what was just said; after an interjection they take back the sentence before", () => {
    expect(selfCorrected("Aspirin, no wait, it's ibuprofen that makes my chest tight.", 'en')).toBe(
      'ibuprofen that makes my chest tight.',
    )
    expect(selfCorrected('Gegen Penicillin, nein, Moment, gegen Cefuroxim war das.', 'de')).toBe(
      'gegen Cefuroxim war das.',
    )
    expect(selfCorrected('À penicilina, não, espere, à amoxicilina.', 'pt')).toBe('à amoxicilina.')
    expect(selfCorrected('Oh wait, sticking plasters make my skin go red.', 'en')).toBe(
      'Oh wait, sticking plasters make my skin go red.',
    )
    // ('sorry, it was after the fall' names nothing in place of 'Monday': no guess.)
    expect(selfCorrected('The pain started Monday, sorry, it was after the fall.', 'en')).toBeNull()
  })

  it("'de 10, não, de 5' keeps the number said instead", () => {
    expect(selfCorrected('Tomo o ramipril de 10, não, de 5, e às vezes esqueço-me.', 'pt')).toBe(
      'Tomo o ramipril de 5, e às vezes esqueço-me.',
    )
  })
})
