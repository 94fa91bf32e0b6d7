import { describe, expect, it, vi } from 'vitest'
import { copyNote } from './clipboard'

class FakeItem {
  constructor(readonly items: Record<string, Blob>) {}
}
const Item = FakeItem as unknown as new (items: Record<string, Blob>) => ClipboardItem

describe('copying a note', () => {
  it('writes rich text with its plain twin', async () => {
    const write = vi.fn(async (_items: ClipboardItem[]) => {})
    const writeText = vi.fn(async () => {})
    expect(await copyNote('## Plano\n\n**Repouso**', { clipboard: { write, writeText }, Item })).toBe('rich')
    const [item] = write.mock.calls[0]![0] as unknown as FakeItem[]
    expect(await item!.items['text/plain']!.text()).toBe('Plano\n\nRepouso')
    expect(await item!.items['text/html']!.text()).toBe(
      '<div data-escriba-note="1"><h2>Plano</h2>\n<p><strong>Repouso</strong></p></div>',
    )
    expect(writeText).not.toHaveBeenCalled()
  })

  it('falls back to plain text where rich text is refused or missing', async () => {
    const writeText = vi.fn(async (_text: string) => {})
    const write = vi.fn(async () => {
      throw new DOMException('no html', 'NotAllowedError')
    })
    expect(await copyNote('## Plano', { clipboard: { write, writeText }, Item })).toBe('plain')
    expect(await copyNote('## Plano', { clipboard: { writeText }, Item: null })).toBe('plain')
    expect(writeText).toHaveBeenCalledWith('Plano')
  })

  it('fails when the browser offers no clipboard at all', async () => {
    await expect(copyNote('x', { clipboard: null, Item: null })).rejects.toThrow()
  })
})
