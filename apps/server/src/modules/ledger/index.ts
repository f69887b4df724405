/** The ledger's public face: find a movement by its idempotency key. */
export { findTransactionByKey } from './ledger.repository';
