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
// What the login screen's "send the link again" shows in each state.
const resendView = (snapshot: Parameters<typeof connectConfirmationResend>[0]) =>
  connectConfirmationResend(snapshot, () => {}, t, 'ana@example.pt')

describePaths(
  'confirmation resend machine paths',
  confirmationResendMachine,
  { events: pathOptions.events, simple: true },
  {
    every: ({ actual }) => expect(actual.hasTag('error')).toBe(actual.context.problem !== null),
    states: {
      // Nothing asked yet: the button is offered, with no answer and no failure.
      idle: ({ actual }) => {
        const view = resendView(actual)
        expect(view.button.disabled).toBe(false)
        expect([view.sent, view.problem]).toEqual([null, null])
        expect(actual.context.email).toBe('')
      },
      // One request for a well-formed address: the button waits, no earlier failure is shown.
      sending: ({ actual }) => {
        const view = resendView(actual)
        expect(view.button.disabled).toBe(true)
        expect(view.problem).toBeNull()
        expect(actual.context.email).toContain('@')
      },
      // The neutral answer names the address asked for, and the button may be pressed again.
      sent: ({ actual }) => {
        const view = resendView(actual)
        expect(view.sent).toBe(t('login.resend.sent', { email: actual.context.email }))
        expect(view.button.disabled).toBe(false)
      },
      // The failure is said, and the button may be pressed again.
      failed: ({ actual }) => {
        const view = resendView(actual)
        expect(view.problem).not.toBeNull()
        expect(view.sent).toBeNull()
        expect(view.button.disabled).toBe(false)
      },
    },
  },
)
