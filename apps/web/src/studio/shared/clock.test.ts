import { describe, expect, it } from 'vitest';
import { nextOffset } from './clock';

describe('the server clock', () => {
  const at = (ms: number) => new Date(ms).toISOString();
  it('takes the first sample as it is', () => {
    expect(nextOffset(null, at(10_000), 9_000)).toBe(1000);
  });
  it('keeps the least delayed of close samples (the largest)', () => {
    expect(nextOffset(1000, at(10_000), 9_200)).toBe(1000);
    expect(nextOffset(1000, at(10_000), 8_800)).toBe(1200);
  });
  it('follows a clock that moved by more than a second', () => {
    expect(nextOffset(1000, at(10_000), 12_000)).toBe(-2000);
    expect(nextOffset(-5000, at(10_000), 9_000)).toBe(1000);
  });
  it('ignores an unreadable time', () => {
    expect(nextOffset(250, 'soon', 9_000)).toBe(250);
    expect(nextOffset(null, 'soon', 9_000)).toBe(0);
  });
});
