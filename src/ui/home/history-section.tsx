import { useTranslation } from 'react-i18next'
import { SessionHistory } from './session-history'

/** Settings → history: the same history as home's, open at once. */
export function HistorySection() {
  const { t } = useTranslation()
  return (
    <section>
      <h2>{t('sessions.history.title')}</h2>
      <p>{t('sessions.history.intro')}</p>
      <SessionHistory />
    </section>
  )
}
