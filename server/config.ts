import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import type { S3Options } from './storage/s3-blobs'

const Semver = z.string().regex(/^\d+\.\d+\.\d+$/, 'expected a version like 0.0.16')

/** Every knob of the server, read from the environment; README.md lists each with its default. */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected postgres://user@host:port/database')
    .optional(),
  JWT_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MIN_CLIENT_VERSION: Semver.default('0.0.0'),
  STATIC_DIR: z.string().min(1).default('./dist'),
  APP_ENV: z.string().min(1).default('staging'),
  ERROR_REPORT_TOKEN: z.string().min(16).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .default(12 * 3600),
  APP_URL: z.url().optional(),
  TLS_CERT: z.string().min(1).optional(),
  TLS_KEY: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected smtp://user:password@host:587 or smtps://…')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Escriba <no-reply@escriba.local>'),
  INTEGRATION_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  RETENTION_HOURS: z.coerce.number().min(0).default(1),
  TRANSCRIPTION_ENGINE: z.enum(['embedded', 'openai']).default('embedded'),
  WHISPER_MODEL_PATH: z.string().min(1).optional(),
  WHISPER_MODEL_URL: z.string().optional(),
  WHISPER_MODEL_SHA256: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'expected 64 hex digits')
    .optional(),
  WHISPER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  WHISPER_FIT_CONTEXT: z.enum(['true', 'false']).default('true'),
  TRANSCRIPTION_URL: z.url().optional(),
  TRANSCRIPTION_API_KEY: z.string().optional(),
  TRANSCRIPTION_MODEL: z.string().min(1).default('whisper-1'),
  TRANSCRIPTION_PROMPT: z.string().min(1).default('standard'),
  TRANSCRIPTION_RECHECK_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  WELCOME_CREDITS: z.coerce.number().int().min(0).default(50),
  CREDITS_PER_DOCUMENT: z.coerce.number().int().min(0).default(1),
  INVITATION_DAYS: z.coerce.number().min(0.001).default(7),
  SUPPORT_CONTACT: z.string().min(3).default('support@escriba.local'),
  GENERATION_ENGINE: z.enum(['extractive', 'llm']).default('extractive'),
  LLM_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODELS: z.string().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  SCREENING_ENGINE: z.enum(['rules', 'llm']).default('rules'),
  BLOB_STORE: z.enum(['fs', 'postgres', 's3']).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'expected http(s)://host:port' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine(
      (value) => trustProxyFrom(value) !== null,
      'expected false, a hop count like 1, or addresses/CIDRs like 10.0.0.0/8,127.0.0.1',
    ),
})

/** Names proxy-addr knows for whole ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/** TRUST_PROXY: off, a number of proxy hops, or the proxies' addresses; null when it is none of these. */
function trustProxyFrom(value: string): Config['trustProxy'] | null {
  if (value === '' || value === 'false' || value === '0') return false
  if (/^\d+$/.test(value)) return Number(value)
  const entries = value.split(',').map((entry) => entry.trim())
  const valid = (entry: string) => {
    if (PROXY_RANGE_NAMES.includes(entry)) return true
    const [address = '', prefix, ...rest] = entry.split('/')
    const family = isIP(address)
    if (!family || rest.length > 0) return false
    if (prefix === undefined) return true
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
  }
  return entries.every(valid) ? entries : null
}

