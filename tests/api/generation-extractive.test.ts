import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Language } from '../../contract/common'
import { builtInTypes, sectionDto } from '../../server/catalogue/catalogue'
import { MEASURES, measureWords, normaliseMeasurements } from '../../server/engines/clinical/measurements'
import type { GeneratedNote, GenerationRequest, NoteInput } from '../../server/engines/generation/engine'
import { extractiveGenerationEngine } from '../../server/engines/generation/extractive/engine'

const engine = extractiveGenerationEngine()
const soap = (language: Language) =>
  builtInTypes.get('general_practice_soap')!.main.sections.map((s) => sectionDto(s, language))

const request = (language: Language, transcript: string, inputs: NoteInput[] = []): GenerationRequest => ({
  language,
  transcript,
  inputs,
  template: { name: 'note', sections: soap(language) },
})

const section = (note: GeneratedNote, key: string) => note.sections.find((s) => s.key === key)!

/**
 * The words the engine may write that were not said: third-person pronouns and verb forms, contractions
 * spelt out ('gon na' → 'going to'), 'denies' and 'reports', the words of certainty and of the practice the
 * clinician's first person becomes ('likely', 'unlikely that', 'call the office', 'follow up', 'Wiedervorstellung'),
 * and the names of measurements and units. Everything else in a note must come from the input.
 */
const REWRITES: Record<Language, string[]> = {
  en: 'she he her his him hers herself himself themselves the patient patient has does is was am are have will would not cannot going want kind sort because denies reports bpm mmhg probable possible allergy no known allergies do likely unlikely that concern reviewed monitor how follow up office call discussed rule out need for any to noted before their review previously recorded refer advised radiation on pressure over'.split(
    ' ',
  ),
  pt: 'tem toma nega refere sente seu sua seus suas consigo lhe mmhg bpm provável possível alergia sem alergias conhecidas reavaliar realiza-se registo anterior pouco enviar marcar irradiação pressão'.split(
    ' ',
  ),
  es: 'tiene toma niega refiere siente su sus consigo le lpm mmhg probable posible alergia sin alergias conocidas revisión realiza se registro previo poco derivar irradiación presión'.split(
    ' ',
  ),
  de: 'er sie ihm ihr sein seine der patient hat nimmt ist sich verneint gibt an min mmhg verdacht auf allergie keine bekannten allergien nötig wiedervorstellung überweisung blutabnahme erneuter hausbesuch weglassen zuvor dokumentiert empfohlen mitgegeben unwahrscheinlich kann sollte muss darf druck keine ausstrahlung'.split(
    ' ',
  ),
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? []

/**
 * The note's words that appear nowhere in the input. The input is taken as said and as normalised (spoken
 * numbers as digits, units as symbols, blood pressure as systolic/diastolic), the engine's only rewrites
 * besides the third person; an English verb may gain the third person's -s.
 */
function unsupported(note: GeneratedNote, req: GenerationRequest): string[] {
  const source = [
    req.transcript,
    req.instruction ?? '',
    req.previous ?? '',
    ...req.inputs.flatMap((i) => [i.label, i.value]),
  ]
    .join('\n')
    .split('\n')
  const allowed = new Set([
    ...source.flatMap((l) => [...wordsOf(l), ...wordsOf(normaliseMeasurements(l, req.language))]),
    ...REWRITES[req.language],
    ...MEASURES.flatMap((m) => {
      const names = measureWords[req.language][m]
      return [...wordsOf(names.full), ...wordsOf(names.short)]
    }),
    ...note.sections.filter((s) => s.empty).flatMap((s) => wordsOf(s.content)),
  ])
  const body = note.sections.flatMap((s) => wordsOf(s.content))
  return body.filter((w) => {
    if (allowed.has(w) || (w.length < 3 && !/\d/.test(w))) return false
    // A German first-person verb written as its infinitive ('erhöhe' → 'erhöhen').
    if (req.language === 'de' && /n$/.test(w) && allowed.has(w.slice(0, -1))) return false
    if (req.language === 'en' && /s$/.test(w))
      return !(
        allowed.has(w.slice(0, -1)) ||
        allowed.has(w.slice(0, -2)) ||
        allowed.has(`${w.slice(0, -3)}y`)
      )
    return true
  })
}

function expectWellFormed(note: GeneratedNote, req: GenerationRequest) {
  const titles = [...note.markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1])
  expect(titles).toEqual(req.template.sections.map((s) => s.title))
  expect(note.sections.map((s) => s.key)).toEqual(req.template.sections.map((s) => s.key))
  for (const [i, s] of note.sections.entries()) {
    if (!s.empty && req.template.sections[i]!.format === 'bullets')
      for (const line of s.content.split('\n')) expect(line).toMatch(/^- \S/)
    if (req.template.sections[i]!.format === 'prose') expect(s.content).not.toMatch(/^- /m)
  }
  expect(unsupported(note, req)).toEqual([])
}

