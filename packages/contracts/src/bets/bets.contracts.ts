import { defineContract } from '../contract';
import { ZBetHistoryQuery, ZBetHistoryValue, ZBetRoundDetail, ZBetRoundDetailQuery, ZProfitQuery, ZProfitValue } from './bets.schemas';

const records = ['Records'];

/*
 * Trial members may call these: they see their own demo rounds (each round
 * carries its trial flag); a real member never has trial rounds.
 */

export const betHistory = defineContract({
  method: 'GET',
  path: '/wps/relay/personalHistoryCopy',
  summary: "The member's game rounds with the totals of the filtered range (betting record, TRANSBETREPMEM3)",
  tags: records,
  auth: true,
  query: ZBetHistoryQuery,
  value: ZBetHistoryValue,
});

export const betRoundDetail = defineContract({
  method: 'GET',
  path: '/wps/relay/personalHistoryCopy/detail',
  summary: "One of the member's rounds with the vendor's bet, win and rollback calls of it",
  tags: records,
  auth: true,
  query: ZBetRoundDetailQuery,
  value: ZBetRoundDetail,
});

export const profitAndLoss = defineContract({
  method: 'GET',
  path: '/wps/relay/personalProfit',
  summary: "The member's profit and loss of a date range: per day, per category and per vendor",
  tags: records,
  auth: true,
  query: ZProfitQuery,
  value: ZProfitValue,
});
