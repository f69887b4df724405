import { describe, expect, it } from 'vitest';
import { applyBrandTheme } from './brand-theme';

describe('brand theme', () => {
  it('sets the brand variables and ignores values that are not hex colours', () => {
    const el = document.createElement('div');
    applyBrandTheme({ primary: '#112233', accent: 'red; background: url(x)' }, el);
    expect(el.style.getPropertyValue('--brand-primary')).toBe('#112233');
    expect(el.style.getPropertyValue('--on-primary')).toBe('#ffffff');
    expect(el.style.getPropertyValue('--brand-accent')).toBe('');
  });
});
