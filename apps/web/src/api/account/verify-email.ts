import { apiPaths } from '@labwise/domain';
import { api } from '../../lib/api-client';

/** POST /auth/verify-email: the token of a verification link. */
export const verifyEmail = (token: string) => api.post<{ done: true }>(apiPaths.verifyEmail, { token });
