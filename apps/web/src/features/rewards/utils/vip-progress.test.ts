import type { TVipLevel } from '@wps/contracts/player';
import { describe, expect, it } from 'vitest';
import { bpsToPercent, ratesInOrder } from './rates';
import { meter, vipProgress } from './vip-progress';

const level = (n: number, deposit: string, bet: string): TVipLevel => ({
  level: n,
  name: `Level ${n}`,
  depositThreshold: deposit,
  validBetThreshold: bet,
  rebateRates: {},
  pointRates: {},
  levelUpGift: '0',
  birthdayGift: '0',
  withdrawDailyMax: null,
  withdrawDailyCount: null,
});
const LADDER = [level(2, '5000000', '50000000'), level(0, '0', '0'), level(1, '1000000', '10000000')];

describe('vipProgress', () => {
  it('measures this month against the next level up, whatever order the ladder comes in', () => {
    const p = vipProgress({ level: 1, levels: LADDER, deposits: '1250000', validBet: '40000000' });
    expect(p.current?.level).toBe(1);
    expect(p.next?.level).toBe(2);
    expect(p.deposits).toEqual({ value: 1250000n, target: 5000000n, percent: 25, left: 3750000n, reached: false });
    expect(p.validBet).toEqual({ value: 40000000n, target: 50000000n, percent: 80, left: 10000000n, reached: false });
  });

  it('caps a reached threshold at 100 % with nothing left, and floors just short of it', () => {
    expect(meter('7000000', '5000000')).toMatchObject({ percent: 100, left: 0n, reached: true });
    expect(meter('4999999', '5000000')).toMatchObject({ percent: 99, left: 1n, reached: false });
    expect(meter('0', '0')).toMatchObject({ percent: 100, reached: true });
  });

  it('has no next level at the top of the ladder', () => {
    const p = vipProgress({ level: 2, levels: LADDER, deposits: '0', validBet: '0' });
    expect(p.next).toBeNull();
    expect(p.deposits).toBeNull();
    expect(p.current?.name).toBe('Level 2');
  });
});

describe('rates', () => {
  it('writes basis points as a percent without trailing zeros', () => {
    expect([120, 80, 100, 5, 0, 1050].map(bpsToPercent)).toEqual(['1.2%', '0.8%', '1%', '0.05%', '0%', '10.5%']);
  });

  it('orders categories as the site lists them, unknown ones last', () => {
    expect(ratesInOrder({ RNG: 120, SPORTS: 100, XYZ: 5, LIVE: 80 }).map((r) => r.category)).toEqual(['SPORTS', 'LIVE', 'RNG', 'XYZ']);
  });
});
