import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReducedMotion } from './use-reduced-motion';

/** A matchMedia whose answer the test changes, telling its listeners as a browser does. */
const fakeMedia = (matches: boolean) => {
  const listeners = new Set<() => void>();
  const list = {
    matches,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', () => list);
  return (next: boolean) => {
    list.matches = next;
    listeners.forEach((l) => l());
  };
};

afterEach(() => vi.unstubAllGlobals());

describe('useReducedMotion', () => {
  it("follows the visitor's setting as it changes", () => {
    const change = fakeMedia(false);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => change(true));
    expect(result.current).toBe(true);
  });

  it('is false in the server render (with motion, as the page is hydrated), whatever the setting', () => {
    fakeMedia(true);
    const Probe = () => <p>{String(useReducedMotion())}</p>;
    expect(renderToString(<Probe />)).toBe('<p>false</p>');
  });
});
