import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MessageSquareText } from 'lucide-react';
import { toast } from '../../lib/toast';
import { paths } from '@labwise/domain';
import { DecisionButtons } from '../../components/decision-buttons';
import { QueryStates } from '../../components/query-states';
import { TitledCard } from '../../components/titled-card';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTime } from '../../lib/format';
import { useDecideConsultation } from '../../api/consultations/decide-consultation';
import { pendingConsultationsQuery } from '../../api/consultations/pending-consultations';

/** Consultation requests patients sent from the AI page, for the doctor to accept or decline. */
export function ConsultationRequestsCard() {
  const requests = useQuery(pendingConsultationsQuery());
  const decide = useDecideConsultation();

  const act = (id: string, name: string, decision: 'accept' | 'decline') =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => toast.success(decision === 'accept' ? `Consultation with ${name} accepted` : `Consultation request from ${name} declined`),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <TitledCard title="Consultation Requests">
      <QueryStates
        query={requests}
        loading={<Spinner label="Loading consultation requests…" />}
        empty={<EmptyState icon={MessageSquareText} title="No consultation requests." description="Patients can ask you for a consultation from the AI questionnaire." />}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.map((r) => {
              const busy = decide.isPending && decide.variables?.id === r.id;
              return (
                <li key={r.id} className="flex flex-col gap-2 rounded-lg border border-border p-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <Link to={paths.patient(r.patientId)} className="font-medium hover:underline">
                      {r.patientName}
                    </Link>
                    <span className="text-xs text-muted-foreground">{formatDateTime(r.createdAt)}</span>
                  </div>
                  {r.note && <p className="text-sm">{r.note}</p>}
                  <DecisionButtons disabled={busy} onAccept={() => act(r.id, r.patientName, 'accept')} onDecline={() => act(r.id, r.patientName, 'decline')} />
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
    </TitledCard>
  );
}