export interface Config {
  port: number
  host: string
  dataDir: string
  /** PostgreSQL when set; otherwise the embedded PGlite under dataDir/pg. */
  databaseUrl: string | undefined
  jwtSecret: string
  logLevel: z.infer<typeof Env>['LOG_LEVEL']
  minClientVersion: string
  staticDir: string
  appEnv: string
  errorReportToken: string
  shutdownTimeoutMs: number
  /**
   * Which proxies may say who the client is (X-Forwarded-For): none, the nearest `n` hops, or these
   * addresses. Off by default, so a client cannot pick its own address for the rate limits.
   */
  trustProxy: false | number | string[]
  /** Lifetime of a session token. */
  tokenTtlSeconds: number
  /** Public address of the app, used in links sent by mail and the phone's QR code. */
  appUrl: string
  /** Whether APP_URL was set; without it the phone's QR code uses the address the browser used. */
  appUrlSet: boolean
  /** The built-in HTTPS certificate and key (PEM), when TLS_CERT and TLS_KEY are set. */
  tls: { cert: Buffer; key: Buffer } | undefined
  /** SMTP server; without it mail is written to outboxDir as .eml files. */
  smtpUrl: string | undefined
  mailFrom: string
  outboxDir: string
  /** Shared secret of integrating systems that sign login tokens; unset disables signed-token login. */
  integrationSecret: string | undefined
  /** Hours a finished session's audio and texts are kept, unless the user opted in to keep them. */
  retentionHours: number
  /** Folder of the filesystem blob store (audio chunks, uploaded files). */
  blobsDir: string
  /** Where audio chunks and uploaded files are kept: see BlobsConfig. */
  blobs: BlobsConfig
  transcription: {
    engine: 'embedded' | 'openai'
    whisperModelPath: string
    /** Fetched once when the model file is absent; empty disables the download. */
    whisperModelUrl: string | undefined
    whisperModelSha256: string | undefined
    whisperThreads: number | undefined
    whisperFitContext: boolean
    url: string | undefined
    apiKey: string | undefined
    model: string
    prompt: string
    /** While the engine is not ready, how often it is tried again (a model put in place, a service back). */
    recheckSeconds: number
  }
  credits: {
    /** Granted to each new account. */
    welcome: number
    perDocument: number
    supportContact: string
  }
  /** Days an invitation stays valid. */
  invitationDays: number
  generation: {
    engine: 'extractive' | 'llm'
    llmUrl: string | undefined
    llmApiKey: string | undefined
    /** The models offered (LLM engine); the first, or LLM_MODEL, is the default. */
    models: { id: string; private: boolean; experimental: boolean }[]
    defaultModel: string
  }
  /** Research-space screening: the offline rule engine, or the LLM (LLM_URL, LLM_MODEL or the first of LLM_MODELS). */
  screening: {
    engine: 'rules' | 'llm'
    llmUrl: string | undefined
    llmApiKey: string | undefined
    model: string | undefined
  }
  /** The assistant's chat model: the LLM engine's endpoint, or LLM_URL beside the extractive engine. */
  assistant: {
    /** Unset: no language model, and the assistant says so instead of answering. */
    llmUrl: string | undefined
    llmApiKey: string | undefined
    /** The model asked for unless the clinician chose another of generation.models. */
    model: string | undefined
  }
}

/**
 * BLOB_STORE: files under blobsDir (the embedded default), in the database (the default with DATABASE_URL,
 * so every server process on it reads the same files), or in an S3-compatible bucket.
 */
export type BlobsConfig = { store: 'fs' } | { store: 'postgres' } | ({ store: 's3' } & S3Options)

/** The multilingual Whisper base model (q5_1, 57 MiB) that the embedded engine fetches once by default. */
export const DEFAULT_WHISPER_MODEL = {
  url: 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main/ggml-base-q5_1.bin',
  sha256: '422f1ae452ade6f30a004d7e5c6a43195e4433bc370bf23fac9cc591f01a8898',
  file: 'ggml-base-q5_1.bin',
}

export class ConfigError extends Error {}

/** The built-in HTTPS: both files or neither, each readable. */
function tlsFrom(cert: string | undefined, key: string | undefined): Config['tls'] {
  if (!cert && !key) return undefined
  if (!cert || !key)
    throw new ConfigError(
      `Invalid configuration:\n  ${cert ? 'TLS_KEY' : 'TLS_CERT'}: set both TLS_CERT and TLS_KEY (PEM files) or neither`,
    )
  const read = (name: string, path: string) => {
    try {
      return readFileSync(path)
    } catch (error) {
      throw new ConfigError(
        `Invalid configuration:\n  ${name}: cannot read ${path} (${(error as Error).message})`,
      )
    }
  }
  return { cert: read('TLS_CERT', cert), key: read('TLS_KEY', key) }
}

