import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Stable, so React calls it once, when the confirmation appears. */
const focusOnMount = (node: HTMLButtonElement | null) => node?.focus()

/** A destructive action asked twice: the button, then "confirm" or "cancel" in its place. */
export function ConfirmButton({
  label,
  ariaLabel,
  confirmLabel,
  disabled,
  onConfirm,
}: {
  label: string
  ariaLabel: string
  confirmLabel: string
  disabled?: boolean
  onConfirm: () => void
}) {
  const { t } = useTranslation()
  const [asking, setAsking] = useState(false)
  if (!asking) {
    return (
      <button
        type="button"
        className="quiet"
        aria-label={ariaLabel}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    )
  }
  return (
    <span className="cluster">
      <button
        type="button"
        className="danger"
        aria-label={`${confirmLabel}: ${ariaLabel}`}
        // The confirmation replaces the button that had the focus, so the focus moves onto it.
        ref={focusOnMount}
        disabled={disabled}
        onClick={() => {
          setAsking(false)
          onConfirm()
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        {t('research.cancel')}
      </button>
    </span>
  )
}
