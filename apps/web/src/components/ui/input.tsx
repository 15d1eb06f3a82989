import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/utils';

// Forms import Input and Label together; Label lives in its own file for screens without inputs.
export { Label } from './label';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={cn(
        'h-10 w-full rounded-lg border border-border bg-card px-3 text-sm placeholder:text-muted-foreground aria-[invalid=true]:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
