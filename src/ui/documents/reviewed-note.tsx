import { Fragment, type KeyboardEvent, type ReactNode, useId } from 'react'
import type { ReviewView } from '../../machines/review/review.connect'
import { type ShownBlock, type ShownPiece, shownNote } from '../../services/note-layout'
import { CommandButton } from '../components/command-button'

type NoteView = ReviewView['note']

/** Arrow keys move between the note's lines (one Tab stop for the whole note); Home and End jump to the ends. */
function moveBetweenLines(event: KeyboardEvent<HTMLElement>) {
  const keys: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }
  if (!(event.key in keys) && event.key !== 'Home' && event.key !== 'End') return
  const lines = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-line-start]')]
  if (lines.length === 0) return
  const at = lines.indexOf(document.activeElement as HTMLElement)
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? lines.length - 1
        : Math.min(lines.length - 1, Math.max(0, (at === -1 ? 0 : at) + (keys[event.key] ?? 0)))
  event.preventDefault()
  lines[next]?.focus()
}

/** A piece's text with its emphasis, marked while the selected finding is about it. */
function Piece({ piece }: { piece: ShownPiece }) {
  let node: ReactNode = piece.text
  if (piece.italic) node = <em>{node}</em>
  if (piece.bold) node = <strong>{node}</strong>
  return piece.marked ? <mark data-finding-span>{node}</mark> : node
}

/** The pieces of one block, each run of pieces on one line as a button showing where that line came from. */
function Pieces({
  pieces,
  note,
  focusLine,
}: {
  pieces: ShownPiece[]
  note: NoteView
  /** The line that takes the note's Tab stop. */
  focusLine: number
}) {
  const runs: { line: number | null; pieces: ShownPiece[] }[] = []
  for (const piece of pieces) {
    const last = runs.at(-1)
    if (last && last.line === piece.line) last.pieces.push(piece)
    else runs.push({ line: piece.line, pieces: [piece] })
  }
  return runs.map((run) => {
    const key = `${run.pieces[0]!.start}`
    const content = run.pieces.map((piece) => <Piece key={piece.start} piece={piece} />)
    const line = run.line === null ? undefined : note.lines[run.line]
    if (!line) return <Fragment key={key}>{content}</Fragment>
    // A line may go on past a block's end: its first run is the one to focus and to mark.
    const first = run.pieces[0]!.lineStart
    return (
      // biome-ignore lint/a11y/useSemanticElements: a sentence inside a paragraph stays inline text; a <button> would break the prose.
      <span
        key={key}
        role="button"
        tabIndex={first && line.index === focusLine ? 0 : -1}
        aria-pressed={line.selected}
        className={`note-line${line.selected ? ' selected' : ''}${line.unsupported ? ' unsupported' : ''}`}
        data-line={line.index}
        data-line-start={first || undefined}
        onClick={line.onSelect}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return
          event.preventDefault()
          line.onSelect()
        }}
      >
        {content}
        {line.unsupported && first && (
          <>
            <span className="unsupported-mark" aria-hidden="true">
              ?
            </span>
            <span className="visually-hidden"> ({note.unsupportedLabel})</span>
          </>
        )}
      </span>
    )
  })
}

/** Under the block holding the selected line: the consultation's words it came from, or that none were found. */
function LineEvidence({ selected }: { selected: NonNullable<NoteView['selectedLine']> }) {
  return (
    <aside className="line-evidence" aria-live="polite" data-line-evidence={selected.index}>
      <p className="line-evidence-title">
        <strong>{selected.title}</strong>
      </p>
      {selected.none ? (
        <p className="line-evidence-none">{selected.none}</p>
      ) : (
        <ul>
          {selected.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the evidence list of one line, never reordered.
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
      <CommandButton command={selected.close} className="quiet" />
    </aside>
  )
}

const hasLine = (pieces: ShownPiece[], line: number | undefined) =>
  line !== undefined && pieces.some((piece) => piece.line === line)

function Block({ block, note, focusLine }: { block: ShownBlock; note: NoteView; focusLine: number }) {
  const selected = note.selectedLine
  const props = { note, focusLine }
  switch (block.kind) {
    case 'rule':
      return <hr />
    case 'heading': {
      const Heading = `h${Math.min(6, Math.max(2, block.level))}` as 'h2'
      return (
        <>
          <Heading>
            <Pieces pieces={block.pieces} {...props} />
          </Heading>
          {selected && hasLine(block.pieces, selected.index) && <LineEvidence selected={selected} />}
        </>
      )
    }
    case 'paragraph':
      return (
        <>
          <p>
            <Pieces pieces={block.pieces} {...props} />
          </p>
          {selected && hasLine(block.pieces, selected.index) && <LineEvidence selected={selected} />}
        </>
      )
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List>
          {block.items.map((item) => (
            <li key={item.pieces[0]?.start ?? 0} style={{ marginInlineStart: `${item.depth * 1.25}rem` }}>
              <Pieces pieces={item.pieces} {...props} />
              {selected && hasLine(item.pieces, selected.index) && <LineEvidence selected={selected} />}
            </li>
          ))}
        </List>
      )
    }
  }
}

/**
 * The note as the review shows it: each sentence or bullet a button that shows the consultation's words it
 * came from; lines with nothing in the consultation marked with a sign and words (not by colour alone); the
 * selected finding's span marked.
 */
export function ReviewedNote({ note }: { note: NoteView }) {
  const hintId = useId()
  const focusLine = note.lines.find((line) => line.selected)?.index ?? 0
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of prose, not of form fields; the arrow keys move between its line buttons.
    <div
      role="group"
      aria-label={note.label}
      aria-describedby={hintId}
      className="reviewed-note"
      onKeyDown={moveBetweenLines}
    >
      <p id={hintId} className="visually-hidden">
        {note.hint}
      </p>
      {shownNote(note.markdown, note.spans, note.marked).map((block, index) => (
        <Block
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one version, in the note's order.
          key={index}
          block={block}
          note={note}
          focusLine={focusLine}
        />
      ))}
    </div>
  )
}
