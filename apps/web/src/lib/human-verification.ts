import { ErrorCode, getHumanChallenge, solveHumanChallenge, type THumanVerification } from '@wps/contracts/player';
import { ApiError, callApi } from './api-client';

/**
 * The human-verification fields (SPEC.md §3/§4): a proof-of-work challenge
 * from the server, solved in the browser. Brands that switch it off send
 * nothing.
 */
export const getHumanVerification = async (enabled: boolean): Promise<THumanVerification | undefined> => {
  if (!enabled) return undefined;
  const challenge = await callApi(getHumanChallenge);
  const solution = await solveHumanChallenge(challenge);
  // No solution within maxnumber: the server will refuse, so say so as it would.
  if (!solution) throw new ApiError(0, ErrorCode.verificationFailed, 'Human verification could not be completed');
  return solution;
};
