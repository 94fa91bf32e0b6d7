import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A table's column headings, in order; a column that does not apply is given as `false` and left out. With
 * `prefix`, each column is a message key under it, translated here; `className` goes on the `<thead>`.
 */
export function TableHead({
  columns,
  prefix,
  className,
}: {
  columns: readonly (string | false)[]
  prefix?: string
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <thead className={className}>
      <tr>
        {columns.map(
          (column) =>
            column !== false && (
              <th key={column} scope="col">
                {prefix === undefined ? column : t(`${prefix}.${column}`)}
              </th>
            ),
        )}
      </tr>
    </thead>
  )
}

/**
 * A table of rows that scrolls sideways on a narrow screen, under its column headings (as `TableHead`);
 * `empty`, when given, is said in its place.
 */
export function ScrollTable({
  columns,
  prefix,
  empty = null,
  children,
}: {
  columns: readonly (string | false)[]
  prefix: string
  empty?: string | null
  /** The rows. */
  children: ReactNode
}) {
  if (empty) return <p className="muted">{empty}</p>
  return (
    <div className="table-scroll">
      <table>
        <TableHead prefix={prefix} columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
