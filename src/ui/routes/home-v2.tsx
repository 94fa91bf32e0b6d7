import { useTranslation } from 'react-i18next'
import { useTypeChoiceActor } from '../catalogue/flows/type-choice'
import { ManageTypes, TypeChoice } from '../catalogue/type-choice'
import { ConsultationModePanel } from '../modes/mode-panel'
import '../catalogue/catalogue.css'

/** Home, second version: the same choice drawn as cards, the editor links beside it. */
export default function HomeV2Route() {
  const { t } = useTranslation()
  const actor = useTypeChoiceActor()
  return (
    <main data-route="home-v2" className="home home-v2 page-wide">
      {/* The app bar shows who is signed in, with settings and sign out. */}
      <header className="page-header">
        <h1>{t('routes.home-v2.title')}</h1>
      </header>
      <ConsultationModePanel />
      <div className="home-v2-columns">
        <TypeChoice actor={actor} layout="cards" />
        <ManageTypes actor={actor} />
      </div>
    </main>
  )
}
