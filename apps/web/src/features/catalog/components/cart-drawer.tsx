import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Minus, Plus, Trash2, X } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { ORDER_MESSAGES, type Cart } from '@labwise/domain';
import { formatCents } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { useReturnFocus } from '../../../components/ui/return-focus';
import { useRemoveFromCart, useSetQuantity } from '../api/catalog-api';

/** The cart drawer (brief §2): lines with price × quantity, Remove, total, Proceed to Checkout. */
export function CartDrawer({ open, onOpenChange, cart, onCheckout }: { open: boolean; onOpenChange: (open: boolean) => void; cart: Cart | undefined; onCheckout: () => void }) {
  const remove = useRemoveFromCart();
  const setQuantity = useSetQuantity();
  const lines = cart?.lines ?? [];
  const failed = (error: Error) => toast.error(error.message);

  const proceed = () => {
    if (lines.length === 0) {
      toast.error(ORDER_MESSAGES.cartEmpty);
      return;
    }
    onCheckout();
  };

  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          {...returnFocus} className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-l border-border bg-card shadow-xl">
          <div className="flex items-start justify-between border-b border-border p-5">
            <div>
              <DialogPrimitive.Title className="text-lg font-semibold">Shopping Cart</DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                Review your selected tests before placing an order
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close className="rounded-md p-1 hover:bg-muted" aria-label="Close">
              <X className="h-4 w-4" />
            </DialogPrimitive.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-5">
            {lines.length === 0 ? (
              <p className="py-10 text-center text-muted-foreground">Your cart is empty</p>
            ) : (
              <ul className="flex flex-col gap-4">
                {lines.map((line) => (
                  <li key={line.testId} className="flex flex-col gap-2 rounded-lg border border-border p-3">
                    <div className="flex justify-between gap-2">
                      <span className="font-medium">{line.name}</span>
                      <span className="font-semibold">{formatCents(line.priceCents * line.quantity)}</span>
                    </div>
                    <div className="flex items-center gap-2 text-sm text-muted-foreground">
                      <span>
                        {formatCents(line.priceCents)} × {line.quantity}
                      </span>
                      <div className="ml-auto flex items-center gap-1">
                        <Button variant="ghost" size="icon" aria-label={`One less ${line.name}`} disabled={line.quantity <= 1}
                          onClick={() => setQuantity.mutate({ testId: line.testId, quantity: line.quantity - 1 }, { onError: failed })}>
                          <Minus className="h-4 w-4" />
                        </Button>
                        <Button variant="ghost" size="icon" aria-label={`One more ${line.name}`} disabled={line.quantity >= 99}
                          onClick={() => setQuantity.mutate({ testId: line.testId, quantity: line.quantity + 1 }, { onError: failed })}>
                          <Plus className="h-4 w-4" />
                        </Button>
                        <Button variant="ghost" size="sm" onClick={() => remove.mutate(line.testId, { onError: failed })}>
                          <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove
                        </Button>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-col gap-3 border-t border-border p-5">
            <div className="flex justify-between text-lg font-semibold">
              <span>Total</span>
              <span>{formatCents(cart?.totalCents ?? 0)}</span>
            </div>
            <Button size="lg" onClick={proceed}>
              Proceed to Checkout
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
