import { vi } from 'vitest';

/**
 * jsdom has no ResizeObserver, which charts and popovers use to measure themselves: an observer
 * that never reports lets them render. Undo with vi.unstubAllGlobals().
 */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
