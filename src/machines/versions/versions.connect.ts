import type { SnapshotFrom } from 'xstate'
import type { DocumentVersion } from '../../../contract/consultations'
import type { Translate } from '../shared/field-props'
import { commandIfAccepted, onEscape, type Send } from '../shared-connect/commands'
import { tagSelectors } from '../shared-connect/tag-selectors'
import type { VersionsEvent, versionsMachine } from './versions.machine'

type VersionsSnapshot = SnapshotFrom<typeof versionsMachine>

export const { selectIsLoading, selectIsRestoring, selectIsPreviewing } = tagSelectors<VersionsSnapshot>()({
  selectIsLoading: 'loading',
  selectIsRestoring: 'restoring',
  selectIsPreviewing: 'previewing',
})
export const selectVersions = (snapshot: VersionsSnapshot) => snapshot.context.versions

/** Who or what made a version, as the list says it ('Gerada', 'Editada em markdown', 'Reposta da versão 1'). */
export const versionOrigin = (t: Translate, version: DocumentVersion) =>
  version.source === 'restored' && version.restored_from !== null
    ? t('documents.versions.source.restoredFrom', { version: version.restored_from })
    : t(`documents.versions.source.${version.source}`)

/** The version history dialog: the list, the version on show, and restore, close and try-again commands. */
export function connectVersions(
  snapshot: VersionsSnapshot,
  send: Send<VersionsEvent>,
  t: Translate,
  formatMoment: (iso: string) => string,
) {
  const { context } = snapshot
  const restoring = selectIsRestoring(snapshot)
  const restoreButton = (version: number) =>
    version !== context.current && (snapshot.can({ type: 'versions.restore', version }) || restoring)
      ? {
          label:
            restoring && context.restoring === version
              ? t('documents.versions.restoring')
              : t('documents.versions.restore', { version }),
          busy: restoring && context.restoring === version,
          onClick: () => {
            if (!restoring) send({ type: 'versions.restore', version })
          },
        }
      : null
  const describe = (version: DocumentVersion) => ({
    version: version.version,
    title: t('documents.version', { version: version.version }),
    current: version.version === context.current,
    origin: versionOrigin(t, version),
    /** The instruction a version was written from, when it was. */
    instruction: version.instruction,
    when: formatMoment(version.created_at),
    dateTime: version.created_at,
  })
  const shown = context.viewing === null ? null : context.versions.find((v) => v.version === context.viewing)
  const problem = context.problem ? t(`documents.versions.problems.${context.problem}`) : null
  return {
    title: t('documents.versions.title'),
    isLoading: selectIsLoading(snapshot),
    loadingText: t('documents.versions.loading'),
    isRestoring: restoring,
    /** The list, newest first; hidden while one version is on show. */
    list:
      snapshot.hasTag('listing') || (restoring && shown === null)
        ? context.versions.map((version) => ({
            ...describe(version),
            currentLabel: t('documents.versions.current'),
            view: {
              label: t('documents.versions.view'),
              /** Says which version the button shows, for a screen reader reading buttons alone. */
              description: t('documents.versions.viewVersion', { version: version.version }),
              onClick: () => send({ type: 'versions.view', version: version.version }),
            },
            restore: restoreButton(version.version),
          }))
        : null,
    /** The version on show, read-only. */
    preview: shown
      ? {
          ...describe(shown),
          content: shown.content,
          readOnly: t('documents.versions.readOnly'),
          back: { label: t('documents.versions.back'), onClick: () => send({ type: 'versions.back' }) },
          restore: restoreButton(shown.version),
        }
      : null,
    problem,
    retry: commandIfAccepted(snapshot, send, { type: 'versions.retry' }, t('documents.retry')),
    close: {
      label: t('documents.versions.close'),
      disabled: restoring,
      onClick: () => send({ type: 'versions.close' }),
    },
    /** Escape goes back from a version to the list, or closes the dialog; not while restoring. */
    onKeyDown: onEscape(
      () => send(selectIsPreviewing(snapshot) ? { type: 'versions.back' } : { type: 'versions.close' }),
      restoring,
    ),
  }
}
