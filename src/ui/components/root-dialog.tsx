import { useSelector } from '@xstate/react'
import { selectRootDialog } from '../../machines/app/app.selectors'
import { useAppActor } from '../shell-context'
import { Dialog } from './dialog'

/** Shows the app's own dialog (session expired) over whatever screen is open. */
export function RootDialog() {
  const dialog = useSelector(useAppActor(), selectRootDialog)
  return dialog ? <Dialog actor={dialog} /> : null
}
