import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface OutboxMail {
  to: string
  subject: string
  text: string
  /** The first Escriba link in the mail, with its kind and token. */
  link?: { url: string; kind: string; token: string }
}

/** Soft line breaks and =XX escapes of quoted-printable bodies, as nodemailer writes them. */
function decodeQuotedPrintable(body: string) {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function decodeHeader(value: string) {
  // RFC 2047: white space between two encoded words is not part of the text.
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

/** The mails Escriba wrote to the outbox folder, oldest first. */
export function readOutbox(dir: string): OutboxMail[] {
  let files: string[]
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
  } catch {
    return []
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8')
    const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
    const headers = head.replace(/\r?\n[ \t]+/g, ' ')
    const header = (name: string) =>
      decodeHeader(new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '')
    const body = rest.join('\n\n')
    const text = /quoted-printable/i.test(headers)
      ? decodeQuotedPrintable(body)
      : /base64/i.test(header('Content-Transfer-Encoding'))
        ? Buffer.from(body, 'base64').toString('utf8')
        : body
    const match = /(https?:\/\/\S+?\/(confirm_email|reset_password)\/([A-Za-z0-9_-]+))/.exec(text)
    return {
      to: header('To'),
      subject: header('Subject'),
      text,
      ...(match ? { link: { url: match[1]!, kind: match[2]!, token: match[3]! } } : {}),
    }
  })
}
