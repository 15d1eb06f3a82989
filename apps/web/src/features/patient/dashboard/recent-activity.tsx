import type { LucideIcon } from 'lucide-react';
import { ClipboardList, FlaskConical, Lightbulb, TestTube } from 'lucide-react';
import { ACTIVITY_STATUS_LABELS, PATIENT_DASHBOARD_MESSAGES, ROLE_LABELS, type ActivityItem } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';

const ICONS: Record<ActivityItem['type'], LucideIcon> = {
  questionnaire: ClipboardList,
  test_result: FlaskConical,
  recommendation: Lightbulb,
  lab_order: TestTube,
};

const VARIANT: Record<ActivityItem['status'], 'success' | 'secondary' | 'outline' | 'destructive'> = {
  completed: 'success',
  cancelled: 'destructive',
  in_progress: 'secondary',
  pending: 'outline',
};

/** Loading the next page of activity: offered while the last page was full. */
export type MoreActivity = { load: () => void; loading: boolean; failed: boolean };

/** The patient's Recent Activity: orders, results, assessments and recommendations, newest first. */
export function PatientRecentActivity({ items, loading, failed, more }: { items: ActivityItem[]; loading: boolean; failed: boolean; more?: MoreActivity | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <span className="sr-only">Loading recent activity…</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : failed ? (
          <Alert tone="info">{PATIENT_DASHBOARD_MESSAGES.activityFailed}</Alert>
        ) : items.length === 0 ? (
          <EmptyState title="No recent activity" description={PATIENT_DASHBOARD_MESSAGES.noActivity} className="py-8" />
        ) : (
          <ol className="divide-y divide-border" aria-label="Recent activity">
            {items.map((item) => {
              const Icon = ICONS[item.type];
              return (
                <li key={item.id} className="flex items-start gap-3 py-3">
                  <span className="mt-0.5 grid h-8 w-8 shrink-0 place-items-center rounded-full bg-accent text-primary">
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <p className="font-medium">{item.title}</p>
                      <Badge variant={VARIANT[item.status]}>{ACTIVITY_STATUS_LABELS[item.status]}</Badge>
                    </div>
                    <p className="text-sm text-muted-foreground">{item.description}</p>
                    {item.user && (
                      <p className="text-xs text-muted-foreground">
                        By {item.user.name} ({ROLE_LABELS[item.user.role]})
                      </p>
                    )}
                    <time className="text-xs text-muted-foreground" dateTime={item.timestamp}>
                      {formatDateTime(item.timestamp)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {!loading && items.length > 0 && more && (
          <div className="mt-3 flex flex-col items-start gap-2">
            {more.failed && <Alert tone="info">{PATIENT_DASHBOARD_MESSAGES.moreActivityFailed}</Alert>}
            <Button variant="outline" size="sm" onClick={more.load} disabled={more.loading}>
              {more.loading ? 'Loading…' : more.failed ? 'Try again' : 'Show more'}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
