import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { paths, type PatientSummary } from '@labwise/domain';
import { QueryStates } from '../../components/query-states';
import { TitledCard } from '../../components/titled-card';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { formatDate } from '../../lib/format';
import { missingConsentQuery } from '../../api/patients/list-patients';
import { SendInviteDialog } from './send-invite-dialog';

const SHOWN = 5;

function whereTheyAre(patient: PatientSummary): string {
  if (patient.hasAccount) return 'Signed up; has not given consent yet. They are asked when they next sign in.';
  if (patient.invitePendingSince) return `Invited ${formatDate(patient.invitePendingSince)}; not signed up yet.`;
  return 'Not invited yet: send the questionnaire link so they can sign up and consent.';
}

/** Alerts: the doctor's patients who have not consented to the processing of their health data. */
export function MissingConsentCard() {
  // One more than shown, to say when there are more.
  const patients = useQuery(missingConsentQuery(SHOWN + 1));
  const rows = patients.data?.slice(0, SHOWN) ?? [];
  return (
    <TitledCard title="Missing Consent">
      <QueryStates query={patients} loading={<Spinner label="Loading patients without consent…" />} empty={<EmptyState icon={ShieldCheck} title="Every patient has given consent." />}>
        {() => (
          <ul className="flex flex-col gap-2">
            {rows.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
                <div className="min-w-0">
                  <Link to={paths.patient(p.id)} className="font-medium hover:underline">
                    {p.fullName}
                  </Link>
                  <p className="text-muted-foreground">{whereTheyAre(p)}</p>
                </div>
                {!p.hasAccount && <SendInviteDialog patient={p} />}
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {(patients.data?.length ?? 0) > SHOWN && (
        <Button asChild variant="link" className="mt-2 px-0">
          <Link to={paths.patients}>More patients without consent in My Patients</Link>
        </Button>
      )}
    </TitledCard>
  );
}
