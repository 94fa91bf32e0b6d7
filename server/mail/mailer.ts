import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Transporter } from 'nodemailer'
import { PRIVATE_DIR, PRIVATE_FILE } from '../storage/file-modes'

export interface Mail {
  to: string
  subject: string
  text: string
  /** The link the mail is about, logged when mail goes to the outbox so an operator can follow it. */
  link?: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

interface MailLog {
  info(obj: object, msg: string): void
}

/** SMTP when configured; otherwise each mail becomes an .eml file in the outbox folder and its link is logged. */
export function createMailer(
  options: { smtpUrl?: string | undefined; from: string; outboxDir: string },
  log: MailLog,
): Mailer {
  // nodemailer is loaded with the first mail: an idle server need not hold it.
  const nodemailer = async () => (await import('nodemailer')).default
  const smtpUrl = options.smtpUrl
  if (smtpUrl) {
    let transport: Promise<Transporter> | undefined
    return {
      send: async (mail) => {
        transport ??= nodemailer().then((mailer) => mailer.createTransport(smtpUrl))
        await (await transport).sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        })
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent')
      },
    }
  }
  let transport: Promise<Transporter> | undefined
  let sequence = 0
  return {
    send: async (mail) => {
      transport ??= nodemailer().then((mailer) =>
        mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      )
      const info = await (await transport).sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      })
      mkdirSync(options.outboxDir, { recursive: true, mode: PRIVATE_DIR })
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_')
      const file = join(
        options.outboxDir,
        `${Date.now()}-${String(++sequence).padStart(4, '0')}-${safeTo}.eml`,
      )
      writeFileSync(file, info.message as Buffer, { mode: PRIVATE_FILE })
      log.info({ to: mail.to, subject: mail.subject, file, link: mail.link }, 'mail written to the outbox')
    },
  }
}
