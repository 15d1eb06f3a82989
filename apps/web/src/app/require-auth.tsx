import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth-context';
import { canOpen, isRouteEnabled, paths, type Account } from '@labwise/domain';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useAccount } from '../api/account/get-account';
import { useOnboardingGate } from '../features/onboarding/use-onboarding-gate';
import { useConfig } from '../lib/config-context';
import { useSession } from '../lib/session';
import { NotFound } from './not-found';
import { AwaitingApproval } from './awaiting-approval';

/**
 * The route guard (brief §2): waits while sign-in resolves, sends anonymous visitors to /login,
 * then checks the route × role table against the role the server stores (not the token claim).
 */
export function RequireAuth({
  children,
}: {
  /** Renders the shell; `blocked` replaces the page when the role may not open it (the shell stays, to navigate away). */
  children: (account: Account, blocked: ReactNode) => ReactNode;
}) {
  const session = useSession();
  const auth = useAuth();
  const location = useLocation();
  const account = useAccount(session.status === 'authenticated' ? session.user.id : null);
  const onboarding = useOnboardingGate(account.data);
  const { runtimeFeatures } = useConfig();

  if (session.status === 'loading') return <Spinner label="Loading" className="min-h-screen" />;
  if (session.status === 'unauthenticated') return <Navigate to={paths.login} replace />;
  if (account.isPending) return <Spinner label="Loading" className="min-h-screen" />;
  if (account.isError) {
    return (
      <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-4">
        <Alert tone="error">{account.error.message}</Alert>
        <div className="flex gap-2">
          <Button onClick={() => void account.refetch()}>Try again</Button>
          <Button variant="outline" onClick={() => void auth.signoutRedirect()}>
            Log out
          </Button>
        </div>
      </main>
    );
  }
  const me = account.data;
  if (me.status === 'pending_approval' && location.pathname !== paths.account) {
    return <AwaitingApproval account={me} />;
  }
  // A patient's open invitation, then the one-time onboarding (consent), come before any dashboard page.
  if (onboarding.kind === 'checking') return <Spinner label="Loading" className="min-h-screen" />;
  if (onboarding.kind === 'invite') return <Navigate to={paths.invite(onboarding.token)} replace />;
  if (onboarding.kind === 'onboarding' && location.pathname !== paths.account) return <Navigate to={paths.onboarding} state={{ from: `${location.pathname}${location.search}` }} replace />;
  if (!isRouteEnabled(location.pathname, runtimeFeatures)) return <NotFound />;
  const allowed = location.pathname === paths.dashboard || canOpen(me.role, location.pathname);
  return <>{children(me, allowed ? null : <NotAllowed />)}</>;
}

function NotAllowed() {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3 py-16 text-center">
      <h1 className="text-2xl font-bold">You don't have access to this page</h1>
      <p className="text-muted-foreground">This page belongs to another role. Your dashboard has everything your role can do.</p>
      <Button asChild className="self-center">
        <Link to={paths.dashboard}>Go to my dashboard</Link>
      </Button>
    </div>
  );
}
