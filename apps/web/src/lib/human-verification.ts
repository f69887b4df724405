import { ErrorCode, getHumanChallenge, type THumanChallenge, type THumanVerification } from '@wps/contracts/player';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { ApiError, callApi } from './api-client';

/**
 * Solvers searching the counter side by side (altcha-lib's counterStart /
 * counterStep split), on the page's thread: each awaits one WebCrypto digest
 * at a time, so a lone solver leaves the hashing mostly idle, eight keep it
 * busy. (The library's SHA worker imports node:crypto: no worker in a browser.)
 */
const LANES = 8;

/** The counter whose key starts with the challenge's prefix, by altcha-lib's v2 solver; null if not found in time. */
async function solveHumanChallenge(challenge: THumanChallenge): Promise<THumanVerification | null> {
  const controller = new AbortController();
  const lanes = Array.from({ length: LANES }, (_, lane) =>
    solveChallenge({ challenge, deriveKey, controller, counterStart: lane, counterStep: LANES }).then((found) => found ?? Promise.reject(new Error('not in this lane'))),
  );
  const found = await Promise.any(lanes).catch(() => null);
  // One lane finds it; the others would search on until their timeout.
  controller.abort();
  return found && { challenge, solution: { counter: found.counter, derivedKey: found.derivedKey } };
}

/**
 * The human-verification fields (SPEC.md §3/§4): a proof-of-work challenge
 * from the server, solved in the browser. Brands that switch it off send
 * nothing.
 */
export const getHumanVerification = async (enabled: boolean): Promise<THumanVerification | undefined> => {
  if (!enabled) return undefined;
  const verification = await solveHumanChallenge(await callApi(getHumanChallenge));
  // Not solved in time: the server would refuse it, so say so as it would.
  if (!verification) throw new ApiError(0, ErrorCode.verificationFailed, 'Human verification could not be completed');
  return verification;
};
