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
