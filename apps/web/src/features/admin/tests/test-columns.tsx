import { formatTurnaround, type AdminTestSummary } from '@labwise/domain';
import { columnsOf } from '../../../components/data-table/data-table';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatCents } from '../../../lib/format';

const col = columnsOf<AdminTestSummary>();

type Deps = {
  reactivating: boolean;
  onEdit: (test: AdminTestSummary) => void;
  onDeactivate: (test: AdminTestSummary) => void;
  onReactivate: (test: AdminTestSummary) => void;
  onDelete: (test: AdminTestSummary) => void;
};

/** The catalog table: the test with its price and turnaround, its state and use, and the administrator's actions. */
export const testColumns = ({ reactivating, onEdit, onDeactivate, onReactivate, onDelete }: Deps) => [
  col.accessor('name', {
    header: 'Test',
    sortFn: 'text',
    meta: { cellClassName: 'min-w-[16rem]' },
    cell: ({ row: { original: test } }) => (
      <>
        <p className="font-semibold">
          {test.name} <span className="font-mono text-xs text-muted-foreground">{test.code}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {test.category} · {formatCents(test.priceCents)} · {formatTurnaround(test.turnaroundHoursMin, test.turnaroundHoursMax)}
        </p>
      </>
    ),
  }),
  col.accessor('priceCents', { header: 'Price', sortFn: 'basic', meta: { cellClassName: 'whitespace-nowrap' }, cell: ({ getValue }) => formatCents(getValue()) }),
  col.accessor('orderCount', {
    header: 'Use',
    sortFn: 'basic',
    cell: ({ row: { original: test } }) => (
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge variant={test.active ? 'success' : 'secondary'}>{test.active ? 'Active' : 'Inactive'}</Badge>
        {test.fasting && <Badge variant="outline">Fasting</Badge>}
        {test.clinicianOrderOnly && <Badge variant="outline">Clinician only</Badge>}
        <span className="text-muted-foreground">
          {test.analyteCount} {test.analyteCount === 1 ? 'analyte' : 'analytes'} · {test.labCount} {test.labCount === 1 ? 'lab' : 'labs'} · {test.orderCount} {test.orderCount === 1 ? 'order' : 'orders'}
        </span>
      </div>
    ),
  }),
  col.display({
    id: 'actions',
    header: 'Actions',
    meta: { srOnlyHeader: true },
    cell: ({ row: { original: test } }) => (
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => onEdit(test)} aria-label={`Edit ${test.name}`}>
          Edit
        </Button>
        {test.active ? (
          <Button variant="ghost" size="sm" onClick={() => onDeactivate(test)} aria-label={`Deactivate ${test.name}`}>
            Deactivate
          </Button>
        ) : (
          <Button variant="ghost" size="sm" disabled={reactivating} onClick={() => onReactivate(test)} aria-label={`Reactivate ${test.name}`}>
            Reactivate
          </Button>
        )}
        {test.orderCount === 0 && (
          <Button variant="ghost" size="sm" className="text-destructive" onClick={() => onDelete(test)} aria-label={`Delete ${test.name}`}>
            Delete
          </Button>
        )}
      </div>
    ),
  }),
];
