import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { connectPayingPool } from '../../machines/credits/credits.connect'
import { creditsMachine } from '../../machines/credits/credits.machine'
import { createCredits } from '../../services/credits'
import { useShell } from '../shell-context'

/** Beside "Gerar": which credits pay the next document (the organisation's, or the clinician's own). */
export function PayingPool() {
  const { t } = useTranslation()
  const { api } = useShell()
  const [snapshot] = useMachine(
    creditsMachine.provide({ actors: { 'load credits': fromPromise(() => createCredits(api).load()) } }),
  )
  const hint = connectPayingPool(snapshot, t)
  return hint ? (
    <p className="muted text-sm" data-paying-pool>
      {hint}
    </p>
  ) : null
}
