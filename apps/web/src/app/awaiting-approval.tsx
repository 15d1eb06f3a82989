import { Link } from 'react-router';
import { useAuth } from '../lib/auth-context';
import { paths, ROLE_LABELS, type Account } from '@labwise/domain';
import { AuthCard } from '../components/auth-card';
import { Button } from '../components/ui/button';

/** Shown while an elevated role waits for an administrator; the user can still see their profile. */
export function AwaitingApproval({ account }: { account: Account }) {
  const auth = useAuth();
  const requested = account.requestedRole ? ROLE_LABELS[account.requestedRole] : 'a new role';
  return (
    <AuthCard title="Your account is awaiting approval">
      <p className="text-sm">
        You asked to use Labwise as <strong>{requested}</strong>. An administrator reviews each {requested} account
        before it can be used; you will get access as soon as it is approved.
      </p>
      <p className="text-sm text-muted-foreground">
        Questions? Contact your organisation's Labwise administrator or support@labwise.example.
      </p>
      <Button asChild variant="outline">
        <Link to={paths.account}>View my profile</Link>
      </Button>
      <Button variant="ghost" onClick={() => void auth.signoutRedirect()}>
        Log out
      </Button>
    </AuthCard>
  );
}
