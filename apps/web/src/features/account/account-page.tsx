import { useState } from 'react';
import { ROLE_LABELS, roleBelongsToLab } from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ApiRequestError } from '../../lib/api-client';
import { resendVerification } from '../../api/account/resend-verification';
import { useCurrentAccount } from '../../lib/current-account';
import { RequestRoleCard } from './request-role-card';
import { useLabName } from '../../api/labs/lab-detail';

const STATUS_TEXT = {
  active: 'Active',
  pending_approval: 'Awaiting approval',
  disabled: 'Deactivated',
} as const;

/** The user's own account: name, title, e-mail and whether it is verified, with a new-link action. */
export function AccountPage() {
  const account = useCurrentAccount();
  const labName = useLabName(account.labId);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'error'>('idle');
  const [error, setError] = useState('');

  const resend = async () => {
    setState('sending');
    try {
      await resendVerification(account.email);
      setState('sent');
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : 'Could not send a new link. Please try again.');
      setState('error');
    }
  };

  const rows: [string, React.ReactNode][] = [
    ['Name', account.fullName ?? '—'],
    ['Title', account.title ?? '—'],
    [
      'E-mail',
      <span key="email" className="flex flex-wrap items-center gap-2">
        {account.email}
        <Badge variant={account.emailVerified ? 'success' : 'warning'}>
          {account.emailVerified ? 'Verified' : 'Not verified'}
        </Badge>
      </span>,
    ],
    ['Role', ROLE_LABELS[account.role]],
    ['Status', STATUS_TEXT[account.status]],
  ];
  if (roleBelongsToLab(account.role)) rows.push(['Laboratory', labName ?? (account.labId ? '…' : 'Not assigned yet — ask an administrator')]);
  if (account.requestedRole)
    rows.push(['Requested role', `${ROLE_LABELS[account.requestedRole]} (awaiting an administrator)`]);

  return (
    <div className="flex flex-col gap-6">
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">My account</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-3 break-words text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-muted-foreground">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {!account.emailVerified && (
            <>
              {state === 'sent' && (
                <Alert tone="success">If the account needs verification, a new link has been sent.</Alert>
              )}
              {state === 'error' && <Alert tone="error">{error}</Alert>}
              <Button
                variant="outline"
                className="self-start"
                onClick={() => void resend()}
                disabled={state === 'sending'}
              >
                {state === 'sending' ? 'Sending...' : 'Send a new verification link'}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
      {account.status === 'active' && <RequestRoleCard account={account} />}
    </div>
  );
}
