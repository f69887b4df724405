import { describe, expect, it } from 'vitest';
import { captureTokenFromUrl, clearToken, getToken, storeMerchantCode } from './session';

describe('session token', () => {
  it('stores a token query parameter and strips it from the address', () => {
    window.history.replaceState(null, '', '/member?tab=withdraw&token=t0k3n#top');
    captureTokenFromUrl();
    expect(getToken()).toBe('t0k3n');
    expect(window.sessionStorage.getItem('token')).toBe('t0k3n');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/member?tab=withdraw#top');
  });

  it('leaves the address alone without a token parameter', () => {
    window.history.replaceState(null, '', '/sports?vassalage=SABA');
    captureTokenFromUrl();
    expect(getToken()).toBeNull();
    expect(window.location.search).toBe('?vassalage=SABA');
  });

  it('keeps the merchant code in both storages, and logout keeps it', () => {
    storeMerchantCode('demo');
    window.sessionStorage.setItem('token', 'x');
    clearToken();
    expect(getToken()).toBeNull();
    expect(window.sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(window.localStorage.getItem('merchantCode')).toBe('demo');
  });
});
