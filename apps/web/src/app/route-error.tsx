import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@labwise/domain';

/** The router's error view (brief §8): 'Unexpected Application Error!' with the status or message. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-4">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="rounded-lg bg-muted p-4 font-mono text-sm">{detail}</p>
      <Link to={paths.home} className="text-primary hover:underline">
        Go to the home page
      </Link>
    </main>
  );
}
