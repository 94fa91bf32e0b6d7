/**
 * A form's states while it is on screen: being typed; refused by its own checks before asking the server
 * (fixing a field clears its mark); refused by the server (the form stays as typed and can be sent again).
 */
export const formStates = {
  editing: {},
  invalid: { tags: ['error' as const] },
  failed: { tags: ['error' as const] },
}
