import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type LabNetwork } from '@labwise/domain';
import { api } from '../../lib/api-client';

/** Every query of the lab network lives under this key (an administrator's lab change refreshes it). */
export const LABS_KEY = ['labs'] as const;

/** GET /labs: the partner labs with their figures. */
export const fetchLabNetwork = () => api.get<LabNetwork>(apiPaths.labs);

export const labNetworkQuery = () => queryOptions({ queryKey: LABS_KEY, queryFn: fetchLabNetwork });
