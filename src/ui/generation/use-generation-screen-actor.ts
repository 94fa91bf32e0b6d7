import { fromPromise } from 'xstate'
import { generationScreenMachine } from '../../machines/generation-screen/generation-screen.machine'
import { copyNote } from '../../services/clipboard'
import { createGenerate } from '../../services/generate'
import { useScreenActor } from '../components/screen-actor'
import { useShell } from '../shell-context'

/** The screen's actor on the real calls: the prompt's name, POST /generate, the clipboard. */
export function useGenerationScreenActor(prompt: string) {
  const { api } = useShell()
  return useScreenActor(
    generationScreenMachine.provide({
      actors: {
        'load prompt': fromPromise(({ input }) => createGenerate(api).prompt(input.prompt)),
        generate: fromPromise(({ input }) => createGenerate(api).generate(input)),
        'copy note': fromPromise(({ input }) => copyNote(input.markdown)),
      },
    }),
    { input: { prompt } },
  )
}
