import { Link } from 'react-router';
import { ApiRequestError } from '../lib/api-client';
import { Button } from './ui/button';

/** Where a detail page sends someone who cannot see it: their list of such things. */
export type WayBack = { path: string; label: string };

type Props = {
  error: Error;
  /** The thing the page shows, in lower case ('order', 'patient', 'lab', 'assessment'). */
  thing: string;
  back: WayBack;
  onRetry: () => void;
};

/** Whether a failed read means "nothing here you can see": a missing, out-of-reach or malformed id. */
export function isMissing(error: Error): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A detail page that cannot be shown, as a page with a heading and a way back: a missing,
 * malformed or out-of-reach id says so in plain words (never the server's parameter message,
 * such as 'params.id: Unknown order.'); any other failure says it could not be loaded, with Retry.
 */
export function DetailUnavailable({ error, thing, back, onRetry }: Props) {
  const missing = isMissing(error);
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 py-10 text-center" aria-labelledby="detail-unavailable">
      <h1 id="detail-unavailable" className="text-2xl font-semibold">
        {missing ? `${capitalised(thing)} not found` : `This ${thing} could not be loaded`}
      </h1>
      <p className="text-muted-foreground">
        {missing ? `There is no ${thing} at this address that you can see. Check the link, or find the ${thing} in your list.` : error.message}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {!missing && <Button onClick={onRetry}>Retry</Button>}
        <Button asChild variant={missing ? 'default' : 'outline'}>
          <Link to={back.path}>{back.label}</Link>
        </Button>
      </div>
    </section>
  );
}
