import { describe, expect, it } from 'vitest';
import { dropdownShift } from './dropdown-shift';

describe('dropdownShift', () => {
  it('keeps a 560 px panel within a 1440 px window', () => {
    expect(dropdownShift(126, 560, 1440)).toBe(0);
    expect(dropdownShift(1200, 560, 1440)).toBe(-328);
    // Wider than the room on both sides: its left edge stays in the window.
    expect(dropdownShift(20, 560, 500)).toBe(-12);
  });
});
