import { describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, deviceId } from './device-id';

describe('the device id', () => {
  it('is made once, kept in local storage and fits the contracts rule', () => {
    const first = deviceId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(window.localStorage.getItem(DEVICE_ID_KEY)).toBe(first);
    expect(deviceId()).toBe(first);
  });

  it('replaces a kept value that does not fit the rule', () => {
    window.localStorage.setItem(DEVICE_ID_KEY, 'bad id!');
    const id = deviceId();
    expect(id).not.toBe('bad id!');
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(window.localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
  });
});
