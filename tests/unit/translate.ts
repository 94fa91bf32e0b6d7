/** i18next's `t` as the machine tests read it: the key, then its options as JSON when it has any. */
export const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key

/** A date as its ISO day, so what a test expects does not depend on the locale. */
export const formatDate = (iso: string) => iso.slice(0, 10)
