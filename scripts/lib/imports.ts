// Finds the module specifiers a TypeScript file imports, without a compiler: comments and template
// text are blanked first (line breaks kept, so line numbers hold), then the import forms are matched.

export interface FoundImport {
  /** The specifier as written: `../services/api`, `xstate`. */
  specifier: string
  /** 1-based line of the `import` / `export` keyword. */
  line: number
  /** `import type`, `export type`, `typeof import('…')`, or every named specifier marked `type`. */
  typeOnly: boolean
  kind: 'static' | 'side-effect' | 're-export' | 'dynamic' | 'require'
}

type Frame = { kind: 'template' } | { kind: 'expression'; depth: number }

const regexKeywords = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
])

/**
 * Blanks comments, regular expressions, template text and the inside of string literals with spaces,
 * keeping quotes and line breaks: the result has the same length and offsets as the source, so a
 * match in it can be read back from the source. With `keepText`, string and template text stay (only
 * comments and regular expressions are blanked): for SQL written in strings.
 */
export function blankNonCode(source: string, { keepText = false } = {}): string {
  const out: string[] = []
  const stack: Frame[] = []
  const blank = (text: string) => text.replace(/[^\n]/g, ' ')
  const text = (part: string) => (keepText ? part : blank(part))
  // What came before, to tell a regular expression from a division: a punctuator or a keyword.
  let previous = ''
  let i = 0
  while (i < source.length) {
    const char = source[i]!
    const next = source[i + 1]
    const top = stack.at(-1)
    if (top?.kind === 'template') {
      if (char === '\\') {
        out.push(text(source.slice(i, i + 2)))
        i += 2
      } else if (char === '`') {
        stack.pop()
        out.push('`')
        i++
        previous = ')'
      } else if (char === '$' && next === '{') {
        stack.push({ kind: 'expression', depth: 0 })
        out.push('${')
        i += 2
        previous = '{'
      } else {
        out.push(text(char))
        i++
      }
      continue
    }
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', i)
      const stop = end < 0 ? source.length : end
      out.push(blank(source.slice(i, stop)))
      i = stop
      continue
    }
    if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2)
      const stop = end < 0 ? source.length : end + 2
      out.push(blank(source.slice(i, stop)))
      i = stop
      continue
    }
    if (char === "'" || char === '"') {
      let j = i + 1
      while (j < source.length && source[j] !== char && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1
      out.push(char, text(source.slice(i + 1, j)), source[j] === char ? char : '')
      i = j + (source[j] === char ? 1 : 0)
      previous = ')'
      continue
    }
    if (
      char === '/' &&
      (previous === '' || /^[(,=:[!&|?{};+\-*%<>~^]$/.test(previous) || regexKeywords.has(previous))
    ) {
      let j = i + 1
      let inClass = false
      while (j < source.length && source[j] !== '\n') {
        const c = source[j]
        if (c === '\\') j++
        else if (c === '[') inClass = true
        else if (c === ']') inClass = false
        else if (c === '/' && !inClass) break
        j++
      }
      out.push(blank(source.slice(i, j + 1)))
      i = j + 1
      previous = ')'
      continue
    }
    if (char === '`') {
      stack.push({ kind: 'template' })
      out.push('`')
      i++
      continue
    }
    if (top?.kind === 'expression' && char === '{') top.depth++
    if (top?.kind === 'expression' && char === '}') {
      if (top.depth === 0) {
        stack.pop()
        out.push('}')
        i++
        continue
      }
      top.depth--
    }
    const word = /^[\w$]+/.exec(source.slice(i, i + 40))
    if (word) {
      out.push(word[0])
      i += word[0].length
      previous = word[0]
      continue
    }
    out.push(char)
    if (!/\s/.test(char)) previous = char
    i++
  }
  return out.join('')
}

const quoted = String.raw`(['"])([^'"\n]*)\2`
const patterns: Array<{ kind: FoundImport['kind']; regex: RegExp }> = [
  // import x from '…', import { a, type B } from '…', import * as x from '…', import type X from '…'
  {
    kind: 'static',
    regex: new RegExp(String.raw`(?<![.\w$])import\s+((?:[\w$*{}\s,]+?))\s*from\s*${quoted}`, 'dg'),
  },
  { kind: 'side-effect', regex: new RegExp(String.raw`(?<![.\w$])import\s*()${quoted}`, 'dg') },
  // export * from '…', export * as x from '…', export { a } from '…', export type { A } from '…'
  {
    kind: 're-export',
    regex: new RegExp(
      String.raw`(?<![.\w$])export\s+((?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[\w$\s,]*\}))\s*from\s*${quoted}`,
      'dg',
    ),
  },
  { kind: 'dynamic', regex: new RegExp(String.raw`(?<![.\w$])import\s*\(\s*()${quoted}\s*[,)]`, 'dg') },
  { kind: 'require', regex: new RegExp(String.raw`(?<![.\w$])require\s*\(\s*()${quoted}\s*\)`, 'dg') },
]

function isTypeOnlyClause(clause: string): boolean {
  const text = clause.trim()
  if (/^type\s/.test(text)) return true
  const braces = /^\{([\s\S]*)\}$/.exec(text)
  if (!braces) return false
  const names = braces[1]!
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return names.length > 0 && names.every((name) => /^type\s/.test(name))
}

/** Every import of a file, in source order. */
export function findImports(source: string): FoundImport[] {
  const code = blankNonCode(source)
  const lineStarts = [0]
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1)
  const lineOf = (index: number) => {
    let low = 0
    let high = lineStarts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (lineStarts[middle]! <= index) low = middle
      else high = middle - 1
    }
    return low + 1
  }
  const found: Array<FoundImport & { index: number }> = []
  for (const { kind, regex } of patterns) {
    for (const match of code.matchAll(regex)) {
      const clause = match[1] ?? ''
      // The specifier is blank in `code`; the same offsets in the source hold its text.
      const [start, end] = match.indices![3]!
      const specifier = source.slice(start, end)
      const before = code.slice(Math.max(0, match.index - 12), match.index)
      const typeOnly =
        kind === 'dynamic'
          ? /typeof\s*$/.test(before)
          : kind === 'side-effect'
            ? false
            : isTypeOnlyClause(clause)
      found.push({ specifier, line: lineOf(match.index), typeOnly, kind, index: match.index })
    }
  }
  found.sort((a, b) => a.index - b.index)
  return found.map(({ index: _index, ...rest }) => rest)
}
