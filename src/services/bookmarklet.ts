/**
 * The attribute an Escriba note carries in its rich-text (text/html) copy, on the element around the note:
 * `<div data-escriba-note="1">…the note's HTML…</div>`. The paste tool pastes only what carries it, so
 * nothing else on the clipboard is pasted into a record by mistake. The plain-text twin stays clean, so a
 * note pasted by hand (Ctrl+V) carries no trace of it.
 */
export const ESCRIBA_NOTE_MARKER = 'data-escriba-note'

/** A note's HTML, marked as copied from Escriba (what the copy function puts in text/html). */
export const markedNoteHtml = (html: string) => `<div ${ESCRIBA_NOTE_MARKER}="1">${html}</div>`

/** What the paste tool says, in the language of the person who installed it (spec, section 8). */
export type BookmarkletMessages = {
  /** The clipboard could not be read (refused, or the browser cannot). */
  clipboard: string
  /** What is on the clipboard was not copied from Escriba. */
  notEscriba: string
  /** No text box is focused, and the page has not exactly one. */
  noTextArea: string
  /** The focused field does not take text (a date, a number, a checkbox…). */
  unsupportedInput: string
}

export type PasteOutcome = 'pasted' | keyof BookmarkletMessages

/**
 * The paste tool itself. It runs as a bookmark on another site (the EHR), so it must stay self-contained:
 * no imports, no outer variables, only the page's own globals; `bookmarkletHref` sends it as its source.
 * It pastes the plain text of the last note copied from Escriba into the focused text box (a textarea, a
 * text input, or an editable rich-text area, also inside same-origin frames and shadow roots).
 */
export function pasteEscribaNote(messages: BookmarkletMessages, marker: string): Promise<PasteOutcome> {
  const say = (outcome: keyof BookmarkletMessages): PasteOutcome => {
    window.alert(messages[outcome])
    return outcome
  }
  const textTypes = ['', 'text', 'search']
  type Target = { element: HTMLElement; kind: 'textarea' | 'input' | 'editable' }

  const focused = (): Element | null => {
    let element: Element | null = document.activeElement
    for (;;) {
      const shadow: Element | null | undefined = element?.shadowRoot?.activeElement
      if (shadow) {
        element = shadow
        continue
      }
      if (element?.tagName === 'IFRAME') {
        let inner: Element | null | undefined
        try {
          inner = (element as HTMLIFrameElement).contentDocument?.activeElement
        } catch {
          inner = null
        }
        if (inner && inner.tagName !== 'BODY') {
          element = inner
          continue
        }
      }
      return element
    }
  }
  const targetOf = (element: Element | null): Target | 'unsupported' | null => {
    if (!element) return null
    const html = element as HTMLElement
    if (html.isContentEditable) return { element: html, kind: 'editable' }
    if (element.tagName === 'TEXTAREA') {
      const area = element as HTMLTextAreaElement
      return area.readOnly || area.disabled ? 'unsupported' : { element: html, kind: 'textarea' }
    }
    if (element.tagName === 'INPUT') {
      const input = element as HTMLInputElement
      const type = (input.getAttribute('type') ?? '').toLowerCase()
      if (textTypes.indexOf(type) < 0 || input.readOnly || input.disabled) return 'unsupported'
      return { element: html, kind: 'input' }
    }
    if (element.tagName === 'SELECT') return 'unsupported'
    return null
  }

  let target = targetOf(focused())
  if (target === null) {
    // Nothing focused: a page with exactly one text box leaves no doubt where the note goes.
    const areas = document.querySelectorAll('textarea:not([readonly]):not([disabled])')
    if (areas.length === 1) target = { element: areas[0] as HTMLElement, kind: 'textarea' }
  }
  if (target === null) return Promise.resolve(say('noTextArea'))
  if (target === 'unsupported') return Promise.resolve(say('unsupportedInput'))
  const into = target

  const clipboard = navigator.clipboard
  if (!clipboard || typeof clipboard.read !== 'function') return Promise.resolve(say('clipboard'))
  return clipboard.read().then(
    (items) => {
      const texts: { html: string | null; plain: string | null } = { html: null, plain: null }
      const reads: Promise<void>[] = []
      for (const item of items) {
        if (item.types.indexOf('text/html') >= 0)
          reads.push(
            item
              .getType('text/html')
              .then((blob) => blob.text())
              .then((text) => {
                texts.html = text
              }),
          )
        if (item.types.indexOf('text/plain') >= 0)
          reads.push(
            item
              .getType('text/plain')
              .then((blob) => blob.text())
              .then((text) => {
                texts.plain = text
              }),
          )
      }
      return Promise.all(reads).then(
        () => {
          if (!texts.html || texts.html.indexOf(marker) < 0 || !texts.plain) return say('notEscriba')
          const single = into.kind === 'input'
          const note = single ? texts.plain.replace(/\s*\n+\s*/g, ' ').trim() : texts.plain
          const page = into.element.ownerDocument
          into.element.focus()
          let inserted = false
          try {
            // execCommand keeps the page's undo history and the events its scripts listen to.
            inserted = page.execCommand('insertText', false, note)
          } catch {
            inserted = false
          }
          if (!inserted) {
            if (into.kind === 'editable') {
              into.element.append(page.createTextNode(note))
            } else {
              const field = into.element as HTMLTextAreaElement | HTMLInputElement
              const start = field.selectionStart ?? field.value.length
              const end = field.selectionEnd ?? field.value.length
              field.setRangeText(note, start, end, 'end')
            }
            into.element.dispatchEvent(new Event('input', { bubbles: true }))
          }
          into.element.dispatchEvent(new Event('change', { bubbles: true }))
          return 'pasted' as const
        },
        () => say('clipboard'),
      )
    },
    () => say('clipboard'),
  )
}

/** The paste tool's source, as a bookmark runs it. */
export function bookmarkletSource(messages: BookmarkletMessages): string {
  return `void (${pasteEscribaNote.toString()})(${JSON.stringify(messages)}, ${JSON.stringify(ESCRIBA_NOTE_MARKER)});`
}

/** The `javascript:` link a person drags to the bookmarks bar. */
export function bookmarkletHref(messages: BookmarkletMessages): string {
  return `javascript:${encodeURIComponent(bookmarkletSource(messages))}`
}
