import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { mswServer, TEST_API, testApi } from '../../tests/unit/api-client'
import { sampleTypes } from '../machines/shared/catalogue-samples'
import { createAnnouncements } from './announcements'
import { ApiError } from './api'
import { createAssistant } from './assistant'
import { createGenerate } from './generate'
import { createSupport } from './support'

// The services of issue 12 (assistant, announcements, help articles, one-off generation) over MSW.
const BASE = TEST_API
const server = mswServer()

const api = () => testApi()

describe('assistant service', () => {
  it('asks with the thread when there is one, and reads the run and the thread with their keys', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${BASE}/assistant`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ data: { thread_key: 't-1', run_key: 'r-1' } }, { status: 202 })
      }),
      http.get(`${BASE}/assistant/run`, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams)
        expect(query).toEqual({ assistant_key: 'clinical-writing', thread_key: 't-1', run_key: 'r-1' })
        return HttpResponse.json({ data: { status: 'completed', reply: 'Olá', error: null } })
      }),
      http.get(`${BASE}/assistant/thread`, () =>
        HttpResponse.json({
          data: {
            thread_key: 't-1',
            messages: [{ role: 'user', content: 'Olá', created_at: '2026-01-01T00:00:00.000Z' }],
            open_run_key: null,
          },
        }),
      ),
    )
    const assistant = createAssistant(api())
    expect(
      await assistant.ask({ message: 'Olá', assistantKey: 'clinical-writing', threadKey: null }),
    ).toEqual({
      threadKey: 't-1',
      runKey: 'r-1',
    })
    await assistant.ask({ message: 'E agora?', assistantKey: 'clinical-writing', threadKey: 't-1' })
    expect(bodies).toEqual([
      { message: 'Olá', assistant_key: 'clinical-writing' },
      { message: 'E agora?', assistant_key: 'clinical-writing', thread_key: 't-1' },
    ])
    expect(
      await assistant.run({ assistantKey: 'clinical-writing', threadKey: 't-1', runKey: 'r-1' }),
    ).toEqual({
      status: 'completed',
      reply: 'Olá',
      error: null,
    })
    expect(await assistant.thread({ assistantKey: 'clinical-writing', threadKey: 't-1' })).toMatchObject({
      threadKey: 't-1',
      openRunKey: null,
      messages: [{ role: 'user', content: 'Olá' }],
    })
  })

  it('hands the not-configured answer over as an ApiError with its field', async () => {
    server.use(
      http.post(`${BASE}/assistant`, () =>
        HttpResponse.json(
          {
            error: { code: 'unavailable', message: 'no model', fields: { assistant_key: 'not_configured' } },
          },
          { status: 503 },
        ),
      ),
    )
    const error = await createAssistant(api())
      .ask({ message: 'Olá', assistantKey: 'clinical-writing', threadKey: null })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).body?.error.fields).toEqual({ assistant_key: 'not_configured' })
  })
})

describe('announcements and help articles services', () => {
  it('reads the announcements shown now and searches the articles with the query trimmed', async () => {
    let query: string | null = null
    server.use(
      http.get(`${BASE}/v1/announcements`, () =>
        HttpResponse.json({
          data: {
            d_announcements: [
              {
                id: 'a-1',
                title: 'Novo',
                body: 'Texto',
                language: 'pt',
                starts_at: '2026-01-01T00:00:00.000Z',
                ends_at: null,
              },
            ],
          },
        }),
      ),
      http.get(`${BASE}/v1/support/articles`, ({ request }) => {
        query = new URL(request.url).searchParams.get('q')
        return HttpResponse.json({
          data: { d_articles: [{ slug: 'mobile-mode', title: 'Modo móvel', summary: 's' }] },
        })
      }),
      http.get(`${BASE}/v1/support/articles/mobile-mode`, () =>
        HttpResponse.json({
          data: {
            d_article: {
              slug: 'mobile-mode',
              title: 'Modo móvel',
              summary: 's',
              body: 'b',
              language: 'pt',
              related: [],
            },
          },
        }),
      ),
    )
    expect((await createAnnouncements(api()).current())[0]?.title).toBe('Novo')
    expect((await createSupport(api()).search('  modo móvel ')).map((a) => a.slug)).toEqual(['mobile-mode'])
    expect(query).toBe('modo móvel')
    expect((await createSupport(api()).article('mobile-mode')).body).toBe('b')
  })
})

describe('one-off generation service', () => {
  it('names a prompt by a consultation type or a selectable document, and posts the payload', async () => {
    const type = sampleTypes[0]!
    let posted: unknown = null
    server.use(
      http.get(`${BASE}/v1/consultation_types`, () =>
        HttpResponse.json({ data: { d_consultation_types: sampleTypes } }),
      ),
      http.post(`${BASE}/generate`, async ({ request }) => {
        posted = await request.json()
        return HttpResponse.json({ data: { text: '## Nota' } })
      }),
    )
    const generate = createGenerate(api())
    expect(await generate.prompt(type.id)).toMatchObject({ id: type.id, name: type.name, kind: 'type' })
    expect(await generate.prompt('referral_letter')).toMatchObject({
      id: 'referral_letter',
      kind: 'document',
    })
    expect(await generate.prompt('nothing')).toBeNull()
    expect(await generate.generate({ prompt: type.id, data: { text: 'Tosse.' } })).toBe('## Nota')
    expect(posted).toEqual({ data: { text: 'Tosse.' }, template: type.id })
  })
})
