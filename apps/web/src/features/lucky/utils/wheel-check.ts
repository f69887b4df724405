import { WHEEL_SEGMENTS_MAX, WHEEL_SEGMENTS_MIN, WHEEL_WEIGHT_MAX, type TPublicWheelSpin } from '@wps/contracts/player';
import { fairFloats, hashServerSeed, wheelSegment } from '@wps/fair';
import { parseWeights, ticketRanges } from './lucky';

/** The verifier's fields, as typed. */
export type WheelForm = { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: string; weights: string };

export const emptyWheelForm: WheelForm = { serverSeed: '', serverSeedHash: '', clientSeed: '', nonce: '', weights: '' };

export const formFromSpin = (spin: TPublicWheelSpin): WheelForm => ({
  serverSeed: spin.serverSeed,
  serverSeedHash: spin.serverSeedHash,
  clientSeed: spin.clientSeed,
  nonce: String(spin.nonce),
  weights: spin.weights.join(', '),
});

export type WheelField = 'serverSeed' | 'clientSeed' | 'nonce' | 'weights';

export type WheelCheck = {
  /** SHA-256 of the server seed typed; null while it is empty. */
  seedHash: string | null;
  /** The seed's hash against the hash field; null while either is empty. */
  hashMatches: boolean | null;
  /** What is still empty. */
  missing: WheelField[];
  errors: Partial<Record<'nonce' | 'weights', 'nonce' | 'format' | 'count' | 'range'>>;
  /** The recomputed spin; null until every field is there and valid. */
  outcome: { float: number; total: number; ticket: number; segment: number; ranges: { from: number; to: number }[] } | null;
};

export const sameHash = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The spin recomputed from the fields with @wps/fair, the code the server
 * runs: the seed's SHA-256, then HMAC-SHA256(server seed, "client
 * seed:nonce:0") → one float f in [0, 1) → ticket ⌊f × total weight⌋ → the
 * segment whose cumulative weight range holds the ticket.
 */
export const checkWheel = (form: WheelForm): WheelCheck => {
  const serverSeed = form.serverSeed.trim();
  const clientSeed = form.clientSeed.trim();
  const seedHash = serverSeed ? hashServerSeed(serverSeed) : null;
  const hashMatches = seedHash && form.serverSeedHash.trim() ? sameHash(seedHash, form.serverSeedHash) : null;
  const missing: WheelField[] = [];
  if (!serverSeed) missing.push('serverSeed');
  if (!clientSeed) missing.push('clientSeed');
  if (!form.nonce.trim()) missing.push('nonce');
  if (!form.weights.trim()) missing.push('weights');
  const errors: WheelCheck['errors'] = {};
  const nonceText = form.nonce.trim();
  const nonce = /^\d{1,15}$/.test(nonceText) ? Number(nonceText) : null;
  if (nonceText && nonce === null) errors.nonce = 'nonce';
  const parsed = form.weights.trim() ? parseWeights(form.weights, { minCount: WHEEL_SEGMENTS_MIN, maxCount: WHEEL_SEGMENTS_MAX, maxWeight: WHEEL_WEIGHT_MAX }) : null;
  if (parsed?.error) errors.weights = parsed.error;

  let outcome: WheelCheck['outcome'] = null;
  if (missing.length === 0 && nonce !== null && parsed?.weights) {
    const input = { serverSeed, clientSeed, nonce };
    const weights = parsed.weights;
    const total = weights.reduce((a, b) => a + b, 0);
    const float = fairFloats(input, 1)[0]!;
    outcome = { float, total, ticket: Math.floor(float * total), segment: wheelSegment(input, weights), ranges: ticketRanges(weights) };
  }
  return { seedHash, hashMatches, missing, errors, outcome };
};
