import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'warning' | 'info';
type Message = string;

let loaded: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const waiting: { kind: Kind; message: Message; data?: ExternalToast }[] = [];

/**
 * sonner's code, fetched once. The app's Toaster (app/providers.tsx) loads it right after the first
 * render; a page that raises a toast before then does not wait for it, nor carry it in its own chunk.
 */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      loaded = module;
      // Raised before the code arrived: shown now, in order. sonner keeps toasts raised before its
      // Toaster mounts and shows them once it does.
      for (const { kind, message, data } of waiting.splice(0)) module.toast[kind](message, data);
      return module;
    },
    (error: unknown) => {
      // A failed download (offline for a moment) is tried again by the next toast; the waiting
      // ones stay queued for it.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function show(kind: Kind, message: Message, data?: ExternalToast): void {
  if (loaded) {
    loaded.toast[kind](message, data);
    return;
  }
  waiting.push({ kind, message, ...(data ? { data } : {}) });
  loadSonner().catch(() => undefined);
}

/** sonner's `toast` for the kinds the app raises, without sonner in the page's first download. */
export const toast = {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
  info: (message: Message, data?: ExternalToast) => show('info', message, data),
};
