import type { FastifyRequest } from 'fastify'
import { AppError } from './errors'

export interface FormFile {
  /** The part's field name. */
  field: string
  /** As the client named it (it may hold anything). */
  filename: string
  data: Buffer
  /** The file went past the size limit: its data is empty and the form was read no further. */
  truncated: boolean
}

/** Why reading stopped before the end of the form; the feature says what that means to the person. */
export type FormLimit =
  | { reached: 'file size'; field: string; filename: string }
  | { reached: 'files' | 'fields' | 'parts' }

export interface Form {
  /** The file parts kept, in the order they came. */
  files: FormFile[]
  /** The text parts by field name (the last one of a name wins). */
  fields: Record<string, string>
  /** Text parts cut short at the size limit. */
  truncatedFields: string[]
  limit?: FormLimit
}

const COUNT_LIMITS: Record<string, FormLimit> = {
  FST_FILES_LIMIT: { reached: 'files' },
  FST_FIELDS_LIMIT: { reached: 'fields' },
  FST_PARTS_LIMIT: { reached: 'parts' },
}

/**
 * Reads a multipart/form-data body within the limits its route registered: every file part whose field
 * `keepFile` accepts, every text part. A limit reached stops the reading and is said in `limit`, for the
 * feature to answer with its own words; a body that is not multipart is refused (415) as `notMultipart` says.
 */
export async function readForm(
  request: FastifyRequest,
  options: {
    notMultipart: { message: string; fields: Record<string, string> }
    keepFile: (field: string) => boolean
  },
): Promise<Form> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'unsupported_media_type',
      options.notMultipart.message,
      options.notMultipart.fields,
    )
  }
  const form: Form = { files: [], fields: {}, truncatedFields: [] }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const kept = options.keepFile(part.fieldname)
        try {
          const data = await part.toBuffer()
          if (kept)
            form.files.push({ field: part.fieldname, filename: part.filename, data, truncated: false })
        } catch (error) {
          if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error
          const { fieldname: field, filename } = part
          if (kept) form.files.push({ field, filename, data: Buffer.alloc(0), truncated: true })
          form.limit = { reached: 'file size', field, filename }
          return form
        }
      } else {
        form.fields[part.fieldname] = String(part.value)
        if (part.valueTruncated) form.truncatedFields.push(part.fieldname)
      }
    }
  } catch (error) {
    const limit = COUNT_LIMITS[(error as { code?: string }).code ?? '']
    if (!limit) throw error
    form.limit = limit
  }
  return form
}
