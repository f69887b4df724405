/** The ledger's public face: find a movement by its idempotency key. */
export { findTransactionByKey, listMemberAccounts } from './ledger.repository';
