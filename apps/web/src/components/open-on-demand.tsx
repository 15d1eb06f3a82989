import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

/** What a header menu or panel loaded on demand receives: its trigger button and its open state. */
export type OnDemandProps = { trigger: ReactElement; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A header button whose menu or panel (Radix's menu or popover, their focus and positioning code)
 * loads when first opened, as the search palette does: hovering or focusing the button starts the
 * download, so it is usually there by the click. Until then the button is a plain one that opens
 * the menu once its code is here; from then on it is the menu's own trigger.
 */
export function useOpenOnDemand(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerProps = {
    'aria-expanded': open,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: wanted
      ? undefined
      : () => {
          setWanted(true);
          setOpen(true);
        },
  };
  return { open, setOpen, wanted, triggerProps };
}

/** The button alone until the menu is first wanted; then the menu (`children`) around it, the button meanwhile. */
export function OnDemand({
  wanted,
  trigger,
  children,
}: {
  wanted: boolean;
  trigger: ReactElement;
  children: ReactNode;
}) {
  if (!wanted) return trigger;
  return <Suspense fallback={trigger}>{children}</Suspense>;
}
