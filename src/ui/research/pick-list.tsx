import type { ReactNode } from 'react'

/**
 * The space's patients or trials: each a button that chooses it (pressed while it is the one shown) with a
 * short note beside it; nothing can be chosen while the space is busy.
 */
export function PickList<Item extends { id: string }>({
  items,
  activeId,
  busy,
  name,
  note,
  onPick,
}: {
  items: readonly Item[]
  activeId: string | undefined
  busy: boolean
  name: (item: Item) => string
  note: (item: Item) => ReactNode
  onPick: (item: Item) => void
}) {
  return (
    <ul className="research-picks">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="quiet"
            aria-pressed={item.id === activeId}
            disabled={busy}
            onClick={() => onPick(item)}
          >
            {name(item)}
          </button>
          <span className="muted text-sm">{note(item)}</span>
        </li>
      ))}
    </ul>
  )
}
