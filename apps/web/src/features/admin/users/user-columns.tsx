import { ROLE_LABELS, roleBelongsToLab, type AdminUser } from '@labwise/domain';
import { columnsOf } from '../../../components/data-table/data-table';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { STATUS_BADGE, STATUS_LABELS } from './labels';

const col = columnsOf<AdminUser>();
const nameOf = (user: AdminUser) => user.fullName ?? user.email;

type Deps = { meId: string; labName: (id: string) => string | undefined; onManage: (user: AdminUser) => void; onToggle: (user: AdminUser) => void };

/** The Accounts table: who, role, status (with lab), last sign-in, and what an administrator may do. */
export const userColumns = ({ meId, labName, onManage, onToggle }: Deps) => [
  col.accessor(nameOf, {
    id: 'name',
    header: 'Name',
    sortFn: 'text',
    meta: { cellClassName: 'min-w-0 max-w-[18rem]' },
    cell: ({ row: { original: user } }) => (
      <>
        <p className="truncate font-semibold">
          {nameOf(user)} {user.id === meId && <span className="text-sm font-normal text-muted-foreground">(you)</span>}
        </p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
      </>
    ),
  }),
  col.accessor((u) => ROLE_LABELS[u.role], { id: 'role', header: 'Role', sortFn: 'text', cell: ({ getValue }) => <Badge variant="secondary">{getValue()}</Badge> }),
  col.accessor((u) => STATUS_LABELS[u.status], {
    id: 'status',
    header: 'Status',
    sortFn: 'text',
    cell: ({ row: { original: user } }) => (
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={STATUS_BADGE[user.status]}>{STATUS_LABELS[user.status]}</Badge>
        {roleBelongsToLab(user.role) && <span className="text-muted-foreground">{user.labId ? (labName(user.labId) ?? 'Unknown lab') : 'No lab'}</span>}
      </div>
    ),
  }),
  col.accessor((u) => u.lastLoginAt ?? '', {
    id: 'lastLogin',
    header: 'Last sign-in',
    sortFn: 'text',
    meta: { cellClassName: 'text-xs text-muted-foreground' },
    cell: ({ row: { original: user } }) => (user.lastLoginAt ? `Last sign-in ${formatDate(user.lastLoginAt)}` : 'Never signed in'),
  }),
  col.display({
    id: 'actions',
    header: 'Actions',
    meta: { srOnlyHeader: true },
    cell: ({ row: { original: user } }) => (
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => onManage(user)} aria-label={`Manage ${nameOf(user)}`}>
          Manage
        </Button>
        {user.id !== meId && (
          <Button variant={user.status === 'disabled' ? 'outline' : 'ghost'} size="sm" className={user.status === 'disabled' ? undefined : 'text-destructive'} onClick={() => onToggle(user)} aria-label={`${user.status === 'disabled' ? 'Reactivate' : 'Deactivate'} ${nameOf(user)}`}>
            {user.status === 'disabled' ? 'Reactivate' : 'Deactivate'}
          </Button>
        )}
      </div>
    ),
  }),
];
