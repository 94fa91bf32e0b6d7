/** Whether the bytes start like a PDF (a header within the first kilobyte, as readers accept). */
export const looksLikePdf = (data: Buffer) => data.subarray(0, 1024).includes('%PDF-')

/**
 * The text of a PDF, page by page. unpdf bundles a serverless build of pdf.js: no worker, no canvas, no
 * network, so it runs in the API process on Node 20 and offline. Throws when the file is not a readable PDF.
 */
export async function pdfText(data: Buffer): Promise<{ text: string; pages: number; hasText: boolean }> {
  // pdf.js is loaded with the first PDF: an idle server need not hold it.
  const { extractText, getDocumentProxy } = await import('unpdf')
  const pdf = await getDocumentProxy(new Uint8Array(data))
  try {
    const { text, totalPages } = await extractText(pdf, { mergePages: false })
    const joined = text
      .map((page) => page.replace(/[ \t]+\n/g, '\n').trim())
      .join('\n\n')
      .trim()
    // A scan has images only: a few stray characters are not text worth screening.
    return { text: joined, pages: totalPages, hasText: joined.replace(/\s/g, '').length >= 20 }
  } finally {
    await pdf.destroy()
  }
}
