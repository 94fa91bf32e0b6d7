import { useId } from 'react'

/** A note's template laid out as the note will be: its title, then each section with what belongs there. */
export function TemplatePreview({
  title,
  heading,
  description,
  sections,
}: {
  /** The region's heading (e.g. 'Preview'); none when the template is the page's content. */
  title: string | null
  heading: string | null
  description: string | null
  sections: { key: string; title: string; instruction: string | null; style: string }[]
}) {
  const titleId = useId()
  return (
    <section aria-labelledby={title ? titleId : undefined} className="template-preview">
      {title && <h2 id={titleId}>{title}</h2>}
      <article aria-live={title ? 'polite' : undefined}>
        {heading && <h3>{heading}</h3>}
        {description && <p className="muted">{description}</p>}
        <ol className="template-sections">
          {sections.map((section) => (
            <li key={section.key}>
              <h4>{section.title}</h4>
              {section.instruction && <p>{section.instruction}</p>}
              <p className="muted text-sm">{section.style}</p>
            </li>
          ))}
        </ol>
      </article>
    </section>
  )
}
