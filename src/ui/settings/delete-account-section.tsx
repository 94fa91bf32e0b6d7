import { useTranslation } from 'react-i18next'
import { connectAccountDeletion } from '../../machines/account-deletion/account-deletion.connect'
import { useAccountDeletionActor } from '../account/use-account-deletion-actor'
import { CommandButton } from '../components/command-button'
import { Dialog } from '../components/dialog'
import { FormProblem } from '../components/fields'
import { useConnect } from '../components/use-connect'

/** Settings → account: deleting the account, behind a warning dialog. */
export function DeleteAccountSection() {
  const { t } = useTranslation()
  const actor = useAccountDeletionActor()
  const api = useConnect(actor, connectAccountDeletion)
  return (
    <section data-form="delete-account" className="danger-zone">
      <h2>{t('settings.delete.title')}</h2>
      <p>{t('settings.delete.intro')}</p>
      <FormProblem message={api.problem} />
      <CommandButton command={api.button} className="danger" keepsFocus />
      {api.dialog && <Dialog actor={api.dialog} />}
    </section>
  )
}
