import type { FormHTMLAttributes, ReactNode } from 'react'

/**
 * A form whose submission (Enter, or its submit button) runs a connect function's command; the
 * browser's own checks are off, as the machine checks the fields and says what is wrong.
 */
export function CommandForm({
  onSubmit,
  children,
  ...props
}: { onSubmit: () => void; children: ReactNode } & Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
>) {
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}
