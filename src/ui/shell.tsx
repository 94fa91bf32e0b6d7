import type { i18n as I18n } from 'i18next'
import { StrictMode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { type DataRouter, RouterProvider } from 'react-router-dom'
import { AppBar } from './components/app-bar'
import { ErrorBoundary } from './components/error-boundary'
import { ShellContext, type ShellServices } from './shell-context'

/** The whole browser app: translations, the app actor and error reporting around the app bar and the router. */
export function Shell({
  i18n,
  router,
  services,
}: {
  i18n: I18n
  router: DataRouter
  services: ShellServices
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ShellContext value={services}>
          <ErrorBoundary onError={services.reportUiError}>
            <AppBar router={router} />
            <RouterProvider router={router} />
          </ErrorBoundary>
        </ShellContext>
      </I18nextProvider>
    </StrictMode>
  )
}
