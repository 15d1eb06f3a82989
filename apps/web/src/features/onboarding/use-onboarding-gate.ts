import { useQuery } from '@tanstack/react-query';
import type { Account } from '@labwise/domain';
import { accountCan } from '../../lib/can';
import { myPatientQuery } from '../../api/patients/my-patient';
import { needsOnboarding } from './needs-onboarding';
import { pendingInvite } from './pending-invite';

export type OnboardingGate = { kind: 'checking' } | { kind: 'clear' } | { kind: 'onboarding' } | { kind: 'invite'; token: string };

/**
 * For the route guard: where an active patient must go before the dashboard. A pending invitation
 * comes first (accepting it links the doctor's record), then the one-time onboarding when the record
 * is missing or lacks consent or a date of birth. Any other failure to read the record lets the
 * dashboard show its own error rather than blocking the way.
 */
export function useOnboardingGate(account: Account | undefined): OnboardingGate {
  const applies = account !== undefined && account.status === 'active' && accountCan(account, 'consent:patient-record:own');
  // Read once a minute at most, and never retried: a failure lets the dashboard show its own error.
  const record = useQuery({ ...myPatientQuery(), enabled: applies, retry: false, staleTime: 60_000 });
  if (!applies) return { kind: 'clear' };
  const invite = pendingInvite.get();
  if (invite) return { kind: 'invite', token: invite };
  // The record's entry is shared with the dashboard, whose own read after a failure starts from
  // "pending" again (there is no data yet): only the first check holds the way, never a retry.
  if (record.isPending && record.errorUpdatedAt === 0) return { kind: 'checking' };
  if (record.isPending || record.isError) return { kind: 'clear' };
  return needsOnboarding(record.data) ? { kind: 'onboarding' } : { kind: 'clear' };
}
