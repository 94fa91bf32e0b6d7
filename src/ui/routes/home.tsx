import { useTranslation } from 'react-i18next'
import { AccountLinks } from '../catalogue/account-links'
import { useTypeChoiceActor } from '../catalogue/flows/type-choice'
import { ManageTypes, TypeChoice } from '../catalogue/type-choice'
import { ConsultationModePanel } from '../modes/mode-panel'
import '../catalogue/catalogue.css'

/** The signed-in landing: who is signed in, and the choice of the consultation type that starts a consultation. */
export default function HomeRoute() {
  const { t } = useTranslation()
  const actor = useTypeChoiceActor()
  return (
    <main data-route="home" className="home">
      <header className="page-header">
        <h1>{t('routes.home.title')}</h1>
        <AccountLinks />
      </header>
      <ConsultationModePanel />
      <TypeChoice actor={actor} layout="list" />
      <ManageTypes actor={actor} />
    </main>
  )
}
