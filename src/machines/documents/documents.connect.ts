import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { type GeneratedDocument, MAIN_DOCUMENT } from '../../../contract/consultations'
import type { generationMachine } from '../generation/generation.machine'
import type { Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import {
  type DocumentsEvent,
  documentActorId,
  type documentsMachine,
  type ShareReview,
} from './documents.machine'

type DocumentsSnapshot = SnapshotFrom<typeof documentsMachine>
export type GenerationActor = ActorRefFrom<typeof generationMachine>

export const selectIsLoading = (snapshot: DocumentsSnapshot) => snapshot.hasTag('busy')
export const selectIsReady = (snapshot: DocumentsSnapshot) => snapshot.hasTag('ready')
export const selectTypeName = (snapshot: DocumentsSnapshot) => snapshot.context.typeName
export const selectConsultationDate = (snapshot: DocumentsSnapshot) => snapshot.context.consultationDate

/** A document's generation actor, once it has one. */
export const selectDocumentActor = (snapshot: DocumentsSnapshot, name: string) =>
  (snapshot.children[documentActorId(name)] as GenerationActor | undefined) ?? null

/** The button that writes a selectable or custom document. */
const writeCommand = (send: Send<DocumentsEvent>, t: Translate, entry: { id: string; name: string }) => ({
  label: t('documents.writeDocument', { name: entry.name }),
  onClick: () => send({ type: 'documents.open', name: entry.id }),
})

/** The panel: the main note, the selectable documents (opened or offered), the load's message. */
export function connectDocuments(snapshot: DocumentsSnapshot, send: Send<DocumentsEvent>, t: Translate) {
  const { context } = snapshot
  const problem = context.loadProblem
  return {
    isLoading: selectIsLoading(snapshot),
    isReady: selectIsReady(snapshot),
    loadProblem:
      snapshot.hasTag('error') && problem
        ? problem === 'connection'
          ? t('documents.problems.connection')
          : problem === 'not_found'
            ? t('documents.problems.not_found')
            : t('documents.loadFailed')
        : null,
    reload: commandIfAccepted(snapshot, send, { type: 'documents.reload' }, t('documents.retry')),
    main: selectDocumentActor(snapshot, MAIN_DOCUMENT),
    /** The model choice, when the server offers several (private and experimental ones marked). */
    modelChoice:
      context.models.length > 1
        ? {
            label: t('documents.model.label'),
            hint: t('documents.model.hint'),
            value: context.model ?? '',
            options: context.models.map((model) => ({
              value: model.id,
              label: [
                model.id,
                ...(model.private ? [t('documents.model.private')] : []),
                ...(model.experimental ? [t('documents.model.experimental')] : []),
                ...(model.default ? [t('documents.model.default')] : []),
              ].join(' · '),
            })),
            onChange: (model: string) => send({ type: 'documents.model.chosen', model }),
          }
        : null,
    /** What the documents' generate and regenerate buttons ask for. */
    generationOptions: context.model && context.models.length > 1 ? { model: context.model } : {},
    /** The selectable documents: an opened one has its actor, the others a button to write them. */
    selectable: context.selectable.map((entry) => ({
      id: entry.id,
      name: entry.name,
      description: entry.description,
      actor: selectDocumentActor(snapshot, entry.id),
      open: context.opened.includes(entry.id) ? null : writeCommand(send, t, entry),
    })),
  }
}

/** What the PDF and the copy need to know about a document besides its text. */
export type SharedDocument = {
  /** 'main' or the selectable document's id. */
  name: string
  /** The document's title on screen and in the PDF. */
  title: string
  /** Its current markdown; null before the first version. */
  markdown: string | null
  /** The signed-in clinician's name. */
  clinician: string
  /** The interface language (the PDF's date). */
  language: string
  /** The version's sign-off, asked for before it is copied or exported; null before the first version. */
  review: ShareReview | null
}

/** What copying or exporting a document needs to know of its current version's review and sign-off. */
export const shareReviewOf = (document: GeneratedDocument | null): ShareReview | null =>
  document && document.version > 0
    ? {
        docId: document.id,
        version: document.version,
        open: document.review?.open ?? 0,
        signed:
          document.signoff && document.signoff.version === document.version
            ? { name: document.signoff.signed_by.name, at: document.signoff.signed_at }
            : null,
      }
    : null

/** A file name from a title: 'Nota da consulta' → 'nota-da-consulta-2025-01-01'. */
export const pdfFileName = (title: string, date: string | null) =>
  [
    title
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'escriba',
    date?.slice(0, 10),
  ]
    .filter(Boolean)
    .join('-')

/** Copy and PDF for one document: the two buttons and the notice of the last one used on it. */
export function connectSharing(
  snapshot: DocumentsSnapshot,
  send: Send<DocumentsEvent>,
  t: Translate,
  document: SharedDocument,
) {
  const { context } = snapshot
  const mine = context.sharedName === document.name
  const copying = snapshot.hasTag('copying')
  const exporting = snapshot.hasTag('exporting')
  const markdown = document.markdown
  const notice = !mine
    ? null
    : snapshot.hasTag('copied')
      ? {
          tone: 'success' as const,
          text: context.copiedAs === 'plain' ? t('documents.share.copiedPlain') : t('documents.share.copied'),
        }
      : snapshot.hasTag('copy-failed')
        ? { tone: 'error' as const, text: t('documents.share.copyFailed') }
        : snapshot.hasTag('exported')
          ? { tone: 'success' as const, text: t('documents.share.exported') }
          : snapshot.hasTag('export-failed')
            ? { tone: 'error' as const, text: t('documents.share.exportFailed') }
            : null
  return {
    copy: {
      label: copying && mine ? t('documents.share.copying') : t('documents.share.copy'),
      busy: copying && mine,
      disabled: !markdown || copying || exporting,
      onClick: () => {
        if (markdown) send({ type: 'documents.copy', name: document.name, markdown, review: document.review })
      },
    },
    exportPdf: {
      label: exporting && mine ? t('documents.share.exporting') : t('documents.share.exportPdf'),
      busy: exporting && mine,
      disabled: !markdown || copying || exporting,
      onClick: () => {
        if (!markdown) return
        send({
          type: 'documents.export',
          name: document.name,
          review: document.review,
          pdf: {
            markdown,
            documentName: document.title,
            clinician: document.clinician,
            date: context.consultationDate ?? new Date().toISOString(),
            typeName: context.typeName,
            language: document.language,
            labels: {
              clinician: t('documents.pdf.clinician'),
              date: t('documents.pdf.date'),
              type: t('documents.pdf.type'),
              page: t('documents.pdf.page'),
              of: t('documents.pdf.of'),
            },
            fileName: pdfFileName(document.title, context.consultationDate),
          },
        })
      },
    },
    notice,
  }
}

/**
 * The sign-off confirmation of one document, while copying or exporting it waits for it: how many
 * findings are open, confirm (signs, then copies or exports) or cancel, and why signing failed.
 */
export function connectSignoff(
  snapshot: DocumentsSnapshot,
  send: Send<DocumentsEvent>,
  t: Translate,
  name: string,
) {
  const { context } = snapshot
  if (!snapshot.hasTag('signoff-confirming') || context.sharedName !== name || !context.review) return null
  const signing = snapshot.hasTag('signing')
  const open = context.review.open
  const problem = context.signoffProblem
  return {
    title: t('review.signoff.title'),
    message:
      open > 0 ? t('review.signoff.openFindings', { count: open }) : t('review.signoff.noOpenFindings'),
    question: t(context.copying !== null ? 'review.signoff.beforeCopy' : 'review.signoff.beforePdf'),
    confirm: {
      label: signing ? t('review.signoff.signing') : t('review.signoff.confirm'),
      busy: signing,
      onClick: () => {
        if (!signing) send({ type: 'documents.signoff.confirm' })
      },
    },
    cancel: { label: t('review.signoff.cancel'), onClick: () => send({ type: 'documents.signoff.cancel' }) },
    problem: problem ? t(`review.signoff.problems.${problem}`) : null,
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Escape') send({ type: 'documents.signoff.cancel' })
    },
  }
}

