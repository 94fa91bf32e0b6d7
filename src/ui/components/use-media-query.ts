import { useCallback, useSyncExternalStore } from 'react'

/** A phone held upright (a 390 px screen): home shows the type choice first and folds what follows. */
export const PHONE_WIDTH = '(max-width: 40rem)'

/** Whether the window matches a CSS media query now, following changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query)
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => globalThis.matchMedia?.(query).matches ?? false)
}
