/**
 * A form's states while it is on screen: being typed; refused by its own checks before asking the server
 * (fixing a field clears its mark); refused by the server (the form stays as typed and can be sent again).
 */
export const formStates = {
  editing: {},
  invalid: { tags: ['error' as const] },
  failed: { tags: ['error' as const] },
}

/** In a form's submit: fields its own checks refuse mark the form `invalid` and say why. */
export const refuseInvalidFields = {
  guard: 'hasInvalidFields',
  target: '.invalid',
  actions: 'show validation problems',
} as const

/** The form on screen (tag `editing`, its `formStates`), with the events `on` it takes while it is. */
export const formState = <const On>(on: On) => ({
  tags: ['editing'] as const,
  initial: 'editing' as const,
  on,
  states: formStates,
})
