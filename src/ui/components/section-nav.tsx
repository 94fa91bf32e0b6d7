import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

/**
 * The side navigation of a page of sections (settings, the staff console): one link per section under `base`,
 * the current one marked, and the way home last.
 */
export function SectionNav({
  label,
  base,
  sections,
  current,
  titleOf,
}: {
  label: string
  base: string
  sections: readonly string[]
  current: string
  titleOf: (section: string) => string
}) {
  const { t } = useTranslation()
  return (
    <nav aria-label={label}>
      <ul>
        {sections.map((name) => (
          <li key={name}>
            <Link to={`${base}/${name}`} aria-current={name === current ? 'page' : undefined}>
              {titleOf(name)}
            </Link>
          </li>
        ))}
        <li className="settings-nav-home">
          <Link to="/">{t('settings.home')}</Link>
        </li>
      </ul>
    </nav>
  )
}
