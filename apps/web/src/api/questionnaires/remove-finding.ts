import { apiPaths } from '@labwise/domain';
import { api } from '../../lib/api-client';
import type { SubmitReply } from './submit-response';

/** DELETE /questionnaires/{id}/findings/{findingId}: the patient removes a finding misread from their free text; the server replays without it. */
export const removeFinding = (id: string, findingId: string) => api.delete<SubmitReply>(apiPaths.questionnaireFinding(id, findingId));
