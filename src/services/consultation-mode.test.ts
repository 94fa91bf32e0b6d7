import { describe, expect, it } from 'vitest'
import {
  createModePreference,
  DICTAPHONE_KEY,
  newSessionMode,
  supportsTeleconsultation,
  TELECONSULTATION_KEY,
} from './consultation-mode'

const AGENTS = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
}

describe('teleconsultation browsers (spec, section 5: Chrome, Opera or Edge)', () => {
  it.each(['chrome', 'headlessChrome', 'edge', 'opera'] as const)('offers it in %s', (browser) => {
    expect(supportsTeleconsultation(AGENTS[browser])).toBe(true)
  })

  it.each(['firefox', 'safari', 'samsung', 'firefoxIos'] as const)('refuses it in %s', (browser) => {
    expect(supportsTeleconsultation(AGENTS[browser])).toBe(false)
  })
})

describe('the mode choice', () => {
  it('gives new consultations the mode chosen, the dictaphone view and the phone flag', () => {
    expect(newSessionMode('normal', false, false)).toEqual({ mode: 'consultation', mobile: false })
    expect(newSessionMode('normal', true, false)).toEqual({ mode: 'dictaphone', mobile: false })
    expect(newSessionMode('teleconsultation', true, false)).toEqual({
      mode: 'teleconsultation',
      mobile: false,
    })
    expect(newSessionMode('mobile', false, true)).toEqual({ mode: 'mobile', mobile: true })
    expect(newSessionMode('mobile', true, true)).toEqual({ mode: 'dictaphone', mobile: true })
    expect(newSessionMode('mobile', false, false)).toEqual({ mode: 'mobile', mobile: false })
  })

  it('remembers this browser’s choices in localStorage', () => {
    const preference = createModePreference(window.localStorage)
    expect(preference.get()).toEqual({ teleconsultation: false, dictaphone: false })
    preference.set({ teleconsultation: true, dictaphone: true })
    expect(window.localStorage.getItem(TELECONSULTATION_KEY)).toBe('true')
    expect(window.localStorage.getItem(DICTAPHONE_KEY)).toBe('true')
    expect(createModePreference(window.localStorage).get()).toEqual({
      teleconsultation: true,
      dictaphone: true,
    })
    preference.set({ teleconsultation: false, dictaphone: false })
    expect(window.localStorage.getItem(TELECONSULTATION_KEY)).toBeNull()
  })
})
