import { fromPromise } from 'xstate'
import type { Announcement } from '../../../contract/announcements'
import { announcementsMachine } from '../../machines/announcements/announcements.machine'
import { createAnnouncements } from '../../services/announcements'
import { useScreenActor } from '../components/screen-actor'
import { useShell } from '../shell-context'

/** Whether the person asked the system for less motion. */
const prefersReducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** The carousel's actor on the real announcements call. */
export function useAnnouncementsActor() {
  const { api } = useShell()
  return useScreenActor(
    announcementsMachine.provide({
      actors: { 'load announcements': fromPromise(() => createAnnouncements(api).current()) },
    }),
    { input: { reducedMotion: prefersReducedMotion() } },
  )
}

/**
 * A carousel actor over the announcements given (the staff console's preview): nothing is loaded, and it
 * never turns by itself, so the slide being written stays in view.
 */
export function useAnnouncementsPreviewActor(announcements: Announcement[]) {
  return useScreenActor(
    announcementsMachine.provide({
      actors: { 'load announcements': fromPromise(async () => announcements) },
    }),
    { input: { reducedMotion: true } },
  )
}
