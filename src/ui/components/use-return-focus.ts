import { useEffect, useRef } from 'react'

/**
 * Gives the focus back when an inline confirmation closes ('Remove?' → 'Keep'): to the first button inside the
 * returned ref's element, unless something else already holds the focus. Without it, a keyboard user is left
 * at the top of the page.
 */
export function useReturnFocus<T extends HTMLElement>(open: boolean) {
  const ref = useRef<T>(null)
  const wasOpen = useRef(open)
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body
    if (wasOpen.current && !open && lost) ref.current?.querySelector<HTMLElement>('button')?.focus()
    wasOpen.current = open
  }, [open])
  return ref
}
