import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@labwise/domain';
import { api } from '../../lib/api-client';

/** POST /labs/{id}/partnership-requests: a lab asks to join the network; an administrator decides. */
export const requestPartnership = (labId: string) => api.post<{ done: true }>(apiPaths.labPartnershipRequests(labId), {});

export const usePartnershipRequest = () => useMutation({ mutationFn: requestPartnership });
