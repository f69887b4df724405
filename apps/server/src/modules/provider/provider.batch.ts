/**
 * Group commit for the vendor wallet (issue 10 item 1, TigerBeetle's lesson):
 * calls that arrive while every lane has a batch in the database wait for
 * one, then go together as the next batch: one statement (provider_apply_batch, migration
 * 0010) and one commit for all of them. No timer: a lone call goes at once,
 * and batches grow only with the load. Each call is still idempotent by its
 * claim and answered only after the commit of its batch; a call refused
 * inside the batch (its subtransaction rolled back) gets its own error.
 *
 * Lanes: up to PROVIDER_BATCH_LANES batches are in the database at once (one
 * commits while the next runs). Each lane owns one house shard and one
 * brand-rollup shard (from a per-app random offset, so the lanes of other
 * processes mostly own others): a batch names them for all its calls, so two
 * lanes never queue on the house or the brand's day rows, only on a member
 * they share. A batch locks the accounts it may move up front in ascending
 * id order, so batches (of any lane or process, and any other movement) never
 * deadlock on accounts; should the database still report a deadlock (two
 * batches racing for one transaction id or round), or a serialization
 * failure, the whole batch is tried again (nothing of it was kept).
 */
import type { DrizzleDb } from '../../db/database';
import { callProviderApplyBatch, type ProviderApplyResult, type ProviderBatchAnswer } from './provider.repository';

/** Past this many calls a batch waits for the next: PostgreSQL keeps 64 subtransactions per transaction in memory. */
export const PROVIDER_BATCH_MAX = 24;
/** Batches in flight at once per app (the app's pool must have this many connections to spare). */
export const PROVIDER_BATCH_LANES = 3;
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

/**
 * A call as provider_apply takes it, minus what its lane decides: `houses`
 * (the brand's house shard accounts, by shard) and `wager_shards` (how many
 * brand-rollup shards there are). The batcher sets `house` and `wager_shard`.
 */
export interface BatchedCall extends Record<string, unknown> {
  houses: readonly number[];
  wager_shards: number;
}

interface Pending {
  input: BatchedCall;
  resolve: (r: ProviderApplyResult) => void;
  reject: (err: unknown) => void;
}

export interface ApplyBatcher {
  apply(input: BatchedCall): Promise<ProviderApplyResult>;
  /** Batches sent, calls in them, and the most batches seen in flight at once (bench and tests). */
  stats(): { batches: number; calls: number; peakLanes: number };
}

export function createApplyBatcher(db: DrizzleDb, lanes = PROVIDER_BATCH_LANES): ApplyBatcher {
  let queue: Pending[] = [];
  /** Lanes free to take the next batch; a lane's number picks its shards. */
  const idle = Array.from({ length: lanes }, (_, i) => i);
  const offset = Math.floor(Math.random() * 1024);
  let batches = 0;
  let calls = 0;
  let peakLanes = 0;

  function laneInput(lane: number, { houses, wager_shards, ...call }: BatchedCall): Record<string, unknown> {
    const slot = offset + lane;
    return { ...call, house: houses[slot % houses.length], wager_shard: slot % wager_shards };
  }

  async function send(lane: number, batch: Pending[]): Promise<ProviderBatchAnswer[]> {
    const inputs = batch.map((p) => laneInput(lane, p.input));
    for (let attempt = 1; ; attempt++) {
      try {
        return await callProviderApplyBatch(db, inputs);
      } catch (err) {
        if (attempt >= 3 || !RETRYABLE.has(sqlState(err) ?? '')) throw err;
      }
    }
  }

  function flush(): void {
    if (queue.length === 0) return;
    const lane = idle.pop();
    if (lane === undefined) return;
    peakLanes = Math.max(peakLanes, lanes - idle.length);
    const batch = queue.slice(0, PROVIDER_BATCH_MAX);
    queue = queue.slice(batch.length);
    batches++;
    calls += batch.length;
    send(lane, batch)
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
        idle.push(lane);
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
    stats: () => ({ batches, calls, peakLanes }),
  };
}

function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
