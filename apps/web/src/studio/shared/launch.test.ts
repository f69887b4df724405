import { describe, expect, it } from 'vitest';
import { gameOf, readGameLaunch, readLaunch, safeReturnUrl } from './launch';

const origin = 'https://site.example';

describe('launch parameters', () => {
  it('reads mode, token, language and theme; fun never carries a token', () => {
    expect(readLaunch('?mode=real&token=abc&language=TY&theme=light', true, origin)).toMatchObject({ mode: 'real', token: 'abc', language: 'TY', theme: 'light' });
    expect(readLaunch('?mode=fun&token=abc', false, origin)).toMatchObject({ mode: 'fun', token: undefined, language: 'EN', theme: 'light' });
    expect(readLaunch('?mode=demo', true, origin)).toMatchObject({ mode: 'demo', token: undefined });
    expect(readLaunch('?language=ty', true, origin)).toMatchObject({ language: 'TY' });
  });
  it('without a mode: a token means real money, none means fun; no theme: the device’s', () => {
    expect(readLaunch('?token=abc', true, origin)).toMatchObject({ mode: 'real', token: 'abc', theme: 'dark' });
    expect(readLaunch('?token=', false, origin)).toMatchObject({ mode: 'fun', token: undefined, theme: 'light' });
    expect(readLaunch('', true, origin)).toEqual({ mode: 'fun', token: undefined, language: 'EN', theme: 'dark', returnUrl: null });
  });
  it('returns only to a page of this site', () => {
    expect(safeReturnUrl('https://site.example/', origin)).toBe('https://site.example/');
    expect(safeReturnUrl('/lobby?x=1', origin)).toBe('https://site.example/lobby?x=1');
    expect(safeReturnUrl('https://evil.example/', origin)).toBeNull();
    expect(safeReturnUrl('javascript:alert(1)', origin)).toBeNull();
    expect(safeReturnUrl(null, origin)).toBeNull();
    expect(readLaunch('?returnUrl=https%3A%2F%2Fevil.example%2F', false, origin).returnUrl).toBeNull();
  });
});

describe('the game of a page that serves several', () => {
  const GAMES = ['dice', 'hilo', 'dragon-tiger', 'color-game'] as const;
  it('is the path segment after /studio/, else ?game=, in any case', () => {
    expect(gameOf('/studio/dice/', '', GAMES)).toBe('dice');
    expect(gameOf('/studio/HILO/', '?game=dice', GAMES)).toBe('hilo');
    expect(gameOf('/studio/Dragon-Tiger/', '', GAMES)).toBe('dragon-tiger');
    expect(gameOf('/studio/originals/index.html', '?game=COLOR-GAME', GAMES)).toBe('color-game');
  });
  it('is none when neither names one of its games', () => {
    expect(gameOf('/studio/originals/', '?game=crash', GAMES)).toBeNull();
    expect(gameOf('/studio/lucky-reels/', '', GAMES)).toBeNull();
    expect(gameOf('/', '', GAMES)).toBeNull();
  });
  it('comes with the launch', () => {
    expect(readGameLaunch(GAMES, '/studio/dice/', '?mode=real&token=abc&language=TY&theme=light&returnUrl=%2F', true, origin)).toEqual({
      game: 'dice',
      mode: 'real',
      token: 'abc',
      language: 'TY',
      theme: 'light',
      returnUrl: 'https://site.example/',
    });
  });
});
