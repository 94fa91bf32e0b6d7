import { act, render, screen, waitFor } from '@testing-library/react'
import { useRef } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { type ExitGuard, useExitGuard } from './exit-guard'

type Answer = 'leave' | 'stay'

/**
 * A screen whose confirmation answers as soon as it is asked, inside the router's own navigation call:
 * before the router has rendered its blocked state (the race a busy machine meets).
 */
function EagerScreen({ answer }: { answer: Answer }) {
  const exit = useRef<ExitGuard | null>(null)
  exit.current = useExitGuard(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false
    queueMicrotask(() => exit.current?.[answer]())
    return true
  })
  return <h1>Editor</h1>
}

/** A screen that holds the navigation and hands its guard to the test, to answer after the dialog shows. */
function PatientScreen({ onGuard }: { onGuard: (exit: ExitGuard) => void }) {
  onGuard(
    useExitGuard(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname),
  )
  return <h1>Editor</h1>
}

function mount(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/editor', element },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/', '/editor'], initialIndex: 1 },
  )
  render(<RouterProvider router={router} />)
  return router
}

/** The state of the screen's blocker (none once the screen has gone). */
const held = (router: ReturnType<typeof mount>) =>
  [...router.state.blockers.values()][0]?.state ?? 'unblocked'

let cleanup: (() => void) | null = null
afterEach(() => cleanup?.())

describe('exit guard', () => {
  it('leaves when the answer comes before the router has rendered the held navigation', async () => {
    const router = mount(<EagerScreen answer="leave" />)
    cleanup = () => router.dispose()
    await act(() => router.navigate('/'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(screen.getByRole('heading').textContent).toBe('Home')
    expect(held(router)).toBe('unblocked')
  })

  it('stays when the early answer is to stay, and guards the next navigation again', async () => {
    const router = mount(<EagerScreen answer="stay" />)
    cleanup = () => router.dispose()
    await act(() => router.navigate('/'))
    await waitFor(() => expect(held(router)).toBe('unblocked'))
    expect(router.state.location.pathname).toBe('/editor')
    await act(() => router.navigate(-1))
    await waitFor(() => expect(held(router)).toBe('unblocked'))
    expect(router.state.location.pathname).toBe('/editor')
  })

  it('goes on or stays when the person answers after the navigation is held', async () => {
    let exit: ExitGuard | null = null
    const router = mount(<PatientScreen onGuard={(guard) => (exit = guard)} />)
    cleanup = () => router.dispose()
    await act(() => router.navigate('/'))
    await waitFor(() => expect(held(router)).toBe('blocked'))
    act(() => exit?.stay())
    await waitFor(() => expect(held(router)).toBe('unblocked'))
    expect(router.state.location.pathname).toBe('/editor')
    await act(() => router.navigate('/'))
    await waitFor(() => expect(held(router)).toBe('blocked'))
    act(() => exit?.leave())
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})
