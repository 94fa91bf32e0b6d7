import type { ReactNode } from 'react'
import { useShell } from '../shell-context'
import { ErrorBoundary } from './error-boundary'
import { RootDialog } from './root-dialog'

/** Every screen's frame: render errors stay inside it, and the app's dialog sits above it. */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const { reportUiError } = useShell()
  return (
    <>
      <ErrorBoundary onError={reportUiError}>{children}</ErrorBoundary>
      <RootDialog />
    </>
  )
}
