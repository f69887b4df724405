import { describe, expect, it } from 'vitest';
import { byBrand, membersIn } from './by-brand';
import type { OutboxEvent } from './outbox.topics';

const round = (id: number, merchantId: number, memberId: number): OutboxEvent<'round.settled'> => ({
  id,
  merchantId,
  topic: 'round.settled',
  payload: { memberId, account: `m${memberId}`, vassalage: 'WPS', gameCode: 'lucky-reels', roundId: `r${id}`, stake: '100', payout: '0', isTrial: false },
  attempts: 1,
});

describe('byBrand', () => {
  it('groups a batch by brand, keeping each brand\'s delivery order', () => {
    const groups = byBrand([round(1, 7, 10), round(2, 8, 11), round(3, 7, 12), round(4, 7, 10)]);
    expect([...groups.keys()]).toEqual([7, 8]);
    expect(groups.get(7)!.map((e) => e.id)).toEqual([1, 3, 4]);
    expect(membersIn(groups.get(7)!)).toEqual([10, 12]);
  });
});
