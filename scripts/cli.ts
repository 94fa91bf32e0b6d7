import { readFileSync } from 'node:fs'
import { decodeAudioAsync } from '@napi-rs/whisper'
import { LANGUAGES, type Language } from '../contract/common'
import { loadConfig } from '../server/config'
import { transcriptionEngineFrom } from '../server/engines/transcription/from-config'
import { transcribeOnce } from '../server/features/transcription/service'
import { flags, runCommands } from './operator'

const stderrLog = {
  info: (obj: object, msg: string) => console.error(`${msg} ${JSON.stringify(obj)}`),
  error: (obj: object, msg: string) => console.error(`${msg} ${JSON.stringify(obj)}`),
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
