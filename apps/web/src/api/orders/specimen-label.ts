import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type SpecimenLabel } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** GET /lab-orders/{id}/specimen-label: the label of a collected specimen, with its barcode. */
export const fetchSpecimenLabel = (orderId: string) => api.get<SpecimenLabel>(apiPaths.labOrderSpecimenLabel(orderId));

export const specimenLabelQuery = (orderId: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'specimen-label', orderId], queryFn: () => fetchSpecimenLabel(orderId) });
