import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../i18n/i18n'
import { ErrorBoundary } from './error-boundary'

function Broken(): never {
  throw new Error('The notes could not be drawn')
}

describe('error boundary', () => {
  it('reports an uncaught UI error and shows a translated way out', () => {
    const onError = vi.fn()
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <I18nextProvider i18n={createI18n('pt')}>
        <ErrorBoundary onError={onError}>
          <Broken />
        </ErrorBoundary>
      </I18nextProvider>,
    )
    silence.mockRestore()
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ message: 'The notes could not be drawn' })
    expect(onError.mock.calls[0]?.[1]).toContain('Broken')
    expect(screen.getByRole('heading', { name: 'Algo correu mal' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe('/')
  })

  it('renders its children when nothing fails', () => {
    render(
      <I18nextProvider i18n={createI18n('pt')}>
        <ErrorBoundary onError={vi.fn()}>
          <p>Consulta</p>
        </ErrorBoundary>
      </I18nextProvider>,
    )
    expect(screen.getByText('Consulta')).toBeTruthy()
  })
})
