import type { i18n as I18n } from 'i18next'
import { type ReactNode, StrictMode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { AppBar } from './components/app-bar'
import { ErrorBoundary } from './components/error-boundary'
import { ShellContext, type ShellServices } from './shell-context'

/**
 * The whole browser app: translations, the app actor and error reporting around the app bar and the
 * screens (the router, or the sign-in screen an anonymous visitor opened on, before the router loads).
 */
export function Shell({
  i18n,
  services,
  navigate,
  children,
}: {
  i18n: I18n
  services: ShellServices
  /** The app's move to a URL (the app bar's links). */
  navigate: (to: string) => void
  children: ReactNode
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ShellContext value={services}>
          <ErrorBoundary onError={services.reportUiError}>
            <AppBar navigate={navigate} />
            {children}
          </ErrorBoundary>
        </ShellContext>
      </I18nextProvider>
    </StrictMode>
  )
}
