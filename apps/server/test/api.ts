import type { App } from '../src/app';
import type { SignedInUser } from './accounts';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as `who` (anonymously when null), with a JSON body when one is given. */
export function callAs(
  app: App,
  method: ApiMethod,
  url: string,
  who: SignedInUser | null,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
