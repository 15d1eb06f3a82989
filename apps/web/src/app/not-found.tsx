import { Link } from 'react-router';
import { paths } from '@labwise/domain';

export function NotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className="font-semibold text-primary hover:underline">
        Go back home
      </Link>
    </main>
  );
}
