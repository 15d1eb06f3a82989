import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

/** A panel anchored to its trigger (focus moves in, Escape and outside clicks close it). */
export function PopoverContent({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  label: string;
}) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        align="end"
        sideOffset={8}
        collisionPadding={8}
        aria-label={label}
        className={cn(
          'z-50 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-border bg-card text-sm shadow-lg outline-none',
          className,
        )}
      >
        {children}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
