import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { User } from '../../../contract/auth'
import { describePaths } from '../../../tests/model/paths'
import { fakeCall } from '../../../tests/unit/deferred'
import { clinician } from '../../../tests/unit/fixtures'
import { ApiError } from '../../services/api'
import type { PhoneSignIn } from '../../services/mobile-pairing'
import { connectModeChoice, connectPhoneCode, selectIsSaving } from './consultation-mode.connect'
import {
  CODE_RENEW_MARGIN_MS,
  type ConsultationModeInput,
  consultationModeMachine,
  consultationModeOf,
  MAX_CODE_RETRIES,
  modeChoiceOf,
} from './consultation-mode.machine'
import { pathOptions } from './consultation-mode.paths'

const t = (key: string) => key

function start(input: Partial<ConsultationModeInput> = {}) {
  const save = fakeCall<User, { consultationMode: 'desktop' | 'mobile' }>()
  const code = fakeCall<PhoneSignIn, void>()
  const remembered = vi.fn()
  const reported = vi.fn()
  const actor = createActor(
    consultationModeMachine.provide({
      actors: { 'save consultation mode': save.logic, 'create phone sign-in': code.logic },
      actions: {
        'remember choice here': (_, params) => remembered(params),
        'report user': (_, params) => reported(params.user),
      },
    }),
    {
      input: {
        consultationMode: 'desktop',
        preference: { teleconsultation: false, dictaphone: false },
        teleconsultationSupported: true,
        isMobileDevice: false,
        ...input,
      },
    },
  ).start()
  const panel = () => connectModeChoice(actor.getSnapshot(), actor.send, t)
  const banner = () => connectPhoneCode(actor.getSnapshot(), actor.send, t)
  return { actor, save, code, remembered, reported, panel, banner }
}

const choose = (panel: ReturnType<typeof start>['panel'], value: string) =>
  panel()
    .options.find((option) => option.value === value)!
    .choose()

describe('the choice shown and saved', () => {
  it('shows mobile when the account is in mobile mode, else teleconsultation only where possible', () => {
    const none = { teleconsultation: false, dictaphone: false }
    const tele = { teleconsultation: true, dictaphone: false }
    expect(modeChoiceOf('mobile', tele, true)).toBe('mobile')
    expect(modeChoiceOf('desktop', tele, true)).toBe('teleconsultation')
    expect(modeChoiceOf('desktop', tele, false)).toBe('normal')
    expect(modeChoiceOf('desktop', none, true)).toBe('normal')
    expect(modeChoiceOf(undefined, none, true)).toBe('normal')
  })

  it('saves only the mobile mode on the account', () => {
    expect(consultationModeOf('mobile')).toBe('mobile')
    expect(consultationModeOf('normal')).toBe('desktop')
    expect(consultationModeOf('teleconsultation')).toBe('desktop')
  })
})

