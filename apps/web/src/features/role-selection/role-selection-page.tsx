import { Link, Navigate, useNavigate } from 'react-router';
import { ArrowLeft, Building2, FlaskConical, Stethoscope, User } from 'lucide-react';
import { paths, ROLE_LABELS, ROLES, type Role } from '@labwise/domain';
import { Card } from '../../components/ui/card';
import { pendingRole } from '../../lib/pending-role';
import { useSession } from '../../lib/session';

const ROLE_DETAILS: Record<Role, { Icon: typeof User; text: string }> = {
  patient: { Icon: User, text: 'Take a health assessment, order tests and see your results.' },
  doctor: { Icon: Stethoscope, text: 'Manage patients, order tests and review results.' },
  lab_technician: { Icon: FlaskConical, text: 'Receive orders, record collections and upload results.' },
  admin: { Icon: Building2, text: 'Run the catalog, the lab network, users and settings.' },
};

/** Four role cards; the chosen role is kept as the pending role and carried to the login. */
export function RoleSelectionPage() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.status === 'authenticated') return <Navigate to={paths.dashboard} replace />;

  const choose = (role: Role) => {
    pendingRole.set(role);
    void navigate(`${paths.login}?role=${role}`);
  };

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-8 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold">How will you use Labwise?</h1>
        <p className="mt-2 text-muted-foreground">Choose your role to continue.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {ROLES.map((role) => {
          const { Icon, text } = ROLE_DETAILS[role];
          return (
            <li key={role}>
              <Card className="h-full transition-colors hover:border-primary hover:shadow-md">
                <button
                  type="button"
                  onClick={() => choose(role)}
                  className="flex h-full w-full cursor-pointer items-start gap-4 rounded-xl p-6 text-left"
                >
                  <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-accent text-primary">
                    <Icon className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block text-lg font-semibold">{ROLE_LABELS[role]}</span>
                    <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
                  </span>
                </button>
              </Card>
            </li>
          );
        })}
      </ul>
      <Link to={paths.home} className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to home
      </Link>
    </main>
  );
}
