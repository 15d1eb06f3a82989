import { useConfig } from '../../lib/config-context';

/** The address to offer instead of the page's own: same path, search and hash at `publicUrl`. */
export function canonicalAddress(publicUrl: string, location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>): string | null {
  let canonical: URL;
  try {
    canonical = new URL(publicUrl);
  } catch {
    return null;
  }
  if (canonical.origin === location.origin) return null;
  return `${canonical.origin}${location.pathname}${location.search}${location.hash}`;
}

/**
 * The API answers at any address that reaches the server, but sign-in can only return to the
 * configured address (PUBLIC_URL is the identity provider's issuer and its registered redirect).
 * Opened elsewhere (127.0.0.1 instead of localhost, a LAN name), the page says so and links there
 * rather than failing later with a network or sign-in error.
 */
export function OriginNotice() {
  const { publicUrl } = useConfig();
  const target = canonicalAddress(publicUrl, window.location);
  if (!target) return null;
  const canonicalOrigin = new URL(target).origin;
  return (
    <div role="status" className="border-b border-warning/40 bg-warning/10 px-4 py-2 text-center text-sm text-foreground">
      You opened Labwise at {window.location.origin}. Sign-in works only at {canonicalOrigin}.{' '}
      <a className="font-medium underline underline-offset-2" href={target}>
        Open Labwise at {canonicalOrigin}
      </a>
    </div>
  );
}
