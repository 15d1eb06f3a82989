import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Header,
  type RowData,
} from '@tanstack/react-table';
import { cn } from '../../lib/utils';
import { PAGE_SIZES, TablePager } from './table-pager';

/** Per column: classes for its header and cells, and a header only screen readers read (an actions column). */
export type DataTableColumnMeta = { headerClassName?: string; cellClassName?: string; srOnlyHeader?: boolean };
// A type-only slot: TanStack reads the meta's type from this value's declared type.
const columnMeta: DataTableColumnMeta = {};

/** What every Labwise table can do: sort by a column, and page through the rows it holds. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime, basic: sortFn_basic },
  columnMeta,
});
type Features = typeof dataTableFeatures;

export type DataTableColumn<T extends RowData> = ColumnDef<Features, T, never>;

/** The column helper of a table of `T` rows (`columnsOf<Order>().accessor('orderNumber', …)`). */
export const columnsOf = <T extends RowData>() => createColumnHelper<Features, T>();

type Props<T extends RowData> = {
  /** The table's caption (visually hidden): what it lists, read out by screen readers. */
  caption: string;
  /** The plural of what one row is, for the pager ("Pages of orders"). */
  rowsLabel: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a helper's columns each carry their own value type
  columns: readonly ColumnDef<Features, T, any>[];
  data: readonly T[];
  getRowId: (row: T) => string;
  /** Shown inside the table when there are no rows. */
  empty: ReactNode;
  /**
   * Rows per page. Without it the table shows every row it is given (a server page, which
   * its page brings its own pager for).
   */
  pageSize?: number;
  /** A refetch is on its way (the rows shown may be replaced). */
  busy?: boolean;
  className?: string;
  tableClassName?: string;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell<T extends RowData>({ header, children }: { header: Header<Features, T, unknown>; children: ReactNode }) {
  const meta = header.column.columnDef.meta;
  const sorted = header.column.getIsSorted();
  const canSort = header.column.getCanSort();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined} className={cn('px-4 py-3 font-semibold', meta?.headerClassName)}>
      {canSort ? (
        <button
          type="button"
          onClick={header.column.getToggleSortingHandler()}
          className="-mx-1 inline-flex items-center gap-1 rounded px-1 text-left hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {children}
          <Icon className={cn('h-3.5 w-3.5', !sorted && 'opacity-50')} aria-hidden="true" />
        </button>
      ) : meta?.srOnlyHeader ? (
        <span className="sr-only">{children}</span>
      ) : (
        children
      )}
    </th>
  );
}

/**
 * An accessible table on TanStack Table: a caption, sortable column headers as buttons with
 * `aria-sort`, the empty state inside, and Previous / Next paging with "Page X of Y".
 */
export function DataTable<T extends RowData>({ caption, rowsLabel, columns, data, getRowId, empty, pageSize, busy = false, className, tableClassName }: Props<T>) {
  const paged = pageSize !== undefined;
  const table = useTable({
    features: dataTableFeatures,
    columns: columns as ColumnDef<Features, T, unknown>[],
    data,
    getRowId: (row: T) => getRowId(row),
    manualPagination: !paged,
    initialState: { pagination: { pageIndex: 0, pageSize: pageSize ?? Math.max(data.length, 1) } },
  });
  const rows = table.getRowModel().rows;
  const { pageIndex, pageSize: size } = table.state.pagination;

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div className="relative overflow-x-auto rounded-xl border border-border bg-card">
        <table className={cn('w-full text-sm', tableClassName)}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border text-left text-muted-foreground">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header}>
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </HeaderCell>
                ))}
              </tr>
            ))}
          </thead>
          <tbody aria-busy={busy}>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="p-4">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="border-b border-border last:border-0">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={cn('px-4 py-3 align-top', cell.column.columnDef.meta?.cellClassName)}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paged && data.length > (PAGE_SIZES[0] ?? 10) && (
        <TablePager
          label={rowsLabel}
          pageIndex={pageIndex}
          pageCount={table.getPageCount()}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
          pageSize={size}
          onPageSize={(next) => table.setPageSize(next)}
        />
      )}
    </div>
  );
}
