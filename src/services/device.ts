/** Phones and tablets, as the spec names them for the root rule that sends a mobile device home. */
const MOBILE_USER_AGENT = /iPhone|iPad|iPod|Android/

export const isMobileUserAgent = (userAgent: string): boolean => MOBILE_USER_AGENT.test(userAgent)
