import { queryOptions } from '@tanstack/react-query';
import { QUESTIONNAIRES_KEY, startSession } from '../../../api/questionnaires/session';

/**
 * The AI page's session, started once per attempt ("Try again" counts one up). Never cached past
 * the page: leaving and coming back starts afresh (the server resumes or begins).
 */
export const aiSessionQuery = (attempt: number) =>
  queryOptions({ queryKey: [...QUESTIONNAIRES_KEY, 'ai-start', attempt], queryFn: () => startSession('ai_guided'), retry: false, staleTime: Infinity, gcTime: 0 });
