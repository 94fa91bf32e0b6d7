import { describe, expect, it } from 'vitest'
import { blankNonCode, findImports } from './imports'

const source = [
  "import x from './a'",
  'import type { T } from "../b"',
  "import { type A, type B } from '../c'",
  "import { type A2, b } from '../d'",
  "import './side'",
  "export * from './e'",
  "export type { Z } from './f'",
  "export { y as w } from './g'",
  `const s = "import q from '../../server/app'"`,
  "// import c from './comment'",
  "/* import d from './block' */",
  // A template literal whose text looks like an import and whose placeholder holds a real one.
  "const t = `import e from './template' $" + "{import('./in-template')}`",
  "const r = /import f from '.\\/regex'/",
  "const lazy = () => import('./lazy')",
  "type M = typeof import('./typeof')",
  "const ratio = a / b / c; import g from './after-division'",
  "foo.import('./method')",
  'import {',
  '  many,',
  '  names,',
  "} from './multiline'",
].join('\n')

describe('findImports', () => {
  it('finds every import form with its line and whether it is type-only', () => {
    expect(
      findImports(source).map(({ specifier, line, typeOnly, kind }) => [specifier, line, typeOnly, kind]),
    ).toEqual([
      ['./a', 1, false, 'static'],
      ['../b', 2, true, 'static'],
      ['../c', 3, true, 'static'],
      ['../d', 4, false, 'static'],
      ['./side', 5, false, 'side-effect'],
      ['./e', 6, false, 're-export'],
      ['./f', 7, true, 're-export'],
      ['./g', 8, false, 're-export'],
      ['./in-template', 12, false, 'dynamic'],
      ['./lazy', 14, false, 'dynamic'],
      ['./typeof', 15, true, 'dynamic'],
      ['./after-division', 16, false, 'static'],
      ['./multiline', 18, false, 'static'],
    ])
  })

  it('keeps offsets and line breaks while blanking comments, strings and template text', () => {
    const blanked = blankNonCode(source)
    expect(blanked).toHaveLength(source.length)
    expect(blanked.split('\n')).toHaveLength(source.split('\n').length)
    expect(blanked).not.toContain('comment')
    expect(blanked).not.toContain('server')
  })

  it('keeps string and template text when asked, still blanking comments and regular expressions', () => {
    const kept = blankNonCode(source, { keepText: true })
    expect(kept).toHaveLength(source.length)
    expect(kept).toContain(`"import q from '../../server/app'"`)
    expect(kept).toContain("`import e from './template' $" + "{import('./in-template')}`")
    expect(kept).not.toContain('comment')
    expect(kept).not.toContain('block')
    expect(kept).not.toContain('regex')
  })
})
