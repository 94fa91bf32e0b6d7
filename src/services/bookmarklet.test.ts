import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type BookmarkletMessages,
  bookmarkletHref,
  bookmarkletSource,
  ESCRIBA_NOTE_MARKER,
  markedNoteHtml,
  pasteEscribaNote,
} from './bookmarklet'

const messages: BookmarkletMessages = {
  clipboard: 'clipboard unreadable',
  notEscriba: 'not from Escriba',
  noTextArea: 'no text box',
  unsupportedInput: 'field type not recognised',
}
const NOTE = '## Subjetivo\n\nTosse seca há uma semana.'

/** The clipboard as the paste tool reads it: one item with its flavours. */
function clipboardHolding(flavours: Record<string, string> | 'refused') {
  const read =
    flavours === 'refused'
      ? vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'))
      : vi.fn().mockResolvedValue([
          {
            types: Object.keys(flavours),
            getType: async (type: string) => ({ text: async () => flavours[type] }),
          },
        ])
  Object.defineProperty(navigator, 'clipboard', { value: { read }, configurable: true })
  return read
}
const copiedFromEscriba = () =>
  clipboardHolding({ 'text/plain': NOTE, 'text/html': markedNoteHtml('<h2>Subjetivo</h2><p>Tosse…</p>') })

let alerts: string[]
beforeEach(() => {
  alerts = []
  // happy-dom has no alert: the tool's messages are collected instead.
  Object.defineProperty(window, 'alert', {
    value: (message: unknown) => alerts.push(String(message)),
    configurable: true,
    writable: true,
  })
  document.body.innerHTML = ''
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('the paste tool', () => {
  it('pastes the plain text of a note copied from Escriba at the cursor of the focused textarea', async () => {
    document.body.innerHTML = '<textarea id="record">Antes. Depois.</textarea><textarea></textarea>'
    const area = document.getElementById('record') as HTMLTextAreaElement
    const input = vi.fn()
    area.addEventListener('input', input)
    area.focus()
    area.setSelectionRange(7, 7)
    copiedFromEscriba()
    expect(await pasteEscribaNote(messages, ESCRIBA_NOTE_MARKER)).toBe('pasted')
    expect(area.value).toBe(`Antes. ${NOTE}Depois.`)
    expect(input).toHaveBeenCalled()
    expect(alerts).toEqual([])
  })

  it('refuses text that was not copied from Escriba, leaving the box as it was', async () => {
    document.body.innerHTML = '<textarea></textarea>'
    const area = document.querySelector('textarea')!
    area.focus()
    clipboardHolding({ 'text/plain': 'Uma senha qualquer' })
    expect(await pasteEscribaNote(messages, ESCRIBA_NOTE_MARKER)).toBe('notEscriba')
    clipboardHolding({ 'text/plain': 'Texto', 'text/html': '<p>De outra página</p>' })
    expect(await pasteEscribaNote(messages, ESCRIBA_NOTE_MARKER)).toBe('notEscriba')
    expect(area.value).toBe('')
    expect(alerts).toEqual(['not from Escriba', 'not from Escriba'])
  })

  it('says the clipboard could not be read when the browser refuses or cannot', async () => {
    document.body.innerHTML = '<textarea></textarea>'
    document.querySelector('textarea')!.focus()
    clipboardHolding('refused')
    expect(await pasteEscribaNote(messages, ESCRIBA_NOTE_MARKER)).toBe('clipboard')
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
    expect(await pasteEscribaNote(messages, ESCRIBA_NOTE_MARKER)).toBe('clipboard')
    expect(alerts).toEqual(['clipboard unreadable', 'clipboard unreadable'])
  })

  it('says there is no text box when none is focused and the page has none, or several', async () => {
    const read = copiedFromEscriba()
    document.body.innerHTML = '<p>Nada aqui</p>'
    expect(await pasteEscribaNote(messages, ESCRIBA_NOTE_MARKER)).toBe('noTextArea')
    document.body.innerHTML = '<textarea></textarea><textarea></textarea>'
    expect(await pasteEscribaNote(messages, ESCRIBA_NOTE_MARKER)).toBe('noTextArea')
    expect(read).not.toHaveBeenCalled()
    document.body.innerHTML = '<button>Gravar</button><textarea id="only"></textarea>'
    document.querySelector('button')!.focus()
    expect(await pasteEscribaNote(messages, ESCRIBA_NOTE_MARKER)).toBe('pasted')
    expect((document.getElementById('only') as HTMLTextAreaElement).value).toBe(NOTE)
  })

  it('says the input type is not recognised for fields that do not take text', async () => {
    copiedFromEscriba()
    for (const html of [
      '<input type="date">',
      '<input type="checkbox">',
      '<select><option>a</option></select>',
      '<textarea readonly></textarea>',
    ]) {
      document.body.innerHTML = html
      ;(document.body.firstElementChild as HTMLElement).focus()
      expect(await pasteEscribaNote(messages, ESCRIBA_NOTE_MARKER)).toBe('unsupportedInput')
    }
    expect(alerts).toHaveLength(4)
  })

  it('pastes into a single-line text field on one line', async () => {
    document.body.innerHTML = '<input type="text">'
    const input = document.querySelector('input')!
    input.focus()
    copiedFromEscriba()
    expect(await pasteEscribaNote(messages, ESCRIBA_NOTE_MARKER)).toBe('pasted')
    expect(input.value).toBe('## Subjetivo Tosse seca há uma semana.')
  })

  it('runs from its javascript: link as a self-contained script', async () => {
    document.body.innerHTML = '<textarea></textarea>'
    document.querySelector('textarea')!.focus()
    copiedFromEscriba()
    const href = bookmarkletHref(messages)
    expect(href.startsWith('javascript:')).toBe(true)
    const source = decodeURIComponent(href.slice('javascript:'.length))
    expect(source).toBe(bookmarkletSource(messages))
    // No import and no outer name: only the page's globals and its two arguments.
    new Function(source)()
    await vi.waitFor(() => expect(document.querySelector('textarea')!.value).toBe(NOTE))
  })
})
