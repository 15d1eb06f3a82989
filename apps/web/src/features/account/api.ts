import { api } from '../../lib/api-client';

export const resendVerification = (email: string) => api.post<{ done: true }>('/api/v1/auth/verification/resend', { email });
