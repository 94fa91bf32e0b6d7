import type { HTTPError, KyInstance, TimeoutError } from 'ky'
import type { z } from 'zod'
import type { ErrorBody } from '../../contract/common'
import { CLIENT_VERSION, type ErrorCode } from '../../contract/constants'

/** Request timeout of the spec (section 9). */
export const REQUEST_TIMEOUT_MS = 120_000

/** sessionStorage flag: the page already reloaded once for a `client-deprecated` answer in this session. */
export const DEPRECATED_RELOAD_KEY = 'escriba.client-deprecated-reloaded'

/** Consultation pages are never reloaded: a reload would interrupt a recording. */
const CONSULTATION_PATHS = ['/consultation/', '/dictaphone/consultation/']

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid_response'

/** Every failed call: the server's error body when there is one, else what went wrong on the way. */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    /** http: the server answered with an error; network/timeout: no answer; invalid_response: an unreadable answer. */
    readonly kind: ApiErrorKind,
    /** The machine-readable code the browser translates. */
    readonly code: ErrorCode,
    message: string,
    /** HTTP status, or null when no answer arrived. */
    readonly status: number | null = null,
    /** The server's error body, unwrapped, when it sent one. */
    readonly body: ErrorBody | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

/** The code of an error answer that carries no error body (a proxy page, an empty 502). */
function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'bad_request'
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not_found'
  if (status === 409) return 'conflict'
  if (status === 413) return 'payload_too_large'
  if (status === 415) return 'unsupported_media_type'
  if (status === 422) return 'validation_failed'
  if (status === 429) return 'rate_limited'
  if (status === 502 || status === 503 || status === 504) return 'unavailable'
  return 'internal'
}

/**
 * The server's error body in an answer, or null. Its schema comes with zod, loaded on the first error
 * answer: the sign-in screens start without the schema library.
 */
async function errorBodyOf(body: unknown): Promise<ErrorBody | null> {
  try {
    const { ErrorBody } = await import('../../contract/common')
    const parsed = ErrorBody.safeParse(body)
    return parsed.success ? parsed.data : null
  } catch {
    // The schema could not be downloaded: the status alone says what went wrong.
    return null
  }
}

export type ApiDependencies = {
  /** API origin and prefix, '' for same origin. */
  baseUrl: string
  /** The stored token, read at request time. */
  getToken: () => string | null
  /** The current interface language, sent as accept-language. */
  getLanguage: () => string
  /** Called on every 401 answer so the client state is logged out. */
  onUnauthorized: () => void
  /** Reloads the page (client-deprecated). */
  reload: () => void
  /** The path of the page the person is on. */
  currentPath: () => string
  /** Per-browser-session memory of the deprecation reload (sessionStorage). */
  storage: Pick<Storage, 'getItem' | 'setItem'>
  /** Told of every failed call, e.g. for the error reporter's telemetry. */
  onError?: (error: ApiError, request: { method: string; url: string }) => void
  /** Overridable for tests only; the app always uses REQUEST_TIMEOUT_MS. */
  timeoutMs?: number
}

export type ApiRequest<T> = {
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** A JSON body. */
  json?: unknown
  /** A multipart body (audio chunks, files). */
  body?: FormData
  searchParams?: Record<string, string | number | boolean>
  headers?: Record<string, string>
  /** Validates the answer's body; a mismatch is an invalid_response error. */
  schema?: z.ZodType<T>
  /** 'blob' answers the body's bytes with their content type (an uploaded file) instead of JSON. */
  responseType?: 'json' | 'blob'
  signal?: AbortSignal
}

/** A multipart upload whose progress is reported as the body is sent. */
export type UploadRequest<T> = {
  body: FormData
  /** Validates the answer's body; a mismatch is an invalid_response error. */
  schema?: z.ZodType<T>
  /** Bytes of the body sent so far, out of its total. */
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
}

export type UploadProgress = { loaded: number; total: number }