/** A secret given in the environment wins; otherwise one is generated once and kept in the data folder. */
function keptSecret(dataDir: string, name: string, given: string | undefined): string {
  if (given) return given
  const file = join(dataDir, name)
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    const secret = randomBytes(32).toString('base64url')
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
    return secret
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = Env.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const dataDir = resolve(e.DATA_DIR)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: keptSecret(dataDir, 'jwt-secret', e.JWT_SECRET),
    logLevel: e.LOG_LEVEL,
    minClientVersion: e.MIN_CLIENT_VERSION,
    staticDir: resolve(e.STATIC_DIR),
    appEnv: e.APP_ENV,
    errorReportToken: keptSecret(dataDir, 'error-report-token', e.ERROR_REPORT_TOKEN),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: trustProxyFrom(e.TRUST_PROXY) ?? false,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    appUrl: (e.APP_URL ?? `${e.TLS_CERT ? 'https' : 'http'}://localhost:${e.PORT}`).replace(/\/$/, ''),
    appUrlSet: e.APP_URL !== undefined,
    tls: tlsFrom(e.TLS_CERT, e.TLS_KEY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: join(dataDir, 'outbox'),
    integrationSecret: e.INTEGRATION_SECRET,
    retentionHours: e.RETENTION_HOURS,
    blobsDir: join(dataDir, 'blobs'),
    blobs: blobsConfig(e),
    transcription: transcriptionConfig(e, dataDir),
    generation: generationConfig(e),
    assistant: assistantConfig(e),
    screening: screeningConfig(e),
    credits: {
      welcome: e.WELCOME_CREDITS,
      perDocument: e.CREDITS_PER_DOCUMENT,
      supportContact: e.SUPPORT_CONTACT,
    },
    invitationDays: e.INVITATION_DAYS,
  }
}

function blobsConfig(e: z.infer<typeof Env>): BlobsConfig {
  const store = e.BLOB_STORE ?? (e.DATABASE_URL ? 'postgres' : 'fs')
  if (store !== 's3') return { store }
  const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  const missing = required.filter((name) => !e[name])
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required when BLOB_STORE=s3`).join('\n')}`,
    )
  return {
    store,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    // Most S3-compatible stores (MinIO, Garage, Ceph) address buckets by path; AWS itself by host name.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_ENDPOINT !== undefined,
  }
}

function transcriptionConfig(e: z.infer<typeof Env>, dataDir: string): Config['transcription'] {
  if (e.TRANSCRIPTION_ENGINE === 'openai' && !e.TRANSCRIPTION_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  TRANSCRIPTION_URL: required when TRANSCRIPTION_ENGINE=openai',
    )
  }
  const customUrl = e.WHISPER_MODEL_URL !== undefined
  const url = customUrl ? e.WHISPER_MODEL_URL || undefined : DEFAULT_WHISPER_MODEL.url
  return {
    engine: e.TRANSCRIPTION_ENGINE,
    whisperModelPath: resolve(e.WHISPER_MODEL_PATH ?? join(dataDir, 'models', DEFAULT_WHISPER_MODEL.file)),
    whisperModelUrl: url,
    whisperModelSha256: e.WHISPER_MODEL_SHA256 ?? (customUrl ? undefined : DEFAULT_WHISPER_MODEL.sha256),
    whisperThreads: e.WHISPER_THREADS,
    whisperFitContext: e.WHISPER_FIT_CONTEXT === 'true',
    url: e.TRANSCRIPTION_URL,
    apiKey: e.TRANSCRIPTION_API_KEY,
    model: e.TRANSCRIPTION_MODEL,
    prompt: e.TRANSCRIPTION_PROMPT,
    recheckSeconds: e.TRANSCRIPTION_RECHECK_SECONDS,
  }
}

