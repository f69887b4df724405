/** The ledger's public face: find a movement by its idempotency key, sum the movements of other modules' rows. */
export { accountEntryPage, bonusGranted, brandHasMoney, findTransactionByKey, listMemberAccounts, movementSumsByKey } from './ledger.repository';
export { POINTS_CURRENCY } from './ledger.schema';
