import { fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { createI18n } from '../../i18n/i18n'
import { type DialogInput, dialogMachine } from '../../machines/dialog/dialog.machine'
import { Dialog } from './dialog'

function renderDialog(input: DialogInput, language: 'pt' | 'en' = 'pt') {
  const actor = createActor(dialogMachine, { input }).start()
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <Dialog actor={actor} />
    </I18nextProvider>,
  )
  return actor
}

const texts = { title: 'session.expired.title', message: 'session.expired.message' }

describe('dialog view', () => {
  it('renders an info dialog with OK only, focused, and no close control', () => {
    const actor = renderDialog({ kind: 'info', ...texts })
    const dialog = screen.getByRole('alertdialog', { name: 'A sua sessão expirou' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['OK'])
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(actor.getSnapshot().status).toBe('active')
  })

  it('renders a warning with Cancelar and Confirmar, and a close control', () => {
    renderDialog({ kind: 'warning', ...texts })
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirmar' }))
  })

  it('focuses Cancelar first when asked, for an irreversible act', () => {
    renderDialog({ kind: 'warning', initialFocus: 'cancel', ...texts })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }))
  })

  it('confirms with the primary button', () => {
    const actor = renderDialog({ kind: 'warning', ...texts })
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }))
    expect(actor.getSnapshot().output).toEqual({ answer: 'confirmed' })
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('cancels with Escape when cancelling is allowed', () => {
    const actor = renderDialog({ kind: 'confirm', ...texts })
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(actor.getSnapshot().output).toEqual({ answer: 'cancelled' })
  })

  it('cancels with the close control', () => {
    const actor = renderDialog({ kind: 'confirm', ...texts })
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(actor.getSnapshot().output).toEqual({ answer: 'cancelled' })
  })

  it('hides the close control and ignores Escape on a confirm dialog that cannot be cancelled', () => {
    const actor = renderDialog({ kind: 'confirm', cancellable: false, ...texts })
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(actor.getSnapshot().status).toBe('active')
  })

  it('keeps Tab inside the dialog', () => {
    renderDialog({ kind: 'warning', ...texts })
    const dialog = screen.getByRole('alertdialog')
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fechar' }))
  })

  it('translates its default buttons', () => {
    renderDialog({ kind: 'warning', ...texts }, 'en')
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy()
    expect(screen.getByRole('alertdialog', { name: 'Your session has expired' })).toBeTruthy()
  })
})
