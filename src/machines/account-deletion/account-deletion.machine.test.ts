import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { describePaths } from '../../../tests/model/paths'
import { failWith, fakeCall, flush } from '../../../tests/unit/deferred'
import { ApiError } from '../../services/api'
import {
  connectAccountDeletion,
  selectConfirmDialog,
  selectIsBusy,
  selectProblem,
} from './account-deletion.connect'
import { accountDeletionMachine } from './account-deletion.machine'
import { pathOptions } from './account-deletion.paths'

const t = (key: string) => key

function start() {
  const remove = fakeCall<void, unknown>()
  const deleted = vi.fn()
  const actor = createActor(
    accountDeletionMachine.provide({
      actors: { 'delete account': remove.logic },
      actions: { 'report account deleted': deleted },
    }),
  ).start()
  return { actor, remove, deleted, snapshot: () => actor.getSnapshot() }
}

describe('account deletion machine', () => {
  it('asks with a warning dialog that says it cannot be undone', () => {
    const deletion = start()
    deletion.actor.send({ type: 'account.delete' })
    const dialog = selectConfirmDialog(deletion.snapshot())
    expect(dialog?.getSnapshot().context).toMatchObject({
      kind: 'warning',
      title: 'settings.delete.dialog.title',
      message: 'settings.delete.dialog.message',
      confirmLabel: 'settings.delete.dialog.confirm',
      cancellable: true,
      initialFocus: 'cancel',
    })
    expect(deletion.remove.inputs).toEqual([])
  })

  it('changes nothing when the dialog is cancelled', () => {
    const deletion = start()
    deletion.actor.send({ type: 'account.delete' })
    selectConfirmDialog(deletion.snapshot())?.send({ type: 'dialog.cancel' })
    expect(selectConfirmDialog(deletion.snapshot())).toBeNull()
    expect(deletion.remove.inputs).toEqual([])
    expect(deletion.snapshot().value).toBe('idle')
  })

  it('deletes once confirmed and reports it, so the app signs out', async () => {
    const deletion = start()
    deletion.actor.send({ type: 'account.delete' })
    selectConfirmDialog(deletion.snapshot())?.send({ type: 'dialog.confirm' })
    expect(selectIsBusy(deletion.snapshot())).toBe(true)
    expect(deletion.remove.inputs).toHaveLength(1)
    deletion.remove.resolve()
    await flush()
    expect(deletion.deleted).toHaveBeenCalledTimes(1)
    expect(deletion.snapshot().status).toBe('done')
  })

  it('says so when deleting fails, and asks again before another try', async () => {
    const deletion = start()
    deletion.actor.send({ type: 'account.delete' })
    selectConfirmDialog(deletion.snapshot())?.send({ type: 'dialog.confirm' })
    await failWith(deletion.remove, new ApiError('http', 'internal', 'x', 500, null))
    expect(selectProblem(deletion.snapshot())).toBe('delete_failed')
    expect(deletion.deleted).not.toHaveBeenCalled()
    const api = connectAccountDeletion(deletion.snapshot(), deletion.actor.send, t)
    expect(api.problem).toBe('problems.delete_failed')
    api.button.onClick()
    expect(selectConfirmDialog(deletion.snapshot())).not.toBeNull()
  })

  it('disables the button while it asks or deletes', () => {
    const deletion = start()
    expect(connectAccountDeletion(deletion.snapshot(), () => {}, t).button.disabled).toBe(false)
    deletion.actor.send({ type: 'account.delete' })
    expect(connectAccountDeletion(deletion.snapshot(), () => {}, t).button.disabled).toBe(true)
  })
})

// Every path of docs/statecharts/account-deletion.md, replayed on a real actor.
const deletionView = (snapshot: Parameters<typeof connectAccountDeletion>[0]) =>
  connectAccountDeletion(snapshot, () => {}, t)

describePaths(
  'account deletion machine paths',
  accountDeletionMachine,
  { events: pathOptions.events, simple: true },
  {
    states: {
      // Nothing asked: the delete button, on, and no message.
      idle: ({ actual }) => {
        const view = deletionView(actual)
        expect(view.button).toMatchObject({ label: t('settings.delete.button'), disabled: false })
        expect([view.dialog, view.problem]).toEqual([null, null])
      },
      // The irreversible warning is open; the button waits for its answer.
      confirming: ({ actual }) => {
        const view = deletionView(actual)
        expect(view.dialog).not.toBeNull()
        expect(view.button.disabled).toBe(true)
        expect(view.problem).toBeNull()
      },
      // Being deleted: the button says so, nothing else can be asked.
      deleting: ({ actual }) => {
        const view = deletionView(actual)
        expect(view.button).toMatchObject({ label: t('settings.delete.busy'), disabled: true })
        expect(view.dialog).toBeNull()
      },
      // Not deleted: why, and the button asks again (through the warning).
      failed: ({ actual }) => {
        const view = deletionView(actual)
        expect(view.problem).not.toBeNull()
        expect(view.button.disabled).toBe(false)
      },
      // Gone: the app signs out to login.
      deleted: ({ actual }) => {
        expect(actual.status).toBe('done')
        expect(selectProblem(actual as never)).toBeNull()
      },
    },
  },
)
