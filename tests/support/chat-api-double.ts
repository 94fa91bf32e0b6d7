import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedChat {
  model: string
  temperature: number
  messages: { role: string; content: string }[]
  authorization: string | undefined
}

type Reply = { status: number; body?: unknown; delayMs?: number }

/**
 * A TEST DOUBLE of an external OpenAI-compatible chat-completions API (`POST /v1/chat/completions`) on
 * loopback. It records each request and answers what the test queues, else `answer(request)` as the
 * assistant's message.
 */
export async function startChatApiDouble(answer: (request: ReceivedChat) => string) {
  const received: ReceivedChat[] = []
  const queued: Reply[] = []
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end()
      return
    }
    const body = JSON.parse(Buffer.concat(chunks).toString()) as Omit<ReceivedChat, 'authorization'>
    const request = { ...body, authorization: req.headers.authorization }
    received.push(request)
    const reply = queued.shift() ?? {
      status: 200,
      body: { choices: [{ index: 0, message: { role: 'assistant', content: answer(request) } }] },
    }
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs))
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body ?? {}))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    queue: (...replies: Reply[]) => queued.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** An answer with a `## Title` section for each title the system prompt asks for, each holding `content`. */
export function answerEverySection(request: ReceivedChat, content: (title: string) => string) {
  const system = request.messages.find((m) => m.role === 'system')?.content ?? ''
  const titles = [...system.matchAll(/^\d+\. "## (.+?)":/gm)].map((m) => m[1]!)
  return titles.map((title) => `## ${title}\n\n${content(title)}`).join('\n\n')
}
