/**
 * Every contract and schema, for the server, the tests and tools. Browsers
 * import their area only: `@wps/contracts/player` (lint enforces it).
 */
export * from './player/schemas';
export * from './player/contracts';
// The browser loads the sealing of encrypted calls on its own (`@wps/contracts/seal`), when a call needs it.
export * from './shared/seal';
export * from './staff';
export * from './provider';
