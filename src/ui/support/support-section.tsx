import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import './support.css'

// The sections' machines and views load when they are opened, not with the settings screen.
const SupportSettings = lazy(async () => ({ default: (await import('./support-settings')).SupportSettings }))
const SupportToolsSettings = lazy(async () => ({
  default: (await import('./support-tools-settings')).SupportToolsSettings,
}))

function Loading() {
  const { t } = useTranslation()
  return (
    <section aria-busy="true">
      <p role="status">{t('app.loading')}</p>
    </section>
  )
}

/** Settings → support: the help articles, loaded on first opening. */
export function SupportSection() {
  return (
    <Suspense fallback={<Loading />}>
      <SupportSettings />
    </Suspense>
  )
}

/** Settings → support tools: the paste tool, loaded on first opening. */
export function SupportToolsSection() {
  return (
    <Suspense fallback={<Loading />}>
      <SupportToolsSettings />
    </Suspense>
  )
}
