/** @wps/fair: the provably fair rules of the studio's originals, shared by the server and the browser's verifier. */
export { drawDistinct, fairFloats, hashServerSeed, hmacSha256Hex, MAX_FLOATS, sha256Hex, type FairInput } from './floats';
export { checkEdge, choose, EDGE_BP, formatMultiplier, formatPercent, MULT_ONE, payoutOf } from './payout';
export * from './games/dice';
export * from './games/plinko';
export * from './games/mines';
export * from './games/keno';
export * from './games/hilo';
export * from './games/crash';
export * from './games/wheel';
export * from './verify';
export * from './api';
export * from './rtp';
