import { type ComponentType, createContext, type MouseEvent, type ReactNode, useContext } from 'react'

/** Where a screen is: the URL's path and query, and the state the move that opened it carried. */
export type ScreenLocation = { pathname: string; search: string; state: unknown }

export type NavigateOptions = { state?: unknown; replace?: boolean }

export type LinkProps = { to: string; state?: unknown; className?: string; children: ReactNode }

/**
 * How the sign-in screens read their location and move: the router's own when it runs them, or the light
 * first screen's (main.tsx), which hands over to the router on the first move. So an anonymous visitor's
 * first screen needs none of the router's code.
 */
export type ScreenNavigation = {
  location: ScreenLocation
  navigate: (to: string, options?: NavigateOptions) => void
  Link: ComponentType<LinkProps>
}

export const NavigationContext = createContext<ScreenNavigation | null>(null)

export function useScreenNavigation(): ScreenNavigation {
  const navigation = useContext(NavigationContext)
  if (!navigation) throw new Error('useScreenNavigation must be used inside <NavigationContext>')
  return navigation
}

/** A link the app follows itself on a plain click; any other click (new tab, download) is the browser's. */
export function InAppLink({
  to,
  navigate,
  className,
  current,
  children,
}: {
  to: string
  navigate: (to: string) => void
  className?: string
  current?: boolean
  children: ReactNode
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(to)
  }
  return (
    <a href={to} className={className} aria-current={current || undefined} onClick={onClick}>
      {children}
    </a>
  )
}
