import { createTemplates, type Templates } from '../../services/templates'
import { useApiService } from '../shell-context'

/** The custom documents calls (requests, documents, templates), on the shell's API client. */
export const useTemplatesService = (): Templates => useApiService(createTemplates)
