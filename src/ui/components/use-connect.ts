import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ActorRef, EventObject, Snapshot } from 'xstate'
import type { Translate } from '../../machines/shared/field-props'

/**
 * What a view shows of its flow: the actor's snapshot, followed as it changes, read through the flow's
 * `connect` function with the actor's `send`, the translation and any `extra` arguments it takes.
 */
export function useConnect<
  TSnapshot extends Snapshot<unknown>,
  TEvent extends EventObject,
  View,
  Extra extends unknown[],
>(
  actor: ActorRef<TSnapshot, TEvent>,
  connect: (snapshot: TSnapshot, send: (event: TEvent) => void, t: Translate, ...extra: Extra) => View,
  ...extra: Extra
): View {
  const { t } = useTranslation()
  const snapshot = useSelector(actor, (current) => current)
  return connect(snapshot, actor.send, t, ...extra)
}
