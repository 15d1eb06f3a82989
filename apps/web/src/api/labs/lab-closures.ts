import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type LabClosure } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { LABS_KEY } from './lab-network';

/** GET /labs/{id}/closures: the lab's current and coming closures (holidays), earliest first. */
export const fetchLabClosures = (labId: string) => api.get<LabClosure[]>(apiPaths.labClosures(labId));

export const labClosuresQuery = (labId: string) => queryOptions({ queryKey: [...LABS_KEY, labId, 'closures'], queryFn: () => fetchLabClosures(labId) });
