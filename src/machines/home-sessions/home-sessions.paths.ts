// Sample events and inputs of the home sessions statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import { sampleFinishedSession } from '../shared/catalogue-samples'
import { sampleFailure } from '../shared/samples'
import type { HomeSessions } from './home-sessions.machine'

const typeNames = { general_practice_soap: 'Consulta de Medicina Geral e Familiar (SOAP)' }
const unfinished = sampleFinishedSession({
  id: 's-2',
  status: 'recording',
  finished_at: null,
  purge_at: null,
})

/** Sample events for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    {
      type: 'xstate.done.actor.loadHomeSessions',
      output: { active: null, recent: [sampleFinishedSession({})], typeNames } satisfies HomeSessions,
    },
    {
      type: 'xstate.done.actor.loadHomeSessions',
      output: {
        active: unfinished,
        recent: [unfinished, sampleFinishedSession({})],
        typeNames,
      } satisfies HomeSessions,
    },
    {
      type: 'xstate.error.actor.loadHomeSessions',
      error: sampleFailure('unavailable', { kind: 'network' }),
    },
  ],
}
