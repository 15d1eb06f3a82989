import { apiPaths } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { useOrderStep } from './lab-steps';

/** POST /lab-orders/{id}/start-processing. */
export const startProcessing = (id: string) => api.post<unknown>(apiPaths.labOrderStartProcessing(id), {});

export const useStartProcessing = () => useOrderStep(startProcessing);
