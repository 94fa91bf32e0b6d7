import { act, render } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { type AnyActorRef, createMachine, fromPromise } from 'xstate'
import { useScreenActor } from './screen-actor'

/** A screen whose machine sends its form on entry (as a form sent before the screen's effects ran). */
const sending = createMachine({
  initial: 'sending',
  states: {
    sending: { invoke: { src: 'send form', onDone: 'sent' } },
    sent: { entry: 'report sent' },
  },
})

function mount(useHook: typeof useActorRef, label: string) {
  const posts: string[] = []
  const reports: string[] = []
  let actor: AnyActorRef | null = null
  function Screen({ label }: { label: string }) {
    actor = useHook(
      sending.provide({
        actors: { 'send form': fromPromise(async () => void posts.push('post')) },
        actions: { 'report sent': () => void reports.push(label) },
      }),
    )
    return null
  }
  const view = render(
    <StrictMode>
      <Screen label={label} />
    </StrictMode>,
  )
  return {
    posts,
    reports,
    actor: () => actor,
    rerender: (next: string) =>
      view.rerender(
        <StrictMode>
          <Screen label={next} />
        </StrictMode>,
      ),
    unmount: view.unmount,
  }
}

describe('screen actor', () => {
  it('starts once under StrictMode: a service running at mount is invoked once, where useActorRef invokes it twice', async () => {
    const ours = mount(useScreenActor, 'first')
    await act(() => Promise.resolve())
    expect(ours.posts).toEqual(['post'])
    ours.unmount()
    const library = mount(useActorRef, 'first')
    await act(() => Promise.resolve())
    expect(library.posts).toEqual(['post', 'post'])
    library.unmount()
  })

  it('runs the latest render’s implementations and stops when the screen unmounts', async () => {
    const screen = mount(useScreenActor, 'first')
    screen.rerender('second')
    await act(() => Promise.resolve())
    expect(screen.reports).toEqual(['second'])
    expect(screen.actor()?.getSnapshot().status).toBe('active')
    screen.unmount()
    await Promise.resolve()
    expect(screen.actor()?.getSnapshot().status).toBe('stopped')
  })
})
