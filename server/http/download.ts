import type { FastifyReply } from 'fastify'

/** RFC 5987 filename for the download header: any name, safely quoted. */
const contentDisposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`

/** Sends a file someone uploaded as a download that the browser never runs nor caches. */
export const sendUploadedFile = (
  reply: FastifyReply,
  file: { filename: string; contentType: string; data: Buffer },
) =>
  reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(file.filename))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .send(file.data)
