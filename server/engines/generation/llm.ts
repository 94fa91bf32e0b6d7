import type { DocumentSection } from '../../../contract/catalogue'
import type { Language } from '../../../contract/common'
import type { DocumentNotice } from '../../../contract/consultations'
import type { EngineReadiness } from '../transcription/engine'
import {
  type GeneratedNote,
  type GeneratedSection,
  type GenerationEngine,
  GenerationOverloadedError,
  type GenerationRequest,
  GenerationUnavailableError,
  NOT_DISCUSSED,
  toMarkdown,
} from './engine'
import { PACKS } from './extractive/engine'
import { familiesOf, familyNamed } from './extractive/sections'

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

/** What the answer says about the template's sections, and what it says under headings of its own. */
export interface ReadAnswer {
  /** Each template section's text, or undefined when the answer has no heading for it. */
  sections: (GeneratedSection | undefined)[]
  /** Text under headings that match no section (or under none at all), kept as the model wrote it. */
  kept: { title: string | null; content: string }[]
  /** Whether some heading matched a section only nearly (another case, numbering, bold, a synonym). */
  mapped: boolean
}

const PACK_LIST = Object.values(PACKS)

/** A heading's words without numbering, a leading section letter ('S — '), markdown or a trailing colon. */
const bare = (heading: string) =>
  normalise(heading.replace(/[*_`]/g, '').replace(/^\s*(?:\d+|[ivx]+)[.)]\s*/i, '')).replace(
    /^[a-z] (?=\S+)/,
    '',
  )

/**
 * Which template section a heading names: exactly, or nearly (case, accents, numbering, colon, bold, a
 * section letter), by the words of its title, or by what it is about in any of the four languages
 * ('Plan', 'Plano terapêutico', 'Procedere'). -1 when none.
 */
function sectionFor(heading: string, sections: DocumentSection[], language: Language) {
  const exact = sections.findIndex((s) => normalise(s.title) === normalise(heading.replace(/\*\*/g, '')))
  if (exact >= 0) return { index: exact, exact: true }
  const wanted = bare(heading)
  if (!wanted) return { index: -1, exact: false }
  const near = sections.findIndex(
    (s) => bare(s.title) === wanted || normalise(s.key.replace(/_/g, ' ')) === wanted,
  )
  if (near >= 0) return { index: near, exact: false }
  const words = wanted.split(' ')
  const containing = sections.filter((s) => {
    const title = bare(s.title).split(' ')
    return words.every((w) => title.includes(w)) || title.every((w) => words.includes(w))
  })
  if (containing.length === 1) return { index: sections.indexOf(containing[0]!), exact: false }
  const family = words.length <= 4 ? familyNamed(heading, [PACKS[language], ...PACK_LIST]) : null
  const index = family ? sections.findIndex((s) => familiesOf(s, PACKS[language]).includes(family)) : -1
  if (index >= 0) return { index, exact: false }
  return { index: -1, exact: false }
}

const MARKDOWN_HEADING = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/

/**
 * A line that opens a section: a markdown heading; in an answer without any, also a bold line, or a line
 * naming a section ('Plano:', '2. Plano'). Among markdown headings, 'Medicação: paracetamol' is content: a
 * plan to start a medicine must not move to the current medication.
 */
function headingOf(line: string, sections: DocumentSection[], language: Language, markdownOnly: boolean) {
  const markdown = MARKDOWN_HEADING.exec(line)
  if (markdown) return { title: markdown[1]!.replace(/^\*\*(.+)\*\*$/, '$1').trim(), rest: '' }
  if (markdownOnly) return null
  const bold = /^\s*(?:\*\*|__)([^*_]{2,80}?)(?:\*\*|__)\s*:?\s*(.*)$/.exec(line)
  if (bold) {
    const title = bold[1]!.replace(/:\s*$/, '').trim()
    // A bold line alone is a heading; bold words leading a sentence are one only when they name a section.
    if (!bold[2] || sectionFor(title, sections, language).index >= 0) return { title, rest: bold[2] ?? '' }
  }
  const named = /^\s*(?:\d+[.)]\s*)?([^:\n]{2,60}?)\s*(?::\s*(.*))?$/.exec(line)
  if (named && (named[2] !== undefined || /^\s*\d+[.)]/.test(line))) {
    const title = named[1]!.trim()
    if (sectionFor(title, sections, language).index >= 0) return { title, rest: named[2] ?? '' }
  }
  return null
}

/**
 * Reads the model's answer into the template's sections by their headings, exact or nearly so; text under
 * other headings, or under none, is kept rather than dropped (a short lead-in such as 'Here is the note:'
 * aside).
 */
export function readAnswer(request: GenerationRequest, answer: string): ReadAnswer {
  const { sections: template, language } = { sections: request.template.sections, language: request.language }
  const blocks: { title: string | null; lines: string[] }[] = [{ title: null, lines: [] }]
  const lines = answer.replace(/\r\n?/g, '\n').split('\n')
  const markdownOnly = lines.some((line) => MARKDOWN_HEADING.test(line))
  for (const line of lines) {
    const heading = headingOf(line, template, language, markdownOnly)
    if (heading) blocks.push({ title: heading.title, lines: heading.rest ? [heading.rest] : [] })
    else blocks.at(-1)!.lines.push(line)
  }
  const marker = NOT_DISCUSSED[language]
  const found: (string[] | undefined)[] = template.map(() => undefined)
  const kept: ReadAnswer['kept'] = []
  let mapped = false
  for (const block of blocks) {
    const content = block.lines.join('\n').trim()
    if (block.title === null) {
      const leadIn = blocks.length > 1 && !content.includes('\n') && /:$/.test(content)
      if (content && !leadIn) kept.push({ title: null, content })
      continue
    }
    const { index, exact } = sectionFor(block.title, template, language)
    if (index < 0) {
      if (content) kept.push({ title: block.title, content })
      continue
    }
    mapped ||= !exact
    found[index] = [...(found[index] ?? []), ...(content ? [content] : [])]
  }
  const sections = template.map((section, i) => {
    const parts = found[i]
    if (parts === undefined) return undefined
    const content = parts.filter((p) => normalise(p) !== normalise(marker)).join('\n\n')
    return { key: section.key, title: section.title, content: content || marker, empty: !content }
  })
  return { sections, kept, mapped }
}

/** The title of the section that keeps text under no heading, in the note's language. */
const MODEL_TEXT: Record<Language, string> = {
  pt: 'Texto do modelo',
  en: 'Text from the model',
  de: 'Text des Modells',
  es: 'Texto del modelo',
}

/** The notice a document carries when the model's headings were mapped or its own were kept. */
const NOTICES: Record<DocumentNotice['code'], Record<Language, string>> = {
  headings_mapped: {
    pt: 'A resposta do modelo de linguagem não usou exatamente os títulos do documento: as secções foram associadas pelos títulos mais próximos. Reveja-as.',
    en: "The language model's answer did not use the document's exact headings: its sections were matched by the nearest headings. Please review them.",
    de: 'Die Antwort des Sprachmodells verwendete nicht genau die Überschriften des Dokuments: Die Abschnitte wurden nach den nächstliegenden Überschriften zugeordnet. Bitte prüfen Sie sie.',
    es: 'La respuesta del modelo de lenguaje no usó exactamente los títulos del documento: sus secciones se asignaron por los títulos más próximos. Revíselas.',
  },
  headings_kept: {
    pt: 'Parte da resposta do modelo de linguagem não corresponde a nenhuma secção do documento e foi mantida com os seus próprios títulos. Reveja-a.',
    en: "Part of the language model's answer matches no section of the document and was kept under its own headings. Please review it.",
    de: 'Ein Teil der Antwort des Sprachmodells passt zu keinem Abschnitt des Dokuments und wurde unter eigenen Überschriften beibehalten. Bitte prüfen Sie ihn.',
    es: 'Parte de la respuesta del modelo de lenguaje no corresponde a ninguna sección del documento y se ha conservado con sus propios títulos. Revísela.',
  },
}

/**
 * The note from what the model answered: the template's sections in order, then what it wrote under headings
 * of its own. A section the answer lacks reads 'not discussed' only when everything the model wrote found a
 * section; when some of its text did not, the section is left out (that text may well be about it), and
 * the model's words are never dropped.
 */
export function noteFromAnswer(request: GenerationRequest, answer: ReadAnswer): GeneratedNote {
  const { language } = request
  const marker = NOT_DISCUSSED[language]
  const kept = answer.kept.map((block, i) => ({
    key: `model_text_${i + 1}`,
    title: block.title ?? MODEL_TEXT[language],
    content: block.content,
    empty: false,
  }))
  const sections = request.template.sections.flatMap((section, i) => {
    const found = answer.sections[i]
    if (found) return [found]
    return kept.length ? [] : [{ key: section.key, title: section.title, content: marker, empty: true }]
  })
  const all = [...sections, ...kept]
  const code = kept.length ? 'headings_kept' : answer.mapped ? 'headings_mapped' : null
  return {
    markdown: toMarkdown(all),
    sections: all,
    notice: code ? { code, text: NOTICES[code][language] } : null,
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const describeRefusal = (status: number, detail: string) => {
  const hint = status === 401 || status === 403 ? 'check LLM_API_KEY' : 'check LLM_URL and LLM_MODELS'
  return `the language model answered ${status} (${hint}): ${detail}`
}

export type ChatMessage = { role: string; content: string }

/** One chat completion: the assistant message's text, or a Generation*Error saying why there is none. */
export type ChatCompletion = (model: string, temperature: number, messages: ChatMessage[]) => Promise<string>

/**
 * The chat-completions call of any OpenAI-compatible API, with retries (exponential) for answers that may
 * pass later (no answer, 5xx, 408, 429); shared by the generation engine and the assistant.
 */
export function openAiChatCompletion(
  options: Pick<LlmOptions, 'baseUrl' | 'apiKey' | 'timeoutMs' | 'attempts' | 'backoffMs'> & {
    /** What a refusal retrying will not change says; by default the setting to check and the server's words. */
    refusal?: (status: number, detail: string) => string
  },
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
        throw new GenerationUnavailableError((options.refusal ?? describeRefusal)(response.status, detail))
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
  const chat = openAiChatCompletion(options)
  /** Configured means ready until the model refuses for a reason retrying will not change (key, URL, model). */
  let readiness: EngineReadiness = { state: 'ready', reason: null }
  const complete: ChatCompletion = async (model, temperature, messages) => {
    try {
      const text = await chat(model, temperature, messages)
      readiness = { state: 'ready', reason: null }
      return text
    } catch (error) {
      if (error instanceof GenerationUnavailableError)
        readiness = { state: 'unavailable', reason: error.message }
      throw error
    }
  }

  return {
    name: 'llm',
    readiness: () => readiness,
    generate: async (request) => {
      const model =
        request.model && options.models.includes(request.model) ? request.model : options.defaultModel
      const temperature = request.temperature ?? 0.2
      const messages = promptMessages(request)
      const first = readAnswer(request, await complete(model, temperature, messages))
      const missing = request.template.sections
        .filter((_, i) => !first.sections[i])
        .map((s) => `## ${s.title}`)
      if (missing.length === 0) return noteFromAnswer(request, first)
      // One more try, saying what was missing; what is still missing is marked, never invented.
      const retry = [
        ...messages,
        {
          role: 'user',
          content: `Your answer lacked these sections: ${missing.join(', ')}. Answer again with every section.`,
        },
      ]
      const again = readAnswer(request, await complete(model, temperature, retry))
      const sections = first.sections.map((s, i) => s ?? again.sections[i])
      // The first answer's own text stays unless the second put every section under its heading: then the
      // second is the model's whole answer, and keeping both would say things twice.
      const secondIsWhole = again.sections.every(Boolean)
      return noteFromAnswer(request, {
        sections,
        kept: secondIsWhole ? again.kept : first.kept.length ? first.kept : again.kept,
        mapped: first.mapped || again.mapped,
      })
    },
  }
}
