import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Menu.Portal>
      <Menu.Content
        align="end"
        sideOffset={8}
        className={cn('z-50 min-w-48 rounded-xl border border-border bg-card p-1 text-sm shadow-lg', className)}
      >
        {children}
      </Menu.Content>
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ children, onSelect, className }: { children: ReactNode; onSelect?: () => void; className?: string }) {
  return (
    <Menu.Item
      onSelect={onSelect}
      className={cn('flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-muted', className)}
    >
      {children}
    </Menu.Item>
  );
}

export const DropdownMenuSeparator = () => <Menu.Separator className="my-1 h-px bg-border" />;
export const DropdownMenuLabel = ({ children }: { children: ReactNode }) => <Menu.Label className="px-3 py-2">{children}</Menu.Label>;

export const DropdownMenuRadioGroup = Menu.RadioGroup;

/** A choice among several (menuitemradio): screen readers hear which one is checked. */
export function DropdownMenuRadioItem({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  return (
    <Menu.RadioItem
      value={value}
      className={cn('flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-muted data-[state=checked]:font-semibold', className)}
    >
      {children}
      <Menu.ItemIndicator className="ml-auto text-primary">
        <Check className="h-4 w-4" aria-hidden="true" />
      </Menu.ItemIndicator>
    </Menu.RadioItem>
  );
}