const consultations: Record<
  Language,
  { transcript: string; marker: string; expect: Record<string, (string | RegExp)[]> }
> = {
  en: {
    transcript: `Doctor: Good morning, Mrs. Smith. What brings you in today?
Patient: I've had a cough and a sore throat for about five days.
Doctor: Have you had any fever?
Patient: No.
Doctor: Do you smoke?
Patient: I smoke about ten cigarettes a day.
Doctor: What medications are you taking?
Patient: I take metformin five hundred milligrams twice a day for my diabetes.
Doctor: Okay, let me examine you. Your blood pressure is one forty over ninety and your heart rate is eighty eight. Your temperature is thirty seven point two degrees.
Doctor: On exam your throat is red and your lungs are clear.
Doctor: Your last hemoglobin A1c was seven point five percent.
Doctor: So my assessment is that you have a viral upper respiratory infection.
Doctor: I want you to take paracetamol one gram every eight hours as needed and drink plenty of fluids.
Doctor: Let's follow up in three months to check your diabetes.
Patient: Thank you, doctor.`,
    marker: 'Not discussed.',
    expect: {
      reason_for_visit: ['cough and a sore throat for about 5 days'],
      subjective: ['Denies fever', /^She has had a cough/],
      social_history: ['She smokes about 10 cigarettes a day'],
      medication: ['- Metformin 500 mg twice a day'],
      objective: ['BP 140/90 mmHg', 'HR 88 bpm', 'T 37.2 °C', 'HbA1c 7.5%', 'her throat is red'],
      assessment: ['Viral upper respiratory infection'],
      plan: ['paracetamol 1 g every 8 hours as needed', 'Follow up in 3 months'],
    },
  },
  pt: {
    transcript: `Médico: Bom dia, o que o traz cá hoje?
Doente: Tenho dores no joelho direito há duas semanas.
Médico: Teve febre?
Doente: Não.
Médico: Toma alguma medicação?
Doente: Tomo metformina mil miligramas duas vezes por dia e lisinopril vinte miligramas de manhã.
Médico: Vou examinar o joelho. A tensão arterial está cento e quarenta por noventa. O peso é oitenta e dois quilos.
Médico: Ao exame o joelho direito tem derrame e dor à palpação da interlinha interna.
Médico: A hemoglobina glicada das últimas análises foi sete vírgula dois por cento.
Médico: Parece-me uma lesão do menisco interno.
Médico: Vou receitar ibuprofeno quatrocentos miligramas de oito em oito horas durante cinco dias e pedir uma ressonância.
Médico: Próxima consulta daqui a três semanas.
Doente: Obrigado, senhor doutor.`,
    marker: 'Não abordado.',
    expect: {
      reason_for_visit: ['Tem dores no joelho direito há 2 semanas.'],
      subjective: ['Nega febre.'],
      medication: ['- Metformina 1000 mg 2 vezes por dia', '- Lisinopril 20 mg'],
      objective: ['PA 140/90 mmHg', 'Peso 82 kg', 'HbA1c 7,2%', 'derrame e dor à palpação'],
      assessment: ['lesão do menisco interno'],
      plan: ['ibuprofeno 400 mg de 8 em 8 horas durante 5 dias', 'daqui a 3 semanas'],
    },
  },
  de: {
    transcript: `Arzt: Guten Tag, Herr Müller. Was führt Sie zu mir?
Patient: Ich habe seit drei Tagen Kopfschmerzen und mir ist schwindelig.
Arzt: Haben Sie Fieber?
Patient: Nein.
Arzt: Nehmen Sie Medikamente?
Patient: Ich nehme Ramipril fünf Milligramm einmal täglich.
Arzt: Ich untersuche Sie jetzt. Der Blutdruck liegt bei hundertsechzig zu hundert. Der Puls ist zweiundachtzig.
Arzt: Bei der Untersuchung ist der neurologische Befund unauffällig.
Arzt: Ich denke, der Blutdruck ist nicht gut eingestellt.
Arzt: Ich erhöhe Ramipril auf zehn Milligramm einmal täglich.
Arzt: Wiedervorstellung in zwei Wochen zur Blutdruckkontrolle.
Patient: Danke.`,
    marker: 'Nicht erhoben.',
    expect: {
      subjective: ['Er hat seit 3 Tagen Kopfschmerzen und ihm ist schwindelig.', 'Verneint Fieber.'],
      medication: ['- Ramipril 5 mg einmal täglich'],
      objective: ['RR 160/100 mmHg', 'HF 82/min', 'neurologische Befund unauffällig'],
      assessment: ['nicht gut eingestellt'],
      plan: ['Ramipril auf 10 mg einmal täglich', 'Wiedervorstellung in 2 Wochen'],
    },
  },
  es: {
    transcript: `Médico: Buenos días, ¿qué le trae por aquí?
Paciente: Me duele la espalda desde hace una semana.
Médico: ¿Ha tenido fiebre?
Paciente: No.
Médico: ¿Toma algún medicamento?
Paciente: Tomo atorvastatina veinte miligramos por la noche.
Médico: Vamos a explorarle. La tensión arterial es ciento treinta por ochenta y cinco. La saturación es noventa y siete por ciento.
Médico: A la exploración hay contractura paravertebral lumbar y dolor a la palpación.
Médico: Creo que tiene una lumbalgia mecánica.
Médico: Voy a pautar ibuprofeno seiscientos miligramos cada ocho horas durante cinco días.
Médico: Revisión en dos semanas si no mejora.
Paciente: Muchas gracias.`,
    marker: 'No consta.',
    expect: {
      reason_for_visit: ['Le duele la espalda desde hace una semana.'],
      subjective: ['Niega fiebre.'],
      medication: ['- Atorvastatina 20 mg por la noche'],
      objective: ['PA 130/85 mmHg', 'SpO2 97%', 'contractura paravertebral lumbar'],
      assessment: ['lumbalgia mecánica'],
      plan: ['ibuprofeno 600 mg cada 8 horas durante 5 días', 'Revisión en 2 semanas'],
    },
  },
}

