import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import ty from '@/locales/ty.json';
import { testStaff } from '@/testing/render';
import { NAV, NAV_GROUP_LABELS, visibleNav } from './nav';

const paths = (...p: string[]) => new Set(p);

describe('visibleNav', () => {
  it('shows only the items whose route exists', () => {
    const admin = testStaff({ role: 'admin', permissions: ['finance.view', 'players.view', 'audit.view', 'staff.manage'] });
    expect(visibleNav(NAV, paths(), admin)).toEqual([]);
    const blocks = visibleNav(NAV, paths('/players', '/audit'), admin);
    expect(blocks.flatMap((b) => b.items.map((i) => i.to))).toEqual(['/players', '/audit']);
  });

  it("hides what the staff member's permissions do not open", () => {
    const support = testStaff({ role: 'support', permissions: ['finance.view', 'players.view', 'content.view'] });
    const blocks = visibleNav(NAV, paths('/players', '/audit', '/staff', '/account'), support);
    expect(blocks.flatMap((b) => b.items.map((i) => i.to))).toEqual(['/players', '/account']);
    // Nobody signed in: only what needs no permission.
    expect(visibleNav(NAV, paths('/players', '/account'), null).flatMap((b) => b.items.map((i) => i.to))).toEqual(['/account']);
  });

  it('keeps a group together under its heading, in the order of NAV', () => {
    const blocks = visibleNav(NAV, paths('/', '/players', '/finance/deposits', '/finance/withdrawals', '/content', '/reports'), testStaff({ permissions: ['dashboard.view', 'finance.view', 'players.view', 'content.view', 'reports.view'] }));
    expect(blocks.map((b) => ({ labelKey: b.labelKey, items: b.items.map((i) => i.to) }))).toEqual([
      { labelKey: undefined, items: ['/', '/players'] },
      { labelKey: 'nav.finance', items: ['/finance/deposits', '/finance/withdrawals'] },
      { labelKey: undefined, items: ['/content', '/reports'] },
    ]);
  });

  it('shows the Agents area to staff with agents.view only', () => {
    const routes = paths('/players', '/agents');
    const agentsView = testStaff({ permissions: ['players.view', 'agents.view'] });
    expect(visibleNav(NAV, routes, agentsView).flatMap((b) => b.items.map((i) => i.to))).toEqual(['/players', '/agents']);
    expect(visibleNav(NAV, routes, testStaff({ permissions: ['players.view', 'agents.manage'] })).flatMap((b) => b.items.map((i) => i.to))).toEqual(['/players']);
  });
});

describe('NAV', () => {
  it('has a text in both languages for every item and group, and one item per route', () => {
    const lookup = (tree: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
    for (const key of [...NAV.map((i) => i.labelKey), ...Object.values(NAV_GROUP_LABELS)]) {
      expect(typeof lookup(en, key), key).toBe('string');
      expect(typeof lookup(ty, key), key).toBe('string');
    }
    expect(new Set(NAV.map((i) => i.to)).size).toBe(NAV.length);
  });
});
