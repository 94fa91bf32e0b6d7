/** The level of digital silence: RMS 0 would be minus infinity. */
export const SILENCE_DB = -100

/** Root mean square of samples in [-1, 1], in dBFS (0 for a full-scale square wave). */
export function rmsDb(samples: Float32Array, start = 0, end = samples.length): number {
  let sum = 0
  for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!
  const count = end - start
  if (count <= 0 || sum === 0) return SILENCE_DB
  return Math.max(SILENCE_DB, 10 * Math.log10(sum / count))
}
