import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/**
 * A rash two weeks after starting allopurinol, in four languages: the clinician stops it before examining, finds
 * the rash, and names a reaction to the drug. The stop is the plan, never the history; the rash is the
 * examination's finding, never the impression; the reaction is the impression.
 */
describe('a drug reaction: the stop said before the examination, the finding and the impression', () => {
  it.each<[Language, string[], RegExp, RegExp, RegExp, RegExp]>([
    [
      'pt',
      [
        'Médica: Bom dia, senhor Carlos, o que o traz cá?',
        'Doente: Comecei o alopurinol há duas semanas e apareceram-me estas manchas no corpo.',
        'Médica: Tem comichão?',
        'Doente: Muita, sobretudo à noite.',
        'Médica: Tem febre ou feridas na boca?',
        'Doente: Não, nada disso.',
        'Médica: Então pare já o alopurinol. Pare já, não tome mais nenhum comprimido.',
        'Médica: Vou ver a pele. Tem um exantema maculopapular no tronco, sem lesões nas mucosas.',
        'Médica: Isto parece uma reação ao alopurinol.',
        'Médica: Vou receitar um anti-histamínico, cetirizina 10 mg à noite durante sete dias.',
        'Médica: Se tiver febre, bolhas ou feridas na boca, vá logo à urgência.',
        'Médica: Volte daqui a uma semana.',
      ],
      /^- Provável reação ao alopurinol$/m,
      /^- Tem um exantema maculopapular no tronco, sem lesões nas mucosas\.$/m,
      /^- Pare já o alopurinol\.$/m,
      /Pare já|exantema|Muito/,
    ],
    [
      'es',
      [
        'Médico: Buenos días, señor Ruiz, ¿qué le trae por aquí?',
        'Paciente: Empecé el alopurinol hace dos semanas y me han salido estas manchas por el cuerpo.',
        'Médico: ¿Le pica?',
        'Paciente: Mucho, sobre todo por la noche.',
        'Médico: ¿Ha tenido fiebre o llagas en la boca?',
        'Paciente: No, nada de eso.',
        'Médico: Entonces deje el alopurinol ya. Déjelo hoy mismo, no tome ni una pastilla más.',
        'Médico: Voy a mirarle la piel. Tiene un exantema maculopapular en el tronco, sin lesiones en las mucosas.',
        'Médico: Esto parece una reacción al alopurinol.',
        'Médico: Le receto un antihistamínico, cetirizina 10 mg por la noche durante siete días.',
        'Médico: Si tiene fiebre, ampollas o llagas en la boca, vaya a urgencias enseguida.',
        'Médico: Vuelva dentro de una semana.',
      ],
      /^- Probable reacción al alopurinol$/m,
      /^- Tiene un exantema maculopapular en el tronco, sin lesiones en las mucosas\.$/m,
      /^- Deje el alopurinol ya\.$/m,
      /Déjelo|exantema|Mucho/,
    ],
    [
      'en',
      [
        'Doctor: Good morning, Mr Hughes, what brings you in?',
        "Patient: I started allopurinol two weeks ago and now I've got this rash all over.",
        'Doctor: Is it itchy?',
        'Patient: Very, especially at night.',
        'Doctor: Any fever or sores in your mouth?',
        'Patient: No, none of that.',
        "Doctor: Right, stop the allopurinol now. Stop it today, don't take another tablet.",
        'Doctor: Let me have a look at your skin. You have a maculopapular rash on the trunk, no mucosal lesions.',
        'Doctor: This looks like a reaction to the allopurinol.',
        "Doctor: I'll give you an antihistamine, cetirizine 10 mg at night for seven days.",
        'Doctor: If you get a fever, blisters or mouth sores, go to A and E straight away.',
        'Doctor: Come back in a week.',
      ],
      /^- Probable reaction to the allopurinol$/m,
      /^- He has a maculopapular rash on the trunk, no mucosal lesions\.$/m,
      /^- Stop the allopurinol now\.$/m,
      /Stop|maculopapular|Very/,
    ],
    [
      'de',
      [
        'Ärztin: Guten Morgen, Herr Schulz, was führt Sie her?',
        'Patient: Ich nehme seit zwei Wochen Allopurinol und jetzt habe ich diesen Ausschlag am ganzen Körper.',
        'Ärztin: Juckt es?',
        'Patient: Sehr, vor allem nachts.',
        'Ärztin: Haben Sie Fieber oder Bläschen im Mund?',
        'Patient: Nein, nichts davon.',
        'Ärztin: Dann setzen Sie das Allopurinol sofort ab. Nehmen Sie keine Tablette mehr.',
        'Ärztin: Ich schaue mir die Haut an. Sie haben ein makulopapulöses Exanthem am Rumpf, die Schleimhäute sind frei.',
        'Ärztin: Das sieht nach einer Reaktion auf das Allopurinol aus.',
        'Ärztin: Ich verschreibe Ihnen ein Antihistaminikum, Cetirizin 10 mg abends für sieben Tage.',
        'Ärztin: Wenn Sie Fieber, Blasen oder wunde Stellen im Mund bekommen, gehen Sie sofort in die Notaufnahme.',
        'Ärztin: Kommen Sie in einer Woche wieder.',
      ],
      /^- Verdacht auf Reaktion auf das Allopurinol$/m,
      /makulopapulöses Exanthem am Rumpf, die Schleimhäute sind frei\.$/m,
      /^- Das Allopurinol sofort absetzen\.$/m,
      /absetzen|Exanthem|Sehr/,
    ],
  ])('%s', (language, lines, impression, finding, stop, notHistory) => {
    const n = note(language, lines)
    expect(section(n, 'assessment')).toMatch(impression)
    expect(section(n, 'assessment')).not.toMatch(/xant|rash|Exanthem/i)
    expect(section(n, 'objective')).toMatch(finding)
    expect(section(n, 'plan')).toMatch(stop)
    expect(section(n, 'subjective')).not.toMatch(notHistory)
  })

  it("de: 'Das sieht nach einer Gürtelrose aus' is the impression, its 'aus' no part of it", () => {
    const n = note('de', [
      'Ärztin: Was führt Sie her?',
      'Patientin: Seit drei Tagen brennt es links am Rücken, und jetzt sind da Bläschen.',
      'Ärztin: Fieber?',
      'Patientin: Nein.',
      'Ärztin: Ich schaue mir das an. Gruppierte Bläschen auf gerötetem Grund, links, gürtelförmig.',
      'Ärztin: Das sieht nach einer Gürtelrose aus.',
      'Ärztin: Ich verschreibe Ihnen Valaciclovir 1000 mg dreimal täglich für sieben Tage.',
    ])
    expect(section(n, 'assessment')).toMatch(/^- Verdacht auf Gürtelrose$/m)
  })
})
