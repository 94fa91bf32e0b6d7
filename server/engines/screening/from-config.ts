import type { Config } from '../../config'
import type { ScreeningEngine } from './engine'
import { llmScreeningEngine } from './llm'
import { ruleScreeningEngine } from './rules'

/** The engine SCREENING_ENGINE names, configured. */
export function screeningEngineFrom(config: Config['screening']): ScreeningEngine {
  if (config.engine === 'llm') {
    return llmScreeningEngine({ baseUrl: config.llmUrl!, apiKey: config.llmApiKey, model: config.model! })
  }
  return ruleScreeningEngine()
}
