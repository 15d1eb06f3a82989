import { afterEach, describe, expect, it, vi } from 'vitest';
import script from '../../public/theme-init.js?raw';

/** public/theme-init.js runs before React (index.html); it must agree with ThemeProvider. */
// Runs the shipped file as the browser would; its text is ours, from the repository.
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const run = () => new Function(script)() as void;
const system = (dark: boolean) => vi.stubGlobal('matchMedia', () => ({ matches: dark }));

describe('theme-init.js', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('applies a saved dark theme before first paint', () => {
    system(false);
    localStorage.setItem('theme', 'dark');
    run();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('defaults to light, even on a dark operating system', () => {
    system(true);
    run();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('follows the operating system for the system choice', () => {
    system(true);
    localStorage.setItem('theme', 'system');
    run();
    expect(document.documentElement).toHaveClass('dark');
  });
});
