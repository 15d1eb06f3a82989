import type { LucideIcon } from 'lucide-react';
import { ClipboardList, FlaskConical, HeartPulse, Hourglass, Info } from 'lucide-react';
import { HEALTH_SCORE_EXPLANATION, type PatientAnalytics } from '@labwise/domain';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tooltip } from '../../../components/ui/tooltip';

type Stat = { label: string; value: string; hint: string; icon: LucideIcon; explain?: string };

/** Brief §8: analytics that cannot be loaded show zeros and 'N/A'. */
function statsOf(analytics: PatientAnalytics | undefined): Stat[] {
  const score = analytics?.health_score ?? null;
  return [
    { label: 'Active Questionnaires', value: String(analytics?.active_questionnaires ?? 0), hint: 'Assessments in progress', icon: ClipboardList },
    { label: 'Completed Tests', value: String(analytics?.completed_tests ?? 0), hint: 'Tests with released results', icon: FlaskConical },
    { label: 'Pending Results', value: String(analytics?.pending_results ?? 0), hint: 'Tests ordered, results not out yet', icon: Hourglass },
    {
      label: 'Health Score',
      value: score === null ? 'N/A' : String(score),
      hint: score === null ? 'No released results yet' : 'out of 100',
      icon: HeartPulse,
      explain: HEALTH_SCORE_EXPLANATION,
    },
  ];
}

/** The four stat cards of the patient dashboard. */
export function PatientStatCards({ analytics, loading }: { analytics: PatientAnalytics | undefined; loading: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Your figures">
      {statsOf(analytics).map((stat) => (
        <li key={stat.label}>
          <Card className="flex h-full flex-col gap-2 p-4 sm:p-5">
            <div className="flex items-start justify-between gap-2">
              <span className="flex items-center gap-1 text-sm font-medium text-muted-foreground">
                {stat.label}
                {stat.explain && (
                  <Tooltip content={stat.explain}>
                    <button type="button" className="rounded-full p-0.5 hover:text-foreground focus-visible:outline-2" aria-label={`About the ${stat.label}`}>
                      <Info className="h-3.5 w-3.5" aria-hidden="true" />
                    </button>
                  </Tooltip>
                )}
              </span>
              <stat.icon className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            </div>
            {loading ? (
              <>
                <Skeleton className="h-8 w-14" />
                <span className="sr-only">Loading {stat.label}</span>
              </>
            ) : (
              <p className="text-2xl font-bold tabular-nums sm:text-3xl" aria-label={`${stat.label}: ${stat.value}`}>
                {stat.value}
              </p>
            )}
            <p className="text-xs text-muted-foreground">{stat.hint}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
