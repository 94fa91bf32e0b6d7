import { createActor, fromCallback, fromPromise } from 'xstate'
import {
  activeSessionFollowerMachine,
  type FollowerEvent,
} from '../../machines/active-session-follower/active-session-follower.machine'
import { selectIsInMobileMode } from '../../machines/app/app.selectors'
import { createActiveSessionChecks } from '../../services/active-session'
import type { Api } from '../../services/api'
import type { AppActor } from '../shell-context'

type VisibilityDocument = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>

/**
 * Starts the app-wide active-session follower on the real services: the app actor says who is signed in
 * and in which mode, the document whether the page is visible; what it finds goes to the app actor, whose
 * root rule opens the consultation.
 */
export function startActiveSessionFollower({
  app,
  api,
  document,
}: {
  app: AppActor
  api: Api
  document: VisibilityDocument
}) {
  const checks = createActiveSessionChecks(api)
  const machine = activeSessionFollowerMachine.provide({
    actors: {
      'watch consultation mode': fromCallback<FollowerEvent>(({ sendBack }) => {
        let mobileMode = selectIsInMobileMode(app.getSnapshot())
        const subscription = app.subscribe((snapshot) => {
          const now = selectIsInMobileMode(snapshot)
          if (now === mobileMode) return
          mobileMode = now
          sendBack({ type: 'mode.changed', mobileMode })
        })
        return () => subscription.unsubscribe()
      }),
      'watch page visibility': fromCallback<FollowerEvent>(({ sendBack }) => {
        const changed = () =>
          sendBack({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' })
        document.addEventListener('visibilitychange', changed)
        return () => document.removeEventListener('visibilitychange', changed)
      }),
      'check active status': fromPromise(() => checks.status()),
      'read active session': fromPromise(({ input }) => checks.session(input.id)),
    },
    actions: {
      'report active session': (_, { session }) => app.send({ type: 'consultation.active.found', session }),
      'report no active session': () => app.send({ type: 'consultation.active.gone' }),
      'report failure': (_, { error }) => console.warn('active session poll failed', error),
    },
  })
  return createActor(machine, {
    input: {
      mobileMode: selectIsInMobileMode(app.getSnapshot()),
      pageVisible: document.visibilityState !== 'hidden',
    },
  }).start()
}
