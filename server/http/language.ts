import type { FastifyRequest } from 'fastify'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/common'

/** The language the browser asked for (`accept-language`), one of Escriba's; pt otherwise. */
export function languageOf(request: FastifyRequest): Language {
  const primary = (request.headers['accept-language'] ?? '')
    .split(',')[0]
    ?.split(/[-;]/)[0]
    ?.trim()
    .toLowerCase()
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : DEFAULT_LANGUAGE
}
