import { useRef } from 'react';

/**
 * Focus back to whatever opened a Radix dialog that has no Dialog.Trigger (opened from state: a
 * drawer, a details dialog, the search palette), as a keyboard user expects. Radix returns focus
 * only to its own trigger; here the opener is whatever held focus when the dialog moved it in.
 * Spread the result on the dialog's Content.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
