import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { toast } from '../../lib/toast';
import { ROLE_LABELS, ROLES, USER_STATUSES, type AdminUser, type Role, type UserStatus } from '@labwise/domain';
import { QueryStates } from '../../components/query-states';
import { DataTable } from '../../components/data-table/data-table';
import { ExportCsv } from '../../components/export-csv';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SelectField } from '../../components/ui/select-field';
import { SkeletonList } from '../../components/ui/skeleton-list';
import { SearchInput } from '../../components/ui/search-input';
import { useCurrentAccount } from '../../lib/current-account';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { adminLabsQuery } from './api/labs';
import { adminUsersQuery, USERS_LIMIT, useUpdateUser } from './api/users';
import { ConfirmDialog } from './components/confirm-dialog';
import { PageHeader } from './components/page-header';
import { STATUS_LABELS } from './users/labels';
import { userColumns } from './users/user-columns';
import { exportPatients } from '../../api/exports/export-patients';
import { PendingRequests } from './users/pending-requests';
import { loadWhenShown } from '../../components/load-when-shown';

const ManageUserDialog = loadWhenShown(() => import('./users/manage-user-dialog').then((m) => m.ManageUserDialog));

/** Route admin/users: accounts, role requests, roles, lab assignment, deactivation. */
export function AdminUsersPage() {
  const me = useCurrentAccount();
  const [q, setQ] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const debouncedQ = useDebouncedValue(q);
  const users = useQuery(adminUsersQuery({ q: debouncedQ, role, status }));
  const labs = useQuery(adminLabsQuery());
  const labName = useMemo(() => new Map((labs.data ?? []).map((l) => [l.id, l.name])), [labs.data]);
  const [managing, setManaging] = useState<AdminUser | null>(null);
  const [toggling, setToggling] = useState<AdminUser | null>(null);
  const update = useUpdateUser();
  const filtered = q !== '' || role !== '' || status !== '';
  const columns = userColumns({ meId: me.id, labName: (id) => labName.get(id), onManage: setManaging, onToggle: setToggling });

  const toggle = () => {
    if (!toggling) return;
    const next = toggling.status === 'disabled' ? 'active' : 'disabled';
    update.mutate(
      { id: toggling.id, change: { status: next } },
      {
        onSuccess: () => {
          toast.success(`${toggling.fullName ?? toggling.email} ${next === 'disabled' ? 'deactivated' : 'reactivated'}`);
          setToggling(null);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Users" description="Accounts, roles and role requests waiting for approval." />
      <ExportCsv what="patients" onExport={exportPatients} />
      <PendingRequests labs={labs.data ?? []} />

      <section aria-labelledby="accounts-heading" className="flex flex-col gap-3">
        <h2 id="accounts-heading" className="text-lg font-semibold">
          Accounts
        </h2>
        <div className="grid gap-3 md:grid-cols-[2fr_1fr_1fr]">
          <SearchInput label="Search users" placeholder="Search by name or e-mail..." value={q} onChange={setQ} />
          <SelectField id="user-role" label="Role" value={role} onChange={(v) => setRole(v as Role | '')} options={[['', 'All roles'], ...ROLES.map((r) => [r, ROLE_LABELS[r]] as const)]} />
          <SelectField id="user-status" label="Status" value={status} onChange={(v) => setStatus(v as UserStatus | '')} options={[['', 'All statuses'], ...USER_STATUSES.map((s) => [s, STATUS_LABELS[s]] as const)]} />
        </div>

        <QueryStates query={users} loading={<SkeletonList label="Loading users" rows={4} rowClassName="h-16" />}>
          {(data) => (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {data.length === USERS_LIMIT ? `Showing the first ${USERS_LIMIT} users: narrow the search to see others.` : `${data.length} ${data.length === 1 ? 'user' : 'users'}`}
              </p>
              <DataTable
                caption="Accounts"
                rowsLabel="users"
                columns={columns}
                data={data}
                getRowId={(u) => u.id}
                pageSize={25}
                busy={users.isFetching}
                tableClassName="min-w-[44rem]"
                empty={
                  <EmptyState
                    icon={Users}
                    title={filtered ? 'No users match your search.' : 'No users yet.'}
                    action={
                      filtered && (
                        <Button variant="outline" onClick={() => (setQ(''), setRole(''), setStatus(''))}>
                          Clear Filters
                        </Button>
                      )
                    }
                  />
                }
              />
            </>
          )}
        </QueryStates>
      </section>

      {managing && <ManageUserDialog user={managing} labs={labs.data ?? []} isSelf={managing.id === me.id} onClose={() => setManaging(null)} />}
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.status === 'disabled' ? 'Reactivate this account?' : 'Deactivate this account?'}
        description={
          toggling?.status === 'disabled'
            ? `${toggling.fullName ?? toggling.email} will be able to sign in again with their current role.`
            : `${toggling?.fullName ?? toggling?.email ?? ''} is signed out everywhere at once and cannot sign in until reactivated. Their records are kept.`
        }
        confirmLabel={toggling?.status === 'disabled' ? 'Reactivate' : 'Deactivate'}
        destructive={toggling?.status !== 'disabled'}
        pending={update.isPending}
        error={update.error?.message}
        onClose={() => (setToggling(null), update.reset())}
        onConfirm={toggle}
      />
    </div>
  );
}
