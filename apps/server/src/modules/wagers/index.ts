/** The wager stream's public face: products record wagers; reports read the rollups. */
export { recordWager, brandDay, wagerResult, WAGER_BRAND_SHARDS, type WagerInput } from './wagers.service';
export { memberRollups, brandRollups, groupCells, addLine, emptyLine, type RollupCell, type RollupLine } from './wagers.reports';
export { findRollupMismatches, findWagersOf, ensureWagerPartitions, type RollupMismatch } from './wagers.repository';
