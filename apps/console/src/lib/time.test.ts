import { describe, expect, it } from 'vitest';
import { brandDayStart, brandTime, fromBrandInput, gmtLabel, toBrandInput } from './time';

describe('brand time', () => {
  it('shows a moment in the brand offset', () => {
    const ms = Date.UTC(2026, 10, 27, 20, 5, 9);
    expect(brandTime(ms, 480)).toBe('2026-11-28 04:05');
    expect(brandTime(ms, -210, true)).toBe('2026-11-27 16:35:09');
  });
  it('names the offset', () => {
    expect(gmtLabel(480)).toBe('GMT+8');
    expect(gmtLabel(-210)).toBe('GMT-3:30');
    expect(gmtLabel(0)).toBe('GMT');
  });
  it('turns a brand day into the moment it starts', () => {
    expect(brandDayStart('2026-11-28', 480)).toBe(Date.UTC(2026, 10, 27, 16));
    expect(brandDayStart('28/11/2026', 480)).toBeUndefined();
  });
  it('round-trips a datetime-local value in the brand offset', () => {
    const ms = Date.UTC(2026, 10, 27, 6, 5);
    expect(toBrandInput(ms, 480)).toBe('2026-11-27T14:05');
    expect(fromBrandInput('2026-11-27T14:05', 480)).toBe(ms);
    expect(fromBrandInput('', 480)).toBeNull();
    expect(toBrandInput(null)).toBe('');
  });
});
