import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { selectUser } from '../../machines/app/app.selectors'
import { SectionNav } from '../components/section-nav'
import { useAppActor } from '../shell-context'
import { StaffAccounts } from '../staff/staff-accounts'
import { StaffAnnouncements } from '../staff/staff-announcements'
import { StaffAudit } from '../staff/staff-audit'
import { StaffErrorReports } from '../staff/staff-error-reports'
import { StaffRequests } from '../staff/staff-requests'
import '../staff/staff.css'

/** The console's sections, in the side navigation's order. */
const SECTIONS = ['requests', 'credits', 'people', 'announcements', 'errors', 'audit'] as const
type Section = (typeof SECTIONS)[number]

const isSection = (value: string): value is Section => (SECTIONS as readonly string[]).includes(value)

function SectionContent({ section }: { section: Section }) {
  switch (section) {
    case 'requests':
      return <StaffRequests />
    case 'credits':
      return <StaffAccounts purpose="credits" />
    case 'people':
      return <StaffAccounts purpose="people" />
    case 'announcements':
      return <StaffAnnouncements />
    case 'errors':
      return <StaffErrorReports />
    case 'audit':
      return <StaffAudit />
  }
}

/**
 * Support's console: template requests, credits, people, announcements, error reports and the audit log. Only staff accounts see it;
 * the server checks every call all the same.
 */
export default function StaffRoute() {
  const { t } = useTranslation()
  const { section = 'requests' } = useParams()
  const user = useSelector(useAppActor(), selectUser)
  if (!user?.staff) {
    return (
      <main data-route="staff" className="status-screen">
        <h1>{t('routes.staff.title')}</h1>
        <p role="alert">{t('routes.staff.forbidden')}</p>
        <Link to="/" className="button primary">
          {t('routes.not_found.home')}
        </Link>
      </main>
    )
  }
  return (
    <main data-route="staff" className="settings staff">
      <h1>{t('routes.staff.title')}</h1>
      <SectionNav
        label={t('staff.nav')}
        base="/staff"
        sections={SECTIONS}
        current={section}
        titleOf={(name) => t(`staff.sections.${name}`)}
      />
      <div className="settings-section">
        {isSection(section) ? (
          <SectionContent key={section} section={section} />
        ) : (
          <p role="alert">{t('staff.unknownSection')}</p>
        )}
      </div>
    </main>
  )
}
