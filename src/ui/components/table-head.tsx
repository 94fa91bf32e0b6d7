/** A table's column headings, in order; a column that does not apply is given as `false` and left out. */
export function TableHead({ columns }: { columns: readonly (string | false)[] }) {
  return (
    <thead>
      <tr>
        {columns.map(
          (column) =>
            column !== false && (
              <th key={column} scope="col">
                {column}
              </th>
            ),
        )}
      </tr>
    </thead>
  )
}
