/** Lower case, accents off, ß as ss: how words of a note and a transcript are compared. */
export const fold = (text: string) =>
  text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss')
