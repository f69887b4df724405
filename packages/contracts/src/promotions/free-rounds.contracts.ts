import { defineContract } from '../contract';
import { ZFreeRoundList } from './free-rounds.schemas';

export const freeRoundList = defineContract({
  method: 'GET',
  path: '/wps/member/free-rounds',
  summary: "bonusDetails: the member's free spins still to play (game, rounds left of granted, stake, expiry), the soonest to expire first.",
  tags: ['Promotions'],
  auth: true,
  value: ZFreeRoundList,
});
