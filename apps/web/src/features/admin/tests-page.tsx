import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical, Plus } from 'lucide-react';
import { toast } from '../../lib/toast';
import type { AdminTestSummary } from '@labwise/domain';
import { QueryStates } from '../../components/query-states';
import { DataTable } from '../../components/data-table/data-table';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SelectField } from '../../components/ui/select-field';
import { SkeletonList } from '../../components/ui/skeleton-list';
import { SearchInput } from '../../components/ui/search-input';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { adminTestsQuery, useDeleteTest, useSetTestActive, type TestStatusFilter } from './api/tests';
import { ConfirmDialog } from './components/confirm-dialog';
import { PageHeader } from './components/page-header';
import { testColumns } from './tests/test-columns';
import { loadWhenShown } from '../../components/load-when-shown';

const TestFormDialog = loadWhenShown(() => import('./tests/test-form-dialog').then((m) => m.TestFormDialog));

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

  const columns = testColumns({
    reactivating: setActive.isPending,
    onEdit: (test) => setEditing({ id: test.id }),
    onDeactivate: (test) => setPending({ kind: 'deactivate', test }),
    onReactivate: reactivate,
    onDelete: (test) => setPending({ kind: 'delete', test }),
  });

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

      <QueryStates query={tests} loading={<SkeletonList label="Loading tests" rows={5} rowClassName="h-16" />}>
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data.length} {data.length === 1 ? 'test' : 'tests'}
            </p>
            <DataTable
              caption="Test catalog"
              rowsLabel="tests"
              columns={columns}
              data={data}
              getRowId={(test) => test.id}
              pageSize={25}
              busy={tests.isFetching}
              tableClassName="min-w-[44rem]"
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
            />
          </>
        )}
      </QueryStates>

      {editing && <TestFormDialog open testId={editing.id} onClose={() => setEditing(null)} />}
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