const ModelEntry = z.object({
  id: z.string().min(1),
  private: z.boolean().default(false),
  experimental: z.boolean().default(false),
})

/** The first model LLM_MODELS names (comma-separated or JSON), without the checks the LLM engine needs. */
function firstModel(raw: string | undefined): string | undefined {
  const text = (raw ?? '').trim()
  if (!text.startsWith('[')) return text.split(',')[0]?.trim() || undefined
  try {
    const first = (JSON.parse(text) as { id?: unknown }[])[0]?.id
    return typeof first === 'string' && first ? first : undefined
  } catch {
    return undefined
  }
}

/** With GENERATION_ENGINE=llm the assistant shares its model; with LLM_URL alone it uses LLM_MODEL. */
function assistantConfig(e: z.infer<typeof Env>): Config['assistant'] {
  if (!e.LLM_URL) return { llmUrl: undefined, llmApiKey: undefined, model: undefined }
  return { llmUrl: e.LLM_URL, llmApiKey: e.LLM_API_KEY, model: e.LLM_MODEL ?? firstModel(e.LLM_MODELS) }
}

/**
 * LLM_MODELS is a comma-separated list of model names, or a JSON array of { id, private, experimental }.
 * The extractive engine offers itself as its only model.
 */
function generationConfig(e: z.infer<typeof Env>): Config['generation'] {
  if (e.GENERATION_ENGINE === 'extractive') {
    return {
      engine: 'extractive',
      llmUrl: e.LLM_URL,
      llmApiKey: e.LLM_API_KEY,
      models: [{ id: 'extractive', private: true, experimental: false }],
      defaultModel: 'extractive',
    }
  }
  const problems: string[] = []
  if (!e.LLM_URL) problems.push('  LLM_URL: required when GENERATION_ENGINE=llm')
  let models: Config['generation']['models'] = []
  const raw = (e.LLM_MODELS ?? '').trim()
  if (raw.startsWith('[')) {
    const parsed = z
      .array(ModelEntry)
      .min(1)
      .safeParse(
        (() => {
          try {
            return JSON.parse(raw)
          } catch {
            return null
          }
        })(),
      )
    if (parsed.success) models = parsed.data
    else problems.push('  LLM_MODELS: expected a JSON array of { "id", "private", "experimental" }')
  } else {
    models = raw
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
      .map((id) => ({ id, private: false, experimental: false }))
  }
  if (models.length === 0)
    problems.push('  LLM_MODELS: name at least one model, e.g. gpt-4o-mini or llama3.1:8b')
  const defaultModel = e.LLM_MODEL ?? models[0]?.id ?? ''
  if (models.length > 0 && !models.some((m) => m.id === defaultModel))
    problems.push('  LLM_MODEL: must be one of LLM_MODELS')
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`)
  return { engine: 'llm', llmUrl: e.LLM_URL, llmApiKey: e.LLM_API_KEY, models, defaultModel }
}

/** SCREENING_ENGINE=llm shares the generation endpoint: LLM_URL with LLM_MODEL, or the first of LLM_MODELS. */
function screeningConfig(e: z.infer<typeof Env>): Config['screening'] {
  const listed = (e.LLM_MODELS ?? '').trim()
  const first = listed.startsWith('[')
    ? (/"id"\s*:\s*"([^"]+)"/.exec(listed)?.[1] ?? undefined)
    : listed.split(',')[0]?.trim() || undefined
  const model = e.LLM_MODEL ?? first
  if (e.SCREENING_ENGINE === 'llm') {
    const problems = [
      ...(e.LLM_URL ? [] : ['  LLM_URL: required when SCREENING_ENGINE=llm']),
      ...(model ? [] : ['  LLM_MODEL: name the model that screens, e.g. gpt-4o-mini']),
    ]
    if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`)
  }
  return { engine: e.SCREENING_ENGINE, llmUrl: e.LLM_URL, llmApiKey: e.LLM_API_KEY, model }
}
