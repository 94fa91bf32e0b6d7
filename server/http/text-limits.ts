/** The most characters a note, a transcript or a text to generate from may hold (the contract's maximum). */
export const MAX_TEXT_CHARACTERS = 2_000_000

/**
 * A body limit that a text of `characters` always fits, whatever it is written in: UTF-8 takes at most
 * 4 bytes a character (JSON escapes of control characters take 6, but a clinical text has few), plus room
 * for the other fields.
 */
export const bodyLimitFor = (characters: number, otherBytes = 64 * 1024) => characters * 4 + otherBytes

/** The 413 a route answers when its body passes that limit: the limit named, on the field that holds it. */
export const textTooLong = (field: string) => ({
  message: `The text is too long: at most ${MAX_TEXT_CHARACTERS} characters`,
  fields: { [field]: `At most ${MAX_TEXT_CHARACTERS} characters` },
})

/**
 * A route's options for a body that holds a text of up to `characters`: the body limit it always fits, and
 * the 413 past it named on `field`.
 */
export const textBody = (field: string, characters = MAX_TEXT_CHARACTERS) => ({
  config: { tooLarge: textTooLong(field) },
  bodyLimit: bodyLimitFor(characters),
})
