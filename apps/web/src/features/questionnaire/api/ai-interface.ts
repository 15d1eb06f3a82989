import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@labwise/domain';
import { api } from '../../../lib/api-client';

export type AiInterface = { title: string; description: string; capabilities: Record<string, boolean> };

/** GET /ai/questionnaire: the AI page's title, description and capabilities (brief §7). */
export const fetchAiInterface = () => api.get<AiInterface>(apiPaths.aiQuestionnaire);

export const aiInterfaceQuery = () => queryOptions({ queryKey: ['ai', 'interface'], queryFn: fetchAiInterface, retry: false });
