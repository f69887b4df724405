import { describe, expect, it } from 'vitest';
import { allowedGameUrl } from './seamless-url';

const origin = 'https://play.example.test';

describe('allowedGameUrl', () => {
  it('accepts a game of this site, relative or absolute', () => {
    expect(allowedGameUrl('/studio/lucky-reels/?token=x', origin, [])).toBe('https://play.example.test/studio/lucky-reels/?token=x');
    expect(allowedGameUrl('https://play.example.test/studio/', origin, [])).toBe('https://play.example.test/studio/');
  });

  it("accepts the brand's launch CDNs and refuses other hosts and schemes", () => {
    expect(allowedGameUrl('https://games.cdn.test/x', origin, ['https://games.cdn.test/launch'])).toBe('https://games.cdn.test/x');
    expect(allowedGameUrl('https://evil.test/x', origin, ['https://games.cdn.test'])).toBeNull();
    expect(allowedGameUrl('javascript:alert(1)', origin, [])).toBeNull();
    expect(allowedGameUrl(null, origin, [])).toBeNull();
  });
});
