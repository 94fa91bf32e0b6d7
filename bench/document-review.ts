// The review in the product: what checking every version costs the note. A 30-minute consultation (ACI-Bench
// validation dialogues joined to about 4,500 words) is typed into a consultation on the real server (PGlite,
// offline engines); printed, as medians: the generation job from request to ready note (writing, checking,
// storing), the markdown save (checked in the request), reading the document and its session (with the
// review's size), and the sign-off; beside them the check alone on the same texts. Target: the check adds
// well under a second to the note.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { GeneratedDocument } from '../contract/consultations'
import { reviewEngine } from '../server/engines/review/offline'
import { startServer } from '../tests/e2e/harness'
import { call, newConsultation, signedIn } from './server-client'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const DIALOGUES = path.resolve('../shared/eval-data/aci-bench/challenge_data_json/valid.json')

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** About 4,500 words of validation dialogues, one after the other. */
function thirtyMinutes(): string {
  const dialogues = (JSON.parse(readFileSync(DIALOGUES, 'utf8')) as { data: { src: string }[] }).data
  const parts: string[] = []
  let words = 0
  for (const dialogue of dialogues) {
    if (words >= 4_500) break
    parts.push(dialogue.src)
    words += dialogue.src.split(/\s+/).length
  }
  return parts.join('\n')
}

const transcript = thirtyMinutes()
const server = await startServer()
try {
  const auth = await signedIn(server)
  const session = await newConsultation(server, auth)
  const base = `/v1/consultation_sessions/${session.id}`
  await call(server, auth, 'PUT', `${base}/transcription`, { transcription: transcript })
  const documentUrl = (id: string) => `${base}/generated_documents/${id}`
  const getDocument = (id: string) =>
    call<{ d_generated_document: GeneratedDocument }>(server, auth, 'GET', documentUrl(id)).then(
      (answer) => answer.d_generated_document,
    )

  // The job: asked for, polled every 20 ms until the version is ready.
  const generation: number[] = []
  let document: GeneratedDocument | undefined
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now()
    const { d_generated_document: asked } = await call<{ d_generated_document: GeneratedDocument }>(
      server,
      auth,
      'POST',
      `${base}/generated_documents/main`,
      {},
    )
    do {
      await sleep(20)
      document = await getDocument(asked.id)
    } while (document.status !== 'ready' || document.version <= asked.version)
    generation.push(performance.now() - started)
  }
  const note = document!

  // The markdown save: the clinician's text checked in the request.
  const saves: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const form = new FormData()
    form.append('requested_changes[markdown]', `${note.content}\n\nReviewed with the patient (${run}).`)
    const started = performance.now()
    const response = await fetch(`${server.baseUrl}${documentUrl(note.id)}/regenerate`, {
      method: 'POST',
      headers: auth,
      body: form,
    })
    if (!response.ok) throw new Error(`the markdown save answered ${response.status}`)
    await response.json()
    saves.push(performance.now() - started)
  }

  // Reading: the document (its review carries the text it read) and its session (which carries the text).
  const reads: number[] = []
  let documentBytes = 0
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now()
    const response = await fetch(`${server.baseUrl}${documentUrl(note.id)}`, { headers: auth })
    documentBytes = (await response.text()).length
    reads.push(performance.now() - started)
  }
  const sessionBytes = (await (await fetch(`${server.baseUrl}${base}`, { headers: auth })).text()).length
  const current = await getDocument(note.id)
  const reviewBytes = JSON.stringify(current.review).length

  const signing: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now()
    await call(server, auth, 'POST', `${documentUrl(note.id)}/signoff`, { version: current.version })
    signing.push(performance.now() - started)
  }

  // The check alone, in this process, on the same consultation and note.
  const engine = reviewEngine()
  const alone: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now()
    engine.check({ language: 'en', transcript, inputs: [], note: current.content ?? '' })
    alone.push(performance.now() - started)
  }

  const ms = (values: number[]) => `${median(values).toFixed(0)} ms`
  console.log(
    `30-minute consultation: ${transcript.split(/\s+/).length} words; note of ${current.content?.length} characters, ` +
      `${current.review?.lines.length} lines, ${current.review?.findings.length} findings; medians of ${RUNS}`,
  )
  console.log(`  check alone:                 ${ms(alone)}  target well under 1 s`)
  console.log(`  generation job (to ready):   ${ms(generation)}  (writing, checking, storing, 20 ms polls)`)
  console.log(`  markdown save (checked):     ${ms(saves)}`)
  console.log(`  read the document:           ${ms(reads)}  ${(documentBytes / 1024).toFixed(0)} KB`)
  console.log(
    `  the review inside it:        ${(reviewBytes / 1024).toFixed(0)} KB; the session with it: ${(sessionBytes / 1024).toFixed(0)} KB (the text it read not repeated)`,
  )
  console.log(`  sign-off:                    ${ms(signing)}`)
} finally {
  await server.stop()
}
