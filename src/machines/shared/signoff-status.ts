import type { GeneratedDocument } from '../../../contract/consultations'
import type { Translate } from './field-props'

/**
 * Whether a document's current version is signed off, as the note's header and history say it: 'Revisto
 * por … em …', or 'Por rever'; null before the first version.
 */
export function signoffStatus(
  document: Pick<GeneratedDocument, 'version' | 'signoff' | 'status'> | null,
  t: Translate,
  formatMoment: (iso: string) => string,
) {
  if (!document || document.version === 0) return null
  const signoff = document.signoff
  return signoff && signoff.version === document.version
    ? {
        signed: true,
        text: t('review.signedBy', { name: signoff.signed_by.name, date: formatMoment(signoff.signed_at) }),
      }
    : { signed: false, text: t('review.unsigned') }
}
