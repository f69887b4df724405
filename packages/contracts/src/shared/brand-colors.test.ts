import { describe, expect, it } from 'vitest';
import { brandThemeVars, readableTextOn } from './brand-colors';

describe('brand colours', () => {
  it('picks dark text on light brand colours and white on dark ones', () => {
    expect(readableTextOn('#f5b301')).not.toBe('#ffffff');
    expect(readableTextOn('#ffffff')).not.toBe('#ffffff');
    expect(readableTextOn('#1d4ed8')).toBe('#ffffff');
    expect(readableTextOn('#000')).toBe('#ffffff');
  });

  it('gives the brand variables and leaves out values that are not hex colours', () => {
    expect(brandThemeVars({ primary: '#112233', accent: 'red; background: url(x)' })).toEqual([
      ['--brand-primary', '#112233'],
      ['--on-primary', '#ffffff'],
    ]);
  });
});
