import { Link } from 'react-router';
import { paths, ROLE_LABELS, ROLES } from '@labwise/domain';
import { AuthCard } from '../../components/auth-card';
import { Button } from '../../components/ui/button';

/** The generic create-account screen: choose the kind of account, then sign up. */
export function RegisterPage() {
  return (
    <AuthCard title="Create an account" description="Choose the kind of account you need.">
      <div className="grid gap-2">
        {ROLES.map((role) => (
          <Button asChild key={role} variant="outline" className="justify-start">
            <Link to={paths.signupRole(role)}>{ROLE_LABELS[role]}</Link>
          </Button>
        ))}
      </div>
      <Link className="text-sm text-primary hover:underline" to={paths.roleSelection}>
        Already have an account? Sign in
      </Link>
    </AuthCard>
  );
}
