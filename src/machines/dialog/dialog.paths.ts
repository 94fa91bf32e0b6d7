// Sample events and inputs of the dialog statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { DialogInput } from './dialog.machine'

/** Sample inputs for the statechart docs (scripts/export-statecharts.ts): one path list per dialog kind. */
export const pathOptions = {
  inputs: {
    info: { kind: 'info', title: 'session.expired.title', message: 'session.expired.message' },
    confirm: { kind: 'confirm', title: 'dialog.confirm', message: 'dialog.confirm' },
    'confirm without cancel': {
      kind: 'confirm',
      cancellable: false,
      title: 'dialog.confirm',
      message: 'dialog.confirm',
    },
    warning: { kind: 'warning', title: 'dialog.confirm', message: 'dialog.confirm' },
  } satisfies Record<string, DialogInput>,
}
