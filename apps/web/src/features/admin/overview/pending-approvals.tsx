import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Handshake, UserCheck } from 'lucide-react';
import { paths, ROLE_LABELS } from '@labwise/domain';
import { QueryStates } from '../../../components/query-states';
import { SeeAll, TitledCard } from '../../../components/titled-card';
import { Badge } from '../../../components/ui/badge';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { formatDate } from '../../../lib/format';
import { partnershipRequestsQuery } from '../api/labs';
import { pendingUsersQuery } from '../api/users';

/** How many of each kind of request the dashboard lists; the rest are a click away. */
const SHOWN = 5;

function RoleRequests() {
  const pending = useQuery(pendingUsersQuery());
  return (
    <TitledCard title="Role Requests" action={<SeeAll to={paths.adminUsers} />}>
      <QueryStates
        query={pending}
        loading={<SkeletonList label="Loading role requests" rows={2} rowClassName="h-10" />}
        failure="The role requests could not be loaded."
        empty={
          <p className="flex items-center gap-2 py-2 text-sm text-muted-foreground">
            <UserCheck className="h-4 w-4" aria-hidden="true" /> No role requests are waiting.
          </p>
        }
      >
        {(users) => (
          <ul className="flex flex-col divide-y divide-border" aria-label="Role requests waiting">
            {users.slice(0, SHOWN).map((user) => (
              <li key={user.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <span className="min-w-0 truncate font-medium">{user.fullName ?? user.email}</span>
                <Badge variant="warning">{user.requestedRole ? ROLE_LABELS[user.requestedRole] : '—'}</Badge>
                <span className="text-muted-foreground">since {formatDate(user.createdAt)}</span>
                <Link to={paths.adminUsers} className="ml-auto font-medium text-primary hover:underline" aria-label={`Review ${user.fullName ?? user.email}'s request`}>
                  Review
                </Link>
              </li>
            ))}
            {users.length > SHOWN && <li className="py-2 text-sm text-muted-foreground">{users.length - SHOWN} more on the Users page.</li>}
          </ul>
        )}
      </QueryStates>
    </TitledCard>
  );
}

function PartnershipRequests() {
  const open = useQuery(partnershipRequestsQuery('open'));
  return (
    <TitledCard title="Partnership Requests" action={<SeeAll to={paths.adminLabs} />}>
      <QueryStates
        query={open}
        loading={<SkeletonList label="Loading partnership requests" rows={2} rowClassName="h-10" />}
        failure="The partnership requests could not be loaded."
        empty={
          <p className="flex items-center gap-2 py-2 text-sm text-muted-foreground">
            <Handshake className="h-4 w-4" aria-hidden="true" /> No partnership requests are open.
          </p>
        }
      >
        {(requests) => (
          <ul className="flex flex-col divide-y divide-border" aria-label="Partnership requests open">
            {requests.slice(0, SHOWN).map((request) => (
              <li key={request.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <span className="min-w-0 truncate font-medium">{request.labName}</span>
                {request.requestedBy && <span className="text-muted-foreground">asked by {request.requestedBy.name}</span>}
                <span className="text-muted-foreground">on {formatDate(request.createdAt)}</span>
                <Link to={paths.adminLabs} className="ml-auto font-medium text-primary hover:underline" aria-label={`Answer the partnership request for ${request.labName}`}>
                  Answer
                </Link>
              </li>
            ))}
            {requests.length > SHOWN && <li className="py-2 text-sm text-muted-foreground">{requests.length - SHOWN} more on the Labs page.</li>}
          </ul>
        )}
      </QueryStates>
    </TitledCard>
  );
}

/** The administrator's work first: role requests and partnership requests waiting for an answer. */
export function PendingApprovals() {
  return (
    <section aria-labelledby="pending-approvals-heading" className="flex flex-col gap-3">
      <h2 id="pending-approvals-heading" className="text-xl font-semibold">
        Pending Approvals
      </h2>
      <div className="grid gap-5 lg:grid-cols-2">
        <RoleRequests />
        <PartnershipRequests />
      </div>
    </section>
  );
}
