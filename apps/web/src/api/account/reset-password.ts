import { apiPaths } from '@labwise/domain';
import { api } from '../../lib/api-client';

/** POST /auth/password-reset: the reset link's token and the new password. */
export const resetPassword = (token: string, password: string) => api.post<{ done: true }>(apiPaths.passwordReset, { token, password });
