import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, getTheme } from '@/lib/theme';
import { ThemeToggle } from './theme-toggle';

/** A system that prefers `scheme`, whose setting can change while the console is open. */
const systemPrefers = (scheme: 'light' | 'dark') => {
  const listeners = new Set<() => void>();
  let light = scheme === 'light';
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('light') ? light : !light;
        },
        media: query,
        addEventListener: (_: string, l: () => void) => listeners.add(l),
        removeEventListener: (_: string, l: () => void) => listeners.delete(l),
      }) as unknown as MediaQueryList,
  );
  return (next: 'light' | 'dark') => {
    light = next === 'light';
    listeners.forEach((l) => l());
  };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('theme', () => {
  it("follows the system's setting until a choice is made", () => {
    const change = systemPrefers('light');
    expect(getTheme()).toBe('light');
    applyTheme();
    render(<ThemeToggle />);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to the dark theme' })).toBeTruthy();

    act(() => change('dark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to the light theme' })).toBeTruthy();
  });

  it('keeps the choice in localStorage and sets data-theme on <html>', () => {
    systemPrefers('dark');
    applyTheme();
    render(<ThemeToggle />);
    expect(document.documentElement.dataset.theme).toBe('dark');

    fireEvent.click(screen.getByRole('button', { name: 'Switch to the light theme' }));
    expect(window.localStorage.getItem('wps.console.theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to the dark theme' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Switch to the dark theme' }));
    expect(window.localStorage.getItem('wps.console.theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('keeps a stored choice over the system', () => {
    systemPrefers('dark');
    window.localStorage.setItem('wps.console.theme', 'light');
    expect(getTheme()).toBe('light');
  });
});
