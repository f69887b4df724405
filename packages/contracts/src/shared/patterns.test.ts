import { describe, expect, it } from 'vitest';
import { PATTERN_IDS, formatPatternMessage, patternRegExp } from './patterns';

describe('patterns', () => {
  it('every pattern compiles with the unicode flag', () => {
    for (const id of PATTERN_IDS) expect(() => patternRegExp(id)).not.toThrow();
  });
  it.each([
    [2, 'abc123', true],
    [2, '1abc', false],
    [4, 'a@b.co', true],
    [4, 'a@b', false],
    [6, 'abc123', true],
    [6, 'abcdef', false],
    [6, 'Walker@2026', true],
    [6, 'Player@123', true],
    [6, '@@@123', false],
    [6, 'abc 123', false],
    [7, '0917', true],
    [7, '09a7', false],
    [19, 'Aa1!aaaa', true],
    [19, 'aa1!aaaa', false],
    [20, 'Juan Cruz', true],
    [20, 'Juan', false],
    [12, '2026-11-21', true],
    [12, '2026-13-01', false],
  ] as const)('pattern %i on %s is %s', (id, input, ok) => {
    expect(patternRegExp(id).test(input)).toBe(ok);
  });
  it('collapses (min) - (max) when equal', () => {
    expect(formatPatternMessage('must have (min) - (max) characters', 6, 6)).toBe('must have 6 characters');
    expect(formatPatternMessage('must have (min) - (max) characters', 6, 12)).toBe('must have 6 - 12 characters');
  });
});
