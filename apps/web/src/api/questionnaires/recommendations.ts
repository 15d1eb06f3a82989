import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type Recommendation } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { QUESTIONNAIRES_KEY } from './session';

/** GET /questionnaires/{id}/recommendations: the tests the analysis suggests, each with its reason. */
export const getRecommendations = (id: string) =>
  api.get<{ recommendations: Recommendation[] }>(apiPaths.questionnaireRecommendations(id)).then((d) => d.recommendations);

export const recommendationsQuery = (id: string) =>
  queryOptions({ queryKey: [...QUESTIONNAIRES_KEY, id, 'recommendations'], queryFn: () => getRecommendations(id) });
