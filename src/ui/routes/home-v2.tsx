import { useTranslation } from 'react-i18next'
import { AnnouncementsCarousel } from '../announcements/carousel'
import { ManageTypes, TypeChoice } from '../catalogue/type-choice'
import { useTypeChoiceActor } from '../catalogue/use-type-choice-actor'
import { HomeEntries } from '../home/home-entries'
import { HomeHistory, HomeSessions } from '../home/home-sessions'
import { ConsultationModePanel } from '../modes/mode-panel'
import '../catalogue/catalogue.css'

/**
 * Home, second version, over the same machines: the type choice drawn as cards beside the consultations
 * (the one to resume, the recent ones, the history); announcements and the consultation mode above, the
 * entries below.
 */
export default function HomeV2Route() {
  const { t } = useTranslation()
  const actor = useTypeChoiceActor()
  return (
    <main data-route="home-v2" className="home home-v2 page-wide">
      {/* The app bar shows who is signed in, with settings and sign out. */}
      <header className="page-header">
        <h1>{t('routes.home-v2.title')}</h1>
      </header>
      <AnnouncementsCarousel />
      <ConsultationModePanel />
      <div className="home-v2-columns">
        <div>
          <TypeChoice actor={actor} layout="cards" />
          <ManageTypes actor={actor} />
        </div>
        <div>
          <HomeSessions />
          <HomeHistory />
        </div>
      </div>
      <HomeEntries />
    </main>
  )
}
