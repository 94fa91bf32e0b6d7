import type { Language } from '../../../contract/common'
import {
  type GeneratedSection,
  type GenerationEngine,
  GenerationOverloadedError,
  type GenerationRequest,
  GenerationUnavailableError,
  NOT_DISCUSSED,
  toMarkdown,
} from './engine'

export interface LlmOptions {
  /** Base URL of an OpenAI-compatible API: https://api.openai.com/v1, http://127.0.0.1:11434/v1 (Ollama)… */
  baseUrl: string
  apiKey?: string | undefined
  /** The configured models; a request's model is honoured only when it is one of them. */
  models: string[]
  defaultModel: string
  timeoutMs?: number
  attempts?: number
  backoffMs?: number
}

const LANGUAGE_NAMES: Record<Language, string> = {
  pt: 'European Portuguese',
  en: 'British English',
  de: 'German',
  es: 'Spanish (Spain)',
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** The instructions and the material, as chat messages. */
export function promptMessages(request: GenerationRequest) {
  const marker = NOT_DISCUSSED[request.language]
  const sections = request.template.sections
    .map(
      (s, i) =>
        `${i + 1}. "## ${s.title}": ${s.instruction} Style: ${s.format === 'bullets' ? 'bullet points (lines starting with "- ")' : 'prose'}; ${s.abbreviations ? 'usual clinical abbreviations allowed' : 'no abbreviations'}.`,
    )
    .join('\n')
  const system = [
    `You are Escriba, a clinical documentation assistant. Write the document "${request.template.name}" in ${LANGUAGE_NAMES[request.language]}.`,
    "Use only facts present in the transcript, the structured inputs or the clinician's instruction. Never invent findings, diagnoses, doses or dates; never complete what was not said.",
    `Answer with markdown only: exactly these sections, in this order, each starting with its level-2 heading written exactly as given:\n${sections}`,
    `When nothing was said for a section, write only: ${marker}`,
  ].join('\n\n')
  const inputs = request.inputs.length
    ? request.inputs.map((input) => `- ${input.label}: ${input.value}`).join('\n')
    : '(none)'
  const parts = [`Structured inputs:\n${inputs}`, `Transcript:\n${request.transcript.trim() || '(empty)'}`]
  if (request.previous) parts.push(`Current version of the document:\n${request.previous}`)
  if (request.instruction) parts.push(`The clinician asks for this change: ${request.instruction}`)
  return [
    { role: 'system', content: system },
    { role: 'user', content: parts.join('\n\n') },
  ]
}

/** The answer's sections by heading, matched to the template; undefined for a section the answer lacks. */
export function parseSections(request: GenerationRequest, answer: string): (GeneratedSection | undefined)[] {
  const found = new Map<string, string>()
  const pattern = /^#{1,3}\s+(.+?)\s*#*\s*$/gm
  const headings = [...answer.matchAll(pattern)]
  headings.forEach((match, i) => {
    const start = (match.index ?? 0) + match[0].length
    const end = headings[i + 1]?.index ?? answer.length
    found.set(normalise(match[1]!.replace(/\*\*/g, '')), answer.slice(start, end).trim())
  })
  const marker = NOT_DISCUSSED[request.language]
  return request.template.sections.map((section) => {
    const content = found.get(normalise(section.title))
    if (content === undefined) return undefined
    const empty = content === '' || normalise(content) === normalise(marker)
    return { key: section.key, title: section.title, content: empty ? marker : content, empty }
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type ChatMessage = { role: string; content: string }

/** One chat completion: the assistant message's text, or a Generation*Error saying why there is none. */
export type ChatCompletion = (model: string, temperature: number, messages: ChatMessage[]) => Promise<string>

/**
 * The chat-completions call of any OpenAI-compatible API, with retries (exponential) for answers that may
 * pass later (no answer, 5xx, 408, 429); shared by the generation engine and the assistant.
 */
export function openAiChatCompletion(
  options: Pick<LlmOptions, 'baseUrl' | 'apiKey' | 'timeoutMs' | 'attempts' | 'backoffMs'>,
): ChatCompletion {
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`
  const attempts = options.attempts ?? 3
  const backoffMs = options.backoffMs ?? 1000

  return async function complete(model, temperature, messages) {
    for (let attempt = 1; ; attempt++) {
      let response: Response | undefined
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey
              ? { authorization: `Bearer ${options.apiKey}`, 'api-key': options.apiKey }
              : {}),
          },
          body: JSON.stringify({ model, temperature, messages }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
        })
      } catch {
        response = undefined
      }
      if (response?.ok) {
        const body = (await response.json().catch(() => null)) as {
          choices?: { message?: { content?: string } }[]
        } | null
        const content = body?.choices?.[0]?.message?.content
        if (typeof content === 'string') return content
      } else if (response && response.status < 500 && response.status !== 429 && response.status !== 408) {
        const detail = (await response.text()).slice(0, 300)
        const hint =
          response.status === 401 || response.status === 403
            ? 'check LLM_API_KEY'
            : 'check LLM_URL and LLM_MODELS'
        throw new GenerationUnavailableError(
          `the language model answered ${response.status} (${hint}): ${detail}`,
        )
      }
      if (attempt >= attempts) {
        throw new GenerationOverloadedError(
          response ? `the language model answered ${response.status}` : 'the language model did not answer',
        )
      }
      await sleep(backoffMs * 2 ** (attempt - 1))
    }
  }
}

/** Any OpenAI-compatible chat-completions endpoint: OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp server. */
export function llmGenerationEngine(options: LlmOptions): GenerationEngine {
  const complete = openAiChatCompletion(options)

  return {
    name: 'llm',
    generate: async (request) => {
      const model =
        request.model && options.models.includes(request.model) ? request.model : options.defaultModel
      const temperature = request.temperature ?? 0.2
      const messages = promptMessages(request)
      let sections = parseSections(request, await complete(model, temperature, messages))
      const missing = request.template.sections.filter((_, i) => !sections[i]).map((s) => `## ${s.title}`)
      if (missing.length > 0) {
        // One more try, saying what was missing; then what is still missing is marked, never invented.
        const retry = [
          ...messages,
          {
            role: 'user',
            content: `Your answer lacked these sections: ${missing.join(', ')}. Answer again with every section.`,
          },
        ]
        const again = parseSections(request, await complete(model, temperature, retry))
        sections = sections.map((s, i) => s ?? again[i])
      }
      const complete_ = request.template.sections.map(
        (section, i) =>
          sections[i] ?? {
            key: section.key,
            title: section.title,
            content: NOT_DISCUSSED[request.language],
            empty: true,
          },
      )
      return { markdown: toMarkdown(complete_), sections: complete_ }
    },
  }
}
