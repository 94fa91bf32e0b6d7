import { assign, setup } from 'xstate'

/** info: OK only; confirm: a confirm button, cancellable when allowed; warning: cancel plus confirm. */
export type DialogKind = 'info' | 'confirm' | 'warning'

export type DialogAnswer = 'confirmed' | 'cancelled'

/** What a dialog says; every text is an i18n key, translated by the view. */
export type DialogInput = {
  kind: DialogKind
  title: string
  message: string
  confirmLabel?: string
  cancelLabel?: string
  /** Only read for confirm dialogs: info dialogs never cancel, warning dialogs always can. */
  cancellable?: boolean
  /** Which button holds focus when the dialog opens; cancel for an irreversible act. Default: confirm. */
  initialFocus?: 'confirm' | 'cancel'
}

/**
 * A warning's input from the flow's keys: `<keys>.title`, `.message`, `.confirm`, and `.cancel` where it
 * names its own cancel button (`ownCancel`); `initialFocus: 'cancel'` for an act that loses something.
 */
export const warningDialog = (
  keys: string,
  { ownCancel = false, initialFocus }: { ownCancel?: boolean; initialFocus?: 'cancel' } = {},
): DialogInput => ({
  kind: 'warning',
  title: `${keys}.title`,
  message: `${keys}.message`,
  confirmLabel: `${keys}.confirm`,
  ...(ownCancel && { cancelLabel: `${keys}.cancel` }),
  ...(initialFocus && { initialFocus }),
})

export type DialogContext = {
  /** Which buttons the dialog offers. */
  kind: DialogKind
  /** i18n key of the heading. */
  title: string
  /** i18n key of the body text. */
  message: string
  /** i18n key of the primary button. */
  confirmLabel: string
  /** i18n key of the cancel button (warning dialogs). */
  cancelLabel: string
  /** Whether the person may dismiss it without confirming (close control, Escape). */
  cancellable: boolean
  /** The button focused on opening: cancel only where there is one to focus. */
  initialFocus: 'confirm' | 'cancel'
  /** How the dialog ended, once it has. */
  answer: DialogAnswer | null
}

export type DialogEvent = { type: 'dialog.confirm' } | { type: 'dialog.cancel' }

/** Default button texts of the spec (section 9): Confirmar and Cancelar in pt; OK for info dialogs. */
export const DEFAULT_LABELS = { confirm: 'dialog.confirm', cancel: 'dialog.cancel', ok: 'dialog.ok' } as const

function contextFrom(input: DialogInput): DialogContext {
  return {
    kind: input.kind,
    title: input.title,
    message: input.message,
    confirmLabel: input.confirmLabel ?? (input.kind === 'info' ? DEFAULT_LABELS.ok : DEFAULT_LABELS.confirm),
    cancelLabel: input.cancelLabel ?? DEFAULT_LABELS.cancel,
    cancellable: input.kind === 'warning' || (input.kind === 'confirm' && (input.cancellable ?? true)),
    // Only warning dialogs have a cancel button to focus.
    initialFocus: input.kind === 'warning' && input.initialFocus === 'cancel' ? 'cancel' : 'confirm',
    answer: null,
  }
}

/**
 * One dialog, from opening to its answer. A flow invokes it (`invoke: { src: 'dialog' }`) and reads the
 * answer from `xstate.done.actor.<id>`; the view renders the invoked child while it runs.
 */
export const dialogMachine = setup({
  types: {} as {
    context: DialogContext
    events: DialogEvent
    input: DialogInput
    output: { answer: DialogAnswer }
  },
  actions: {
    'record answer': assign((_, params: { answer: DialogAnswer }) => ({ answer: params.answer })),
  },
  guards: {
    canCancel: ({ context }) => context.cancellable,
  },
}).createMachine({
  id: 'dialog',
  description: 'One dialog (info, confirm or warning) from opening to its answer: confirmed or cancelled.',
  context: ({ input }) => contextFrom(input),
  initial: 'open',
  states: {
    open: {
      tags: ['open'],
      on: {
        'dialog.confirm': {
          target: 'confirmed',
          actions: { type: 'record answer', params: { answer: 'confirmed' } },
        },
        'dialog.cancel': {
          guard: 'canCancel',
          target: 'cancelled',
          actions: { type: 'record answer', params: { answer: 'cancelled' } },
        },
      },
    },
    confirmed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ answer: context.answer ?? 'cancelled' }),
})
