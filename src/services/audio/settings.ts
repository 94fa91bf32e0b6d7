// Settings → audio: the browser's speech processing for the microphone, kept in this browser beside the
// preferred microphone (createMicrophonePreference), since both belong to this computer's hardware.

/** The browser's processing of the microphone signal; all on unless the clinician turns one off. */
export type AudioProcessing = {
  noiseSuppression: boolean
  echoCancellation: boolean
  autoGainControl: boolean
}

export const DEFAULT_AUDIO_PROCESSING: AudioProcessing = {
  noiseSuppression: true,
  echoCancellation: true,
  autoGainControl: true,
}

/** localStorage key of the processing choices. */
export const AUDIO_PROCESSING_KEY = 'escriba.audioProcessing'

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

/** The processing choices remembered in this browser; anything unreadable counts as the default. */
export function createAudioProcessingPreference(storage: KeyValueStorage) {
  return {
    get(): AudioProcessing {
      try {
        const stored = JSON.parse(storage.getItem(AUDIO_PROCESSING_KEY) ?? '{}') as Partial<AudioProcessing>
        const read = (key: keyof AudioProcessing) =>
          typeof stored[key] === 'boolean' ? stored[key] : DEFAULT_AUDIO_PROCESSING[key]
        return {
          noiseSuppression: read('noiseSuppression'),
          echoCancellation: read('echoCancellation'),
          autoGainControl: read('autoGainControl'),
        }
      } catch {
        return DEFAULT_AUDIO_PROCESSING
      }
    },
    set(processing: AudioProcessing) {
      storage.setItem(AUDIO_PROCESSING_KEY, JSON.stringify(processing))
    },
  }
}
