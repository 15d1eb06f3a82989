import { queryOptions } from '@tanstack/react-query';
import { labNetworkQuery as sharedLabNetworkQuery } from '../../../api/labs/lab-network';
import { patientsQuery } from '../../../api/patients/list-patients';

// The catalog page reads shared resources only; this file names them as its page and components
// use them: the tests (api/catalog), the cart (api/cart), the order and its preview (api/orders),
// the doctor's patients (api/patients) and the lab network (api/labs). Nothing is fetched here.
export { catalogQuery, type CatalogFilters } from '../../../api/catalog/catalog-tests';
export { catalogTestQuery } from '../../../api/catalog/catalog-test';
export { useCart } from '../../../api/cart/cart';
export { useAddToCart } from '../../../api/cart/add-cart-line';
export { useRemoveFromCart } from '../../../api/cart/remove-cart-line';
export { useSetQuantity } from '../../../api/cart/set-cart-quantity';
export { usePlaceOrder } from '../../../api/orders/place-order';
export { checkoutPreviewQuery } from '../../../api/orders/checkout-preview';

/** The lab filter's choices: the network changes rarely, so the catalog keeps it a minute. */
export const labNetworkQuery = () => queryOptions({ ...sharedLabNetworkQuery(), staleTime: 60_000 });

/** A doctor orders for one of their patients (the server's default page of the list). */
export const myPatientsQuery = () => patientsQuery();
