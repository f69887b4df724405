/**
 * Fun mode has no wallet: the page keeps the credits, in this tab's session storage, with the
 * fun session's id they belong to (a new fun session starts from its own balance). Where the
 * browser refuses the storage (private mode), the credits live in memory only.
 */

function load(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function save(key: string, text: string): void {
  try {
    sessionStorage.setItem(key, text);
  } catch {
    /* private mode: the fun credits live in memory only */
  }
}

export interface TFunOptions {
  /** The credits never go below zero (a page that takes a stake only once the server confirmed it). */
  nonNegative?: boolean;
}

export interface TFunCredits {
  funId: string;
  balance: bigint;
  /** Everything saved with them (a page's own bookkeeping). */
  saved: Readonly<Record<string, unknown>>;
}

/** The credits saved under `key`, or null (none, unreadable, or not a balance). */
export function readFunCredits(key: string, o: TFunOptions = {}): TFunCredits | null {
  try {
    const saved = JSON.parse(load(key) ?? 'null') as Record<string, unknown> | null;
    if (saved && typeof saved.funId === 'string' && typeof saved.balance === 'string' && (o.nonNegative ? /^\d+$/ : /^-?\d+$/).test(saved.balance)) return { funId: saved.funId, balance: BigInt(saved.balance), saved };
  } catch {
    /* unreadable: start afresh */
  }
  return null;
}

/** Saves the credits of the fun session `funId` (nothing before the session has one), with the page's `extra` fields. */
export function writeFunCredits(key: string, funId: string | undefined, balance: bigint, o: TFunOptions & { extra?: Record<string, unknown> } = {}): void {
  if (!funId) return;
  save(key, JSON.stringify({ funId, balance: (o.nonNegative && balance < 0n ? 0n : balance).toString(), ...o.extra }));
}

/** A bare balance saved under `key` (a page without fun sessions), or null. */
export function readFunBalance(key: string): bigint | null {
  const saved = load(key);
  return saved && /^\d+$/.test(saved) ? BigInt(saved) : null;
}

export const writeFunBalance = (key: string, balance: bigint): void => save(key, balance.toString());
