import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { type DialogInput, dialogMachine } from './dialog.machine'
import { connectDialog } from './dialog.selectors'

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
    const paths = getShortestPaths(dialogMachine, {
      input: { kind: 'warning', ...texts },
      events: [{ type: 'dialog.confirm' }, { type: 'dialog.cancel' }],
    })
    const endings = paths.map((path) => path.state.value).sort()
    expect(endings).toEqual(['cancelled', 'confirmed', 'open'])
  })
})

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
