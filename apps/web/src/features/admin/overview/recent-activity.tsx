import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import { AUDIT_ACTIONS, ROLE_LABELS, isRole } from '@labwise/domain';
import { QueryStates } from '../../../components/query-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select-field';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { formatDateTime } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { auditEventsQuery } from '../api/overview';
import { SectionCard } from '../components/section-card';
import { activityPhrase, RESOURCES } from './activity-phrase';

const PAGE = 10;

/** Recent Activity from the audit trail, with filters: who did what to which kind of record (never the data). */
export function RecentActivity() {
  const [action, setAction] = useState('');
  const [resourceType, setResourceType] = useState('');
  const [outcome, setOutcome] = useState('');
  const [actor, setActor] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const debouncedActor = useDebouncedValue(actor);
  const events = useQuery(auditEventsQuery({ action, resourceType, outcome, actor: debouncedActor, limit }));
  const filtered = action || resourceType || outcome || actor;

  return (
    <SectionCard title="Recent Activity" description="From the audit trail: every change and every access to health records, newest first." contentClassName="flex flex-col gap-3">
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        <Input aria-label="Filter by person" placeholder="Person's name or e-mail..." value={actor} onChange={(e) => setActor(e.target.value)} />
        <SelectField id="audit-action" label="Action" value={action} onChange={setAction} options={[['', 'All actions'], ...AUDIT_ACTIONS.map((a) => [a, a[0]!.toUpperCase() + a.slice(1)] as const)]} />
        <SelectField id="audit-resource" label="Record" value={resourceType} onChange={setResourceType} options={RESOURCES} />
        <SelectField
          id="audit-outcome"
          label="Outcome"
          value={outcome}
          onChange={setOutcome}
          options={[
            ['', 'All outcomes'],
            ['allowed', 'Allowed'],
            ['denied', 'Denied'],
            ['error', 'Error'],
          ]}
        />
      </div>
      <QueryStates
        query={events}
        loading={<SkeletonList label="Loading activity" rows={3} rowClassName="h-10" />}
        empty={
          <p className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
            <Activity className="h-4 w-4" aria-hidden="true" /> {filtered ? 'No activity matches these filters.' : 'No activity yet.'}
          </p>
        }
      >
        {(data) => (
          <>
            <ol className="flex flex-col divide-y divide-border">
              {data.map((event) => (
                <li key={event.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                  <p className="text-sm">
                    <span className="font-medium">{event.actor?.name ?? 'System'}</span>
                    {event.actorRole && isRole(event.actorRole) && <span className="text-muted-foreground"> ({ROLE_LABELS[event.actorRole]})</span>} {activityPhrase(event.action, event.resourceType)}
                    {event.outcome !== 'allowed' && (
                      <Badge variant="destructive" className="ml-2">
                        {event.outcome}
                      </Badge>
                    )}
                  </p>
                  <time dateTime={event.at} className="shrink-0 text-xs text-muted-foreground">
                    {formatDateTime(event.at)}
                  </time>
                </li>
              ))}
            </ol>
            {data.length === limit && limit < 200 && (
              <Button variant="outline" size="sm" className="self-start" onClick={() => setLimit((n) => Math.min(200, n + PAGE * 2))}>
                Show more
              </Button>
            )}
          </>
        )}
      </QueryStates>
    </SectionCard>
  );
}
