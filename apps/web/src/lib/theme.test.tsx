import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from './theme';

let listeners: ((event: { matches: boolean }) => void)[] = [];
function mockSystem(dark: boolean) {
  listeners = [];
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark,
    media: query,
    addEventListener: (_: string, fn: (event: { matches: boolean }) => void) => listeners.push(fn),
    removeEventListener: () => undefined,
  }));
}

function Probe() {
  const { theme, resolved, setTheme } = useTheme();
  return (
    <div>
      <span>{`${theme}/${resolved}`}</span>
      <button onClick={() => setTheme('dark')}>dark</button>
      <button onClick={() => setTheme('system')}>system</button>
    </div>
  );
}

describe('ThemeProvider', () => {
  beforeEach(() => mockSystem(false));

  it('defaults to light', () => {
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('light/light')).toBeInTheDocument();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('keeps the choice under the key "theme" and applies the dark class', () => {
    render(<ThemeProvider><Probe /></ThemeProvider>);
    act(() => screen.getByText('dark').click());
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('ignores an unreadable stored value and stays light', () => {
    localStorage.setItem('theme', 'purple');
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('light/light')).toBeInTheDocument();
  });

  it('in system mode starts dark on a dark operating system', () => {
    mockSystem(true);
    localStorage.setItem('theme', 'system');
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('system/dark')).toBeInTheDocument();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('follows the operating system in system mode', () => {
    localStorage.setItem('theme', 'system');
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('system/light')).toBeInTheDocument();
    act(() => listeners.forEach((fn) => fn({ matches: true })));
    expect(screen.getByText('system/dark')).toBeInTheDocument();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('an explicit choice wins over the operating system', () => {
    mockSystem(true);
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('light/light')).toBeInTheDocument();
    act(() => screen.getByText('system').click());
    expect(screen.getByText('system/dark')).toBeInTheDocument();
    expect(localStorage.getItem('theme')).toBe('system');
  });
});
