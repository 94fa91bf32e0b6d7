// Path checks shared by the machines that write a template draft (the clinician's texts, a field's
// templates).

import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import type { StepCheck } from '../model/paths'

/**
 * The checks of the saving states: the form keeps the draft, locked (`expectDraft`); a new draft (no
 * template yet) is created, a draft of a listed template updated.
 */
export function savingDraftChecks<Snapshot extends AnyMachineSnapshot>(
  expectDraft: (snapshot: Snapshot, locked: boolean) => void,
): Record<'saving.creating' | 'saving.updating', StepCheck> {
  return {
    'saving.creating': ({ actual }) => {
      expectDraft(actual as Snapshot, true)
      expect(actual.context.draft?.templateId).toBeNull()
    },
    'saving.updating': ({ actual }) => {
      expectDraft(actual as Snapshot, true)
      expect(actual.context.templates.map((template: { id: string }) => template.id)).toContain(
        actual.context.draft?.templateId,
      )
    },
  }
}
