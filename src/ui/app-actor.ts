import { createActor } from 'xstate'
import { appMachine } from '../machines/app/app.machine'
import type { RouteName, RouteTarget } from '../navigation/route-table'
import type { SessionStore } from '../services/session-storage'

export type AppActorDependencies = {
  sessionStore: SessionStore
  /** DELETE /v1/logout for the token being signed out; its failure changes nothing for the client. */
  endServerSession: (token: string) => Promise<void>
  /** Moves the router to a route, with a notice for the next screen (the app's own move, not the person's). */
  navigate: (target: RouteTarget) => void
  isMobileDevice: boolean
  /** The screen the page opened on. */
  route: RouteName
}

/** Starts the app machine with the browser's real side effects (storage, server, router). */
export function startAppActor({
  sessionStore,
  endServerSession,
  navigate,
  isMobileDevice,
  route,
}: AppActorDependencies) {
  const machine = appMachine.provide({
    actions: {
      'store session': (_, session) => sessionStore.save(session),
      'store user': (_, { user }) => sessionStore.saveUser(user),
      'clear stored session': () => sessionStore.clear(),
      'end server session': (_, { token }) => {
        // The client is signed out whatever the server says.
        if (token) endServerSession(token).catch(() => {})
      },
      'go to route': (_, target: RouteTarget) => navigate(target),
    },
  })
  return createActor(machine, {
    input: { storedSession: sessionStore.restore(), isMobileDevice, route },
  }).start()
}
