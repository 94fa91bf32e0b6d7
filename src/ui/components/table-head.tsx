import { useTranslation } from 'react-i18next'

/**
 * A table's column headings, in order; a column that does not apply is given as `false` and left out. With
 * `prefix`, each column is a message key under it, translated here.
 */
export function TableHead({ columns, prefix }: { columns: readonly (string | false)[]; prefix?: string }) {
  const { t } = useTranslation()
  return (
    <thead>
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
