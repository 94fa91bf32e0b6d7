import { readFileSync } from 'node:fs'
import { decodeAudioAsync } from '@napi-rs/whisper'
import { LANGUAGES, type Language } from '../contract/common'
import { builtInTypes, localize, sectionDto } from '../server/catalogue/catalogue'
import { loadConfig } from '../server/config'
import type { GenerationEngine, NoteInput } from '../server/engines/generation/engine'
import { extractiveGenerationEngine } from '../server/engines/generation/extractive/engine'
import { reviewEngine } from '../server/engines/review/offline'
import { screenRecord } from '../server/engines/screening/engine'
import { screeningEngineFrom } from '../server/engines/screening/from-config'
import { transcriptionEngineFrom } from '../server/engines/transcription/from-config'
import { noteInputs } from '../server/features/documents/service'
import { splitCriteria } from '../server/features/research/criteria-block'
import {
  explanationText,
  overallText,
  RESEARCH_TEXTS,
  verdictText,
} from '../server/features/research/messages'
import { pdfText } from '../server/features/research/pdf'
import { overallOf } from '../server/features/research/service'
import { transcribeOnce } from '../server/features/transcription/service'
import { flags, runCommands } from './operator'

const stderrLog = {
  info: (obj: object, msg: string) => console.error(`${msg} ${JSON.stringify(obj)}`),
  error: (obj: object, msg: string) => console.error(`${msg} ${JSON.stringify(obj)}`),
}

/** The extractive engine, or the configured LLM engine (LLM_URL, LLM_MODELS…) through the server's factory. */
async function generationEngine(name: string): Promise<GenerationEngine> {
  if (name === 'extractive') return extractiveGenerationEngine()
  if (name !== 'llm') throw new Error('--engine must be extractive or llm')
  // Loaded by path so this command does not depend on the LLM engine's module at build time.
  const factory = '../server/engines/generation/from-config.ts'
  const { generationEngineFrom } = await import(factory)
  const config = loadConfig({ ...process.env, GENERATION_ENGINE: 'llm' }) as { generation?: unknown }
  return generationEngineFrom(config.generation, stderrLog) as GenerationEngine
}

/** A command given files it cannot use: says why and exits 2 (1 is left for the engines' own failures). */
class UnusableInput extends Error {}

function readInput(file: string | undefined, flag: string): string {
  if (!file || file === 'true') throw new UnusableInput(`Name a file: --${flag} FILE`)
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    throw new UnusableInput(
      `--${flag} ${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? error})`,
    )
  }
}

/** Inputs as `[{key, label, value}]`, or as the API takes them: `[{processor_input_id, value}]`. */
function parseInputs(text: string, file: string, language: Language): NoteInput[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new UnusableInput(`--inputs ${file}: not JSON`)
  }
  const shape = 'a JSON array of {"key","label","value"} or of {"processor_input_id","value"}'
  if (!Array.isArray(parsed)) throw new UnusableInput(`--inputs ${file}: expected ${shape}`)
  const rows = parsed as Record<string, unknown>[]
  if (rows.every((r) => typeof r?.processor_input_id === 'string' && typeof r.value === 'string'))
    return noteInputs(rows as { processor_input_id: string; value: string }[], language)
  if (rows.every((r) => typeof r?.key === 'string' && typeof r.value === 'string'))
    return rows.map((r) => ({
      key: r.key as string,
      label: String(r.label ?? r.key),
      value: r.value as string,
    }))
  throw new UnusableInput(`--inputs ${file}: expected ${shape}`)
}

