import type { Api } from '../../services/api'
import { type Catalogue, createCatalogue } from '../../services/catalogue'
import { type Consultations, createConsultations } from '../../services/consultations'
import { useApiService } from '../shell-context'

export type CatalogueServices = { catalogue: Catalogue; consultations: Consultations }

const buildCatalogueServices = (api: Api): CatalogueServices => ({
  catalogue: createCatalogue(api),
  consultations: createConsultations(api),
})

/** The catalogue and consultation calls, on the shell's API client (built by the lazily loaded screens). */
export const useCatalogueServices = (): CatalogueServices => useApiService(buildCatalogueServices)

/** A failure that only costs a nicety (the recently used list) is logged, not shown (spec, section 8). */
export const loggedAs =
  <T>(what: string, fallback: T) =>
  (error: unknown): T => {
    console.error(what, error)
    return fallback
  }
