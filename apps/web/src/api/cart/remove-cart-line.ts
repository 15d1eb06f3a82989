import { apiPaths, type Cart } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { useCartMutation } from './cart-mutation';

/** DELETE /cart/lines/{testId}. */
export const removeCartLine = (testId: string) => api.delete<Cart>(apiPaths.cartLine(testId));

export const useRemoveFromCart = () => useCartMutation(removeCartLine);
