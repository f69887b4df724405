import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { holdLiveFor, holdNetworkUntilLive, pageLive } from './page-live';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a page the server rendered comes alive (decision record 008)', () => {
  it('once hydrated: no call goes out and #root takes no clicks while a screen it rendered is still loading', async () => {
    const root = document.createElement('div');
    holdNetworkUntilLive();
    expect(onlineManager.isOnline()).toBe(false);
    let arrive = () => undefined as void;
    void holdLiveFor(new Promise<void>((r) => (arrive = r)));
    pageLive(root);
    await tick(300);
    expect(root.hasAttribute('data-live')).toBe(false);
    expect(onlineManager.isOnline()).toBe(false);
    arrive();
    await expect.poll(() => root.hasAttribute('data-live')).toBe(true);
    expect(onlineManager.isOnline()).toBe(true);
    // Once live, a screen loading later holds nothing.
    const later = new Promise<void>(() => undefined);
    expect(holdLiveFor(later)).toBe(later);
  });
});
