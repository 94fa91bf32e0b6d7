import { vi } from 'vitest'
import type { Accounts } from '../../src/services/accounts'
import type { Api } from '../../src/services/api'
import type { AppActor, ShellServices } from '../../src/ui/shell-context'

/** Account calls that never answer: screens that call on opening stay busy, nothing leaves the test. */
export function pendingAccounts(): Accounts {
  const pending = () => new Promise<never>(() => {})
  return {
    signIn: vi.fn(pending),
    signUp: vi.fn(pending),
    requestPasswordReset: vi.fn(pending),
    resetPassword: vi.fn(pending),
    confirmEmail: vi.fn(pending),
    autoLogin: vi.fn(pending),
    signedTokenLogin: vi.fn(pending),
    getAccount: vi.fn(pending),
    updateAccount: vi.fn(pending),
    deleteAccount: vi.fn(pending),
    loadSettings: vi.fn(pending),
    medicalSpecialities: vi.fn(pending),
  }
}

/** An API client whose calls never answer: screens that load on opening stay loading. */
export function pendingApi(): Api {
  const pending = () => new Promise<never>(() => {})
  return {
    timeoutMs: 0,
    request: vi.fn(pending),
    get: vi.fn(pending),
    post: vi.fn(pending),
    put: vi.fn(pending),
    patch: vi.fn(pending),
    delete: vi.fn(pending),
    upload: vi.fn(pending),
  } as unknown as Api
}

/** The shell's services for a view test: the given app actor, fakes for the rest. */
export function shellServices(app: AppActor, overrides: Partial<ShellServices> = {}): ShellServices {
  return {
    app,
    reportUiError: vi.fn(),
    accounts: pendingAccounts(),
    api: pendingApi(),
    setLanguage: vi.fn(),
    ...overrides,
  }
}
