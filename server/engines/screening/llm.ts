import { openAiChatCompletion } from '../generation/llm'
import type { OpenAiApiOptions } from '../openai-api'
import {
  type CriterionJudgement,
  NOT_ENOUGH_INFORMATION,
  type ScreeningCriterion,
  type ScreeningEngine,
} from './engine'
import { plain, sentencesOf } from './rules'

export interface LlmScreeningOptions extends OpenAiApiOptions {
  /** At most this many characters of passages are sent with one criterion. */
  maxPassageChars?: number
}

const STOP = new Set(
  'the and with for from that this have has não nao com sem para por dos das uma der die das und mit ohne von los las con sin para del history historia antecedentes patients doentes pacientes patienten'.split(
    ' ',
  ),
)

type Chat = (model: string, messages: { role: string; content: string }[]) => Promise<string>

/**
 * The chat-completions call of an OpenAI-compatible API at temperature 0, retried (exponentially) on no
 * answer, 5xx, 408 and 429; other refusals are reported at once with what to check.
 */
function chatCompletion(options: LlmScreeningOptions): Chat {
  const complete = openAiChatCompletion({
    ...options,
    refusal: (status) => `the language model answered ${status} (check LLM_URL, LLM_API_KEY and LLM_MODEL)`,
  })
  return (model, messages) => complete(model, 0, messages)
}

/** The record's sentences that share a word (of four letters or more, or a number) with the criterion, in order. */
export function relevantPassages(criterion: string, record: string, maxChars = 6000): string {
  const keys = new Set(
    plain(criterion)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => (w.length >= 4 || /\d|^[a-z]{2,3}$/.test(w)) && !STOP.has(w))
      .map((w) => w.slice(0, 6)),
  )
  const sentences = sentencesOf(record)
  const scored = sentences.map((s, i) => ({
    i,
    text: s.original,
    score: s.low.split(/[^a-z0-9]+/).filter((w) => w && keys.has(w.slice(0, 6))).length,
  }))
  const chosen = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.i - b.i)
  // Age and sex are usually in the first lines: they always go along.
  const picked = new Set<number>([0, 1].filter((i) => i < sentences.length))
  let size = 0
  for (const s of chosen) {
    if (size + s.text.length > maxChars) break
    picked.add(s.i)
    size += s.text.length
  }
  return [...picked]
    .sort((a, b) => a - b)
    .map((i) => `- ${scored[i]!.text}`)
    .join('\n')
}

const TYPE_NAMES = {
  critical_inclusion: 'critical inclusion',
  critical_exclusion: 'critical exclusion',
  non_critical_inclusion: 'non-critical inclusion',
  non_critical_exclusion: 'non-critical exclusion',
}

export function criterionMessages(criterion: ScreeningCriterion, passages: string) {
  const system = [
    'You screen patients for clinical trials. Judge ONE eligibility criterion against passages of one patient record.',
    'Decide whether the statement of the criterion is true for this patient: "met" (true), "not_met" (false) or "unknown" (the passages do not say).',
    'For an exclusion criterion, "met" means the excluding condition is present. Never guess: answer "unknown" when the passages are silent, ambiguous or out of date for the criterion.',
    'Answer with JSON only, exactly: {"verdict": "met" | "not_met" | "unknown", "explanation": "<one sentence in English>", "evidence": "<the sentence of the record you relied on, copied word for word, or empty>"}',
  ].join('\n')
  const user = `Criterion (${TYPE_NAMES[criterion.type]}): ${criterion.definition}\n\nPassages of the patient's record:\n${passages || '(none)'}`
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ]
}

/** The model's answer in the fixed shape; evidence kept only when it is really in the record. */
export function parseJudgement(answer: string, record: string): CriterionJudgement {
  const json = /\{[\s\S]*\}/.exec(answer)?.[0]
  let parsed: { verdict?: unknown; explanation?: unknown; evidence?: unknown } = {}
  try {
    parsed = json ? JSON.parse(json) : {}
  } catch {
    parsed = {}
  }
  const verdict = parsed.verdict === 'met' || parsed.verdict === 'not_met' ? parsed.verdict : 'unknown'
  const explanation =
    typeof parsed.explanation === 'string' && parsed.explanation.trim()
      ? parsed.explanation.trim().slice(0, 1000)
      : verdict === 'unknown'
        ? NOT_ENOUGH_INFORMATION
        : ''
  const quoted = typeof parsed.evidence === 'string' ? parsed.evidence.trim() : ''
  const squash = (s: string) => s.replace(/\s+/g, ' ').toLowerCase()
  const evidence = quoted && squash(record).includes(squash(quoted)) ? quoted.slice(0, 1000) : null
  // A verdict without evidence found in the record is not trusted: the model may have invented it.
  if (verdict !== 'unknown' && !evidence)
    return {
      verdict: 'unknown',
      explanation: `${NOT_ENOUGH_INFORMATION}: the model's answer quoted nothing from the record`,
      evidence: null,
      messages: [{ key: 'not_found', params: {} }],
    }
  // The model's own sentence is in English; only its "not enough information" has a key.
  if (verdict === 'unknown' && explanation === NOT_ENOUGH_INFORMATION)
    return { verdict, explanation, evidence, messages: [{ key: 'not_found', params: {} }] }
  return { verdict, explanation, evidence }
}

/** Any OpenAI-compatible chat endpoint, asked one criterion at a time with the relevant passages. */
export function llmScreeningEngine(options: LlmScreeningOptions): ScreeningEngine {
  const chat = chatCompletion(options)
  return {
    name: 'llm',
    judge: async (criterion, record) => {
      const passages = relevantPassages(criterion.definition, record, options.maxPassageChars)
      const answer = await chat(options.model, criterionMessages(criterion, passages))
      return parseJudgement(answer, record)
    },
  }
}
