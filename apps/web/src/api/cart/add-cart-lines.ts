import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_KEY } from './cart';
import { addCartLine } from './add-cart-line';

/** Several tests into the cart, one line after the other (adding an existing test raises its quantity). */
export const addCartLines = async (testIds: string[]) => {
  for (const testId of testIds) await addCartLine(testId);
};

/** 'Order Tests' of an assessment: every recommended test into the cart. */
export function useAddCartLines() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addCartLines, onSuccess: () => client.invalidateQueries({ queryKey: CART_KEY }) });
}
