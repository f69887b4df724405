import { describe, expect, it } from 'vitest';
import { bootKey } from './boot';

describe('bootKey', () => {
  it('is the same for the same call whatever the order of its query, and leaves absent values out', () => {
    expect(bootKey('/wps/x', { b: 2, a: 'one', c: undefined })).toBe('/wps/x?a=one&b=2');
    expect(bootKey('/wps/x', { a: 'one', b: '2' })).toBe(bootKey('/wps/x', { b: 2, a: 'one' }));
  });

  it('tells calls apart by path and by every parameter', () => {
    expect(bootKey('/wps/x')).toBe('/wps/x');
    expect(bootKey('/wps/x', {})).toBe('/wps/x');
    expect(bootKey('/wps/x', { language: 'EN' })).not.toBe(bootKey('/wps/x', { language: 'TY' }));
    expect(bootKey('/wps/y', { language: 'EN' })).not.toBe(bootKey('/wps/x', { language: 'EN' }));
  });

  it('encodes what a URL must escape', () => {
    expect(bootKey('/wps/x', { types: 'B,PL', q: 'a b&c' })).toBe('/wps/x?q=a+b%26c&types=B%2CPL');
  });
});
