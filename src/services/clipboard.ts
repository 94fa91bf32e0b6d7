import { markedNoteHtml } from './bookmarklet'
import { noteToHtml, noteToPlainText } from './note-blocks'

/** How the note reached the clipboard: as rich text with a plain-text twin, or as plain text only. */
export type CopiedAs = 'rich' | 'plain'

type ClipboardLike = Partial<Pick<Clipboard, 'write' | 'writeText'>>
type ClipboardItemClass = new (items: Record<string, Blob>) => ClipboardItem

/**
 * Copies a note: rich text (text/html, for records that keep headings and bold) with its plain-text twin,
 * or plain text where the browser cannot write rich text. Rejects when the browser refuses both.
 */
export async function copyNote(
  markdown: string,
  {
    clipboard = globalThis.navigator?.clipboard as ClipboardLike | undefined,
    Item = globalThis.ClipboardItem as ClipboardItemClass | undefined,
  }: { clipboard?: ClipboardLike | null; Item?: ClipboardItemClass | null } = {},
): Promise<CopiedAs> {
  const plain = noteToPlainText(markdown)
  if (clipboard?.write && Item) {
    try {
      await clipboard.write([
        new Item({
          'text/plain': new Blob([plain], { type: 'text/plain' }),
          // The mark lets Escriba's paste tool tell a copied note from any other text.
          'text/html': new Blob([markedNoteHtml(noteToHtml(markdown))], { type: 'text/html' }),
        }),
      ])
      return 'rich'
    } catch {
      // Some browsers refuse text/html (or write() altogether): plain text still helps.
    }
  }
  if (!clipboard?.writeText) throw new Error('The clipboard is not available')
  await clipboard.writeText(plain)
  return 'plain'
}
