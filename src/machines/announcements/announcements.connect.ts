import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import type { Send } from '../shared-connect/commands'
import { tagSelectors } from '../shared-connect/tag-selectors'
import type { AnnouncementsEvent, announcementsMachine } from './announcements.machine'

type AnnouncementsSnapshot = SnapshotFrom<typeof announcementsMachine>

export const { selectIsLoading, selectIsEmpty, selectIsPlaying } = tagSelectors<AnnouncementsSnapshot>()({
  selectIsLoading: 'busy',
  selectIsEmpty: 'empty',
  selectIsPlaying: 'playing',
})
export const selectCurrent = (snapshot: AnnouncementsSnapshot) =>
  snapshot.context.announcements[snapshot.context.index] ?? null

/**
 * The carousel as the WAI-ARIA carousel pattern reads it: a labelled region, the slide on show (announced
 * politely only while it is not turning by itself), the rotation control first, previous and next, and one
 * dot per announcement. The arrow keys move between announcements while focus is inside.
 */
export function connectAnnouncements(
  snapshot: AnnouncementsSnapshot,
  send: Send<AnnouncementsEvent>,
  t: Translate,
) {
  const { announcements, index, pausedByUser, reducedMotion } = snapshot.context
  const current = selectCurrent(snapshot)
  const count = announcements.length
  const several = count > 1
  return {
    /** Nothing is drawn while loading, when there is nothing to say, or when loading failed. */
    isVisible: snapshot.hasTag('ready') && current !== null,
    region: {
      'aria-roledescription': t('announcements.roleDescription'),
      'aria-label': t('announcements.label'),
      onMouseEnter: () => send({ type: 'carousel.pointer.enter' }),
      onMouseLeave: () => send({ type: 'carousel.pointer.leave' }),
      onFocus: () => send({ type: 'carousel.focus.enter' }),
      /** Only when focus leaves the carousel, not when it moves between its buttons. */
      onBlur: (leavingFor: Node | null, within: (node: Node) => boolean) => {
        if (!leavingFor || !within(leavingFor)) send({ type: 'carousel.focus.leave' })
      },
      onKeyDown: (key: string) => {
        if (!several) return false
        if (key === 'ArrowRight') send({ type: 'carousel.next' })
        else if (key === 'ArrowLeft') send({ type: 'carousel.previous' })
        else return false
        return true
      },
    },
    /** Polite while still, off while turning by itself (WAI-ARIA carousel). */
    live: selectIsPlaying(snapshot) ? ('off' as const) : ('polite' as const),
    slide: current
      ? {
          id: current.id,
          title: current.title,
          body: current.body,
          lang: current.language,
          label: t('announcements.position', { position: index + 1, count }),
        }
      : null,
    /** The rotation control, only when the carousel can turn by itself. */
    rotation:
      several && !reducedMotion
        ? {
            label: pausedByUser ? t('announcements.play') : t('announcements.pause'),
            isPaused: pausedByUser,
            onClick: () => send({ type: pausedByUser ? 'carousel.play' : 'carousel.pause' }),
          }
        : null,
    previous: several
      ? { label: t('announcements.previous'), onClick: () => send({ type: 'carousel.previous' }) }
      : null,
    next: several ? { label: t('announcements.next'), onClick: () => send({ type: 'carousel.next' }) } : null,
    dots: several
      ? announcements.map((announcement, i) => ({
          key: announcement.id,
          label: t('announcements.show', { position: i + 1, count, title: announcement.title }),
          isCurrent: i === index,
          onClick: () => send({ type: 'carousel.show', index: i }),
        }))
      : [],
  }
}
