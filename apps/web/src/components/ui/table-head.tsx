import type { ReactNode } from 'react';

/** A column heading: what it says and how it is laid out. */
export type HeadColumn = readonly [label: ReactNode, className?: string];

/**
 * A table's caption (for screen readers) and its one row of column headings, each `scope="col"`:
 * the part every plain table here starts with.
 */
export function TableHead({ caption, columns, className }: { caption: string; columns: readonly HeadColumn[]; className?: string }) {
  return (
    <>
      <caption className="sr-only">{caption}</caption>
      <thead className={className}>
        <tr>
          {columns.map(([label, columnClass], i) => (
            <th key={i} scope="col" className={columnClass}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
