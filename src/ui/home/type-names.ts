import type { TypeNames } from '../../machines/shared/session-summary'
import type { Catalogue } from '../../services/catalogue'
import { loggedAs } from '../components/logged-as'

// Home's lists and its history open together: one GET /start answers the type names for both.
const inFlight = new WeakMap<Catalogue, Promise<TypeNames>>()

/** Consultation type id → name; without them the lists still show (a failure only costs the names). */
export function typeNames(catalogue: Catalogue): Promise<TypeNames> {
  let names = inFlight.get(catalogue)
  if (!names) {
    names = catalogue
      .start()
      .then(({ types }) => Object.fromEntries(types.map((type) => [type.id, type.name])))
      .catch(loggedAs('Error loading the consultation type names', {}))
      .finally(() => inFlight.delete(catalogue))
    inFlight.set(catalogue, names)
  }
  return names
}
