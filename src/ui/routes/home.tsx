import { useTranslation } from 'react-i18next'
import { AnnouncementsCarousel } from '../announcements/carousel'
import { AccountLinks } from '../catalogue/account-links'
import { ManageTypes, TypeChoice } from '../catalogue/type-choice'
import { useTypeChoiceActor } from '../catalogue/use-type-choice-actor'
import { TranscriptionNoticeView } from '../engines/transcription-notice'
import { useEngineReadinessActor } from '../engines/use-engine-readiness-actor'
import { HomeEntries } from '../home/home-entries'
import { HomeHistory, HomeSessions } from '../home/home-sessions'
import { ConsultationModePanel } from '../modes/mode-panel'
import '../catalogue/catalogue.css'

/**
 * The signed-in landing: whether the server can transcribe (when it cannot), announcements, the unfinished consultation to resume and the recent ones, the
 * choice of the type that starts a consultation, then the consultation mode, the history, and the entries
 * (assistant, models, audio capture, tutorial, language).
 */
export default function HomeRoute() {
  const { t } = useTranslation()
  const actor = useTypeChoiceActor()
  // One check of the server's engines for the transcription notice and the assistant's entry.
  const engines = useEngineReadinessActor()
  return (
    <main data-route="home" className="home">
      <header className="page-header">
        <h1>{t('routes.home.title')}</h1>
        <AccountLinks />
      </header>
      <TranscriptionNoticeView actor={engines} />
      <AnnouncementsCarousel />
      <HomeSessions />
      {/* The type choice starts a consultation: first, before the mode (a phone shows it on the first screen). */}
      <TypeChoice actor={actor} layout="list" />
      <ManageTypes actor={actor} />
      <ConsultationModePanel />
      <HomeHistory />
      <HomeEntries engines={engines} />
    </main>
  )
}
