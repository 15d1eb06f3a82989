import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
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

type Waiting<T> = {
  title: string;
  /** Where every request of the kind is answered. */
  to: string;
  pageName: string;
  query: UseQueryResult<readonly T[]>;
  what: string;
  /** The list's accessible name. */
  listLabel: string;
  empty: ReactNode;
  item: (entry: T) => { key: string; text: ReactNode; action: string; actionLabel: string };
};

/** One kind of request: the first few, each with a link to where it is answered. */
function WaitingList<T>({ title, to, pageName, query, what, listLabel, empty, item }: Waiting<T>) {
  return (
    <TitledCard title={title} action={<SeeAll to={to} />}>
      <QueryStates
        query={query}
        loading={<SkeletonList label={`Loading ${what}`} rows={2} rowClassName="h-10" />}
        failure={`The ${what} could not be loaded.`}
        empty={<p className="flex items-center gap-2 py-2 text-sm text-muted-foreground">{empty}</p>}
      >
        {(entries) => (
          <ul className="flex flex-col divide-y divide-border" aria-label={listLabel}>
            {entries.slice(0, SHOWN).map((entry) => {
              const { key, text, action, actionLabel } = item(entry);
              return (
                <li key={key} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                  {text}
                  <Link to={to} className="ml-auto font-medium text-primary hover:underline" aria-label={actionLabel}>
                    {action}
                  </Link>
                </li>
              );
            })}
            {entries.length > SHOWN && <li className="py-2 text-sm text-muted-foreground">{entries.length - SHOWN} more on the {pageName} page.</li>}
          </ul>
        )}
      </QueryStates>
    </TitledCard>
  );
}

function RoleRequests() {
  return (
    <WaitingList
      title="Role Requests"
      to={paths.adminUsers}
      pageName="Users"
      query={useQuery(pendingUsersQuery())}
      what="role requests"
      listLabel="Role requests waiting"
      empty={
        <>
          <UserCheck className="h-4 w-4" aria-hidden="true" /> No role requests are waiting.
        </>
      }
      item={(user) => ({
        key: user.id,
        action: 'Review',
        actionLabel: `Review ${user.fullName ?? user.email}'s request`,
        text: (
          <>
            <span className="min-w-0 truncate font-medium">{user.fullName ?? user.email}</span>
            <Badge variant="warning">{user.requestedRole ? ROLE_LABELS[user.requestedRole] : '—'}</Badge>
            <span className="text-muted-foreground">since {formatDate(user.createdAt)}</span>
          </>
        ),
      })}
    />
  );
}

function PartnershipRequests() {
  return (
    <WaitingList
      title="Partnership Requests"
      to={paths.adminLabs}
      pageName="Labs"
      query={useQuery(partnershipRequestsQuery('open'))}
      what="partnership requests"
      listLabel="Partnership requests open"
      empty={
        <>
          <Handshake className="h-4 w-4" aria-hidden="true" /> No partnership requests are open.
        </>
      }
      item={(request) => ({
        key: request.id,
        action: 'Answer',
        actionLabel: `Answer the partnership request for ${request.labName}`,
        text: (
          <>
            <span className="min-w-0 truncate font-medium">{request.labName}</span>
            {request.requestedBy && <span className="text-muted-foreground">asked by {request.requestedBy.name}</span>}
            <span className="text-muted-foreground">on {formatDate(request.createdAt)}</span>
          </>
        ),
      })}
    />
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
