import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { ROLE_LABELS, USER_MESSAGES, type AdminLab, type AdminUser } from '@labwise/domain';
import { QueryStates } from '../../../components/query-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { formatDate } from '../../../lib/format';
import { pendingUsersQuery, useApproveUser, useRejectUser, useUpdateUser } from '../api/users';
import { controlProps, FormField } from '../../../components/form/form-field';
import { ConfirmDialog } from '../components/confirm-dialog';
import { SectionCard } from '../components/section-card';

/** Role requests waiting for an administrator: approve (a technician needs a lab first) or decline. */
export function PendingRequests({ labs }: { labs: readonly AdminLab[] }) {
  const pending = useQuery(pendingUsersQuery());
  const [declining, setDeclining] = useState<AdminUser | null>(null);
  const reject = useRejectUser();

  return (
    <SectionCard title="Role requests" description="People who asked for another role. A new account can only see its own profile until approved; an existing account keeps working in its current role meanwhile.">
      <QueryStates
        query={pending}
        loading={<SkeletonList label="Loading role requests" rows={2} rowClassName="h-14" />}
        empty={
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <UserCheck className="h-4 w-4" aria-hidden="true" /> No role requests are waiting.
          </p>
        }
      >
        {(data) => (
          <ul className="flex flex-col divide-y divide-border">
            {data.map((user) => (
              <PendingRow key={user.id} user={user} labs={labs} onDecline={() => setDeclining(user)} />
            ))}
          </ul>
        )}
      </QueryStates>
      <ConfirmDialog
        open={declining !== null}
        title="Decline this role request?"
        description={declining ? `${declining.fullName ?? declining.email} keeps the ${ROLE_LABELS[declining.role]} role and can ask again.` : ''}
        confirmLabel="Decline request"
        destructive
        pending={reject.isPending}
        error={reject.error?.message}
        onClose={() => (setDeclining(null), reject.reset())}
        onConfirm={() =>
          declining &&
          reject.mutate(declining.id, {
            onSuccess: () => {
              toast.success(`Declined ${declining.fullName ?? declining.email}'s request`);
              setDeclining(null);
            },
          })
        }
      />
    </SectionCard>
  );
}

function PendingRow({ user, labs, onDecline }: { user: AdminUser; labs: readonly AdminLab[]; onDecline: () => void }) {
  const needsLab = user.requestedRole === 'lab_technician';
  const [labId, setLabId] = useState(user.labId ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateUser();
  const approve = useApproveUser();
  const busy = update.isPending || approve.isPending;
  const name = user.fullName ?? user.email;

  const onApprove = async () => {
    setError(null);
    try {
      if (needsLab && !labId) {
        setError(USER_MESSAGES.chooseLab);
        return;
      }
      if (needsLab && labId !== user.labId) await update.mutateAsync({ id: user.id, change: { labId } });
      await approve.mutateAsync(user.id);
      toast.success(`${name} is now ${user.requestedRole ? ROLE_LABELS[user.requestedRole] : 'approved'}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Approval failed. Please try again.');
    }
  };

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-semibold">{name}</p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <span>Asks for</span>
          <Badge variant="warning">{user.requestedRole ? ROLE_LABELS[user.requestedRole] : '—'}</Badge>
          {user.status === 'active' && <span>· works as {ROLE_LABELS[user.role]} meanwhile</span>}
          <span>· signed up {formatDate(user.createdAt)}</span>
        </p>
        {error && (
          <p role="alert" className="mt-1 text-xs font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        {needsLab && (
          <FormField id={`lab-for-${user.id}`} label="Lab" className="sm:w-56">
            <select {...controlProps(`lab-for-${user.id}`, undefined)} className="h-10 w-full rounded-lg border border-border bg-card px-3 text-sm" value={labId} onChange={(e) => setLabId(e.target.value)}>
              {[['', 'Choose a lab…'] as const, ...labs.map((l) => [l.id, l.name] as const)].map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <div className="flex gap-2">
          <Button onClick={() => void onApprove()} disabled={busy} aria-label={`Approve ${name}`}>
            {busy ? 'Approving…' : 'Approve'}
          </Button>
          <Button variant="outline" onClick={onDecline} disabled={busy} aria-label={`Decline ${name}`}>
            Decline
          </Button>
        </div>
      </div>
    </li>
  );
}
