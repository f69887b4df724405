import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { buildLanes } from '@/testing/fixtures';
import { ok, renderCatalog, serveCatalog } from '../testing/render-catalog';
import GameCenter from './game-center';

afterEach(async () => {
  await act(() => i18n.changeLanguage('EN'));
  vi.unstubAllGlobals();
});

describe('Live Casino page', () => {
  it('says what its tables are: animated studio tables with shared rounds on a timer, no dealers or video (EN and TY)', async () => {
    serveCatalog({
      '/wps/relay/GCSGAME_gameVendor': () => ok({ data: { lanes: buildLanes() } }),
      '/wps/relay/GCSGAME_gameList': () => ok({ total: 0, list: [] }),
    });
    renderCatalog(<GameCenter category="LIVE" />);
    const hero = await screen.findByText(/^Animated tables from our studio/);
    expect(hero.textContent).toContain('the same rounds, dealt on a timer');
    expect(hero.textContent).not.toMatch(/dealers|stream/i);
    await act(() => i18n.changeLanguage('TY'));
    expect((await screen.findByText(/^Mga animated na mesa ng aming studio/)).textContent).not.toMatch(/dealer|ipinapalabas/i);
  });
});