export type ApiResponse<T> = { status: number; headers: Headers; data: T }

export type Api = ReturnType<typeof createApi>

/** The one HTTP client of the browser app (spec, sections 7 and 8). */
export function createApi(dependencies: ApiDependencies) {
  const { baseUrl, getToken, getLanguage, onUnauthorized, reload, currentPath, storage, onError } =
    dependencies
  const timeoutMs = dependencies.timeoutMs ?? REQUEST_TIMEOUT_MS

  const reloadIfDeprecated = (headers: Pick<Headers, 'get'>) => {
    if (headers.get('client-deprecated') !== 'true') return
    if (CONSULTATION_PATHS.some((prefix) => currentPath().startsWith(prefix))) return
    if (storage.getItem(DEPRECATED_RELOAD_KEY)) return
    storage.setItem(DEPRECATED_RELOAD_KEY, new Date().toISOString())
    reload()
  }

  /** The headers every call sends (spec, section 7). */
  const standardHeaders = (): Record<string, string> => {
    const token = getToken()
    return {
      'accept-language': getLanguage(),
      'client-version': CLIENT_VERSION,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    }
  }

  /** ky and its error classes, downloaded for the first request: the sign-in screens show without them. */
  type Http = { client: KyInstance; HTTPError: typeof HTTPError; TimeoutError: typeof TimeoutError }
  let http: Promise<Http> | undefined
  const loadHttp = (): Promise<Http> => {
    if (!http) {
      http = import('ky').then(({ default: ky, HTTPError, TimeoutError }) => ({
        client: createClient(ky),
        HTTPError,
        TimeoutError,
      }))
      // A failed download is tried again with the next request.
      http.catch(() => {
        http = undefined
      })
    }
    return http
  }

  const createClient = (ky: KyInstance): KyInstance =>
    ky.create({
      timeout: timeoutMs,
      // Retries belong to the machines, with their caps and delays.
      retry: 0,
      hooks: {
        beforeRequest: [
          (request) => {
            for (const [name, value] of Object.entries(standardHeaders())) request.headers.set(name, value)
          },
        ],
        afterResponse: [
          (_request, _options, response) => {
            if (response.status === 401) onUnauthorized()
            reloadIfDeprecated(response.headers)
          },
        ],
      },
    })

  const toApiError = async (error: unknown, kinds: Http | undefined): Promise<unknown> => {
    if (kinds && error instanceof kinds.HTTPError) {
      const text = await error.response.text().catch(() => '')
      const body = await errorBodyOf(safeJson(text))
      const { status } = error.response
      if (body) {
        return new ApiError('http', body.error.code, body.error.message, status, body, { cause: error })
      }
      return new ApiError('http', codeForStatus(status), `HTTP ${status}`, status, null, { cause: error })
    }
    if (kinds && error instanceof kinds.TimeoutError) {
      return new ApiError('timeout', 'unavailable', `No answer within ${timeoutMs} ms`, null, null, {
        cause: error,
      })
    }
    // fetch rejects with a TypeError when the network is down or the host unreachable, and so does the
    // download of ky itself.
    if (error instanceof TypeError) {
      return new ApiError('network', 'unavailable', error.message, null, null, { cause: error })
    }
    return error
  }

  async function request<T = unknown>(path: string, init: ApiRequest<T> = {}): Promise<ApiResponse<T>> {
    const method = init.method ?? 'get'
    const url = `${baseUrl.replace(/\/$/, '')}${path}`
    let loaded: Http | undefined
    try {
      loaded = await loadHttp()
      const response = await loaded.client(url, {
        method,
        json: init.json,
        body: init.body,
        searchParams: init.searchParams,
        headers: init.headers,
        signal: init.signal,
      })
      if (init.responseType === 'blob') {
        return { status: response.status, headers: response.headers, data: (await response.blob()) as T }
      }
      const text = await response.text()
      const body = text ? safeJson(text) : undefined
      if (!init.schema) return { status: response.status, headers: response.headers, data: body as T }
      const parsed = init.schema.safeParse(body)
      if (!parsed.success) {
        throw new ApiError(
          'invalid_response',
          'internal',
          `Unexpected answer from ${method.toUpperCase()} ${path}`,
          response.status,
        )
      }
      return { status: response.status, headers: response.headers, data: parsed.data }
    } catch (error) {
      const converted = await toApiError(error, loaded)
      if (converted instanceof ApiError) onError?.(converted, { method: method.toUpperCase(), url })
      throw converted
    }
  }

  const data = async <T>(path: string, init: ApiRequest<T>) => (await request(path, init)).data

  /**
   * A multipart POST that reports how much of the body has been sent. It uses XMLHttpRequest: fetch
   * streams its upload (and so its progress) only over HTTP/2, and the server may speak HTTP/1.1.
   */
  function upload<T = unknown>(path: string, init: UploadRequest<T>): Promise<T> {
    const url = `${baseUrl.replace(/\/$/, '')}${path}`
    const fail = (error: ApiError) => {
      onError?.(error, { method: 'POST', url })
      return error
    }
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open('POST', url)
      xhr.timeout = timeoutMs
      for (const [name, value] of Object.entries(standardHeaders())) xhr.setRequestHeader(name, value)
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) init.onProgress?.({ loaded: event.loaded, total: event.total })
      }
      const rejectAnswer = async (status: number, body: unknown) => {
        const errorBody = await errorBodyOf(body)
        reject(
          fail(
            errorBody
              ? new ApiError('http', errorBody.error.code, errorBody.error.message, status, errorBody)
              : new ApiError('http', codeForStatus(status), `HTTP ${status}`, status),
          ),
        )
      }
      xhr.onload = () => {
        const status = xhr.status
        if (status === 401) onUnauthorized()
        reloadIfDeprecated({ get: (name: string) => xhr.getResponseHeader(name) })
        const body = xhr.responseText ? safeJson(xhr.responseText) : undefined
        if (status < 200 || status >= 300) {
          void rejectAnswer(status, body)
          return
        }
        if (!init.schema) return resolve(body as T)
        const parsed = init.schema.safeParse(body)
        if (parsed.success) resolve(parsed.data)
        else
          reject(
            fail(new ApiError('invalid_response', 'internal', `Unexpected answer from POST ${path}`, status)),
          )
      }
      xhr.onerror = () =>
        reject(fail(new ApiError('network', 'unavailable', 'The upload did not reach the server')))
      xhr.ontimeout = () =>
        reject(fail(new ApiError('timeout', 'unavailable', `No answer within ${timeoutMs} ms`)))
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'))
      if (init.signal?.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'))
        return
      }
      init.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
      xhr.send(init.body)
    })
  }

  return {
    /** The configured request timeout, in milliseconds. */
    timeoutMs,
    /**
     * Downloads ahead what reading answers takes (ky, the error body's schema and zod), so the first
     * request does not wait for it; the app calls it once its first screen is up.
     */
    prepare(): void {
      loadHttp().catch(() => {})
      import('../../contract/common').catch(() => {})
    },
    request,
    upload,
    get: <T = unknown>(path: string, init: Omit<ApiRequest<T>, 'method'> = {}) =>
      data(path, { ...init, method: 'get' }),
    post: <T = unknown>(path: string, init: Omit<ApiRequest<T>, 'method'> = {}) =>
      data(path, { ...init, method: 'post' }),
    put: <T = unknown>(path: string, init: Omit<ApiRequest<T>, 'method'> = {}) =>
      data(path, { ...init, method: 'put' }),
    patch: <T = unknown>(path: string, init: Omit<ApiRequest<T>, 'method'> = {}) =>
      data(path, { ...init, method: 'patch' }),
    delete: <T = unknown>(path: string, init: Omit<ApiRequest<T>, 'method'> = {}) =>
      data(path, { ...init, method: 'delete' }),
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
