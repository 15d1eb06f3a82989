import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Handshake } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { ROLE_LABELS, isRole, type PartnershipRequest } from '@labwise/domain';
import { DecisionButtons } from '../../../components/decision-buttons';
import { QueryStates } from '../../../components/query-states';
import { Badge } from '../../../components/ui/badge';
import { SelectField } from '../../../components/ui/select-field';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { formatDateTime } from '../../../lib/format';
import { partnershipRequestsQuery, useDecidePartnership, type PartnershipStatus } from '../api/labs';
import { ConfirmDialog } from '../components/confirm-dialog';
import { SectionCard } from '../components/section-card';

const STATUS_BADGE = { open: 'warning', accepted: 'success', declined: 'secondary' } as const;
const STATUS_TEXT = { open: 'Open', accepted: 'Accepted', declined: 'Declined' } as const;

/** Requests sent with the Lab Network's 'Partner' button, for an administrator to answer. */
export function PartnershipRequests() {
  const [status, setStatus] = useState<PartnershipStatus>('open');
  const requests = useQuery(partnershipRequestsQuery(status));
  const decide = useDecidePartnership();
  const [declining, setDeclining] = useState<PartnershipRequest | null>(null);

  const answer = (request: PartnershipRequest, decision: 'accepted' | 'declined') =>
    decide.mutate(
      { id: request.id, decision },
      {
        onSuccess: () => {
          toast.success(decision === 'accepted' ? `Partnership with ${request.labName} accepted` : `Partnership request for ${request.labName} declined`);
          setDeclining(null);
        },
        onError: (e) => decision === 'accepted' && toast.error(e.message),
      },
    );

  return (
    <SectionCard
      title="Partnership requests"
      description="Sent from the Lab Network by doctors, labs and patients who want to work with a lab."
      filter={
        <div className="w-44">
          <SelectField
            id="partnership-status"
            label="Request status"
            value={status}
            onChange={(v) => setStatus(v as PartnershipStatus)}
            options={[
              ['open', 'Open'],
              ['accepted', 'Accepted'],
              ['declined', 'Declined'],
              ['all', 'All requests'],
            ]}
          />
        </div>
      }
    >
      <QueryStates
        query={requests}
        loading={<SkeletonList label="Loading partnership requests" rows={2} rowClassName="h-14" />}
        empty={
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Handshake className="h-4 w-4" aria-hidden="true" /> {status === 'open' ? 'No partnership requests are waiting.' : 'No partnership requests.'}
          </p>
        }
      >
        {(data) => (
          <ul className="flex flex-col divide-y divide-border">
            {data.map((request) => {
              const who = request.requestedBy;
              return (
                <li key={request.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {request.labName} <Badge variant={STATUS_BADGE[request.status]}>{STATUS_TEXT[request.status]}</Badge>
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {who ? `${who.name} (${isRole(who.role) ? ROLE_LABELS[who.role] : who.role}, ${who.email})` : 'A removed account'} · {formatDateTime(request.createdAt)}
                    </p>
                    {request.note && <p className="mt-1 whitespace-pre-wrap text-sm">“{request.note}”</p>}
                  </div>
                  {request.status === 'open' && (
                    <DecisionButtons disabled={decide.isPending} onAccept={() => answer(request, 'accepted')} onDecline={() => setDeclining(request)} subject={`partnership request for ${request.labName}`} />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
      <ConfirmDialog
        open={declining !== null}
        title="Decline this partnership request?"
        description={declining ? `The request for ${declining.labName} is closed as declined.` : ''}
        confirmLabel="Decline request"
        destructive
        pending={decide.isPending}
        error={decide.error?.message}
        onClose={() => (setDeclining(null), decide.reset())}
        onConfirm={() => declining && answer(declining, 'declined')}
      />
    </SectionCard>
  );
}
