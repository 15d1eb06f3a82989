import { apiPaths, type CriticalRecipient, type UploadResultsRequest } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { useOrderStep } from './lab-steps';

export type Uploaded = { version: number; critical: string[]; notified: CriticalRecipient[] };

/** POST /lab-orders/{id}/results: the lab's values (a new report version after the first). */
export const uploadResults = (id: string, body: UploadResultsRequest) => api.post<Uploaded>(apiPaths.labOrderResults(id), body);

export const useUploadResults = () => useOrderStep(({ id, body }: { id: string; body: UploadResultsRequest }) => uploadResults(id, body));
