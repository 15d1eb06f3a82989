import { apiPaths, type PaymentRecord, type RecordPaymentRequest } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { useOrderStep } from './lab-steps';

/** POST /lab-orders/{id}/payment: the lab records the payment taken at collection; the order moves to Ordered. */
export const recordPayment = ({ id, body }: { id: string; body: RecordPaymentRequest }) => api.post<PaymentRecord>(apiPaths.labOrderPayment(id), body);

export const useRecordPayment = () => useOrderStep(recordPayment);
