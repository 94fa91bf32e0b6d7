import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { describePaths, getModelPaths } from '../../../tests/model/paths'
import { connectDialog } from './dialog.connect'
import { type DialogInput, dialogMachine } from './dialog.machine'
import { pathOptions } from './dialog.paths'

const texts = { title: 'a.title', message: 'a.message' }
const open = (input: DialogInput) => createActor(dialogMachine, { input }).start()
const identity = (key: string) => key

describe('dialog machine', () => {
  it('opens with the default labels Confirmar and Cancelar', () => {
    const { context } = open({ kind: 'warning', ...texts }).getSnapshot()
    expect(context).toMatchObject({
      confirmLabel: 'dialog.confirm',
      cancelLabel: 'dialog.cancel',
      cancellable: true,
    })
  })

  it('labels the only button of an info dialog OK', () => {
    expect(open({ kind: 'info', ...texts }).getSnapshot().context.confirmLabel).toBe('dialog.ok')
  })

  it('keeps labels it is given', () => {
    const { context } = open({
      kind: 'warning',
      ...texts,
      confirmLabel: 'x.leave',
      cancelLabel: 'x.stay',
    }).getSnapshot()
    expect(context).toMatchObject({ confirmLabel: 'x.leave', cancelLabel: 'x.stay' })
  })

  it('ends confirmed on confirm', () => {
    const actor = open({ kind: 'info', ...texts })
    actor.send({ type: 'dialog.confirm' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ answer: 'confirmed' })
  })

  it.each([
    ['info', undefined, false],
    ['confirm', undefined, true],
    ['confirm', true, true],
    ['confirm', false, false],
    ['warning', undefined, true],
    ['warning', false, true],
  ] as const)('a %s dialog (cancellable: %s) can be cancelled: %s', (kind, cancellable, expected) => {
    const actor = open({ kind, cancellable, ...texts })
    actor.send({ type: 'dialog.cancel' })
    expect(actor.getSnapshot().status === 'done').toBe(expected)
    if (expected) expect(actor.getSnapshot().output).toEqual({ answer: 'cancelled' })
  })

  it('reaches each ending by one path', () => {
    const paths = getModelPaths(dialogMachine, { input: { kind: 'warning', ...texts } })
    const endings = paths.map((path) => path.state.value).sort()
    expect(endings).toEqual(['cancelled', 'confirmed', 'open'])
  })
})

// Every path of docs/statecharts/dialog.md, replayed on a real actor for each kind of dialog: the
// buttons offered match the state, and an ended dialog answers what was pressed.
for (const [name, input] of Object.entries<DialogInput>(pathOptions.inputs)) {
  describePaths(
    `dialog machine paths (${name})`,
    dialogMachine,
    { input },
    {
      every: ({ actual }) => {
        const view = connectDialog(actual as never, () => {}, identity)
        // Only a warning has a second button; any dialog that may be cancelled has a close control.
        expect(view.cancelButton !== null).toBe(input.kind === 'warning')
        expect(view.closeButton !== null).toBe(input.kind !== 'info' && input.cancellable !== false)
      },
      states: {
        // Open: its title and message, the confirm button, Escape cancels only where cancelling is allowed.
        open: ({ actual }) => {
          expect(actual.hasTag('open')).toBe(true)
          expect(actual.can({ type: 'dialog.cancel' })).toBe(
            input.kind !== 'info' && input.cancellable !== false,
          )
        },
        // Answered: the dialog is gone with the answer pressed.
        confirmed: ({ actual }) => {
          expect(actual.status).toBe('done')
          expect(actual.output).toEqual({ answer: 'confirmed' })
        },
        cancelled: ({ actual }) => {
          expect(actual.status).toBe('done')
          expect(actual.output).toEqual({ answer: 'cancelled' })
        },
      },
    },
  )
}

describe('dialog connect', () => {
  it('offers only a confirm button on an info dialog', () => {
    const api = connectDialog(open({ kind: 'info', ...texts }).getSnapshot(), vi.fn(), identity)
    expect(api).toMatchObject({ role: 'alertdialog', cancelButton: null, closeButton: null })
    expect(api.confirmButton.label).toBe('dialog.ok')
  })

  it('shows the close control only when cancelling is allowed', () => {
    const cancellable = connectDialog(open({ kind: 'confirm', ...texts }).getSnapshot(), vi.fn(), identity)
    const strict = connectDialog(
      open({ kind: 'confirm', cancellable: false, ...texts }).getSnapshot(),
      vi.fn(),
      identity,
    )
    expect(cancellable.closeButton?.label).toBe('dialog.close')
    expect(cancellable.cancelButton).toBeNull()
    expect(strict.closeButton).toBeNull()
  })

  it('sends cancel on Escape only when cancelling is allowed', () => {
    const send = vi.fn()
    const key = { key: 'Escape', preventDefault: vi.fn() }
    connectDialog(open({ kind: 'warning', ...texts }).getSnapshot(), send, identity).onKeyDown(key)
    connectDialog(open({ kind: 'info', ...texts }).getSnapshot(), send, identity).onKeyDown(key)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith({ type: 'dialog.cancel' })
  })
})
