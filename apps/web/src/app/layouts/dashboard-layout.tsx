import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router';
import { lastRole } from '../../lib/pending-role';
import { navigationFor, type Account } from '@labwise/domain';
import { Brand } from '../../components/brand';
import { useConfig } from '../../lib/config-context';
import { cn } from '../../lib/utils';
import { RequireAuth } from '../require-auth';
import { ThemeToggle } from '../components/theme-toggle';
import { UserMenu } from './user-menu';

function Shell({ account }: { account: Account }) {
  const { runtimeFeatures } = useConfig();
  useEffect(() => {
    if (account.status === 'active') lastRole.set(account.role);
  }, [account.status, account.role]);
  const nav = account.status === 'active' ? navigationFor(account.role, runtimeFeatures) : [];
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 sm:px-6">
          <Brand />
          <div className="ml-auto flex items-center gap-1">
            <ThemeToggle />
            <UserMenu account={account} />
          </div>
        </div>
        {nav.length > 0 && (
          <nav aria-label="Main" className="mx-auto max-w-7xl overflow-x-auto px-4 sm:px-6">
            <ul className="flex gap-1 pb-2">
              {nav.map((item) => (
                <li key={item.path}>
                  <NavLink
                    to={item.path}
                    end
                    className={({ isActive }) =>
                      cn(
                        'block whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium hover:bg-muted',
                        isActive && 'bg-accent text-primary',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <Outlet context={account} />
      </main>
    </div>
  );
}

/** The signed-in shell: header with brand, role navigation, theme toggle and avatar menu. */
export function DashboardLayout() {
  return <RequireAuth>{(account) => <Shell account={account} />}</RequireAuth>;
}
