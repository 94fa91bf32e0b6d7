/** What the console knows about an account or a report, as a list of labelled facts. */
export function StaffFacts({ facts }: { facts: readonly { key: string; label: string; value: string }[] }) {
  return (
    <dl className="staff-facts">
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
