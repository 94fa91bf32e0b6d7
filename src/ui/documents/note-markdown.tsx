import Markdown from 'react-markdown'

/**
 * A note's markdown as HTML. Loaded on demand (react-markdown and its parser weigh ~40 KB gzip): raw HTML
 * in a note is never rendered, and links do not navigate away from the consultation.
 */
export default function NoteMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown
      skipHtml
      components={{
        a: ({ children, href }) => (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        ),
        img: () => null,
      }}
    >
      {markdown}
    </Markdown>
  )
}