describe('consultation mode panel', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('saves the mobile mode on the account, reports the user and shows a QR code on a computer', async () => {
    const mode = start()
    expect(mode.panel().options.map((o) => [o.value, o.checked])).toEqual([
      ['normal', true],
      ['mobile', false],
      ['teleconsultation', false],
    ])
    choose(mode.panel, 'mobile')
    expect(mode.save.inputs).toEqual([{ consultationMode: 'mobile' }])
    expect(selectIsSaving(mode.actor.getSnapshot())).toBe(true)
    expect(mode.banner().shown).toBe(true)
    expect(mode.banner().loading).toBe('modes.qr.loading')
    mode.save.resolve({ ...clinician, consultation_mode: 'mobile' })
    const expiresAt = Date.now() + 5 * 60_000
    mode.code.resolve({ url: 'http://x/autologin/qr-1', expiresAt, warning: 'not_https' })
    await vi.advanceTimersByTimeAsync(0)
    expect(mode.reported).toHaveBeenCalledWith({ ...clinician, consultation_mode: 'mobile' })
    expect(mode.banner().url).toBe('http://x/autologin/qr-1')
    expect(mode.banner().warning).toBe('modes.qr.warning.not_https')
    // Renewed before it expires.
    await vi.advanceTimersByTimeAsync(5 * 60_000 - CODE_RENEW_MARGIN_MS)
    expect(mode.code.inputs).toHaveLength(2)
  })

  it('goes back to desktop on the account when normal is chosen again, and drops the code', async () => {
    const mode = start({ consultationMode: 'mobile' })
    expect(mode.panel().options.find((o) => o.checked)?.value).toBe('mobile')
    expect(mode.code.inputs).toHaveLength(1)
    choose(mode.panel, 'normal')
    expect(mode.save.inputs).toEqual([{ consultationMode: 'desktop' }])
    expect(mode.banner().shown).toBe(false)
    expect(mode.remembered).toHaveBeenLastCalledWith({ teleconsultation: false, dictaphone: false })
  })

  it('keeps teleconsultation in this browser only, and saves desktop when leaving mobile for it', async () => {
    const mode = start({ consultationMode: 'mobile' })
    choose(mode.panel, 'teleconsultation')
    expect(mode.remembered).toHaveBeenLastCalledWith({ teleconsultation: true, dictaphone: false })
    expect(mode.save.inputs).toEqual([{ consultationMode: 'desktop' }])
    expect(mode.panel().dictaphone.shown).toBe(false)
  })

  it('refuses teleconsultation outside Chrome, Opera and Edge, with the message, and keeps the choice', () => {
    const mode = start({ teleconsultationSupported: false })
    expect(mode.panel().options[2]!.description).toBe('modes.teleconsultationUnsupported')
    choose(mode.panel, 'teleconsultation')
    expect(mode.panel().problem).toBe('modes.problem.teleconsultation-unsupported')
    expect(mode.panel().options.find((o) => o.checked)?.value).toBe('normal')
    expect(mode.remembered).not.toHaveBeenCalled()
    expect(mode.save.inputs).toHaveLength(0)
  })

  it('says when the mode could not be saved, keeps the choice, and saves on retry', async () => {
    const mode = start()
    choose(mode.panel, 'mobile')
    mode.save.reject(new ApiError('network', 'unavailable', 'offline'))
    await vi.advanceTimersByTimeAsync(0)
    expect(mode.panel().problem).toBe('modes.problem.save-failed')
    expect(mode.panel().options.find((o) => o.checked)?.value).toBe('mobile')
    mode.panel().retry!()
    expect(mode.save.inputs).toHaveLength(2)
    mode.save.resolve({ ...clinician, consultation_mode: 'mobile' })
    await vi.advanceTimersByTimeAsync(0)
    expect(mode.panel().problem).toBeNull()
  })

  it('keeps saying a save is owed when another unsaved mode is chosen after it failed', async () => {
    const mode = start({ consultationMode: 'mobile' })
    choose(mode.panel, 'normal')
    mode.save.reject(new ApiError('network', 'unavailable', 'offline'))
    await vi.advanceTimersByTimeAsync(0)
    choose(mode.panel, 'teleconsultation')
    expect(mode.panel().problem).toBe('modes.problem.save-failed')
    mode.panel().retry!()
    expect(mode.save.inputs.at(-1)).toEqual({ consultationMode: 'desktop' })
  })

  it('tries a failed QR code again a few times, then leaves the button', async () => {
    const mode = start({ consultationMode: 'mobile' })
    for (let attempt = 0; attempt <= MAX_CODE_RETRIES; attempt++) {
      mode.code.reject(new ApiError('network', 'unavailable', 'offline'))
      await vi.advanceTimersByTimeAsync(60_000)
    }
    expect(mode.code.inputs).toHaveLength(MAX_CODE_RETRIES + 1)
    expect(mode.banner().failed).toBe('modes.qr.failed')
    mode.banner().renew!()
    expect(mode.code.inputs).toHaveLength(MAX_CODE_RETRIES + 2)
  })

  it('shows no QR code on the phone itself, which records', () => {
    const mode = start({ consultationMode: 'mobile', isMobileDevice: true })
    expect(mode.banner().shown).toBe(false)
    expect(mode.code.inputs).toHaveLength(0)
    expect(mode.panel().phoneNote).toBe('modes.phoneRecords')
  })

  it('remembers the dictaphone view in this browser', () => {
    const mode = start()
    mode.panel().dictaphone.change(true)
    expect(mode.panel().dictaphone.checked).toBe(true)
    expect(mode.remembered).toHaveBeenLastCalledWith({ teleconsultation: false, dictaphone: true })
  })
})

for (const [name, input] of Object.entries(pathOptions.inputs)) {
  describePaths(
    `consultation mode paths (${name})`,
    consultationModeMachine,
    { input, events: pathOptions.events },
    {
      every: ({ actual }) => {
        const { choice, teleconsultationSupported } = actual.context
        // Teleconsultation is never the choice where it is not offered; exactly one option is checked.
        if (!teleconsultationSupported) expect(choice).not.toBe('teleconsultation')
        const view = connectModeChoice(actual as never, () => {}, t)
        expect(view.options.filter((option) => option.checked).map((option) => option.value)).toEqual([
          choice,
        ])
      },
      states: {
        // The account has the mode chosen: nothing said.
        'account.saved': ({ actual }) => {
          const view = connectModeChoice(actual as never, () => {}, t)
          expect([view.saving, view.retry]).toEqual(['', null])
        },
        // Saving the choice on the account: said so.
        'account.saving': ({ actual }) => {
          expect(selectIsSaving(actual as never)).toBe(true)
          expect(connectModeChoice(actual as never, () => {}, t).saving).toBe(t('modes.saving'))
        },
        // Not saved: the choice stays, unsaved, and can be saved again, also after choosing another mode
        // that the account does not have either.
        'account.failed': ({ actual }) => {
          const view = connectModeChoice(actual as never, () => {}, t)
          expect(actual.can({ type: 'mode.retry' })).toBe(true)
          expect(view.saving).toBe('')
          expect(view.retry).not.toBeNull()
          if (actual.context.problem !== 'teleconsultation-unsupported') {
            expect(view.problem).toBe(t('modes.problem.save-failed'))
          }
        },
        // No QR code unless a computer is in mobile mode.
        'phoneCode.none': ({ actual }) => {
          const code = connectPhoneCode(actual as never, () => {}, t)
          expect([code.loading, code.url, code.failed]).toEqual([null, null, null])
        },
        // A computer in mobile mode: the code being made, shown (renewed in time or on request), or failed.
        'phoneCode.loading': ({ actual }) => {
          const code = connectPhoneCode(actual as never, () => {}, t)
          expect(code.shown).toBe(true)
          expect(code.loading).toBe(t('modes.qr.loading'))
        },
        'phoneCode.shown': ({ actual }) => {
          const code = connectPhoneCode(actual as never, () => {}, t)
          expect(code.shown).toBe(true)
          expect(code.url).not.toBeNull()
          expect(code.renew).not.toBeNull()
        },
        'phoneCode.failed': ({ actual }) => {
          const code = connectPhoneCode(actual as never, () => {}, t)
          expect(code.shown).toBe(true)
          expect(code.failed).toBe(t('modes.qr.failed'))
          expect(code.renew).not.toBeNull()
        },
      },
    },
  )
}
