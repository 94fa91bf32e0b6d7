import { createResearch, type Research } from '../../services/research'
import { useApiService } from '../shell-context'

/** The Research Space calls, on the shell's API client (built by the lazily loaded trials screen). */
export const useResearchService = (): Research => useApiService(createResearch)
