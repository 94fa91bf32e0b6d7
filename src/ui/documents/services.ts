import { createDocuments, type Documents } from '../../services/documents'
import { useApiService } from '../shell-context'

/** The documents calls, on the shell's API client (built by the lazily loaded consultation screen). */
export const useDocumentsService = (): Documents => useApiService(createDocuments)
