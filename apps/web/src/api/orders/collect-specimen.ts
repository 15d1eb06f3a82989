import { apiPaths } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { useOrderStep } from './lab-steps';

export type Collected = { accessionNumber: string; collectedAt: string; specimenType: string };

/** POST /lab-orders/{id}/collect: the specimen is taken; answers with its accession number. */
export const collectSpecimen = (id: string, specimenType: string) => api.post<Collected>(apiPaths.labOrderCollect(id), { specimenType });

export const useCollect = () => useOrderStep(({ id, specimenType }: { id: string; specimenType: string }) => collectSpecimen(id, specimenType));
