import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { QueryStates } from '../../components/query-states';
import { TitledCard } from '../../components/titled-card';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { criticalAlertsQuery } from '../../api/notifications/critical-alerts';
import { useMarkNotificationRead } from '../../api/notifications/mark-read';

/** Alerts on the doctor dashboard: unread critical results, each linking to its order. */
export function AlertsCard() {
  const alerts = useQuery(criticalAlertsQuery());
  const acknowledge = useMarkNotificationRead();
  return (
    <TitledCard title="Alerts">
      <QueryStates query={alerts} loading={<Spinner label="Loading alerts…" />} isEmpty={(data) => data.items.length === 0} empty={<p className="py-4 text-sm text-muted-foreground">No critical results waiting.</p>}>
        {(data) => (
          <ul className="flex flex-col gap-2">
            {data.items.map((n) => (
              <li key={n.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
                <AlertTriangle className="h-4 w-4 text-destructive" aria-hidden="true" />
                <span className="font-medium">{n.title}</span>
                <span className="text-muted-foreground">{n.body}</span>
                <span className="ml-auto flex gap-2">
                  {n.link && (
                    <Button asChild size="sm" variant="outline">
                      <Link to={n.link}>Open</Link>
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" onClick={() => acknowledge.mutate(n.id)} disabled={acknowledge.isPending}>
                    Acknowledge
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </TitledCard>
  );
}
