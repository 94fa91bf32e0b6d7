import { fromPromise } from 'xstate'
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
