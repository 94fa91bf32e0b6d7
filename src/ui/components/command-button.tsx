/** A command a connect function hands a button: its label, what a screen reader hears, whether it waits. */
export type Command = { label: string; ariaLabel?: string; disabled?: boolean; onClick: () => void }

/** A button for a command; with a symbol, the symbol shows and the label is what is read out. */
export function CommandButton({
  command,
  className,
  symbol,
  autoFocus = false,
  keepsFocus = false,
}: {
  command: Command
  className?: string
  symbol?: string
  /** Takes the focus when it appears in place of the button that had it: a confirmation's safe answer, a way back. */
  autoFocus?: boolean
  /** Stays focusable while it waits (`aria-disabled`, not `disabled`); the machine ignores a second press. */
  keepsFocus?: boolean
}) {
  return (
    <button
      type="button"
      className={className}
      // biome-ignore lint/a11y/noAutofocus: only where it replaces the button that had the focus (see the prop).
      autoFocus={autoFocus}
      aria-label={symbol ? command.label : command.ariaLabel}
      disabled={keepsFocus ? undefined : command.disabled}
      aria-disabled={keepsFocus ? command.disabled : undefined}
      onClick={command.onClick}
    >
      {symbol ?? command.label}
    </button>
  )
}

/** A form's submit button: while the form waits it stays focusable (`aria-disabled`); the machine ignores a second submit. */
export function SubmitButton({
  command,
  className,
}: {
  command: { label: string; disabled?: boolean }
  className?: string
}) {
  return (
    <button type="submit" className={className} aria-disabled={command.disabled}>
      {command.label}
    </button>
  )
}
