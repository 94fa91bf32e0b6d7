import type { Api } from '../../services/api'
import { type Catalogue, createCatalogue } from '../../services/catalogue'
import { type Consultations, createConsultations } from '../../services/consultations'
import { useShell } from '../shell-context'

export type CatalogueServices = { catalogue: Catalogue; consultations: Consultations }

// One set per API client: the screens that load lazily build them on the shell's client, so the login
// route never carries the catalogue's code.
const built = new WeakMap<Api, CatalogueServices>()

/** The catalogue and consultation calls, on the shell's API client. */
export function useCatalogueServices(): CatalogueServices {
  const { api } = useShell()
  let services = built.get(api)
  if (!services) {
    services = { catalogue: createCatalogue(api), consultations: createConsultations(api) }
    built.set(api, services)
  }
  return services
}

/** A failure that only costs a nicety (the recently used list) is logged, not shown (spec, section 8). */
export const loggedAs =
  <T>(what: string, fallback: T) =>
  (error: unknown): T => {
    console.error(what, error)
    return fallback
  }
