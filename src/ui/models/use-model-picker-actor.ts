import { useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { selectUser } from '../../machines/app/app.selectors'
import { modelPickerMachine } from '../../machines/model-picker/model-picker.machine'
import { createDocuments } from '../../services/documents'
import { useScreenActor } from '../components/screen-actor'
import { useShell } from '../shell-context'

/** The picker's actor: the server's models, the choice saved in the account and told to the app. */
export function useModelPickerActor() {
  const { api, app, accounts } = useShell()
  const preferredModel = useSelector(app, selectUser)?.preferred_model ?? null
  return useScreenActor(
    modelPickerMachine.provide({
      actors: {
        'load models': fromPromise(() => createDocuments(api).models()),
        'save choice': fromPromise(({ input }) => accounts.updateAccount({ preferred_model: input.model })),
      },
      actions: {
        'report user updated': (_, { user }) => app.send({ type: 'user.updated', user }),
      },
    }),
    { input: { preferredModel } },
  )
}
