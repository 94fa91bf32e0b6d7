import type { Config } from '../config'
import type { Db } from '../db/connect'
import { mailAccountLink } from '../features/accounts/service'
import { mailInvitation } from '../features/organizations/service'
import { mailTemplateDecision } from '../features/staff/service'
import type { MailJob } from '../mail/jobs'
import type { Mailer } from '../mail/mailer'

export interface MailJobDeps {
  db: Db
  config: Pick<Config, 'appUrl'>
  mailer: Mailer
}

/** Writes the mail a job names, or nothing when it is no longer due; says which, for the log. */
export function sendMailJob(deps: MailJobDeps, job: MailJob): Promise<string> {
  switch (job.kind) {
    case 'account_link':
      return mailAccountLink(deps, job)
    case 'invitation':
      return mailInvitation(deps, job)
    case 'template_decision':
      return mailTemplateDecision(deps, job)
  }
}
