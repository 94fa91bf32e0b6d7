import { type ReactNode, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** A titled section of home that opens in place: its content mounts (and loads) only once opened. */
export function Disclosure({
  title,
  badge,
  className = 'home-entry card',
  panelClassName = 'stack',
  children,
}: {
  title: string
  badge?: string
  className?: string
  /** The panel's class; null for none. */
  panelClassName?: string | null
  children: ReactNode
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <section className={className}>
      <h2>
        <button
          type="button"
          className="quiet disclosure"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
          {badge && <span className="badge badge-primary">{badge}</span>}
        </button>
      </h2>
      <div id={panelId} hidden={!open} className={panelClassName ?? undefined}>
        {open && <Suspense fallback={<p role="status">{t('home.entries.loading')}</p>}>{children}</Suspense>}
      </div>
    </section>
  )
}
