/** The wait before automatic try again number `attempts` (1 for the first): `base`, then twice as long each time. */
export const growingDelay = (base: number, attempts: number) => base * 2 ** Math.max(0, attempts - 1)
