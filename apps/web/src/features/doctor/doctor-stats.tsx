import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ClipboardCheck, FlaskConical, Info, UserRoundCheck, type LucideIcon } from 'lucide-react';
import { DOCTOR_STAT_EXPLANATIONS, type DoctorStats } from '@labwise/domain';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Tooltip } from '../../components/ui/tooltip';
import { patientStatsQuery } from '../../api/patients/patient-stats';
import { FailedAlert } from '../../components/failed-alert';

const CARDS: readonly { key: keyof DoctorStats; label: string; icon: LucideIcon }[] = [
  { key: 'patientsWaiting', label: 'Patients Waiting', icon: UserRoundCheck },
  { key: 'ordersInProgress', label: 'Orders in Progress', icon: FlaskConical },
  { key: 'resultsReady', label: 'Results Ready', icon: ClipboardCheck },
  { key: 'alerts', label: 'Alerts', icon: AlertTriangle },
];

/** The doctor dashboard's four figures (brief §2), counted by the server over the doctor's own patients; each explained in a tooltip. */
export function DoctorStatCards() {
  const stats = useQuery(patientStatsQuery());
  return (
    <section aria-label="Your figures" className="flex flex-col gap-2">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {CARDS.map((card) => {
          const value = stats.data?.[card.key];
          return (
            <li key={card.key}>
              <Card className="flex h-full flex-col gap-2 p-4 sm:p-5">
                <div className="flex items-start justify-between gap-2">
                  <span className="flex items-center gap-1 text-sm font-medium text-muted-foreground">
                    {card.label}
                    <Tooltip content={DOCTOR_STAT_EXPLANATIONS[card.key]}>
                      <button type="button" className="rounded-full p-0.5 hover:text-foreground focus-visible:outline-2" aria-label={`About ${card.label}`}>
                        <Info className="h-3.5 w-3.5" aria-hidden="true" />
                      </button>
                    </Tooltip>
                  </span>
                  <card.icon className={card.key === 'alerts' && value ? 'h-5 w-5 shrink-0 text-destructive' : 'h-5 w-5 shrink-0 text-primary'} aria-hidden="true" />
                </div>
                {stats.isPending ? (
                  <>
                    <Skeleton className="h-8 w-14" />
                    <span className="sr-only">Loading {card.label}</span>
                  </>
                ) : (
                  <p className="text-2xl font-bold tabular-nums sm:text-3xl" aria-label={`${card.label}: ${value ?? 'not available'}`}>
                    {value ?? '–'}
                  </p>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      {stats.isError && (
        <FailedAlert retrying={stats.isFetching} onRetry={() => void stats.refetch()}>
          The figures could not be loaded. {stats.error.message}
        </FailedAlert>
      )}
    </section>
  );
}