/** The custom documents that fit this consultation: made from its type's note or one of its documents. */
export function selectFittingCustomDocuments(snapshot: DocumentsSnapshot) {
  const { custom, selectable, consultationTypeId } = snapshot.context
  return custom.filter(
    (entry) =>
      entry.baseDocumentId !== null &&
      (entry.baseDocumentId === consultationTypeId ||
        selectable.some((document) => document.id === entry.baseDocumentId)),
  )
}

/**
 * The clinician's custom documents in the panel, beside the selectable ones (an opened one has its actor,
 * the others a button to write them), and the custom consultation banner: the custom documents made from
 * this consultation's note or one of its documents, offered until written or put aside.
 */
export function connectPanelCustomDocuments(
  snapshot: DocumentsSnapshot,
  send: Send<DocumentsEvent>,
  t: Translate,
) {
  const { context } = snapshot
  const ready = selectIsReady(snapshot)
  const offers = selectFittingCustomDocuments(snapshot).filter((entry) => !context.opened.includes(entry.id))
  return {
    heading: t('documents.custom.title'),
    items: ready
      ? context.custom.map((entry) => ({
          id: entry.id,
          name: entry.name,
          description: entry.description,
          owner: entry.organization ? t('documents.custom.organization') : t('documents.custom.own'),
          actor: selectDocumentActor(snapshot, entry.id),
          open: context.opened.includes(entry.id) ? null : writeCommand(send, t, entry),
        }))
      : [],
    banner:
      ready && !context.bannerDismissed && offers.length > 0
        ? {
            title: t('documents.banner.title', { count: offers.length }),
            offers: offers.map((entry) => {
              const base =
                entry.baseDocumentId === context.consultationTypeId
                  ? { key: 'documents.banner.fromType', name: context.typeName }
                  : {
                      key: 'documents.banner.fromDocument',
                      name: context.selectable.find((document) => document.id === entry.baseDocumentId)!.name,
                    }
              return {
                id: entry.id,
                text: t(base.key, { name: entry.name, base: base.name }),
                write: writeCommand(send, t, entry),
              }
            }),
            dismiss: {
              label: t('documents.banner.dismiss'),
              onClick: () => send({ type: 'documents.banner.dismissed' }),
            },
          }
        : null,
  }
}
