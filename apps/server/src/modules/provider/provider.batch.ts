/**
 * Group commit for the vendor wallet (issue 10 item 1, TigerBeetle's lesson):
 * calls that arrive while a batch is in the database wait for it, then go
 * together as the next batch: one statement (provider_apply_batch, migration
 * 0010) and one commit for all of them. No timer: a lone call goes at once,
 * and batches grow only with the load. Each call is still idempotent by its
 * claim and answered only after the commit of its batch; a call refused
 * inside the batch (its subtransaction rolled back) gets its own error.
 *
 * One batch at a time per app: a batch locks the accounts it may move up
 * front in ascending id order, so batches of several processes (and any other
 * movement) never deadlock; should the database still report one, or a
 * serialization failure, the whole batch is tried again (nothing of it was
 * kept).
 */
import type { DrizzleDb } from '../../db/database';
import { callProviderApplyBatch, type ProviderApplyResult, type ProviderBatchAnswer } from './provider.repository';

/** Past this many calls a batch waits for the next: PostgreSQL keeps 64 subtransactions per transaction in memory. */
export const PROVIDER_BATCH_MAX = 24;
const RETRYABLE = new Set(['40P01', '40001']);

/** A call's failure inside a batch: its SQLSTATE and message, as the database raised them. */
export class BatchedCallError extends Error {
  override name = 'BatchedCallError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Pending {
  input: Record<string, unknown>;
  resolve: (r: ProviderApplyResult) => void;
  reject: (err: unknown) => void;
}

export interface ApplyBatcher {
  apply(input: Record<string, unknown>): Promise<ProviderApplyResult>;
  /** Batches sent and calls in them (bench and tests). */
  stats(): { batches: number; calls: number };
}

export function createApplyBatcher(db: DrizzleDb): ApplyBatcher {
  let queue: Pending[] = [];
  let busy = false;
  let batches = 0;
  let calls = 0;

  async function send(batch: Pending[]): Promise<ProviderBatchAnswer[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await callProviderApplyBatch(db, batch.map((p) => p.input));
      } catch (err) {
        if (attempt >= 3 || !RETRYABLE.has(sqlState(err) ?? '')) throw err;
      }
    }
  }

  function flush(): void {
    if (busy || queue.length === 0) return;
    busy = true;
    const batch = queue.slice(0, PROVIDER_BATCH_MAX);
    queue = queue.slice(batch.length);
    batches++;
    calls += batch.length;
    send(batch)
      .then(
        (answers) =>
          batch.forEach((p, i) => {
            const a = answers[i];
            if (!a) p.reject(new Error('provider_apply_batch answered fewer calls than it was sent'));
            else if ('error' in a) p.reject(new BatchedCallError(a.error, a.message));
            else p.resolve(a);
          }),
        (err: unknown) => batch.forEach((p) => p.reject(err)),
      )
      .finally(() => {
        busy = false;
        flush();
      });
  }

  return {
    apply(input) {
      return new Promise<ProviderApplyResult>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        flush();
      });
    },
    stats: () => ({ batches, calls }),
  };
}

function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
