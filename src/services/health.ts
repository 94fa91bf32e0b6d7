import { HealthResponse } from '../../contract/health'
import type { Api } from './api'

/** GET /health: what the server's engines can do now (no sign-in needed). */
export function createHealth(api: Api) {
  return {
    async engines(): Promise<HealthResponse['engines']> {
      return (await api.get('/health', { schema: HealthResponse })).engines
    },
  }
}
