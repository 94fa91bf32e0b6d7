import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type ErrorBoundaryProps = {
  /** Where an uncaught render error goes: the error reporter, with source 'ui'. */
  onError: (error: unknown, componentStack: string) => void
  children: ReactNode
}

/** Catches render errors below it, reports them and shows a translated way out instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info.componentStack ?? '')
  }

  override render() {
    return this.state.failed ? <UiErrorScreen /> : this.props.children
  }
}

function UiErrorScreen() {
  const { t } = useTranslation()
  return (
    <main role="alert" className="status-screen">
      <h1>{t('errors.ui.title')}</h1>
      <p>{t('errors.ui.message')}</p>
      {/* A full page load, so a broken component tree is rebuilt from scratch. */}
      <a href="/" className="button primary">
        {t('errors.ui.home')}
      </a>
    </main>
  )
}
