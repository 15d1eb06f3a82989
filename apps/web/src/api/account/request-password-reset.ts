import { apiPaths } from '@labwise/domain';
import { api } from '../../lib/api-client';

/** POST /auth/password-reset/request: a reset link by e-mail. */
export const requestPasswordReset = (email: string) => api.post<{ done: true }>(apiPaths.passwordResetRequest, { email });
