import { describe, expect, it } from 'vitest';
import { formatClock, formatGmtOffset, formatInOffset } from './time';

describe('time in the brand offset', () => {
  it('formats GMT offsets', () => {
    expect(formatGmtOffset(480)).toBe('GMT+08:00');
    expect(formatGmtOffset(-210)).toBe('GMT-03:30');
    expect(formatGmtOffset(0)).toBe('GMT+00:00');
  });

  it('shows an instant as wall-clock time in the offset, not the browser zone', () => {
    const instant = Date.UTC(2025, 2, 1, 18, 30, 5); // 2025-03-01 18:30:05 UTC
    expect(formatInOffset(instant, 480)).toBe('2025-03-02 02:30 (GMT+08:00)');
    expect(formatInOffset(instant, -300)).toBe('2025-03-01 13:30 (GMT-05:00)');
    expect(formatClock(instant, 480)).toBe('2025-03-02 02:30:05');
  });
});
