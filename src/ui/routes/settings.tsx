import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import type { User } from '../../../contract/auth'
import { selectUser } from '../../machines/app/app.selectors'
import { SectionNav } from '../components/section-nav'
import { HistorySection } from '../home/history-section'
import { AudioSettingsSection } from '../modes/audio-settings'
import { AccountFormSection } from '../settings/account-form'
import { CreditsSection } from '../settings/credits-section'
import { DeleteAccountSection } from '../settings/delete-account-section'
import { OrganizationSection } from '../settings/organization-section'
import { PasswordSection } from '../settings/password-section'
import { useAppActor } from '../shell-context'
import { SupportSection, SupportToolsSection } from '../support/support-section'
import { TemplatesSection } from '../templates/templates-section'

/** The sections that exist today, in the side navigation's order; later issues add theirs here. */
const SECTIONS = [
  'account',
  'organization',
  'credits',
  'audio',
  'history',
  'marketing',
  'data',
  'templates',
  'support',
  'support-tools',
] as const
type Section = (typeof SECTIONS)[number]

const isSection = (value: string): value is Section => (SECTIONS as readonly string[]).includes(value)

function SectionContent({ section, user }: { section: Section; user: User }) {
  const { t } = useTranslation()
  switch (section) {
    case 'account':
      return (
        <>
          <AccountFormSection form="profile" user={user} title={t('settings.account.profileTitle')} />
          <AccountFormSection form="language" user={user} title={t('settings.language.title')} />
          <PasswordSection />
          <DeleteAccountSection />
        </>
      )
    case 'organization':
      return <OrganizationSection userId={user.id} />
    case 'credits':
      return <CreditsSection />
    case 'audio':
      return <AudioSettingsSection />
    case 'history':
      return <HistorySection />
    case 'marketing':
      return (
        <AccountFormSection
          form="marketing"
          user={user}
          title={t('settings.sections.marketing')}
          intro={t('settings.marketing.intro')}
        />
      )
    case 'data':
      return (
        <AccountFormSection
          form="storage"
          user={user}
          title={t('settings.sections.data')}
          intro={t('settings.storage.intro')}
        />
      )
    case 'templates':
      return <TemplatesSection inOrganization={user.organization_id !== null} />
    case 'support':
      return <SupportSection />
    case 'support-tools':
      return <SupportToolsSection />
  }
}

/** Settings: a side navigation of the sections, account by default. */
export default function SettingsRoute() {
  const { t } = useTranslation()
  const { section = 'account' } = useParams()
  const user = useSelector(useAppActor(), selectUser)
  return (
    <main data-route="settings" className="settings">
      <h1>{t('routes.settings.title')}</h1>
      <SectionNav
        label={t('settings.nav')}
        base="/settings"
        sections={SECTIONS}
        current={section}
        titleOf={(name) => t(`settings.sections.${name}`)}
      />
      <div className="settings-section">
        {!isSection(section) ? (
          <p role="alert">{t('settings.unknownSection')}</p>
        ) : (
          // Remounting per section keeps each form's actor to its own page.
          user && <SectionContent key={section} section={section} user={user} />
        )}
      </div>
    </main>
  )
}
