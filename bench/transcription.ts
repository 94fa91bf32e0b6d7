import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Language } from '../contract/common'
import { loadConfig } from '../server/config'
import { embeddedWhisperEngine } from '../server/engines/transcription/embedded'
import type { TranscriptionEngine } from '../server/engines/transcription/engine'
import { openAiTranscriptionEngine } from '../server/engines/transcription/openai'
import { promptFor } from '../server/engines/transcription/prompts'
import { pcmFromWav } from '../server/engines/transcription/wav-pcm'

// Real-time factor of each configured engine on the recorded clips and on long synthetic speech, and word
// error rate against the clips' reference transcripts wherever the model is a real one.
const SPEECH = join(process.cwd(), '../shared/eval-data/speech')
const TEST_MODEL = join(process.cwd(), '../shared/models/for-tests-ggml-tiny.bin')
const silent = { info() {}, error() {} }

interface Clip {
  file: string
  language: Language
  reference: string | null
}

/** The clips of SOURCES.md in our languages, with their reference transcripts. */
function clips(): Clip[] {
  const rows = readFileSync(join(SPEECH, 'SOURCES.md'), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('| ') && l.includes('.wav'))
  return rows.flatMap((row) => {
    const cells = row.split('|').map((c) => c.trim())
    const file = cells[1]?.split(' ')[0] ?? ''
    const language = (/_(pt|en|de|es|fr|it)\.wav$/.exec(file)?.[1] ??
      (file.startsWith('en_') || file === 'picovoice_leopard_test.wav' ? 'en' : '')) as string
    if (!['pt', 'en', 'de', 'es'].includes(language) || !existsSync(join(SPEECH, file))) return []
    const reference = cells[6]?.startsWith('(') ? null : (cells[6] ?? null)
    return [{ file, language: language as Language, reference }]
  })
}

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)

/** Word error rate: word-level edit distance over the reference's length. */
export function wordErrorRate(reference: string, hypothesis: string) {
  const r = words(reference)
  const h = words(hypothesis)
  let previous = Array.from({ length: h.length + 1 }, (_, j) => j)
  for (let i = 1; i <= r.length; i++) {
    const row = [i]
    for (let j = 1; j <= h.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (r[i - 1] === h[j - 1] ? 0 : 1))
    }
    previous = row
  }
  return r.length ? previous[h.length]! / r.length : 0
}

/** About a minute of Portuguese consultation speech from espeak-ng, resampled to 16 kHz with sox. */
function longSpeech(): Float32Array | null {
  try {
    const dir = mkdtempSync(join(tmpdir(), 'escriba-bench-'))
    const text =
      'Bom dia. O que o traz à consulta? Tenho tido dores de cabeça há cerca de duas semanas, sobretudo de manhã. ' +
      'Tem náuseas ou vómitos? Não, mas sinto-me cansado. Está a tomar alguma medicação? Tomo ramipril cinco miligramas por dia. ' +
      'Vamos medir a tensão arterial. Está em cento e cinquenta e dois por noventa e quatro. ' +
      'Vou pedir análises ao sangue e um eletrocardiograma, e voltamos a ver-nos daqui a três semanas. '
    execFileSync('espeak-ng', ['-v', 'pt', '-s', '150', '-w', join(dir, 'a.wav'), text.repeat(3)])
    execFileSync('sox', [join(dir, 'a.wav'), '-r', '16000', '-c', '1', '-b', '16', join(dir, 'b.wav')])
    return pcmFromWav(readFileSync(join(dir, 'b.wav')))
  } catch {
    return null
  }
}

async function measure(name: string, engine: TranscriptionEngine, realModel: boolean) {
  console.log(
    `\n${name}${realModel ? '' : ' (test model without trained weights: speed only, WER not meaningful)'}`,
  )
  const status = await engine.status()
  if (!status.available) {
    console.log(`  unavailable: ${status.reason}`)
    return
  }
  let audio = 0
  let spent = 0
  const errors: number[] = []
  for (const clip of clips()) {
    const pcm = pcmFromWav(readFileSync(join(SPEECH, clip.file)))
    const started = performance.now()
    const text = await engine.transcribe({
      pcm,
      language: clip.language,
      prompt: promptFor('standard', clip.language),
    })
    const seconds = (performance.now() - started) / 1000
    audio += pcm.length / 16_000
    spent += seconds
    const wer = clip.reference && realModel ? wordErrorRate(clip.reference, text) : null
    if (wer !== null) errors.push(wer)
    console.log(
      `  ${clip.file.padEnd(34)} ${(pcm.length / 16_000).toFixed(1).padStart(5)} s  RTF ${(seconds / (pcm.length / 16_000)).toFixed(2)}` +
        (wer !== null ? `  WER ${(wer * 100).toFixed(1)} %` : ''),
    )
  }
  console.log(`  recorded clips: ${audio.toFixed(1)} s of audio, RTF ${(spent / audio).toFixed(2)}`)
  if (errors.length)
    console.log(
      `  mean WER over ${errors.length} clips: ${((errors.reduce((a, b) => a + b, 0) / errors.length) * 100).toFixed(1)} %`,
    )
  const long = longSpeech()
  if (!long) {
    console.log('  long speech: espeak-ng or sox missing, skipped')
    return
  }
  const started = performance.now()
  await engine.transcribe({ pcm: long, language: 'pt', prompt: promptFor('standard', 'pt') })
  const seconds = (performance.now() - started) / 1000
  console.log(
    `  espeak-ng speech: ${(long.length / 16_000).toFixed(1)} s, RTF ${(seconds / (long.length / 16_000)).toFixed(2)}`,
  )
}

const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'escriba-bench-')),
})
const modelPath = existsSync(config.transcription.whisperModelPath)
  ? config.transcription.whisperModelPath
  : TEST_MODEL
const embedded = embeddedWhisperEngine({ model: { path: modelPath }, log: silent })
await measure(`embedded Whisper (${modelPath})`, embedded, modelPath !== TEST_MODEL)
await embedded.close()
if (config.transcription.url) {
  const openai = openAiTranscriptionEngine({
    baseUrl: config.transcription.url,
    apiKey: config.transcription.apiKey,
    model: config.transcription.model,
  })
  await measure(
    `OpenAI-compatible (${config.transcription.url}, ${config.transcription.model})`,
    openai,
    true,
  )
} else {
  console.log('\nOpenAI-compatible: set TRANSCRIPTION_URL (and TRANSCRIPTION_API_KEY) to measure it')
}