// Escriba's engines on files, outside the web app: `npm run cli -- <command>`. The transcription, generation
// and screening engines add their commands as they arrive.
await runCommands(
  'npm run cli --',
  {
    transcribe: {
      summary:
        'print the text of an audio file: FILE [--language pt|en|de|es] [--engine embedded|openai] [--clean]',
      run: async (args) => {
        const file = args.find((a) => !a.startsWith('--') && !args[args.indexOf(a) - 1]?.startsWith('--'))
        if (!file) throw new Error('Name an audio file: npm run cli -- transcribe visit.wav')
        const f = flags(args)
        const language = (f.language ?? 'pt') as Language
        if (!LANGUAGES.includes(language))
          throw new Error(`--language must be one of ${LANGUAGES.join(', ')}`)
        const config = loadConfig(f.engine ? { ...process.env, TRANSCRIPTION_ENGINE: f.engine } : process.env)
        const engine = transcriptionEngineFrom(config.transcription, stderrLog)
        try {
          const pcm = await decodeAudioAsync(readFileSync(file), file)
          const started = performance.now()
          const text = await transcribeOnce(
            { engine, prompt: config.transcription.prompt },
            { pcm, language, clean: f.clean === 'true' },
          )
          const seconds = (performance.now() - started) / 1000
          console.error(
            `${engine.name}: ${(pcm.length / 16_000).toFixed(1)} s of audio in ${seconds.toFixed(1)} s`,
          )
          console.log(text)
        } finally {
          await engine.close()
        }
      },
    },
    generate: {
      summary:
        'print the note for a transcript: --input dialogue.txt|notes.jsonl [--language pt|en|de|es] [--type general_practice_soap] [--engine extractive|llm]',
      run: async (args) => {
        const f = flags(args)
        if (!f.input || f.input === 'true')
          throw new Error('Name a transcript: npm run cli -- generate --input dialogue.txt --language en')
        const language = (f.language ?? 'pt') as Language
        if (!LANGUAGES.includes(language))
          throw new Error(`--language must be one of ${LANGUAGES.join(', ')}`)
        const type = builtInTypes.get(f.type ?? 'general_practice_soap')
        if (!type) throw new Error(`--type must be one of ${[...builtInTypes.keys()].join(', ')}`)
        const template = {
          name: localize(type.name, language),
          sections: type.main.sections.map((s) => sectionDto(s, language)),
        }
        const engine = await generationEngine(f.engine ?? 'extractive')
        const write = async (transcript: string) =>
          (await engine.generate({ language, transcript, inputs: [], template })).markdown
        const text = readFileSync(f.input, 'utf8')
        if (!f.input.endsWith('.jsonl')) {
          console.log(await write(text))
          return
        }
        // One process for a whole evaluation set: one {"id","dialogue"} in, one {"id","note"} out, per line.
        for (const line of text.split(/\r?\n/)) {
          if (!line.trim()) continue
          const { id, dialogue } = JSON.parse(line) as { id: string; dialogue: string }
          console.log(JSON.stringify({ id, note: await write(dialogue) }))
        }
      },
    },
    screen: {
      summary:
        'print per-criterion verdicts and the final result: --criteria criteria.txt (as a protocol writes them: inclusion and exclusion headings, numbered or bulleted lines, or CI:/CE:/NI:/NE: a line) --patient record.pdf|record.txt [--engine rules|llm] [--language pt|en|de|es (en by default)] [--format json]',
      run: async (args) => {
        const f = flags(args)
        if (!f.criteria || f.criteria === 'true' || !f.patient || f.patient === 'true')
          throw new Error(
            'Name both files: npm run cli -- screen --criteria criteria.txt --patient record.pdf',
          )
        const engineName = f.engine ?? 'rules'
        if (engineName !== 'rules' && engineName !== 'llm') throw new Error('--engine must be rules or llm')
        const language = (f.language ?? 'en') as Language
        if (!LANGUAGES.includes(language))
          throw new Error(`--language must be one of ${LANGUAGES.join(', ')}`)
        const texts = RESEARCH_TEXTS[language]
        const criteria = splitCriteria(readFileSync(f.criteria, 'utf8')).map((c) => ({
          definition: c.definition,
          // A line no heading or prefix typed is read as a critical inclusion, as the form would ask.
          type: c.type ?? 'critical_inclusion',
          needsReview: false,
        }))
        if (criteria.length === 0)
          throw new Error(`${f.criteria} has no criteria: one a line, e.g. "CI: Idade ≥ 18 anos"`)
        const data = readFileSync(f.patient)
        let record = data.toString('utf8')
        if (f.patient.toLowerCase().endsWith('.pdf')) {
          const pdf = await pdfText(data)
          if (!pdf.hasText)
            console.error(`${f.patient}: no extractable text (a scan?); every criterion will be unknown`)
          record = pdf.text
        }
        const config = loadConfig({ ...process.env, SCREENING_ENGINE: engineName })
        const screened = await screenRecord(screeningEngineFrom(config.screening), criteria, record)
        const judged = screened.criteria.map((c, i) => ({
          criterion_id: String(i + 1),
          definition: c.definition,
          type: c.type,
          needs_review: c.needsReview,
          verdict: c.verdict,
          explanation: explanationText(language, c.explanation, c.messages),
          evidence: c.evidence,
        }))
        const out = {
          language,
          criteria: judged.map((c) => ({
            criterion: c.definition,
            type: c.type,
            verdict: c.verdict,
            verdict_label: verdictText(texts, c.type, c.verdict),
            explanation: c.explanation,
            evidence: c.evidence,
          })),
          result: screened.result,
          result_label: texts.final[screened.result],
          overall: overallText(language, overallOf(judged, screened.result)),
        }
        if (f.format === 'json') {
          console.log(JSON.stringify(out, null, 2))
          return
        }
        const short = {
          critical_inclusion: 'CI',
          critical_exclusion: 'CE',
          non_critical_inclusion: 'NI',
          non_critical_exclusion: 'NE',
        }
        for (const c of out.criteria) {
          console.log(`[${short[c.type]}] ${c.verdict_label}: ${c.criterion}`)
          console.log(`          ${c.explanation}`)
          if (c.evidence) console.log(`          « ${c.evidence} »`)
        }
        console.log(`\n${texts.csv.finalResult}: ${out.result_label}\n${out.overall}`)
      },
    },
    check: {
      summary:
        'print what a note states that the consultation does not support, contradicts or leaves out: --transcript FILE --note FILE --language pt|en|de|es [--inputs FILE.json] [--lines]',
      run: async (args) => {
        const f = flags(args)
        try {
          const language = f.language as Language
          if (!LANGUAGES.includes(language))
            throw new UnusableInput(`--language must be one of ${LANGUAGES.join(', ')}`)
          const transcript = readInput(f.transcript, 'transcript')
          const note = readInput(f.note, 'note')
          const inputs = f.inputs ? parseInputs(readInput(f.inputs, 'inputs'), f.inputs, language) : []
          const result = reviewEngine().check({ language, transcript, inputs, note })
          for (const w of result.warnings) console.error(w.text)
          const { findings, warnings, lines } = result
          console.log(
            JSON.stringify(f.lines === 'true' ? { findings, warnings, lines } : { findings, warnings }),
          )
        } catch (error) {
          if (!(error instanceof UnusableInput)) throw error
          console.error(error.message)
          process.exitCode = 2
        }
      },
    },
    config: {
      summary: 'print the configuration the server would start with (secrets masked)',
      run: async () => {
        const config = loadConfig()
        const masked = { ...config, jwtSecret: '•••', errorReportToken: '•••' }
        if (masked.databaseUrl) masked.databaseUrl = masked.databaseUrl.replace(/:[^:@/]+@/, ':•••@')
        console.log(JSON.stringify(masked, null, 2))
      },
    },
  },
  process.argv.slice(2),
)
