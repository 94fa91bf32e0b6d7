// A machine names every service it calls in `setup()`; the app (or a test) supplies each with `.provide()`.

/** A service the app (or a test) must provide: called unprovided, it fails saying which one is missing. */
export const notProvided = (name: string) => () => Promise.reject(new Error(`Provide the '${name}' actor`))
