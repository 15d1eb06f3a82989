import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for behaviour, not speed: on a busy 2-core machine (the whole suite runs its
// projects in parallel) a lazy route can take more than the 1 s default to appear.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The theme provider writes the `dark` class on <html>; each test starts from the light default.
afterEach(() => {
  document.documentElement.classList.remove('dark');
});
