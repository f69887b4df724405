/** The wager stream's public face: products record wagers; reports read the rollups. */
export { recordWager, brandDay, WAGER_BRAND_SHARDS, type WagerInput } from './wagers.service';
export {
  memberRollups,
  brandRollups,
  groupCells,
  addLine,
  emptyLine,
  reportLine,
  gameRollupPage,
  memberRollupPage,
  type RankedReportQuery,
  type RollupCell,
  type RollupLine,
} from './wagers.reports';
export {
  activePlayersByDay,
  findRollupMismatches,
  ensureWagerPartitions,
  memberMonthValidBet,
  membersMonthValidBet,
  membersValidBetByDay,
  memberValidBetByDay,
  membersWhoPlayed,
  type RollupMismatch,
} from './wagers.repository';
