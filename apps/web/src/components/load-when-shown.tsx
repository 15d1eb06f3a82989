import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog or form whose code loads when it is first shown: its form library, schemas and rules
 * (react-hook-form, the phone-number metadata) stay out of the page that only offers it. Render
 * it only while it is wanted (a dialog: while open); it shows nothing until its code has arrived.
 */
export function loadWhenShown<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LoadedWhenShown(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LoadedWhenShown;
}
