import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { formatTurnaround, type AdminTestSummary } from '@labwise/domain';
import { QueryStates } from '../../components/query-states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SelectField } from '../../components/ui/select-field';
import { SkeletonList } from '../../components/ui/skeleton-list';
import { SearchInput } from '../../components/ui/search-input';
import { formatCents } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { adminTestsQuery, useDeleteTest, useSetTestActive, type TestStatusFilter } from './api/tests';
import { ConfirmDialog } from './components/confirm-dialog';
import { PageHeader } from './components/page-header';
import { TestFormDialog } from './tests/test-form-dialog';

type Pending = { kind: 'deactivate' | 'delete'; test: AdminTestSummary };

/** Route admin/tests: the test catalog with search, Add Test, edit, deactivate and delete. */
export function AdminTestsPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<TestStatusFilter>('all');
  const debouncedQ = useDebouncedValue(q);
  const tests = useQuery(adminTestsQuery(debouncedQ, status));
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const setActive = useSetTestActive();
  const remove = useDeleteTest();
  const filtered = q !== '' || status !== 'all';

  const reactivate = (test: AdminTestSummary) =>
    setActive.mutate({ id: test.id, active: true }, { onSuccess: () => toast.success(`${test.name} is back in the catalog`), onError: (e) => toast.error(e.message) });

  const confirm = () => {
    if (!pending) return;
    const { test } = pending;
    if (pending.kind === 'deactivate') {
      setActive.mutate({ id: test.id, active: false }, { onSuccess: () => (toast.success(`${test.name} deactivated`), setPending(null)) });
    } else {
      remove.mutate(test.id, { onSuccess: () => (toast.success(`${test.name} deleted`), setPending(null)) });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Tests"
        description="The test catalog: codes, prices, turnaround, preparation and reference ranges."
        actions={
          <Button onClick={() => setEditing({ id: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add Test
          </Button>
        }
      />
      <div className="grid gap-3 md:grid-cols-[3fr_1fr]">
        <SearchInput label="Search tests" placeholder="Search tests by name, code, or description..." value={q} onChange={setQ} />
        <SelectField
          id="test-status-filter"
          label="Status"
          value={status}
          onChange={(v) => setStatus(v as TestStatusFilter)}
          options={[
            ['all', 'Active and inactive'],
            ['active', 'Active only'],
            ['inactive', 'Inactive only'],
          ]}
        />
      </div>

      <QueryStates
        query={tests}
        loading={<SkeletonList label="Loading tests" rows={5} rowClassName="h-16" />}
        empty={
          <EmptyState
            icon={FlaskConical}
            title={filtered ? 'No tests found matching your criteria.' : 'The catalog is empty.'}
            description={filtered ? undefined : 'Add the first test to make it orderable.'}
            action={
              filtered ? (
                <Button variant="outline" onClick={() => (setQ(''), setStatus('all'))}>
                  Clear Filters
                </Button>
              ) : (
                <Button onClick={() => setEditing({ id: null })}>Add Test</Button>
              )
            }
          />
        }
      >
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data.length} {data.length === 1 ? 'test' : 'tests'}
            </p>
            <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
              {data.map((test) => (
                <li key={test.id} className="grid gap-3 p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto] md:items-center">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {test.name} <span className="font-mono text-xs text-muted-foreground">{test.code}</span>
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {test.category} · {formatCents(test.priceCents)} · {formatTurnaround(test.turnaroundHoursMin, test.turnaroundHoursMax)}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-xs">
                    <Badge variant={test.active ? 'success' : 'secondary'}>{test.active ? 'Active' : 'Inactive'}</Badge>
                    {test.fasting && <Badge variant="outline">Fasting</Badge>}
                    {test.clinicianOrderOnly && <Badge variant="outline">Clinician only</Badge>}
                    <span className="text-muted-foreground">
                      {test.analyteCount} {test.analyteCount === 1 ? 'analyte' : 'analytes'} · {test.labCount} {test.labCount === 1 ? 'lab' : 'labs'} · {test.orderCount} {test.orderCount === 1 ? 'order' : 'orders'}
                    </span>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" onClick={() => setEditing({ id: test.id })} aria-label={`Edit ${test.name}`}>
                      Edit
                    </Button>
                    {test.active ? (
                      <Button variant="ghost" size="sm" onClick={() => setPending({ kind: 'deactivate', test })} aria-label={`Deactivate ${test.name}`}>
                        Deactivate
                      </Button>
                    ) : (
                      <Button variant="ghost" size="sm" disabled={setActive.isPending} onClick={() => reactivate(test)} aria-label={`Reactivate ${test.name}`}>
                        Reactivate
                      </Button>
                    )}
                    {test.orderCount === 0 && (
                      <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setPending({ kind: 'delete', test })} aria-label={`Delete ${test.name}`}>
                        Delete
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryStates>

      <TestFormDialog open={editing !== null} testId={editing?.id ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'delete' ? `Delete ${pending.test.name}?` : `Deactivate ${pending?.test.name ?? ''}?`}
        description={
          pending?.kind === 'delete'
            ? 'Nobody has ordered this test, so it is removed for good with its analytes and lab offerings.'
            : 'It leaves the catalog and cannot be ordered. Past orders and results keep it; you can reactivate it later.'
        }
        confirmLabel={pending?.kind === 'delete' ? 'Delete test' : 'Deactivate'}
        destructive
        pending={setActive.isPending || remove.isPending}
        error={(pending?.kind === 'delete' ? remove.error : setActive.error)?.message}
        onClose={() => (setPending(null), remove.reset(), setActive.reset())}
        onConfirm={confirm}
      />
    </div>
  );
}
