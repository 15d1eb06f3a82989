import { useState } from 'react';
import { Inbox } from 'lucide-react';
import type { UnmatchedResult } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useConfig } from '../../../lib/config-context';
import { formatDateTime } from '../../../lib/format';
import { useUnmatchedResults } from './api/unmatched-results';
import { loadWhenShown } from '../../../components/load-when-shown';
import { formatBirthDate, formatSex } from './format';
import { ResolveDialog } from './resolve-dialog';

const DiscardDialog = loadWhenShown(() => import('./discard-dialog').then((m) => m.DiscardDialog));

/**
 * Unmatched results: what the lab's own system delivered over the HL7 interface that Labwise could
 * not attach to an order. The technician attaches each to the right order, or discards it.
 */
export function UnmatchedResultsSection() {
  const { runtimeFeatures } = useConfig();
  const list = useUnmatchedResults(runtimeFeatures.labIntegration);
  const [resolving, setResolving] = useState<UnmatchedResult | null>(null);
  const [discarding, setDiscarding] = useState<UnmatchedResult | null>(null);
  if (!runtimeFeatures.labIntegration) return null;

  return (
    <section aria-labelledby="unmatched-results-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="unmatched-results-heading" className="text-xl font-semibold">
          Unmatched results
        </h2>
        {list.data && list.data.length > 0 && <Badge variant="warning">{list.data.length}</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">
        Results your laboratory’s system sent that Labwise could not attach to an order. Attach each to the right order, or discard it with a reason.
      </p>
      {list.isPending ? (
        <div className="flex flex-col gap-3">
          <Spinner label="Loading unmatched results…" />
          <Skeleton className="h-32" />
        </div>
      ) : list.isError ? (
        <Alert tone="error">
          {list.error.message}{' '}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : list.data.length === 0 ? (
        <EmptyState icon={Inbox} title="No unmatched results" description="Every result your laboratory’s system delivered has been attached to its order." />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.map((message) => (
            <li key={message.id}>
              <UnmatchedCard message={message} onResolve={() => setResolving(message)} onDiscard={() => setDiscarding(message)} />
            </li>
          ))}
        </ul>
      )}
      <ResolveDialog message={resolving} onClose={() => setResolving(null)} />
      {discarding && <DiscardDialog message={discarding} onClose={() => setDiscarding(null)} />}
    </section>
  );
}

function UnmatchedCard({ message, onResolve, onDiscard }: { message: UnmatchedResult; onResolve: () => void; onDiscard: () => void }) {
  const { patient } = message;
  return (
    <article aria-label={`Unmatched results ${message.controlId}`} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Received</dt>
          <dd>{formatDateTime(message.receivedAt)}</dd>
          <dt className="text-muted-foreground">Control ID</dt>
          <dd className="break-all font-mono">{message.controlId}</dd>
          <dt className="text-muted-foreground">Order number sent</dt>
          <dd className="font-mono">{message.placerOrderNumber ?? 'none'}</dd>
        </dl>
        <div className="flex gap-2">
          <Button size="sm" onClick={onResolve} aria-label={`Resolve results ${message.controlId}`}>
            Resolve
          </Button>
          <Button size="sm" variant="outline" onClick={onDiscard} aria-label={`Discard results ${message.controlId}`}>
            Discard
          </Button>
        </div>
      </div>
      <Alert tone="warning">{message.reason}</Alert>
      <div className="text-sm">
        <p>
          <span className="font-semibold">{patient.name || 'No patient name'}</span> · born {formatBirthDate(patient.dateOfBirth)} · {formatSex(patient.sex)}
        </p>
        {patient.identifiers.length > 0 && <p className="text-muted-foreground">Identifiers: {patient.identifiers.join(', ')}</p>}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Observations in the message</caption>
          <thead className="text-left text-muted-foreground">
            <tr>
              {['Test', 'Value', 'Range', 'Lab flag', 'Status'].map((h) => (
                <th key={h} scope="col" className="whitespace-nowrap px-2 py-1 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {message.observations.map((o, i) => (
              <tr key={`${o.code}-${i}`} className="border-t border-border">
                <td className="px-2 py-1">
                  {o.name} <span className="whitespace-nowrap font-mono text-xs text-muted-foreground">{o.code}</span>
                </td>
                <td className="whitespace-nowrap px-2 py-1 font-medium">
                  {o.value} {o.units}
                </td>
                <td className="whitespace-nowrap px-2 py-1">{o.referenceRange || '—'}</td>
                <td className="px-2 py-1">{o.abnormalFlags || '—'}</td>
                <td className="px-2 py-1">{o.status === 'C' ? 'Corrected' : o.status === 'F' ? 'Final' : o.status || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