describe('extractive generation engine', () => {
  for (const [language, c] of Object.entries(consultations) as [Language, (typeof consultations)['en']][]) {
    describe(language, () => {
      const req = request(language, c.transcript)

      it('writes every template section in order, each from the consultation and nothing else', async () => {
        expectWellFormed(await engine.generate(req), req)
      })

      it('recognises vitals, medications, the assessment and the follow-up', async () => {
        const note = await engine.generate(req)
        for (const [key, expected] of Object.entries(c.expect))
          for (const e of expected) expect(section(note, key).content).toMatch(e)
      })

      it('marks the sections the consultation never touched', async () => {
        const note = await engine.generate(req)
        for (const key of ['allergies', 'family_history', 'past_history']) {
          expect(section(note, key)).toMatchObject({ empty: true, content: c.marker })
        }
        expect(note.sections.filter((s) => !s.empty).length).toBeGreaterThanOrEqual(6)
      })
    })
  }

  it('writes the structured inputs where they belong, preferring them to what was heard', async () => {
    const req = request('en', consultations.en.transcript, [
      { key: 'bloodpressure', label: 'Blood pressure', value: '142/88 mmHg' },
      { key: 'hemoglobinac', label: 'HbA1c', value: '7.9 %' },
      {
        key: 'medication',
        label: 'Current medication',
        value: 'Amlodipine 5 mg once daily\nAtorvastatin 20 mg',
      },
      { key: 'next_consultation_date', label: 'Next consultation', value: '2025-06-01' },
      {
        key: 'previous_consultation',
        label: 'Previous consultation',
        value: 'Hypertension diagnosed in 2015.',
      },
      { key: 'extra_text', label: 'Other notes', value: 'Allergic to penicillin.' },
    ])
    const note = await engine.generate(req)
    expectWellFormed(note, req)
    expect(section(note, 'objective').content).toContain('Blood pressure: 142/88 mmHg')
    expect(section(note, 'objective').content).not.toContain('BP 140/90 mmHg')
    expect(section(note, 'objective').content).toContain('HbA1c: 7.9 %')
    expect(section(note, 'medication').content).toContain(
      '- Amlodipine 5 mg once daily\n- Atorvastatin 20 mg',
    )
    expect(section(note, 'medication').content).toContain('Metformin 500 mg twice a day')
    expect(section(note, 'plan').content).toContain('Next consultation: 2025-06-01')
    expect(section(note, 'past_history').content).toBe('- Hypertension diagnosed in 2015.')
    expect(section(note, 'allergies')).toMatchObject({ empty: false, content: '- Allergic to penicillin.' })
  })

  it('free text without speaker labels is read as a dictation', async () => {
    const req = request(
      'pt',
      'Doente de 60 anos vem por controlo da hipertensão. Tensão arterial 15/9. Mantém amlodipina 5 mg. Próxima consulta daqui a seis meses.',
    )
    const note = await engine.generate(req)
    expectWellFormed(note, req)
    expect(section(note, 'reason_for_visit').content).toBe('Controlo da hipertensão.')
    // Said in cmHg, as Portuguese clinicians do: kept as said rather than converted.
    expect(section(note, 'objective').content).toContain('PA 15/9')
    expect(section(note, 'plan').content).toContain('daqui a 6 meses')
  })

  it('regenerates on the previous version: keeps it, removes what it is told to, places added text', async () => {
    const first = await engine.generate(request('en', consultations.en.transcript))
    const req = {
      ...request('en', consultations.en.transcript),
      previous: first.markdown,
      instruction:
        'Remove paracetamol. Add to allergies: penicillin causes a rash. Add to the social history: smokes since age 20.',
    }
    const note = await engine.generate(req)
    expectWellFormed(note, req)
    expect(section(note, 'plan').content).not.toContain('paracetamol')
    expect(section(note, 'plan').content).toContain('Follow up in 3 months')
    expect(section(note, 'allergies')).toMatchObject({ empty: false, content: '- Penicillin causes a rash' })
    expect(section(note, 'social_history').content).toContain('- Smokes since age 20')
    expect(section(note, 'subjective').content).toBe(section(first, 'subjective').content)
  })

  it('keeps a clinician’s edit of the previous version', async () => {
    const first = await engine.generate(request('es', consultations.es.transcript))
    const assessment = section(first, 'assessment').content
    expect(assessment).toContain('lumbalgia mecánica')
    const edited = first.markdown.replace(assessment, '- Lumbalgia mecánica sin irradiación.')
    const req = {
      ...request('es', consultations.es.transcript),
      previous: edited,
      instruction: 'Quitar la SpO2.',
    }
    const note = await engine.generate(req)
    expect(section(note, 'assessment').content).toBe('- Lumbalgia mecánica sin irradiación.')
    expect(section(note, 'objective').content).not.toMatch(/SpO2|saturación/i)
    expect(section(note, 'objective').content).toContain('PA 130/85 mmHg')
  })
})

