import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { ACTIVE_USERS_WINDOW_DAYS, paths } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/utils';
import { adminOverviewQuery } from '../api/overview';
import { FailedAlert } from '../../../components/failed-alert';

type Stat = { label: string; value: string | number; hint?: string; to?: string; tone?: 'ok' | 'warn' };

/** The admin dashboard's stat cards, every figure computed by the server from real data; pending approvals first. */
export function AdminOverview() {
  const overview = useQuery(adminOverviewQuery());
  if (overview.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3" role="status" aria-label="Loading figures">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  if (overview.isError) {
    return (
      <FailedAlert retrying={overview.isFetching} onRetry={() => void overview.refetch()}>
        Failed to load dashboard data. Please refresh the page.
      </FailedAlert>
    );
  }
  const data = overview.data;
  const failing = data.checks.filter((c) => !c.ok);
  const stats: Stat[] = [
    // What waits for the administrator comes first (on a phone, the first figure under the greeting).
    { label: 'Pending Approvals', value: data.pendingApprovals, hint: 'Role requests waiting for an administrator.', to: paths.adminUsers, tone: data.pendingApprovals ? 'warn' : undefined },
    {
      label: 'System Health',
      value: `${data.systemHealth}%`,
      tone: failing.length ? 'warn' : 'ok',
      hint: `Share of readiness checks passing. ${data.checks.map((c) => `${c.name}: ${c.detail}`).join(' ')}`,
    },
    {
      label: 'Active Users',
      value: data.activeUsers,
      hint: `Accounts that signed in, or did anything recorded in the audit trail, in the last ${ACTIVE_USERS_WINDOW_DAYS} days.`,
      to: paths.adminUsers,
    },
    { label: 'Total Users', value: data.totalUsers, hint: 'Accounts that are not deactivated.', to: paths.adminUsers },
    { label: 'Active Tests', value: data.activeTests, hint: 'Tests that can be ordered from the catalog.', to: paths.adminTests },
    {
      label: 'Partner Labs',
      value: data.activeLabs,
      hint: `Active labs receiving orders.${data.openPartnershipRequests ? ` ${data.openPartnershipRequests} partnership ${data.openPartnershipRequests === 1 ? 'request is' : 'requests are'} open.` : ''}`,
      to: paths.adminLabs,
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {stats.map((stat) => (
          <li key={stat.label}>
            <Card className="flex h-full flex-col gap-1 p-4">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm text-muted-foreground">{stat.to ? <Link to={stat.to} className="hover:underline">{stat.label}</Link> : stat.label}</p>
                {stat.hint && (
                  <Tooltip content={stat.hint}>
                    <button type="button" className="rounded p-0.5 text-muted-foreground hover:text-foreground" aria-label={`About ${stat.label}: ${stat.hint}`}>
                      <Info className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </Tooltip>
                )}
              </div>
              <p className={cn('text-2xl font-bold', stat.tone === 'warn' && 'text-warning', stat.tone === 'ok' && 'text-success')}>{stat.value}</p>
            </Card>
          </li>
        ))}
      </ul>
      {failing.length > 0 && (
        <Alert tone="warning">
          {failing.map((c) => (
            <span key={c.name} className="block">
              {c.name}: {c.detail}
            </span>
          ))}
        </Alert>
      )}
    </div>
  );
}
