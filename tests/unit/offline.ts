import { ApiError } from '../../src/services/api'
import { flush } from './deferred'

/** Fails a fake call as the client does when the network is down, and lets the actor take the failure. */
export async function answerOffline(call: { reject: (error: unknown) => void }, message = 'offline') {
  call.reject(new ApiError('network', 'unavailable', message))
  await flush()
}
