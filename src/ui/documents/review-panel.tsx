import type { ReviewView } from '../../machines/review/review.connect'
import { sourceLines } from '../../services/note-layout'

/** Scrolls the transcript box (not the page) to its first marked words as they are marked. */
function scrollIntoBox(mark: HTMLElement | null) {
  const box = mark?.closest<HTMLElement>('.review-transcript-text')
  if (!mark || !box) return
  box.scrollTop = Math.max(0, mark.offsetTop - box.offsetTop - box.clientHeight / 3)
}

/** The consultation's text the note was written from, with the evidence of what is selected marked. */
function TranscriptBox({ transcript, id }: { transcript: ReviewView['transcript']; id: string }) {
  let first = true
  return (
    <div className="review-transcript">
      <h4 id={`${id}-transcript`}>{transcript.title}</h4>
      <p className="muted text-sm" aria-live="polite">
        {transcript.hint}
      </p>
      {transcript.empty ? (
        <p className="muted">{transcript.empty}</p>
      ) : (
        <section
          className="review-transcript-text"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so the keyboard can scroll it.
          tabIndex={0}
          aria-labelledby={`${id}-transcript`}
        >
          {sourceLines(transcript.source, transcript.marked).map((line) => (
            <p key={line.start} data-source-line={line.start}>
              {line.pieces.map((piece) => {
                if (!piece.marked) return piece.text
                const scroll = first ? scrollIntoBox : undefined
                first = false
                return (
                  <mark key={piece.start} ref={scroll} data-evidence>
                    {piece.text}
                  </mark>
                )
              })}
            </p>
          ))}
        </section>
      )}
    </div>
  )
}

/**
 * Beside the note: what the check found (each finding shows its span and evidence, and is dismissed or
 * restored in one click), what the check says about itself, and the consultation's text.
 */
export function ReviewPanel({ review, id }: { review: ReviewView; id: string }) {
  return (
    <aside aria-labelledby={id} className="review-panel" data-review-panel>
      <h4 id={id} tabIndex={-1}>
        {review.title} <span className="badge">{review.count.text}</span>
      </h4>
      {review.warnings.map((warning) => (
        <p key={warning.code} className="notice notice-warning" data-warning={warning.code}>
          {warning.text}
        </p>
      ))}
      {review.problem && (
        <p role="alert" className="notice notice-error">
          {review.problem}
        </p>
      )}
      {review.findings.length > 0 && (
        <ul className="review-findings" aria-label={review.findingsLabel}>
          {review.findings.map((finding) => (
            <li
              key={finding.id}
              className={`review-finding ${finding.kind}${finding.dismissed ? ' dismissed' : ''}${finding.selected ? ' selected' : ''}`}
              data-finding={finding.id}
              data-kind={finding.kind}
            >
              <p className="review-finding-kind">
                <span className="badge">{finding.kindLabel}</span>
                {finding.where && <span className="muted text-sm"> {finding.where}</span>}
              </p>
              <p className="review-finding-text" id={`${id}-${finding.id}`}>
                {finding.dismissed ? <s>{finding.text}</s> : finding.text}
              </p>
              {finding.evidence.length > 0 && (
                <ul className="review-finding-evidence" aria-live="polite">
                  {finding.evidence.map((text, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a finding's evidence, never reordered.
                    <li key={index}>{text}</li>
                  ))}
                </ul>
              )}
              <div className="cluster">
                <button
                  type="button"
                  aria-expanded={finding.selected}
                  aria-describedby={`${id}-${finding.id}`}
                  onClick={finding.select.onClick}
                >
                  {finding.select.label}
                </button>
                <button
                  type="button"
                  className="quiet"
                  aria-describedby={`${id}-${finding.id}`}
                  aria-disabled={finding.toggle.disabled || undefined}
                  aria-busy={finding.toggle.busy || undefined}
                  onClick={finding.toggle.onClick}
                >
                  {finding.toggle.label}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <TranscriptBox transcript={review.transcript} id={id} />
    </aside>
  )
}
