import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type CheckoutPreview } from '@labwise/domain';
import { api } from '../../lib/api-client';

/** POST /lab-orders/preview: where each test of the cart would go with this lab choice. */
export const fetchCheckoutPreview = (labId: string) => api.post<CheckoutPreview>(apiPaths.labOrdersPreview, labId ? { labId } : {});

/**
 * Refreshed when the cart or the choice changes (both are in the key). A root of its own, not
 * under the orders: placing the order must not ask again for the preview of a cart just emptied.
 */
export const checkoutPreviewQuery = (labId: string, cartTotal: number, cartSize: number) =>
  queryOptions({ queryKey: ['checkout-preview', labId, cartTotal, cartSize], queryFn: () => fetchCheckoutPreview(labId), retry: false });
