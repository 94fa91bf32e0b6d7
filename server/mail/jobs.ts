/**
 * Mails are sent by a job, never inside a request: a request answers in the same time whether or not a mail
 * follows (a reset for an unknown email looks like one for a known email), and a slow SMTP server holds up
 * no one. A job names what to mail; the worker makes its link and writes it, so no token waits in the queue.
 */
export const SEND_MAIL = 'send-mail'

export type MailJob =
  /** A single-use link to the account with this email, when the account still calls for it. */
  | { kind: 'account_link'; mail: 'confirm_email' | 'reset_password' | 'signup_attempt'; email: string }
  /** The link of a pending invitation to an organisation. */
  | { kind: 'invitation'; organizationId: string; invitationId: string }
  /** Support's decision on a custom document request, to its requester. */
  | { kind: 'template_decision'; requesterId: string; approved: boolean; title: string; reason?: string }

/** Queues a mail; the route that calls it does not wait for the mail. */
export type EnqueueMail = (job: MailJob) => Promise<void>
