import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PATIENT_DASHBOARD_MESSAGES } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { isNoRecord, useMyPatient } from '../../../api/patients/my-patient';
import { usePatientActivity } from '../../../api/patients/patient-activity';
import { patientAnalyticsQuery } from '../../../api/patients/patient-analytics';
import { EditProfileDialog } from './edit-profile-dialog';
import { PatientRecentActivity } from './recent-activity';
import { PatientStatCards } from './stat-cards';

/** A failure worth telling: the server's no-record answer only means the patient has no record yet. */
const failed = (query: { isError: boolean; error: unknown }) => query.isError && !isNoRecord(query.error);

/**
 * The top of the patient dashboard (brief §2): welcome line, `start` (the Start Health Assessment
 * card, composed by the dashboard), the four stat cards and Recent Activity. The record, analytics and activity load in parallel (the last two name the record as
 * `me`), and each failure degrades on its own (brief §8: the caller's name from the account, zeros
 * and N/A, a notice in Recent Activity). Only when none of them loads does the dashboard say so.
 */
export function PatientOverview({ fallbackName, start }: { fallbackName: string; start?: ReactNode }) {
  const me = useMyPatient();
  const analytics = useQuery(patientAnalyticsQuery('me'));
  const activity = usePatientActivity('me');
  // The record reads null while the patient has none: that is a notice, not a failure.
  const noRecord = me.data === null;
  const nothingLoaded = failed(me) && failed(analytics) && failed(activity);
  const items = activity.data?.pages.flat() ?? [];

  return (
    <section className="flex flex-col gap-5" aria-labelledby="patient-welcome">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="patient-welcome" className="text-2xl font-bold break-words">
            {me.isPending ? (
              <>
                <span className="sr-only">Loading your dashboard…</span>
                <Skeleton className="h-8 w-64 max-w-full" />
              </>
            ) : (
              `Welcome back, ${me.data?.full_name ?? fallbackName}`
            )}
          </h1>
          <p className="text-muted-foreground">
            {me.data?.primary_doctor_name ? `Your doctor: ${me.data.primary_doctor_name}` : 'Start a health assessment, order tests and follow your results.'}
          </p>
        </div>
        {me.data && <EditProfileDialog record={me.data} />}
      </div>
      {nothingLoaded && <Alert tone="error">{PATIENT_DASHBOARD_MESSAGES.loadFailed}</Alert>}
      {noRecord && <Alert tone="info">{PATIENT_DASHBOARD_MESSAGES.noRecord}</Alert>}
      {start}
      <PatientStatCards analytics={analytics.data} loading={analytics.isPending} />
      <PatientRecentActivity
        items={items}
        loading={activity.isPending}
        failed={failed(activity) && items.length === 0}
        more={
          activity.hasNextPage || activity.isFetchNextPageError
            ? { load: () => void activity.fetchNextPage(), loading: activity.isFetchingNextPage, failed: activity.isFetchNextPageError }
            : undefined
        }
      />
    </section>
  );
}
