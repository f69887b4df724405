import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VendorRow } from './catalog.repository';
import { LANE_ORDER, buildVendorLanes, laneOf } from './catalog.service';

const rules = { cockfightVendors: ['DS88'], exceptionVendors: ['JL'] };
let nextId = 1;
const vendor = (vassalage: string, gameCategory: string, gameType = gameCategory, sort = 0): VendorRow => ({
  id: nextId++,
  merchantId: 1,
  vassalage,
  displayName: `${vassalage} name`,
  gameType,
  gameCategory,
  iconPath: `/vendors/${vassalage.toLowerCase()}.svg`,
  status: 'ACTIVE',
  walletMode: 'seamless',
  enabled: true,
  sort,
});

describe('vendor-set rules (SPEC.md §9)', () => {
  it('moves esports and cockfight vendors out of SPORTS and exception vendors out of RNG', () => {
    expect(laneOf(vendor('TFG', 'SPORTS', 'ESPORTS'), rules)).toBe('ESPORTS');
    expect(laneOf(vendor('DS88', 'SPORTS', 'SPORTS'), rules)).toBe('COCKFIGHT');
    expect(laneOf(vendor('SABA', 'SPORTS'), rules)).toBe('SPORTS');
    expect(laneOf(vendor('JL', 'RNG'), rules)).toBe('JL');
    // An exception vendor keeps its other categories.
    expect(laneOf(vendor('JL', 'FISH'), rules)).toBe('FISH');
    expect(laneOf(vendor('PGS', 'RNG'), rules)).toBe('RNG');
    expect(laneOf(vendor('X', 'UNKNOWN'), rules)).toBeNull();
  });

  it('orders lanes with JL after RNG, cockfight after PVP and esports last, skipping empty lanes', () => {
    const lanes = buildVendorLanes(
      [
        vendor('TFG', 'SPORTS', 'ESPORTS'),
        vendor('DS88', 'SPORTS', 'COCKFIGHT'),
        vendor('KYC', 'PVP'),
        vendor('JL', 'RNG'),
        vendor('PGS', 'RNG'),
        vendor('SABA', 'SPORTS'),
      ],
      rules,
    );
    expect(lanes.map((l) => l.gameCategory)).toEqual(['SPORTS', 'RNG', 'JL', 'PVP', 'COCKFIGHT', 'ESPORTS']);
    expect(lanes.find((l) => l.gameCategory === 'JL')?.vendors[0]).toMatchObject({ vassalage: 'JL', gameCategory: 'JL' });
  });

  it('sorts vendors by sort, then name', () => {
    const lanes = buildVendorLanes([vendor('B', 'LIVE', 'LIVE', 2), vendor('C', 'LIVE', 'LIVE', 1), vendor('A', 'LIVE', 'LIVE', 2)], rules);
    expect(lanes[0]?.vendors.map((v) => v.vassalage)).toEqual(['C', 'A', 'B']);
  });

  it('places every known vendor exactly once, in a non-empty lane, in lane order (property)', () => {
    const categories = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'LOTT', 'ELOTT', 'PVP', 'ESPORTS', 'COCKFIGHT'];
    const arbVendor = fc
      .record({
        vassalage: fc.constantFrom('JL', 'DS88', 'AAA', 'BBB', 'CCC'),
        gameCategory: fc.constantFrom(...categories),
        gameType: fc.constantFrom('SPORTS', 'ESPORTS', 'RNG', 'LIVE', 'COCKFIGHT'),
        sort: fc.integer({ min: 0, max: 5 }),
      })
      .map((v) => vendor(v.vassalage, v.gameCategory, v.gameType, v.sort));
    fc.assert(
      fc.property(fc.array(arbVendor, { maxLength: 30 }), (rows) => {
        const lanes = buildVendorLanes(rows, rules);
        expect(lanes.reduce((n, l) => n + l.vendors.length, 0)).toBe(rows.length);
        expect(lanes.every((l) => l.vendors.length > 0)).toBe(true);
        const order = lanes.map((l) => LANE_ORDER.indexOf(l.gameCategory));
        expect([...order].sort((a, b) => a - b)).toEqual(order);
        for (const lane of lanes) {
          for (const v of lane.vendors) {
            expect(v.gameCategory).toBe(lane.gameCategory);
            if (lane.gameCategory === 'SPORTS') expect(['DS88'].includes(v.vassalage) || v.gameType === 'ESPORTS').toBe(false);
            if (lane.gameCategory === 'RNG') expect(v.vassalage).not.toBe('JL');
          }
        }
      }),
    );
  });
});
