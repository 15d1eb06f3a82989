import { apiPaths } from '@labwise/domain';
import { api } from '../../lib/api-client';

/** POST /auth/verification/resend: a new e-mail verification link (the answer never says whether the address exists). */
export const resendVerification = (email: string) => api.post<{ done: true }>(apiPaths.resendVerification, { email });
