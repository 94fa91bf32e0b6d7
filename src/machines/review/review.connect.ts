import type { SnapshotFrom } from 'xstate'
import type { DocumentFinding, GeneratedDocument } from '../../../contract/consultations'
import type { Evidence, TextSpan } from '../../../contract/review'
import type { Translate } from '../shared/field-props'
import type { Send } from '../shared-connect/commands'
import type { ReviewEvent, ReviewSelection, reviewMachine } from './review.machine'

type ReviewSnapshot = SnapshotFrom<typeof reviewMachine>

export const selectIsSaving = (snapshot: ReviewSnapshot) => snapshot.hasTag('saving')

/** The selection, when it was made in the version shown (a new version starts with none). */
export const selectSelection = (snapshot: ReviewSnapshot, version: number): ReviewSelection | null =>
  snapshot.context.selection?.version === version ? snapshot.context.selection : null

const transcriptRanges = (evidence: Evidence[]): TextSpan[] =>
  evidence.flatMap((e) => (e.source === 'transcript' ? [{ start: e.start, end: e.end }] : []))

/** Where a finding or a line comes from, as the clinician reads it: quoted words, or a form field. */
const evidenceText = (t: Translate, evidence: Evidence) =>
  evidence.source === 'transcript'
    ? t('review.evidence.transcript', { text: evidence.text.trim() })
    : t('review.evidence.input', { label: evidence.label, text: evidence.text })

/** A finding in the interface's language: its code translated with its params, else the server's text. */
export const findingText = (t: Translate, finding: Pick<DocumentFinding, 'code' | 'params' | 'text'>) =>
  t(`review.finding.${finding.code}`, { ...finding.params, defaultValue: finding.text })

/**
 * The review panel of one document, and the note as the review shows it: the findings (each selectable,
 * dismissed or restored in one click), the note's lines (each selectable, those with nothing in the
 * consultation marked), the evidence of what is selected and the consultation's text with it marked.
 */
export function connectReview(
  snapshot: ReviewSnapshot,
  send: Send<ReviewEvent>,
  t: Translate,
  document: GeneratedDocument | null,
) {
  const review = document?.review ?? null
  const content = document?.content ?? null
  if (!document || !review || !content) return null
  const version = document.version
  const selection = selectSelection(snapshot, version)
  const saving = selectIsSaving(snapshot)
  const change = snapshot.context.change
  const selectedFinding =
    selection && 'findingId' in selection
      ? (review.findings.find((finding) => finding.id === selection.findingId) ?? null)
      : null
  const selectedLine =
    selection && 'line' in selection ? (review.lines[selection.line] ? selection.line : null) : null
  const lineSpans = review.lines.map((line) => line.note)
  const evidence = selectedFinding
    ? selectedFinding.evidence
    : selectedLine !== null
      ? review.lines[selectedLine]!.evidence
      : []
  const source = review.source ?? ''
  const marked = transcriptRanges(evidence).filter((range) => range.end <= source.length)
  const open = review.open
  const total = review.findings.length
  return {
    title: t('review.title'),
    findingsLabel: t('review.findingsList'),
    /** The count on the note's header. */
    count: {
      text: total === 0 ? t('review.noFindings') : t('review.openCount', { count: open }),
      open,
      total,
    },
    warnings: review.warnings.map((warning) => ({
      code: warning.code,
      text: t(`review.warnings.${warning.code}`, { defaultValue: warning.text }),
    })),
    findings: review.findings.map((finding) => {
      const busy = saving && change?.findingId === finding.id
      const selected = selectedFinding?.id === finding.id
      return {
        id: finding.id,
        kind: finding.kind,
        kindLabel: t(`review.kind.${finding.kind}`),
        text: findingText(t, finding),
        dismissed: finding.dismissed,
        selected,
        /** Shows its span in the note and its evidence in the consultation's text. */
        select: {
          label: selected ? t('review.hideEvidence') : t('review.showEvidence'),
          onClick: () =>
            send(
              selected
                ? { type: 'review.selection.clear' }
                : { type: 'review.finding.select', version, findingId: finding.id },
            ),
        },
        where: finding.note ? null : t('review.omitted'),
        evidence: selected ? finding.evidence.map((e) => evidenceText(t, e)) : [],
        toggle: {
          label: finding.dismissed ? t('review.restore') : t('review.dismiss'),
          busy,
          disabled: saving,
          onClick: () => {
            if (saving) return
            send({
              type: finding.dismissed ? 'review.finding.restore' : 'review.finding.dismiss',
              docId: document.id,
              findingId: finding.id,
            })
          },
        },
      }
    }),
    /** Why the last dismissal was not saved. */
    problem:
      snapshot.hasTag('error') && snapshot.context.problem
        ? t(`review.problems.${snapshot.context.problem}`)
        : null,
    note: {
      label: t('review.note.label'),
      hint: t('review.note.hint'),
      /** The note's markdown, each line's span in it, and the selected finding's span to mark. */
      markdown: content,
      spans: lineSpans,
      marked: selectedFinding?.note ?? null,
      lines: review.lines.map((line, index) => ({
        index,
        selected: selectedLine === index,
        unsupported: line.evidence.length === 0,
        onSelect: () =>
          send(
            selectedLine === index
              ? { type: 'review.selection.clear' }
              : { type: 'review.line.select', version, line: index },
          ),
      })),
      unsupportedLabel: t('review.line.unsupported'),
      /** The selected line's evidence, shown under its block. */
      selectedLine:
        selectedLine === null
          ? null
          : {
              index: selectedLine,
              title: t('review.line.from'),
              items: review.lines[selectedLine]!.evidence.map((e) => evidenceText(t, e)),
              none: review.lines[selectedLine]!.evidence.length === 0 ? t('review.line.none') : null,
              close: {
                label: t('review.line.close'),
                onClick: () => send({ type: 'review.selection.clear' }),
              },
            },
    },
    transcript: {
      title: t('review.transcript.title'),
      hint: marked.length > 0 ? t('review.transcript.marked') : t('review.transcript.hint'),
      /** The text the note was written from, and the evidence ranges to mark in it. */
      source,
      marked,
      empty: source.trim() === '' ? t('review.transcript.empty') : null,
    },
  }
}

export type ReviewView = NonNullable<ReturnType<typeof connectReview>>
