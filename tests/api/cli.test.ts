import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runScript } from '../support/run-script'
import { SPEECH_DIR } from '../support/speech'
import { speechApiForSuite, TEST_WHISPER_MODEL } from './test-app'

/** Runs `npm run cli -- …` as an operator would, with its own environment. */
function cli(args: string[], env: Record<string, string>) {
  return runScript('scripts/cli.ts', args, {
    env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'escriba-cli-')), ...env },
  })
}

describe('npm run cli -- transcribe', () => {
  const api = speechApiForSuite('And so my fellow Americans.')
  const clip = join(SPEECH_DIR, 'en_jfk.wav')

  it('prints the text with the embedded engine', async () => {
    const run = await cli(['transcribe', clip, '--language', 'en'], {
      WHISPER_MODEL_PATH: TEST_WHISPER_MODEL,
      WHISPER_MODEL_URL: '',
    })
    expect(run.code).toBe(0)
    expect(run.stderr).toMatch(/embedded: 11\.0 s of audio in [\d.]+ s/)
  }, 60_000)

  it('prints the text with an OpenAI-compatible engine (a loopback test double of the external API)', async () => {
    const run = await cli(['transcribe', clip, '--language', 'en', '--engine', 'openai'], {
      TRANSCRIPTION_URL: api.baseUrl,
    })
    expect(run.code).toBe(0)
    expect(run.stdout.trim()).toBe('And so my fellow Americans.')
    expect(api.received.at(-1)!.language).toBe('en')
  }, 60_000)

  it('says what is wrong without a file or with no engine', async () => {
    const missing = await cli(['transcribe'], {})
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/Name an audio file/)
    const noModel = await cli(['transcribe', clip], {
      WHISPER_MODEL_PATH: '/nonexistent/ggml.bin',
      WHISPER_MODEL_URL: '',
    })
    expect(noModel.code).toBe(1)
    expect(noModel.stderr).toMatch(/transcription engine unavailable/)
  }, 60_000)
})
