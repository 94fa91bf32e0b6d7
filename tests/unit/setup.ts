import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Screens load lazily and machines answer through promises: on a busy two-core machine a screen can take
// more than Testing Library's default second to show. findBy/waitFor wait up to 5 s (still failing when
// the thing never comes); the unit project's test timeout leaves room for several such waits.
configure({ asyncUtilTimeout: 5_000 })

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  window.localStorage.clear()
  window.sessionStorage.clear()
})
