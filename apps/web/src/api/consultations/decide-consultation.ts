import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type Consultation } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { refreshAlerts } from '../notifications/refresh-alerts';

export type ConsultationDecision = 'accept' | 'decline';

/** POST /consultations/{id}/accept or /decline. */
export const decideConsultation = (id: string, decision: ConsultationDecision) =>
  api.post<Consultation>(apiPaths.consultationDecision(id, decision), {});

export function useDecideConsultation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ConsultationDecision }) => decideConsultation(id, decision),
    // Accepting or declining changes the Alerts count and marks the request's notification read.
    onSuccess: () => refreshAlerts(client),
  });
}
