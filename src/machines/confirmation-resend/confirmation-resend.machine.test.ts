import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { describePaths } from '../../../tests/model/paths'
import { failWith, fakeCall, flush } from '../../../tests/unit/deferred'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import { connectConfirmationResend, selectIsSent } from './confirmation-resend.connect'
import { confirmationResendMachine } from './confirmation-resend.machine'
import { pathOptions } from './confirmation-resend.paths'

function start() {
  const resend = fakeCall<void, { email: string }>()
  const actor = createActor(
    confirmationResendMachine.provide({ actors: { 'resend confirmation': resend.logic } }),
  ).start()
  const snapshot = () => actor.getSnapshot()
  return {
    actor,
    resend,
    snapshot,
    view: (email = ' ana@example.pt ') => connectConfirmationResend(snapshot(), actor.send, t, email),
  }
}

describe('confirmation resend machine', () => {
  it('asks for the link to the typed address and says, neutrally, that it was sent', async () => {
    const resend = start()
    resend.view().button.onClick()
    expect(resend.view().button).toMatchObject({ label: 'login.resend.busy', disabled: true })
    expect(resend.resend.inputs).toEqual([{ email: 'ana@example.pt' }])
    resend.resend.resolve()
    await flush()
    expect(selectIsSent(resend.snapshot())).toBe(true)
    expect(resend.view().sent).toBe('login.resend.sent {"email":"ana@example.pt"}')
  })

  it('sends nothing for an address that is not one', () => {
    const resend = start()
    resend.view('ana@').button.onClick()
    expect(resend.resend.inputs).toEqual([])
  })

  it('says why it failed, and lets the person ask again', async () => {
    const resend = start()
    resend.view().button.onClick()
    await failWith(resend.resend, new ApiError('http', 'rate_limited', 'x', 429))
    expect(resend.view().problem).toBe('problems.rate_limited')
    resend.view().button.onClick()
    expect(resend.resend.inputs).toHaveLength(2)
  })
})

// Every path of docs/statecharts/confirmation-resend.md, replayed on a real actor.
describePaths(
  'confirmation resend machine paths',
  confirmationResendMachine,
  { events: pathOptions.events, simple: true },
  (step) => {
    const snapshot = step.actual
    expect(snapshot.hasTag('error')).toBe(snapshot.context.problem !== null)
  },
)
