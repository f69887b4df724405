import { describe, expect, it } from 'vitest';
import { markShown, wasShown } from './announcement-session';

describe("a visitor's announcement popup, once per browser session", () => {
  it('is remembered by the tab and by a hint cookie the server and the other tabs read', () => {
    expect(wasShown('B')).toBe(false);
    markShown('B');
    expect(wasShown('B')).toBe(true);
    expect(document.cookie).toContain('wps_ann=1');
    // Another tab of the same browser session: its own storage is empty, the cookie says it was shown.
    window.sessionStorage.clear();
    expect(wasShown('B')).toBe(true);
  });

  it("keeps a member's audiences to the tab (the server never renders a member's page)", () => {
    markShown('A');
    expect(wasShown('A')).toBe(true);
    expect(document.cookie).not.toContain('wps_ann=1');
    window.sessionStorage.clear();
    expect(wasShown('A')).toBe(false);
  });
});
