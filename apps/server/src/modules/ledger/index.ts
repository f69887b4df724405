/** The ledger's public face: find a movement by its idempotency key. */
export { bonusGranted, brandHasMoney, findTransactionByKey, listMemberAccounts } from './ledger.repository';
