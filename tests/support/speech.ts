import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Real recordings (16 kHz mono 16-bit WAV) shipped beside the repository in shared/eval-data/speech. */
export const SPEECH_DIR = join(process.cwd(), '../shared/eval-data/speech')

export function speechClips() {
  const files = readdirSync(SPEECH_DIR)
    .filter((f) => f.endsWith('.wav'))
    .sort()
  if (files.length === 0) throw new Error(`no speech clips in ${SPEECH_DIR}`)
  return files.map((name) => ({ name, wav: readFileSync(join(SPEECH_DIR, name)) }))
}
