import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type InvitePreview } from '@labwise/domain';
import { api } from '../../../lib/api-client';

/** GET /invites/{token}: who invites, and whether the link can still be used (anyone with the link). */
export const fetchInvitePreview = (token: string) => api.get<InvitePreview>(apiPaths.invite(token));

/** Not retried: an unknown or spent link is an answer. */
export const invitePreviewQuery = (token: string) =>
  queryOptions({ queryKey: ['invite', token], queryFn: () => fetchInvitePreview(token), retry: false });
