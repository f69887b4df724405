import { CHUNK_LOAD_TIMEOUT_MS } from '@wps/contracts/player';

/** Why a lazily loaded screen could not load (SPEC.md §2). */
export type ChunkFailureReason = 'missing' | 'timeout' | 'other';

export class ChunkLoadError extends Error {
  readonly chunk: string;
  readonly reason: ChunkFailureReason;
  override readonly cause: unknown;
  constructor(chunk: string, reason: ChunkFailureReason, cause: unknown) {
    super(`Chunk "${chunk}" failed to load (${reason})`);
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    this.reason = reason;
    this.cause = cause;
  }
}

class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`Timed out after ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/*
 * Browsers word a missing module differently: Chrome "Failed to fetch
 * dynamically imported module", Firefox "error loading dynamically imported
 * module", Safari "Importing a module script failed"; bundlers report the
 * HTTP 404 or "Cannot find module". A deploy that removed old hashed files
 * is the usual cause, and a reload fixes it.
 */
const MISSING_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /cannot find module/i,
  /\b404\b/,
  /not found/i,
];

export const classifyChunkError = (error: unknown): ChunkFailureReason => {
  if (error instanceof ChunkLoadError) return error.reason;
  if (error instanceof ChunkTimeoutError) return 'timeout';
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (/timed? ?out|timeout/i.test(message)) return 'timeout';
  if (MISSING_PATTERNS.some((p) => p.test(message))) return 'missing';
  return 'other';
};

/**
 * Runs a dynamic import with a deadline (SPEC.md §9: 120000 ms) and turns any
 * failure into a ChunkLoadError naming the chunk and the reason.
 */
export const loadChunk = <T>(chunk: string, importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout', new ChunkTimeoutError(timeoutMs))), timeoutMs);
    importer().then(
      (mod) => {
        clearTimeout(timer);
        resolve(mod);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, classifyChunkError(cause), cause));
      },
    );
  });
