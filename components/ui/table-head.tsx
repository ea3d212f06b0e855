/** The column headings of the site's data tables: one row, a rule under it, room between columns. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr className="border-b border-neutral-300 dark:border-neutral-700">
        {columns.map((column, index) => (
          <th key={column} scope="col" className={`py-1.5 font-semibold ${index < columns.length - 1 ? "pr-3" : ""}`}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