// --- ACI-Bench training dialogues: the engine runs on real, long, sometimes mislabelled consultations. ---

const TRAIN = join(process.cwd(), '../shared/eval-data/aci-bench/challenge_data/train.csv')

/** A CSV reader for quoted fields with doubled quotes and newlines inside, as the ACI-Bench files have. */
function readCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [[]]
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (!quoted && c === ',') {
      rows[rows.length - 1]!.push(field)
      field = ''
    } else if (!quoted && c === '\n') {
      rows[rows.length - 1]!.push(field)
      rows.push([])
      field = ''
    } else if (!(c === '\r' && !quoted)) field += c
  }
  if (field) rows[rows.length - 1]!.push(field)
  const [header, ...body] = rows.filter((r) => r.length > 1)
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])))
}

describe.skipIf(!existsSync(TRAIN))('extractive engine on ACI-Bench training dialogues', () => {
  const rows = existsSync(TRAIN) ? readCsv(readFileSync(TRAIN, 'utf8')) : []

  it('reads the training split', () => {
    expect(rows).toHaveLength(67)
    expect(rows[0]!.dialogue).toMatch(/^\[doctor\]/)
  })

  for (const index of [0, 25, 40, 60]) {
    it(`fills the SOAP sections of encounter ${index + 1} from its dialogue alone`, async () => {
      const row = rows[index]!
      const req = request('en', row.dialogue!)
      const note = await engine.generate(req)
      expectWellFormed(note, req)
      for (const key of ['subjective', 'objective', 'plan']) expect(section(note, key).empty).toBe(false)
      expect(note.markdown).not.toMatch(/\[(?:doctor|patient)\]/)
      expect(note.markdown.length).toBeLessThan(row.dialogue!.length)
    })
  }
})

describe('npm run cli -- generate', () => {
  const dir = mkdtempSync(join(tmpdir(), 'escriba-generate-'))
  const cli = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', 'generate', ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dir },
    })

  it('prints the note of a transcript file as markdown', () => {
    const file = join(dir, 'dialogue.txt')
    writeFileSync(file, consultations.de.transcript)
    const run = cli(['--input', file, '--language', 'de'])
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('## Dauermedikation\n\n- Ramipril 5 mg einmal täglich')
  })

  it('writes one {id, note} line per {id, dialogue} line of a .jsonl file', () => {
    const file = join(dir, 'notes.jsonl')
    writeFileSync(
      file,
      ['en', 'pt']
        .map((id) => JSON.stringify({ id, dialogue: consultations[id as Language].transcript }))
        .join('\n'),
    )
    const run = cli(['--input', file, '--language', 'en', '--type', 'chronic_follow_up'])
    expect(run.status).toBe(0)
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string; note: string })
    expect(lines.map((l) => l.id)).toEqual(['en', 'pt'])
    expect(lines[0]!.note).toMatch(/^## Progress since last review\n/)
    expect(lines[0]!.note).toContain('## Control parameters\n\n- BP 140/90 mmHg')
  })

  it('refuses an unknown consultation type', () => {
    const file = join(dir, 'dialogue.txt')
    const run = cli(['--input', file, '--type', 'nope'])
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('--type must be one of general_practice_soap')
  })
})
