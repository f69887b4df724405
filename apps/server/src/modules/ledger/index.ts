/** The ledger's public face: find a movement by its idempotency key. */
export { bonusGranted, findTransactionByKey, listMemberAccounts } from './ledger.repository';
