import { useQuery } from '@tanstack/react-query';
import type { Account } from '@labwise/domain';
import { accountCan } from '../../lib/can';
import { needsOnboarding, onboardingRecordQuery } from './api/my-record';
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
  const record = useQuery({ ...onboardingRecordQuery(), enabled: applies });
  if (!applies) return { kind: 'clear' };
  const invite = pendingInvite.get();
  if (invite) return { kind: 'invite', token: invite };
  if (record.isPending) return { kind: 'checking' };
  if (record.isError) return { kind: 'clear' };
  return needsOnboarding(record.data) ? { kind: 'onboarding' } : { kind: 'clear' };
}
