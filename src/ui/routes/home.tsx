import { useTranslation } from 'react-i18next'
import { AnnouncementsCarousel } from '../announcements/carousel'
import { AccountLinks } from '../catalogue/account-links'
import { useTypeChoiceActor } from '../catalogue/flows/type-choice'
import { ManageTypes, TypeChoice } from '../catalogue/type-choice'
import { HomeEntries } from '../home/home-entries'
import { HomeHistory, HomeSessions } from '../home/home-sessions'
import '../catalogue/catalogue.css'

/**
 * The signed-in landing: announcements, the unfinished consultation to resume, the choice of the type that
 * starts a consultation, the recent consultations and the history, then the entries (assistant, models,
 * audio capture, tutorial, language).
 */
export default function HomeRoute() {
  const { t } = useTranslation()
  const actor = useTypeChoiceActor()
  return (
    <main data-route="home" className="home">
      <header className="page-header">
        <h1>{t('routes.home.title')}</h1>
        <AccountLinks />
      </header>
      <AnnouncementsCarousel />
      <HomeSessions />
      <TypeChoice actor={actor} layout="list" />
      <ManageTypes actor={actor} />
      <HomeHistory />
      <HomeEntries />
    </main>
  )
}
