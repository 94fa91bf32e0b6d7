import { beforeEach, describe, expect, it } from 'vitest'
import { User } from '../../contract/auth'
import { clinician } from '../../tests/unit/fixtures'
import { createSessionStore, hasStoredToken, TOKEN_KEY, USER_KEY } from './session-storage'

describe('session token storage', () => {
  const persistent = window.localStorage
  const session = window.sessionStorage
  const store = createSessionStore({ persistent, session, userSchema: User })

  beforeEach(() => {
    persistent.clear()
    session.clear()
  })

  it('keeps token and user in localStorage when remember-me is chosen', () => {
    store.save({ token: 't-1', user: clinician, rememberMe: true })
    expect(persistent.getItem(TOKEN_KEY)).toBe('t-1')
    expect(JSON.parse(persistent.getItem(USER_KEY) ?? 'null')).toEqual(clinician)
    expect(session.getItem(TOKEN_KEY)).toBeNull()
    expect(store.restore()).toEqual({ token: 't-1', user: clinician, rememberMe: true })
  })

  it('keeps token and user in sessionStorage otherwise, clearing localStorage', () => {
    persistent.setItem(TOKEN_KEY, 'old')
    persistent.setItem(USER_KEY, JSON.stringify(clinician))
    store.save({ token: 't-2', user: clinician, rememberMe: false })
    expect(session.getItem(TOKEN_KEY)).toBe('t-2')
    expect(persistent.getItem(TOKEN_KEY)).toBeNull()
    expect(persistent.getItem(USER_KEY)).toBeNull()
    expect(store.token()).toBe('t-2')
    expect(store.restore()).toEqual({ token: 't-2', user: clinician, rememberMe: false })
  })

  it('counts a token in either storage as authenticated', () => {
    expect(store.isAuthenticated()).toBe(false)
    session.setItem(TOKEN_KEY, 'a')
    expect(store.isAuthenticated()).toBe(true)
    session.clear()
    persistent.setItem(TOKEN_KEY, 'b')
    expect(store.isAuthenticated()).toBe(true)
    expect(store.token()).toBe('b')
  })

  it('clears both storages on logout', () => {
    persistent.setItem(TOKEN_KEY, 'a')
    session.setItem(TOKEN_KEY, 'b')
    session.setItem(USER_KEY, '{}')
    store.clear()
    expect(store.isAuthenticated()).toBe(false)
    expect(persistent.getItem(TOKEN_KEY)).toBeNull()
    expect(session.getItem(USER_KEY)).toBeNull()
  })

  it('drops a stored token whose user cannot be read', () => {
    persistent.setItem(TOKEN_KEY, 't')
    persistent.setItem(USER_KEY, '{not json')
    expect(store.restore()).toBeNull()
    expect(store.isAuthenticated()).toBe(false)
  })

  it('replaces the user where the token is kept', () => {
    store.save({ token: 't', user: clinician, rememberMe: false })
    store.saveUser({ ...clinician, name: 'Ana M. Sousa' })
    expect(store.restore()?.user.name).toBe('Ana M. Sousa')
    expect(persistent.getItem(USER_KEY)).toBeNull()
  })
})

describe('a session store without the user schema (nothing was stored at start-up)', () => {
  it('says whether a token is stored, and drops one it cannot read', () => {
    const storages = { persistent: window.localStorage, session: window.sessionStorage }
    window.localStorage.clear()
    window.sessionStorage.clear()
    expect(hasStoredToken(storages)).toBe(false)
    window.sessionStorage.setItem(TOKEN_KEY, 't')
    window.sessionStorage.setItem(USER_KEY, JSON.stringify(clinician))
    expect(hasStoredToken(storages)).toBe(true)
    expect(createSessionStore({ ...storages, userSchema: null }).restore()).toBeNull()
    expect(hasStoredToken(storages)).toBe(false)
  })
})
