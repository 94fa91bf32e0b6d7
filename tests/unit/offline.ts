import { ApiError } from '../../src/services/api'
import { failWith } from './deferred'

/** The error the client throws when the network is down. */
export const offline = (message = 'offline') => new ApiError('network', 'unavailable', message)

/** Fails a fake call as the client does when the network is down, and lets the actor take the failure. */
export const answerOffline = (call: { reject: (error: unknown) => void }, message = 'offline') =>
  failWith(call, offline(message))
