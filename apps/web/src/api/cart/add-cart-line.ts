import { apiPaths, type Cart } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { useCartMutation } from './cart-mutation';

/** POST /cart/lines: one catalog test into the caller's cart (an existing line's quantity goes up). */
export const addCartLine = (testId: string) => api.post<Cart>(apiPaths.cartLines, { testId });

export const useAddToCart = () => useCartMutation(addCartLine);
