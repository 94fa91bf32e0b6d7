/** The wait before automatic try again number `attempts` (1 for the first): `base`, then twice as long each time. */
export const growingDelay = (base: number, attempts: number) => base * 2 ** Math.max(0, attempts - 1)

/** A setup() delay that starts at `base` and doubles with each failure the context's `attempts` counter counts. */
export const growingDelayOf =
  <const K extends string>(base: number, attempts: K) =>
  ({ context }: { context: Record<K, number> }) =>
    growingDelay(base, context[attempts])
