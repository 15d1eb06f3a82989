import { apiPaths, type InviteAccepted } from '@labwise/domain';
import { api } from '../../../lib/api-client';

/** POST /invites/{token}/accept: the signed-in patient accepts the doctor; only their own click links them. */
export const acceptInvitation = (token: string) => api.post<InviteAccepted>(apiPaths.inviteAccept(token));
