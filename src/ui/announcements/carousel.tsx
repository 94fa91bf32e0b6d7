import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { Announcement } from '../../../contract/announcements'
import { connectAnnouncements } from '../../machines/announcements/announcements.connect'
import type { announcementsMachine } from '../../machines/announcements/announcements.machine'
import { CommandButton } from '../components/command-button'
import { useConnect } from '../components/use-connect'
import { useAnnouncementsActor, useAnnouncementsPreviewActor } from './use-announcements-actor'
import './announcements.css'

/**
 * Home's announcements carousel (GET /v1/announcements): nothing is drawn while there is nothing to show.
 * Keyboard: Tab reaches pause, previous, next and the dots; the arrow keys move while focus is inside.
 * It pauses while hovered or focused, and never turns by itself under prefers-reduced-motion.
 */
export function AnnouncementsCarousel() {
  return <Carousel actor={useAnnouncementsActor()} />
}

/**
 * The carousel showing the announcements given instead of those shown now: the staff console's preview
 * of an announcement being written, drawn by the very component home draws.
 */
export function AnnouncementsPreview({ announcements }: { announcements: Announcement[] }) {
  return <Carousel actor={useAnnouncementsPreviewActor(announcements)} />
}

function Carousel({ actor }: { actor: ActorRefFrom<typeof announcementsMachine> }) {
  const { t } = useTranslation()
  const api = useConnect(actor, connectAnnouncements)
  if (!api.isVisible || !api.slide) return null
  const { region, slide } = api
  return (
    <section
      className="announcements card"
      data-testid="announcements"
      aria-roledescription={region['aria-roledescription']}
      aria-label={region['aria-label']}
      onMouseEnter={region.onMouseEnter}
      onMouseLeave={region.onMouseLeave}
      onFocus={region.onFocus}
      onBlur={(event) =>
        region.onBlur(event.relatedTarget as Node | null, (node) => event.currentTarget.contains(node))
      }
      onKeyDown={(event) => {
        if (region.onKeyDown(event.key)) event.preventDefault()
      }}
    >
      <div className="announcements-controls cluster">
        {api.rotation && (
          <button
            type="button"
            className="icon-button quiet"
            aria-label={api.rotation.label}
            aria-pressed={api.rotation.isPaused}
            onClick={api.rotation.onClick}
          >
            <span aria-hidden="true">{api.rotation.isPaused ? '▶' : '❚❚'}</span>
          </button>
        )}
        {api.previous && <CommandButton command={api.previous} className="icon-button quiet" symbol="‹" />}
        {api.next && <CommandButton command={api.next} className="icon-button quiet" symbol="›" />}
      </div>
      <div aria-live={api.live} aria-atomic="true">
        <article
          key={slide.id}
          className="announcements-slide"
          aria-roledescription={t('announcements.slide')}
          aria-label={slide.label}
          lang={slide.lang}
        >
          <h2>{slide.title}</h2>
          <p>{slide.body}</p>
        </article>
      </div>
      {api.dots.length > 0 && (
        <div className="announcements-dots">
          {api.dots.map((dot) => (
            <button
              key={dot.key}
              type="button"
              className="announcements-dot"
              aria-label={dot.label}
              aria-current={dot.isCurrent ? 'true' : undefined}
              onClick={dot.onClick}
            />
          ))}
        </div>
      )}
    </section>
  )
}
