import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom'

/** Shown while the first screen's code loads. */
export function LoadingScreen() {
  const { t } = useTranslation()
  return (
    <main aria-busy="true" className="status-screen">
      <p role="status">{t('app.loading')}</p>
    </main>
  )
}

/** Shown when a screen could not load (its code, typically, on a lost connection); reported by the shell. */
export function RouteErrorScreen() {
  const { t } = useTranslation()
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />
  return (
    <main role="alert" className="status-screen">
      <h1>{t('errors.route.title')}</h1>
      <p>{t('errors.route.message')}</p>
      <a href="/" className="button primary">
        {t('errors.route.home')}
      </a>
    </main>
  )
}

export function NotFoundScreen() {
  const { t } = useTranslation()
  return (
    <main data-route="not_found" className="status-screen">
      <h1>{t('routes.not_found.title')}</h1>
      <p>{t('routes.not_found.message')}</p>
      <Link to="/" className="button primary">
        {t('routes.not_found.home')}
      </Link>
    </main>
  )
}
