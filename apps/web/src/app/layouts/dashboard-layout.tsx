import { useEffect, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { lastRole } from '../../lib/pending-role';
import { isNavItemActive, isRole, navigationFor, type Account } from '@labwise/domain';
import { Brand } from '../../components/brand';
import { TooltipProvider } from '../../components/ui/tooltip';
import { useConfig } from '../../lib/config-context';
import { cn } from '../../lib/utils';
import { RequireAuth } from '../require-auth';
import { ThemeToggle } from '../components/theme-toggle';
import { MobileNav } from '../components/mobile-nav';
import { HeaderSearch } from '../../features/search/header-search';
import { NotificationsBell } from '../../features/notifications/notifications-bell';
import { UserMenu } from './user-menu';

function Shell({ account, blocked }: { account: Account; blocked: ReactNode }) {
  const { runtimeFeatures } = useConfig();
  const { pathname } = useLocation();
  useEffect(() => {
    if (account.status === 'active') lastRole.set(account.role);
  }, [account.status, account.role]);
  // A role this build does not know gets no navigation; the index then says 'Unknown role'.
  const nav =
    account.status === 'active' && isRole(account.role) ? navigationFor(account.role, runtimeFeatures) : [];
  // Search needs an approved account with a role this build knows; notifications are everyone's.
  const searchable = account.status === 'active' && isRole(account.role);
  return (
    <div className="min-h-screen">
      {/* The first stop for keyboard users: past the header and navigation to the page itself. */}
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:font-medium focus:text-primary focus:shadow-lg focus:outline-2 focus:outline-primary"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-3 sm:gap-4 sm:px-6">
          <MobileNav items={nav} className="md:hidden" />
          <Brand />
          <div className="ml-auto flex items-center gap-1">
            {searchable && <HeaderSearch role={account.role} />}
            <NotificationsBell userId={account.id} />
            <ThemeToggle />
            <UserMenu account={account} />
          </div>
        </div>
        {nav.length > 0 && (
          <nav aria-label="Main" className="mx-auto hidden max-w-7xl overflow-x-auto px-4 sm:px-6 md:block">
            <ul className="flex gap-1 pb-2">
              {nav.map((item) => (
                <li key={item.path}>
                  <Link
                    to={item.path}
                    // An entry is current on the pages it stands for too (the patient's AI page, under Health Assessment).
                    aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}
                    className={cn(
                      'block whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium hover:bg-muted',
                      isNavItemActive(item, pathname) && 'bg-accent text-primary',
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6">{blocked ?? <Outlet context={account} />}</main>
    </div>
  );
}

/** The signed-in shell: header with brand, role navigation, search, notifications, theme toggle and avatar menu. */
export function DashboardLayout() {
  return (
    <TooltipProvider>
      <RequireAuth>{(account, blocked) => <Shell account={account} blocked={blocked} />}</RequireAuth>
    </TooltipProvider>
  );
}
