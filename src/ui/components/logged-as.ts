/** A failure that only costs a nicety (the recently used list) is logged, not shown (spec, section 8). */
export const loggedAs =
  <T>(what: string, fallback: T) =>
  (error: unknown): T => {
    console.error(what, error)
    return fallback
  }
