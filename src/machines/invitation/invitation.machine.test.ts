import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { busyLine, describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { clinician } from '../../../tests/unit/fixtures'
import { answerOffline } from '../../../tests/unit/offline'
import { formatDate, t } from '../../../tests/unit/translate'
import type { SignedIn } from '../../services/accounts'
import { ApiError } from '../../services/api'
import type { InvitationView, InvitedSignup, Organization } from '../../services/organizations'
import { connectInvitation, selectCanRetry, selectProblem, selectStage } from './invitation.connect'
import { type InvitationInput, invitationMachine, signupProblems } from './invitation.machine'
import { pathOptions, sampleInvitation } from './invitation.paths'

const organization: Organization = { id: 'o-1', name: 'Clínica do Largo', role: 'member', members: [] }

const conflict = (token: string) =>
  new ApiError('http', 'conflict', `This invitation is ${token}`, 409, {
    error: { code: 'conflict', message: 'x', fields: { token } },
  })

function start(signedInEmail: string | null = null) {
  const load = fakeCall<InvitationView, { token: string }>()
  const accept = fakeCall<Organization, { token: string }>()
  const reject = fakeCall<InvitationView, { token: string }>()
  const signUp = fakeCall<SignedIn, InvitedSignup>()
  const reportSignIn = vi.fn()
  const reportJoined = vi.fn()
  const input: InvitationInput = { token: 'tok-1', signedInEmail, language: 'pt' }
  const actor = createActor(
    invitationMachine.provide({
      actors: {
        'load invitation': load.logic,
        'accept invitation': accept.logic,
        'reject invitation': reject.logic,
        'sign up with invitation': signUp.logic,
      },
      actions: {
        'report sign in': (_, params) => reportSignIn(params),
        'report joined': (_, params) => reportJoined(params),
      },
    }),
    { input },
  ).start()
  const snapshot = () => actor.getSnapshot()
  const view = () => connectInvitation(snapshot(), actor.send, t, formatDate)
  return { actor, load, accept, reject, signUp, reportSignIn, reportJoined, snapshot, view }
}

async function opened(signedInEmail: string | null, answer: InvitationView) {
  const screen = start(signedInEmail)
  await answerWith(screen.load, answer)
  return screen
}

describe('invitation machine', () => {
  it('reads the link first, then shows who invites whom until when', async () => {
    const screen = start()
    expect(selectStage(screen.snapshot())).toBe('loading')
    expect(screen.view().status).toBe('invitation.loading')
    expect(screen.load.inputs).toEqual([{ token: 'tok-1' }])
    await answerWith(screen.load, sampleInvitation())
    expect(screen.view().summary).toEqual({
      text: 'invitation.summary {"organization":"Clínica do Largo","email":"ana@example.pt","signedIn":""}',
      expires: 'invitation.expires {"date":"2100-01-08"}',
    })
  })

  it('lets the invitee signed in with the invited email accept, and reports the organisation joined', async () => {
    const screen = await opened('Ana@Example.pt', sampleInvitation())
    expect(selectStage(screen.snapshot())).toBe('can-answer')
    expect(screen.view().accept?.label).toBe('invitation.accept')
    screen.view().accept?.onClick()
    expect(screen.view().status).toBe('invitation.accepting')
    expect(screen.accept.inputs).toEqual([{ token: 'tok-1' }])
    await answerWith(screen.accept, organization)
    expect(selectStage(screen.snapshot())).toBe('accepted')
    expect(screen.reportJoined).toHaveBeenCalledWith({ organizationId: 'o-1' })
    expect(screen.view().outcome).toMatchObject({
      tone: 'success',
      toOrganization: 'invitation.toOrganization',
    })
    expect(screen.view().outcome?.message).toMatch(/^invitation\.outcome\.acceptedHere /)
  })

  it('says the invitation accept error when accepting fails, and lets the invitee try again', async () => {
    const screen = await opened('ana@example.pt', sampleInvitation())
    screen.actor.send({ type: 'invitation.accept' })
    await failWith(screen.accept, new ApiError('http', 'internal', 'x', 500))
    expect(selectStage(screen.snapshot())).toBe('can-answer')
    expect(screen.view().problem).toBe('invitation.problems.accept_failed')
    screen.actor.send({ type: 'invitation.accept' })
    expect(selectProblem(screen.snapshot())).toBeNull()
    expect(screen.accept.inputs).toHaveLength(2)
  })

  it('says so when the invitee already belongs to another organisation', async () => {
    const screen = await opened('ana@example.pt', sampleInvitation())
    screen.actor.send({ type: 'invitation.accept' })
    await failWith(screen.accept, conflict('In another organisation'))
    expect(selectProblem(screen.snapshot())).toBe('in_another_organization')
  })

  it('shows an invitation that expired while it was open as expired, and one answered meanwhile as it is now', async () => {
    const expired = await opened('ana@example.pt', sampleInvitation())
    expired.actor.send({ type: 'invitation.accept' })
    await failWith(expired.accept, conflict('expired'))
    expect(selectStage(expired.snapshot())).toBe('expired')

    const answered = await opened('ana@example.pt', sampleInvitation())
    answered.actor.send({ type: 'invitation.reject' })
    await failWith(answered.reject, conflict('revoked'))
    // Read again, the invitation as it is now: the summary stays while it loads.
    expect(selectStage(answered.snapshot())).toBe('working')
    expect(answered.view().status).toBe('invitation.loading')
    await answerWith(answered.load, sampleInvitation({ status: 'revoked' }))
    expect(selectStage(answered.snapshot())).toBe('withdrawn')
  })

  it('rejects, then says it was declined here', async () => {
    const screen = await opened(null, sampleInvitation())
    expect(selectStage(screen.snapshot())).toBe('sign-in-needed')
    screen.view().reject?.onClick()
    await answerWith(screen.reject, sampleInvitation({ status: 'rejected' }))
    expect(selectStage(screen.snapshot())).toBe('rejected')
    expect(screen.view().outcome?.message).toMatch(/^invitation\.outcome\.rejectedHere /)
  })

  it('tells someone signed in with another email whose invitation it is, with no answer to give', async () => {
    const screen = await opened('rui@example.pt', sampleInvitation())
    expect(selectStage(screen.snapshot())).toBe('other-account')
    const view = screen.view()
    expect(view.accept).toBeNull()
    expect(view.reject).toBeNull()
    expect(view.otherAccount?.message).toContain('"signedIn":"rui@example.pt"')
  })

  it('asks an invitee with an account to sign in, and one without to sign up right here', async () => {
    const withAccount = await opened(null, sampleInvitation({ has_account: true }))
    expect(withAccount.view().signIn?.link).toBe('invitation.signIn')
    expect(withAccount.view().signup).toBeNull()
    const without = await opened(null, sampleInvitation({ has_account: false }))
    expect(selectStage(without.snapshot())).toBe('sign-up-needed')
    expect(without.view().signup?.email).toMatchObject({ value: 'ana@example.pt' })
    expect(without.view().signup?.fields.map((field) => field.name)).toEqual([
      'name',
      'password',
      'password_confirmation',
      'language',
    ])
  })

  it('checks the signup form before sending, then signs up with the token and signs in at once', async () => {
    const screen = await opened(null, sampleInvitation({ has_account: false }))
    screen.actor.send({ type: 'invitation.signup' })
    expect(selectProblem(screen.snapshot())).toBe('fields_missing')
    expect(screen.signUp.inputs).toEqual([])
    for (const [field, value] of [
      ['name', ' Rui Lopes '],
      ['password', 'secret1'],
      ['password_confirmation', 'secret1'],
      ['language', 'en'],
    ] as const) {
      screen.actor.send({ type: 'invitation.field.changed', field, value })
    }
    screen.view().signup?.onSubmit()
    expect(screen.view().status).toBe('invitation.signingUp')
    expect(screen.view().signup?.fields[0]).toMatchObject({ value: ' Rui Lopes ', readOnly: true })
    expect(screen.signUp.inputs).toEqual([
      {
        token: 'tok-1',
        user: { name: 'Rui Lopes', email: 'ana@example.pt', password: 'secret1', language: 'en' },
      },
    ])
    await answerWith(screen.signUp, { token: 'jwt', user: clinician })
    expect(screen.reportSignIn).toHaveBeenCalledWith({ token: 'jwt', user: clinician, rememberMe: true })
    expect(selectStage(screen.snapshot())).toBe('accepted')
  })

  it('sends an invitee whose address got an account meanwhile to sign in', async () => {
    const screen = await opened(null, sampleInvitation({ has_account: false }))
    for (const [field, value] of [
      ['name', 'Rui Lopes'],
      ['password', 'secret1'],
      ['password_confirmation', 'secret1'],
    ] as const) {
      screen.actor.send({ type: 'invitation.field.changed', field, value })
    }
    screen.actor.send({ type: 'invitation.signup' })
    await failWith(screen.signUp, httpError('conflict', 409, { 'user.email': 'Already registered' }))
    expect(selectStage(screen.snapshot())).toBe('sign-in-needed')
    expect(screen.view().problem).toBe('problems.email_taken')
  })

  it('says an unknown link is not valid for good, and offers a retry after a connection problem', async () => {
    const unknown = start()
    await failWith(unknown.load, httpError('token_invalid', 404, { token: 'Unknown' }))
    expect(unknown.view().problem).toBe('invitation.problems.invalid_link')
    expect(selectCanRetry(unknown.snapshot())).toBe(false)

    const offline = start()
    await answerOffline(offline.load, 'Failed to fetch')
    expect(offline.view().problem).toBe('problems.connection')
    offline.view().retry?.onClick()
    expect(selectStage(offline.snapshot())).toBe('loading')
    expect(offline.load.inputs).toHaveLength(2)
  })

  it('checks names, passwords and the language', () => {
    expect(
      signupProblems({ name: 'Ru', password: '123', password_confirmation: '124', language: 'pt' }),
    ).toEqual({
      name: 'name_too_short',
      password: 'password_too_short',
      password_confirmation: 'passwords_mismatch',
    })
  })
})

// Every path of docs/statecharts/invitation.md, replayed on a real actor for each kind of visitor.
type InvitationSnapshot = Parameters<typeof connectInvitation>[0]
const screen = (snapshot: InvitationSnapshot) => connectInvitation(snapshot, () => {}, t, formatDate)
/** An outcome other than joining: a warning that says which, and no answer left to give. */
function expectOutcome(snapshot: InvitationSnapshot, stage: 'rejected' | 'expired' | 'withdrawn') {
  const view = screen(snapshot)
  expect(view.stage).toBe(stage)
  expect(view.outcome?.tone).toBe('warning')
  expect([view.accept, view.reject, view.signup]).toEqual([null, null, null])
}

for (const [name, input] of Object.entries(pathOptions.inputs)) {
  describePaths(
    `invitation machine paths (${name})`,
    invitationMachine,
    { input, events: pathOptions.events, simple: true },
    {
      every: ({ actual }) => {
        const stage = selectStage(actual as never)
        // Exactly one stage at a time, and the answers offered match it.
        expect(actual.can({ type: 'invitation.accept' })).toBe(stage === 'can-answer')
        expect(actual.can({ type: 'invitation.signup' })).toBe(stage === 'sign-up-needed')
      },
      states: {
        // Reading the link: the busy line, nothing about the invitation yet, no answer possible.
        loading: busyLine(screen, t('invitation.loading'), ['accept', 'reject', 'outcome']),
        // The link could not be read: why, and a try-again only for a passing problem.
        error: ({ actual }) => {
          const view = screen(actual)
          expect(view.stage).toBe('error')
          expect(view.problem).not.toBeNull()
          expect([view.accept, view.signup, view.outcome]).toEqual([null, null, null])
        },
        // Pending, for the person signed in: who invites them, until when, accept or decline.
        'pending.forYou': ({ actual }) => {
          const view = screen(actual)
          expect(view.summary?.expires).not.toBeNull()
          expect([view.accept?.label, view.reject?.label]).toEqual([
            t('invitation.accept'),
            t('invitation.reject'),
          ])
        },
        // Signed in as someone else: says whose it is and offers to sign out, no answer.
        'pending.forSomeoneElse': ({ actual }) => {
          const view = screen(actual)
          expect(input.signedInEmail).not.toBeNull()
          expect(view.otherAccount).not.toBeNull()
          expect([view.accept, view.reject]).toEqual([null, null])
        },
        // Nobody signed in, the invitee has an account: sign in to accept, or decline here.
        'pending.signInNeeded': ({ actual }) => {
          const view = screen(actual)
          expect(input.signedInEmail).toBeNull()
          expect(view.signIn).not.toBeNull()
          expect([view.accept, view.reject?.label]).toEqual([null, t('invitation.reject')])
        },
        // Nobody signed in, no account yet: the signup form for the invited email, or decline.
        'pending.signUpNeeded': ({ actual }) => {
          const view = screen(actual)
          expect(input.signedInEmail).toBeNull()
          expect(view.signup?.email.value).toBe(actual.context.invitation?.email)
          expect(view.signup?.submit.disabled).toBe(false)
          expect(view.reject).not.toBeNull()
        },
        // An answer on its way: the busy line says which, and nothing else can be pressed.
        accepting: busyLine(screen, t('invitation.accepting'), ['accept', 'reject', 'retry']),
        rejecting: busyLine(screen, t('invitation.rejecting'), ['accept', 'reject', 'retry']),
        // The form stays on screen with what was typed, its button busy.
        signingUp: ({ actual }) => {
          const view = screen(actual)
          expect(view.status).toBe(t('invitation.signingUp'))
          expect(view.signup?.submit).toEqual({ label: t('invitation.signingUp'), disabled: true })
        },
        // The outcome replaces the answers: joined (and where to go when joined just now), declined,
        // expired or withdrawn.
        accepted: ({ actual }) => {
          const view = screen(actual)
          expect(view.outcome?.tone).toBe('success')
          expect(view.outcome?.toOrganization !== null).toBe(actual.context.answeredHere)
          expect([view.accept, view.reject]).toEqual([null, null])
        },
        rejected: ({ actual }) => expectOutcome(actual, 'rejected'),
        expired: ({ actual }) => expectOutcome(actual, 'expired'),
        withdrawn: ({ actual }) => expectOutcome(actual, 'withdrawn'),
      },
    },
  )
}
