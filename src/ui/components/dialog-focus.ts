import type { KeyboardEvent } from 'react'

const FOCUSABLE = 'button:not([disabled]), textarea:not([disabled]), [href], input:not([disabled])'

/**
 * Keeps Tab among the elements `focusable` finds in the dialog: Tab past the last goes to the first,
 * Shift+Tab before the first to the last.
 */
export function cycleTab(
  event: KeyboardEvent<HTMLElement>,
  focusable: (dialog: HTMLElement) => HTMLElement[],
) {
  if (event.key !== 'Tab') return
  const elements = focusable(event.currentTarget)
  const first = elements[0]
  const last = elements.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/** Keeps Tab inside the dialog while it is open. */
export function trapTab(event: KeyboardEvent<HTMLElement>) {
  cycleTab(event, (dialog) => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)])
}

/** Moves focus into the dialog as it opens (its `data-autofocus` element), and back to what opened it as it closes. */
export function focusInAndBack(dialog: HTMLElement | null) {
  if (!dialog) return
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
  dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
  return () => {
    if (opener?.isConnected) opener.focus()
  }
}

/** Moves focus to an element as it appears (a stable ref callback: React calls it on mount only). */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus()
}
