import type { Language } from '../../../../contract/common'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import type { ReadingPack } from './pack'
import { pt } from './pt'

/** How each language's consultations are read. */
export const READING: Record<Language, ReadingPack> = { en, pt, de, es }
