import type { UserStatus } from '@labwise/domain';

export const STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  active: 'Active',
  pending_approval: 'Awaiting approval',
  disabled: 'Deactivated',
};

export const STATUS_BADGE: Readonly<Record<UserStatus, 'success' | 'warning' | 'destructive'>> = {
  active: 'success',
  pending_approval: 'warning',
  disabled: 'destructive',
};
