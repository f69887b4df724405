/**
 * `@wps/contracts/player`: what a player's browser imports. The schemas,
 * types, rules and limits of the player area, and each call as a `Call`
 * (method, path, flags; no zod), so the web client's critical path carries
 * no schema it does not run. Staff and provider schemas are other areas.
 */
export * from './schemas';
export * from './calls';
