import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { Language } from '../../../contract/common'
import { AudioToTextFields } from '../../../contract/engines'
import type { TranscriptionEngine } from '../../engines/transcription/engine'
import { AppError, badRequest } from '../../http/errors'
import { languageOf } from '../../http/language'
import { readForm } from '../../http/multipart'
import { contractRoutes } from '../../http/route'
import { decodeRecording } from './recording'
import { transcribeOnce } from './service'

/** One-shot recordings (edit by voice, an uploaded file) are short; consultations go through chunks. */
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024
const MAX_SECONDS = 5 * 60

async function readAudioForm(request: FastifyRequest, fileField: 'audio' | 'file') {
  const form = await readForm(request, {
    notMultipart: {
      message: 'Send the recording as multipart/form-data',
      fields: { [fileField]: 'Send multipart/form-data' },
    },
    keepFile: (field) => field === fileField,
  })
  if (form.limit) {
    throw new AppError(413, 'payload_too_large', 'The recording is larger than 25 MB', {
      [fileField]: 'Too large',
    })
  }
  const parsed = AudioToTextFields.safeParse(form.fields)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw badRequest('Invalid transcription options', {
      [String(issue?.path[0] ?? 'body')]: issue?.message ?? 'Invalid',
    })
  }
  const file = form.files.findLast((part) => part.field === fileField)
  if (!file) throw badRequest(`The ${fileField} part is missing`, { [fileField]: 'Required' })
  const audio = { data: file.data, filename: file.filename }
  const language = Language.safeParse(form.fields.language)
  return { audio, options: parsed.data, language: language.success ? language.data : languageOf(request) }
}

export const transcriptionRoutes: FastifyPluginAsyncZod<{
  engine: TranscriptionEngine
  prompt: string
}> = async (app, deps) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } })
  const route = contractRoutes(app)

  const transcribe = async (request: FastifyRequest, fileField: 'audio' | 'file') => {
    const { audio, options, language } = await readAudioForm(request, fileField)
    const pcm = await decodeRecording(audio, {
      field: fileField,
      maxSeconds: MAX_SECONDS,
      tooLong: `One-shot recordings are at most ${MAX_SECONDS / 60} minutes`,
    })
    const text = await transcribeOnce(deps, {
      pcm,
      language,
      prompt: options.prompt,
      clean: options.clean,
      model: options.model,
    })
    return { text }
  }

  route(api.audioToText, (request) => transcribe(request, 'audio'))
  route(api.audioToTextUpload, (request) => transcribe(request, 'file'))
}
