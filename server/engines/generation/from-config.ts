import type { Config } from '../../config'
import type { GenerationEngine } from './engine'
import { extractiveGenerationEngine } from './extractive/engine'
import { llmGenerationEngine } from './llm'

/** The engine GENERATION_ENGINE names, configured. */
export function generationEngineFrom(config: Config['generation']): GenerationEngine {
  if (config.engine === 'llm') {
    return llmGenerationEngine({
      baseUrl: config.llmUrl!,
      apiKey: config.llmApiKey,
      models: config.models.map((m) => m.id),
      defaultModel: config.defaultModel,
    })
  }
  return extractiveGenerationEngine()
}
