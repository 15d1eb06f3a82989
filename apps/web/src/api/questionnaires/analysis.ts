import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type Analysis } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { QUESTIONNAIRES_KEY } from './session';

/** GET /questionnaires/{id}/analysis: the engine's conditions, insights and triage for a completed session. */
export const getAnalysis = (id: string) => api.get<{ analysis: Analysis }>(apiPaths.questionnaireAnalysis(id)).then((d) => d.analysis);

export const analysisQuery = (id: string) => queryOptions({ queryKey: [...QUESTIONNAIRES_KEY, id, 'analysis'], queryFn: () => getAnalysis(id) });
