import { apiPaths, type Cart } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { useCartMutation } from './cart-mutation';

/** PUT /cart/lines/{testId}: a line's quantity. */
export const setCartQuantity = (testId: string, quantity: number) => api.put<Cart>(apiPaths.cartLine(testId), { quantity });

export const useSetQuantity = () =>
  useCartMutation(({ testId, quantity }: { testId: string; quantity: number }) => setCartQuantity(testId, quantity));
