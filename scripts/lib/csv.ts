/**
 * Reads CSV as RFC 4180 writes it: fields separated by commas (or `separator`, as a spreadsheet in a
 * decimal-comma language writes them), quoted when they hold one, a quote or a line break (a quote inside
 * doubled), rows ended by CRLF or LF. Answers the rows of fields, a final line break or not.
 */
export function readCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === separator) {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field || row.length) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

/** The rows after the header, each as a record by the header's names (blank lines skipped, missing fields ''). */
export function readCsvRecords(text: string): Record<string, string>[] {
  const [header, ...body] = readCsv(text).filter((row) => row.length > 1 || row[0])
  return body.map((row) => Object.fromEntries((header ?? []).map((name, i) => [name, row[i] ?? ''])))
}
