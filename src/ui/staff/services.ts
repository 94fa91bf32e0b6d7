import { createStaff, type Staff } from '../../services/staff'
import { useApiService } from '../shell-context'

/** Support's console calls, on the shell's API client (built by the lazily loaded staff console). */
export const useStaffService = (): Staff => useApiService(createStaff)
