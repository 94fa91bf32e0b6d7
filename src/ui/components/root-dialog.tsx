import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { selectRootDialog } from '../../machines/app/app.selectors'
import { useAppActor } from '../shell-context'

// Only a signed-in session expires: the sign-in screens start without the dialog's code.
const Dialog = lazy(() => import('./dialog').then(({ Dialog }) => ({ default: Dialog })))

/** Shows the app's own dialog (session expired) over whatever screen is open. */
export function RootDialog() {
  const dialog = useSelector(useAppActor(), selectRootDialog)
  return dialog ? (
    <Suspense fallback={null}>
      <Dialog actor={dialog} />
    </Suspense>
  ) : null
}
