/** Where an OpenAI-compatible API answers, with which model, and how patiently it is asked. */
export interface OpenAiApiOptions {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1 or http://127.0.0.1:8080/v1 */
  baseUrl: string
  apiKey?: string | undefined
  model: string
  timeoutMs?: number
  /** Attempts on 429, 5xx and timeouts before giving up. */
  attempts?: number
  /** First backoff delay; doubles each attempt. */
  backoffMs?: number
}
