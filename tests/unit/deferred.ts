import { fromPromise } from 'xstate'

/** A promise the test settles when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/**
 * A fake for a machine's promise actor: records each input and answers with the next outcome the test
 * queued (`answer.resolve(value)` / `answer.reject(error)` settle the latest call).
 */
export function fakeCall<Output, Input>() {
  const inputs: Input[] = []
  let latest = deferred<Output>()
  const logic = fromPromise<Output, Input>(({ input }) => {
    inputs.push(input)
    latest = deferred<Output>()
    return latest.promise
  })
  return {
    logic,
    inputs,
    resolve: (value: Output) => latest.resolve(value),
    reject: (error: unknown) => latest.reject(error),
  }
}

/** Lets settled promises reach the actor. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Answers a fake call's latest call with `value`, and lets the actor take the answer. */
export async function answerWith<Output>(call: { resolve: (value: Output) => void }, value: Output) {
  call.resolve(value)
  await flush()
}

/** Fails a fake call's latest call with `error`, and lets the actor take the failure. */
export async function failWith(call: { reject: (error: unknown) => void }, error: unknown) {
  call.reject(error)
  await flush()
}
