/** The rows of a CSV written with `sep` and CRLF line ends, quoted cells ("a;b", "say ""x""") read back. */
export function parseCsv(text: string, sep: string): string[][] {
  const rows: string[][] = [[]]
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    const next = text[i + 1]
    if (quoted && ch === '"' && next === '"') {
      cell += '"'
      i++
    } else if (ch === '"') {
      quoted = !quoted
    } else if (quoted) {
      cell += ch
    } else if (ch === sep) {
      rows.at(-1)!.push(cell)
      cell = ''
    } else if (ch === '\r' && next === '\n') {
      rows.at(-1)!.push(cell)
      cell = ''
      rows.push([])
      i++
    } else {
      cell += ch
    }
  }
  if (cell !== '' || rows.at(-1)!.length > 0) rows.at(-1)!.push(cell)
  else rows.pop()
  return rows
}
