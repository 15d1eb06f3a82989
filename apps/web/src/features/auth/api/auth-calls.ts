import type { Account, Role } from '@labwise/domain';
import { api } from '../../../lib/api-client';

/** Account calls of brief §7 (verifyEmail, resetPasswordRequest, resetPassword) and role assignment. */
export const authCalls = {
  verifyEmail: (token: string) => api.post<{ done: true }>('/api/v1/auth/verify-email', { token }),
  resetPasswordRequest: (email: string) => api.post<{ done: true }>('/api/v1/auth/password-reset/request', { email }),
  resetPassword: (token: string, password: string) =>
    api.post<{ done: true }>('/api/v1/auth/password-reset', { token, password }),
  resendVerification: (email: string) => api.post<{ done: true }>('/api/v1/auth/verification/resend', { email }),
  assignRole: (role: Role) => api.post<Account>('/api/v1/auth/assign-role', { role }),
};
