import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'

// The section's machines and views load when it is opened, not with the settings screen.
const TemplatesSettings = lazy(async () => ({
  default: (await import('./templates-settings')).TemplatesSettings,
}))

/** Settings → custom documents, loaded on first opening. */
export function TemplatesSection({ inOrganization }: { inOrganization: boolean }) {
  const { t } = useTranslation()
  return (
    <Suspense
      fallback={
        <section aria-busy="true">
          <p role="status">{t('app.loading')}</p>
        </section>
      }
    >
      <TemplatesSettings inOrganization={inOrganization} />
    </Suspense>
  )
}
