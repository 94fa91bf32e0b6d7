import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the double received, as the external API would see it. */
export interface ReceivedTranscription {
  model: string
  language: string
  prompt: string
  responseFormat: string
  fileName: string
  fileType: string
  fileBytes: number
  authorization: string | undefined
}

type Reply = { status: number; body?: unknown; delayMs?: number }

/**
 * A TEST DOUBLE of an external OpenAI-compatible transcription API (`POST /v1/audio/transcriptions`),
 * listening on loopback. It records what it receives and answers what the test queues (a status, a body,
 * a delay), else `{ text: answer(request) }`.
 */
export async function startTranscriptionApiDouble(
  answer: (request: ReceivedTranscription) => string = () => 'ok',
  /** `delayMs`: how long every answer not queued takes, as a real service does. */
  options: { delayMs?: number } = {},
) {
  const received: ReceivedTranscription[] = []
  /** Requests received and not answered yet. */
  let answering = 0
  const queued: Reply[] = []
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }
  const server: Server = createServer(async (req, res) => {
    const body = await read(req)
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"no such route"}}')
      return
    }
    const form = await new Request('http://double/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body,
    }).formData()
    const file = form.get('file') as File | null
    const request: ReceivedTranscription = {
      model: String(form.get('model') ?? ''),
      language: String(form.get('language') ?? ''),
      prompt: String(form.get('prompt') ?? ''),
      responseFormat: String(form.get('response_format') ?? ''),
      fileName: file?.name ?? '',
      fileType: file?.type ?? '',
      fileBytes: file ? (await file.arrayBuffer()).byteLength : 0,
      authorization: req.headers.authorization,
    }
    received.push(request)
    const reply = queued.shift() ?? { status: 200, body: { text: answer(request) }, delayMs: options.delayMs }
    answering++
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs))
    answering--
    if (res.destroyed) return
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body ?? {}))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    /** How many requests are being answered right now. */
    answering: () => answering,
    /** The next answers, in order, before falling back to `answer`. */
    queue: (...replies: Reply[]) => queued.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
