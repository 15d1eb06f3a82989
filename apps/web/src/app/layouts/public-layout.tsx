import { Link, Outlet } from 'react-router';
import { paths } from '@labwise/domain';
import { Brand } from '../../components/brand';
import { ThemeDialog } from '../../components/theme-dialog';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session';

/** The signed-out shell (brief §2): brand, theme, and Sign In — or the way back in when signed in. */
export function PublicLayout() {
  const session = useSession();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Brand />
          <nav aria-label="Site" className="flex items-center gap-2">
            <ThemeDialog />
            {session.status === 'authenticated' && (
              <Button asChild size="sm">
                <Link to={paths.dashboard}>Dashboard</Link>
              </Button>
            )}
            {session.status === 'unauthenticated' && (
              <Button asChild variant="outline" size="sm">
                <Link to={paths.login}>Sign In</Link>
              </Button>
            )}
          </nav>
        </div>
      </header>
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
    </div>
  );
}
