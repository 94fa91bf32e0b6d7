// The text of a PDF that jspdf wrote uncompressed: every string shown with Tj, decoded from WinAnsi, one
// entry per string, in page order. Enough to check a note's words and accents without a PDF reader.

// WinAnsi bytes 0x80–0x9f that are not Latin-1.
const WIN_ANSI_HIGH: Record<number, string> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
}

function decodeLiteral(bytes: number[]): string {
  let out = ''
  for (let i = 0; i < bytes.length; i++) {
    let byte = bytes[i]!
    if (byte === 0x5c) {
      const next = bytes[++i]!
      const escapes: Record<number, number> = { 110: 10, 114: 13, 116: 9, 98: 8, 102: 12 }
      if (next >= 0x30 && next <= 0x37) {
        let octal = String.fromCharCode(next)
        while (octal.length < 3 && bytes[i + 1]! >= 0x30 && bytes[i + 1]! <= 0x37)
          octal += String.fromCharCode(bytes[++i]!)
        byte = Number.parseInt(octal, 8)
      } else byte = escapes[next] ?? next
    }
    out += WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)
  }
  return out
}

/** Every `(…) Tj` string of the PDF, in order. */
export function pdfStrings(pdf: ArrayBuffer | Uint8Array): string[] {
  const bytes = pdf instanceof Uint8Array ? pdf : new Uint8Array(pdf)
  const strings: string[] = []
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== 0x28) continue
    // A literal string: balanced parentheses, backslash escapes.
    const literal: number[] = []
    let depth = 1
    let j = i + 1
    for (; j < bytes.length && depth > 0; j++) {
      const byte = bytes[j]!
      if (byte === 0x5c) {
        literal.push(byte, bytes[++j]!)
        continue
      }
      if (byte === 0x28) depth++
      if (byte === 0x29) depth--
      if (depth > 0) literal.push(byte)
    }
    const after = String.fromCharCode(...bytes.subarray(j, j + 4))
    if (/^\s*Tj/.test(after)) strings.push(decodeLiteral(literal))
    i = j
  }
  return strings
}

/** The PDF's text as one string, strings joined by spaces. */
export const pdfText = (pdf: ArrayBuffer | Uint8Array) => pdfStrings(pdf).join(' ')

/** How many pages the PDF has. */
export const pdfPageCount = (pdf: ArrayBuffer | Uint8Array) =>
  (new TextDecoder('latin1').decode(pdf).match(/\/Type \/Page\b/g) ?? []).length
