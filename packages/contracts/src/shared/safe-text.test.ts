import { describe, expect, it } from 'vitest';
import { ZEpochMs, ZRowId, findUnsafeText, isUnsafeText } from './safe-text';

describe('safe text', () => {
  it('finds NUL and unpaired surrogates, and lets every real character through', () => {
    for (const bad of ['\u0000', 'a\u0000', '\ud800', 'x\ud83d', '\udc00y', '\udfff\ud800']) expect(isUnsafeText(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['', 'plain', 'Mabuhay! ñ 中文 한국어', '😀 emoji pairs', '\ud83d\ude00', 'tab\tnewline\n', '\u0001']) {
      expect(isUnsafeText(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('names where in a parsed value the first unsafe string is, keys included', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, 'x', { c: 'bad\u0000' }] })).toBe('b.2.c');
    expect(findUnsafeText('\ud800')).toBe('');
    expect(findUnsafeText({ ['k\u0000']: 1 })).toBe('k?');
    expect(findUnsafeText({ a: 'ok', n: 1e308, t: true, z: null })).toBeNull();
    // Absurd nesting is refused rather than walked.
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findUnsafeText(deep)).not.toBeNull();
  });

  it('row ids and instants stay inside what PostgreSQL and Date hold', () => {
    expect(ZRowId.safeParse(2_147_483_647).success).toBe(true);
    expect(ZRowId.safeParse(2_147_483_648).success).toBe(false);
    expect(ZRowId.safeParse(0).success).toBe(false);
    expect(ZEpochMs.safeParse(Date.UTC(2030, 0, 1)).success).toBe(true);
    expect(ZEpochMs.safeParse(9e15).success).toBe(false);
  });
});
