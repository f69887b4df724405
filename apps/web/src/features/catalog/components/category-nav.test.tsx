import { HEADER_DROPDOWN_VENDORS, type TLane } from '@wps/contracts/player';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popups } from '@/lib/popups';
import { buildLanes } from '@/testing/fixtures';
import { ok, renderCatalog, serveCatalog } from '../testing/render-catalog';
import { CategoryNav } from './category-nav';

const lanes = (): TLane[] => [
  ...buildLanes(),
  {
    gameCategory: 'ESPORTS',
    vendors: [{ vassalage: 'TFG', displayName: 'TF Gaming', gameType: 'ESPORTS', gameCategory: 'ESPORTS', iconUrl: '', status: 'ACTIVE' }],
  },
];

afterEach(() => {
  popups.close();
  vi.unstubAllGlobals();
});

describe('CategoryNav drop-downs', () => {
  it('shows at most 11 vendors and a more-games link; an RNG vendor links to its list page', async () => {
    serveCatalog({ '/wps/relay/GCSGAME_gameVendor': () => ok({ data: { lanes: lanes() } }) });
    renderCatalog(<CategoryNav />);
    const rng = await screen.findByRole('group', { name: 'Slots providers' });
    const links = within(rng).getAllByRole('link');
    // 11 vendors + "More games".
    expect(links).toHaveLength(HEADER_DROPDOWN_VENDORS + 1);
    expect(links.at(-1)?.textContent).toContain('More games');
    expect(links[0]?.getAttribute('href')).toBe('/rng?vassalage=SLOT0');
    const sports = screen.getByRole('group', { name: 'Sports providers' });
    expect(within(sports).getAllByRole('link')[0]?.getAttribute('href')).toBe('/sports?vassalage=SABA');
  });

  it('an ESPORTS vendor starts directly: a visitor gets the login popup', async () => {
    serveCatalog({ '/wps/relay/GCSGAME_gameVendor': () => ok({ data: { lanes: lanes() } }) });
    renderCatalog(<CategoryNav />);
    const esports = await screen.findByRole('group', { name: 'E-Sports providers' });
    fireEvent.click(within(esports).getByRole('button', { name: /TF Gaming/ }));
    expect(popups.get()?.name).toBe('login');
  });

  it('keeps a drop-down inside the window: under its item, moved left only as far as the right edge needs', async () => {
    serveCatalog({ '/wps/relay/GCSGAME_gameVendor': () => ok({ data: { lanes: lanes() } }) });
    renderCatalog(<CategoryNav />);
    const panel = (name: string) => screen.getByRole('group', { name });
    await screen.findByRole('group', { name: 'Slots providers' });
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1440);
    const place = (name: string, itemLeft: number) => {
      const dropdown = panel(name);
      vi.spyOn(dropdown, 'offsetWidth', 'get').mockReturnValue(560);
      const item = dropdown.closest('li')!;
      vi.spyOn(item, 'getBoundingClientRect').mockReturnValue(new DOMRect(itemLeft, 100, 110, 38));
      fireEvent.pointerEnter(item);
      return dropdown.style.getPropertyValue('--dropdown-shift');
    };
    // A first item near the left edge opens under itself (it used to open leftwards, at x = −434).
    expect(place('Slots providers', 126)).toBe('0px');
    // An item near the right edge slides left until its panel ends 8 px inside the window.
    expect(place('Sports providers', 1200)).toBe(`${1440 - 8 - 560 - 1200}px`);
    // Keyboard focus places it too.
    const dropdown = panel('E-Sports providers');
    vi.spyOn(dropdown, 'offsetWidth', 'get').mockReturnValue(560);
    vi.spyOn(dropdown.closest('li')!, 'getBoundingClientRect').mockReturnValue(new DOMRect(1000, 100, 110, 38));
    fireEvent.focus(dropdown.closest('li')!.querySelector('a')!);
    expect(dropdown.style.getPropertyValue('--dropdown-shift')).toBe('-128px');
  });
});
