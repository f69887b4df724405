import { describe, expect, it } from 'vitest';
import { formatCount, formatMultiplier, formatScore, leftToTarget, missionFigure, progressPercent, timeLeft } from './mission-figures';

describe('mission figures', () => {
  it('shows money events as money and the others as counts', () => {
    expect(missionFigure('deposit_amount', '150000', '₱')).toBe('₱1,500.00');
    expect(missionFigure('wager_amount', '5', '₱')).toBe('₱0.05');
    expect(missionFigure('win_amount', '0', '₱')).toBe('₱0.00');
    expect(missionFigure('rounds', '1500', '₱')).toBe('1,500');
    expect(missionFigure('login_days', '3', '₱')).toBe('3');
    expect(missionFigure('deposit_count', '2', '₱')).toBe('2');
  });

  it('reads progress in whole percent, capped at 100, a zero target met', () => {
    expect(progressPercent('0', '100')).toBe(0);
    expect(progressPercent('1', '3')).toBe(33);
    expect(progressPercent('99999', '100000')).toBe(99);
    expect(progressPercent('150', '100')).toBe(100);
    expect(progressPercent('0', '0')).toBe(100);
    expect(leftToTarget('30', '100')).toBe(70n);
    expect(leftToTarget('130', '100')).toBe(0n);
  });

  it('shows a tournament score in its metric (best multiplier kept × 100)', () => {
    expect(formatScore('wagered', '1234500', '₱')).toBe('₱12,345.00');
    expect(formatScore('rounds', '12345', '₱')).toBe('12,345');
    expect(formatScore('best_multiplier', '250', '₱')).toBe('2.50×');
    expect(formatMultiplier('5')).toBe('0.05×');
    expect(formatMultiplier('123456')).toBe('1,234.56×');
    expect(formatCount('1000000')).toBe('1,000,000');
  });

  it('counts down in days, hours and minutes, rounding minutes up', () => {
    const now = Date.UTC(2025, 2, 1, 0, 0);
    expect(timeLeft(now + 90 * 60_000, now)).toEqual({ days: 0, hours: 1, minutes: 30 });
    expect(timeLeft(now + 30_000, now)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(timeLeft(now + (2 * 1440 + 3 * 60) * 60_000, now)).toEqual({ days: 2, hours: 3, minutes: 0 });
    expect(timeLeft(now, now)).toBeNull();
  });
});
