import { apiPaths, type InviteDeclined } from '@labwise/domain';
import { api } from '../../../lib/api-client';

/** POST /invites/{token}/decline: spends the link, so nobody can accept it later in this person's place. */
export const declineInvitation = (token: string) => api.post<InviteDeclined>(apiPaths.inviteDecline(token));
