import { describe, expect, it } from 'vitest';
import { applyBrandTheme, readableTextOn } from './brand-theme';

describe('brand theme', () => {
  it('picks dark text on light brand colours and white on dark ones', () => {
    expect(readableTextOn('#f5b301')).not.toBe('#ffffff');
    expect(readableTextOn('#ffffff')).not.toBe('#ffffff');
    expect(readableTextOn('#1d4ed8')).toBe('#ffffff');
    expect(readableTextOn('#000')).toBe('#ffffff');
  });

  it('sets the brand variables and ignores values that are not hex colours', () => {
    const el = document.createElement('div');
    applyBrandTheme({ primary: '#112233', accent: 'red; background: url(x)' }, el);
    expect(el.style.getPropertyValue('--brand-primary')).toBe('#112233');
    expect(el.style.getPropertyValue('--on-primary')).toBe('#ffffff');
    expect(el.style.getPropertyValue('--brand-accent')).toBe('');
  });
});
